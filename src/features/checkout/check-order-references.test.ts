import { describe, expect, it, vi } from 'vitest';
import { fakeService, json } from '../../lib/upstream/test-upstream-service';
import type { DeliveryPlan } from './validate-delivery';

vi.mock('server-only', () => ({}));
const { checkOrderReferences } = await import('./check-order-references');

const plan = (index: number, reference: string | undefined) => ({ index, deliveryId: `D${index}`, details: reference === undefined ? {} : { reference } }) as unknown as DeliveryPlan;

const verdict = (reference: string) => {
  if (reference === 'Använd') return { number: reference, wellFormed: true, free: false, valid: false, reason: 'in_use' };
  if (reference.includes('\t')) return { number: reference, wellFormed: false, free: false, valid: false, reason: 'invalid_characters' };
  return { number: reference, wellFormed: true, free: true, valid: true, reason: null };
};

describe('checkOrderReferences', () => {
  it('asks once per distinct reference and marks every delivery that uses a taken one', async () => {
    const { service, calls } = fakeService([(request) => json(verdict(decodeURIComponent(new URL(request.url).pathname.split('/').at(-2) ?? '')))(request)]);
    const errors = await checkOrderReferences([plan(0, 'Använd'), plan(1, ' Använd '), plan(2, 'Ny'), plan(3, undefined), plan(4, '')], { auth: service, token: 't', customerId: 'C-1001' });
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/v2/v4/customers/orders/Anv%C3%A4nd/validate', '/v2/v4/customers/orders/Ny/validate']);
    expect(new URL(calls[0]?.url ?? '').searchParams.get('customerId')).toBe('C-1001');
    expect(errors).toEqual({
      'reference-0': 'Referensen används redan för en annan order de senaste tolv månaderna. Välj en annan referens.',
      'reference-1': 'Referensen används redan för en annan order de senaste tolv månaderna. Välj en annan referens.',
    });
  });

  it('gives the field message for a malformed reference', async () => {
    const { service } = fakeService([json(verdict('a\tb'))]);
    expect(await checkOrderReferences([plan(0, 'a\tb')], { auth: service, token: 't', customerId: undefined })).toEqual({ 'reference-0': 'Referensen får bara vara en rad, utan tabbar eller radbrytningar.' });
  });

  it('lets saving go on when the service cannot answer', async () => {
    const { service } = fakeService([json({ error: 'down' }, 503)]);
    expect(await checkOrderReferences([plan(0, 'Ny')], { auth: service, token: 't', customerId: 'C-1001' })).toEqual({});
  });
});
