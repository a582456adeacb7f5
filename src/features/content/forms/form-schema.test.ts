import { describe, expect, it } from 'vitest';
import type { FormInput } from '../../../lib/upstream/content/content-model';
import { fieldErrors, formSchema, type FormMessages } from './form-schema';

const messages: FormMessages = { required: 'krävs', email: 'e-post', number: 'tal', tel: 'telefon', date: 'datum', choice: 'val', tooLong: 'max {max}' };
const input = (id: string, type: FormInput['type'], extra: Partial<FormInput> = {}): FormInput => ({ id, title: id, type, options: [], required: false, ...extra });
const inputs: FormInput[] = [
  input('namn', 'text', { required: true }),
  input('epost', 'email', { required: true }),
  input('telefon', 'tel'),
  input('anstallda', 'number'),
  input('start', 'date'),
  input('bransch', 'select', { options: ['El', 'Bygg'], required: true }),
  input('fakturering', 'radio', { options: ['E-faktura', 'Papper'] }),
  input('intressen', 'checkbox', { options: ['Leverans', 'Kredit'] }),
  input('villkor', 'checkbox', { required: true }),
  input('meddelande', 'textarea'),
];
const check = (values: Record<string, unknown>) => {
  const parsed = formSchema(inputs, messages).safeParse(values);
  return parsed.success ? { ok: parsed.data } : { errors: fieldErrors(parsed.error) };
};
const valid = { namn: ' Anna ', epost: 'anna@foretag.se', bransch: 'El', villkor: true };

describe('formSchema', () => {
  it('accepts a valid submission, trims text and leaves out blank optional inputs', () => {
    expect(check({ ...valid, telefon: '', intressen: [] })).toEqual({ ok: { namn: 'Anna', epost: 'anna@foretag.se', bransch: 'El', villkor: true } });
  });

  it('names every missing required input, counting whitespace and an unticked box as missing', () => {
    expect(check({ namn: '   ', epost: '', villkor: false })).toEqual({ errors: { namn: 'krävs', epost: 'krävs', bransch: 'krävs', villkor: 'krävs' } });
  });

  it.each([
    ['anna@foretag', 'e-post'],
    ['anna@foretag.s', 'e-post'],
    ['anna foretag.se', 'e-post'],
  ])('refuses the e-mail %j (top-level part of two letters or more)', (epost, message) => {
    expect(check({ ...valid, epost })).toEqual({ errors: { epost: message } });
  });

  it('accepts an upper-case e-mail address', () => expect(check({ ...valid, epost: 'ANNA@FORETAG.SE' })).toHaveProperty('ok'));

  it('reads a decimal comma as a dot', () => expect(check({ ...valid, anstallda: '12,5' })).toEqual({ ok: { ...valid, namn: 'Anna', anstallda: '12.5' } }));

  it.each([
    ['anstallda', 'tolv', 'tal'],
    ['telefon', 'ring mig', 'telefon'],
    ['start', '2026-02-30', 'datum'],
    ['bransch', 'Rymdfart', 'val'],
    ['fakturering', 'Duvpost', 'val'],
    ['intressen', ['Leverans', 'Gratis glass'], 'val'],
    ['meddelande', 'x'.repeat(5001), 'max 5000'],
    ['namn', 'x'.repeat(501), 'max 500'],
  ])('refuses %s = %j', (id, value, message) => {
    expect(check({ ...valid, [id]: value })).toEqual({ errors: { [id]: message } });
  });

  it('ignores values for inputs the form does not have', () => expect(check({ ...valid, admin: 'ja' })).toEqual({ ok: { ...valid, namn: 'Anna' } }));
});
