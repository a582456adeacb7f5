import { describe, expect, it } from 'vitest';
import type { FormInput } from './form-input';
import { unknownInputIds, validateSubmission } from './validate-submission';

const INPUTS: FormInput[] = [
  { id: 'namn', title: 'Namn', type: 'text', requiredField: true },
  { id: 'epost', title: 'E-post', type: 'email', requiredField: true },
  { id: 'telefon', title: 'Telefon', type: 'tel' },
  { id: 'antal', title: 'Antal', type: 'number' },
  { id: 'bransch', title: 'Bransch', type: 'select', inputList: ['El', 'Bygg'], requiredField: true },
  { id: 'faktura', title: 'Faktura', type: 'radio', inputList: ['E-faktura', 'Papper'] },
  { id: 'intressen', title: 'Intressen', type: 'checkbox', inputList: ['Leverans', 'Kredit'] },
  { id: 'villkor', title: 'Villkor', type: 'checkbox', requiredField: true },
  { id: 'start', title: 'Start', type: 'date' },
  { id: 'meddelande', title: 'Meddelande', type: 'textarea' },
];

const VALID = { namn: ' Anna ', epost: 'Anna@Firma.SE', bransch: 'El', villkor: true };

describe('validateSubmission', () => {
  it('accepts valid values, trims text and drops empty optional ones', () => {
    expect(validateSubmission(INPUTS, { ...VALID, telefon: '', meddelande: '  ' })).toEqual({ ok: true, values: { namn: 'Anna', epost: 'Anna@Firma.SE', bransch: 'El', villkor: true } });
  });

  it('turns a decimal comma into a dot', () => {
    expect(validateSubmission(INPUTS, { ...VALID, antal: '12,5' })).toMatchObject({ ok: true, values: { antal: '12.5' } });
  });

  it('reports missing required inputs: absent, whitespace only, unticked checkbox', () => {
    expect(validateSubmission(INPUTS, { namn: '   ', villkor: false })).toEqual({ ok: false, fieldErrors: { namn: 'required', epost: 'required', bransch: 'required', villkor: 'required' } });
  });

  it.each([
    [{ epost: 'anna@firma' }, 'epost', 'invalid_email'],
    [{ epost: 'anna@firma.s' }, 'epost', 'invalid_email'],
    [{ telefon: 'ring mig' }, 'telefon', 'invalid_phone'],
    [{ antal: '12 st' }, 'antal', 'invalid_number'],
    [{ bransch: 'VVS' }, 'bransch', 'invalid_choice'],
    [{ faktura: 'Fax' }, 'faktura', 'invalid_choice'],
    [{ intressen: ['Leverans', 'Gratis'] }, 'intressen', 'invalid_choice'],
    [{ intressen: 'Leverans' }, 'intressen', 'invalid_type'],
    [{ villkor: 'ja' }, 'villkor', 'invalid_type'],
    [{ start: '2027-02-30' }, 'start', 'invalid_date'],
    [{ namn: 'x'.repeat(501) }, 'namn', 'too_long'],
    [{ namn: ['Anna'] }, 'namn', 'invalid_type'],
  ])('refuses %j', (change, input, code) => {
    expect(validateSubmission(INPUTS, { ...VALID, ...change })).toEqual({ ok: false, fieldErrors: { [input]: code } });
  });

  it('names values for inputs the form does not have', () => {
    expect(unknownInputIds(INPUTS, { ...VALID, admin: 'true' })).toEqual(['admin']);
  });
});
