import { describe, expect, it } from 'vitest';
import { authApi, expectError } from '../../support/backend-auth-api';

// Contract tests of the embedded location service (spec point 7): pickup stores and store search.
const { api } = authApi(24);

describe('locations', () => {
  it('lists at least 30 pickup stores sorted by name, without the central warehouse', async () => {
    const { status, body } = await api('/locations?service=standard-pickup');
    expect(status).toBe(200);
    const stores = body.data as { id: string; name: string; type: string }[];
    expect(stores.length).toBeGreaterThanOrEqual(30);
    expect(stores.map((s) => s.name)).toEqual(stores.map((s) => s.name).sort((a, b) => a.localeCompare(b, 'sv')));
    expect(stores.map((s) => s.id)).toEqual(expect.arrayContaining(['S-STO-01', 'S-GBG-01', 'S-MMO-01']));
    expect(stores.some((s) => s.id === 'CL-01')).toBe(false);
    expect(stores.find((s) => s.id === 'S-STO-01')).toMatchObject({
      type: 'STORE',
      address: { street: expect.any(String), postalCode: expect.stringMatching(/^\d{3} \d{2}$/), city: 'Stockholm' },
      location: { lat: expect.closeTo(59.33, 1), lon: expect.closeTo(18.07, 1) },
      openingHours: { mon: { opens: expect.any(String), closes: expect.any(String) } },
      services: expect.arrayContaining(['standard-pickup']),
    });
    const all = (await api('/locations')).body.data as { id: string; type: string }[];
    expect(all.find((s) => s.id === 'CL-01')?.type).toBe('CENTRAL');
  });

  it('searches stores by name, city or postal code, ignoring case', async () => {
    const search = async (query: string) => (await api('/locations/addresses/search', { body: { query } })).body.data.map((s: { id: string }) => s.id);
    expect(await search('GÖTEBORG')).toEqual(['S-GBG-01', 'S-GBG-02']);
    expect(await search('212 15')).toEqual(['S-MMO-01']);
    expect(await search('nacka')).toEqual(['S-STO-02']);
    expectError(await api('/locations/addresses/search', { body: {} }), 400, 'invalid_request');
    expectError(await api('/locations?type=SHOP'), 400, 'invalid_request');
  });
});
