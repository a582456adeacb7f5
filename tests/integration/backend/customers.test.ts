import { describe, expect, it } from 'vitest';
import { authApi, expectError } from '../../support/backend-auth-api';

// Contract tests of the embedded customer service (spec point 7): the caller's customers and
// projects, delivery dates and the sales team.
const { api, tokenOf } = authApi(23);

describe('customers', () => {
  it("lists the caller's customers with their projects", async () => {
    const anna = await api('/v3/customers?active=1&virtualContext=0', { token: await tokenOf('anna.andersson@demo.example') });
    expect(anna.body.data).toEqual([
      {
        customerId: 'C-1001',
        customerName: 'Bygg & El Norr AB',
        assortment: 'bygg-el',
        projects: [
          { projectId: 'P-1001-1', projectName: 'Kv. Björken, Umeå' },
          { projectId: 'P-1001-2', projectName: 'Skolan i Skellefteå' },
          { projectId: 'P-1001-3', projectName: 'Service och underhåll' },
        ],
      },
    ]);
    const carl = await tokenOf('carl.carlsson@demo.example');
    expect((await api('/v3/customers?active=1', { token: carl })).body.data.map((c: { customerId: string }) => c.customerId)).toEqual(['C-1001', 'C-2001']);
    expect((await api('/v3/customers?search=syd', { token: carl })).body.data.map((c: { customerId: string }) => c.customerId)).toEqual(['C-2001']);
    expectError(await api('/v3/customers?active=yes', { token: carl }), 400);
  });

  it('offers 20 delivery dates that skip today, weekends and holidays', async () => {
    const token = await tokenOf('anna.andersson@demo.example');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(new Date());
    const { body } = await api('/customers/C-1001/delivery-dates', { token });
    expect(body.data).toHaveLength(20);
    for (const date of body.data as string[]) {
      expect(date > today).toBe(true);
      expect([0, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
    }
    // `from` looks ahead (at most a year): Christmas, New Year and Epiphany are skipped.
    const christmas = await api('/customers/C-1001/delivery-dates?from=2026-12-21', { token });
    expect(christmas.body.data.slice(0, 7)).toEqual(['2026-12-22', '2026-12-23', '2026-12-28', '2026-12-29', '2026-12-30', '2027-01-04', '2027-01-05']);
    expect(christmas.body.data).not.toContain('2027-01-06');
    expectError(await api('/customers/C-1001/delivery-dates?from=2030-01-01', { token }), 400);
    expectError(await api('/customers/C-2001/delivery-dates', { token }), 403);
    expectError(await api('/customers/C-1001/delivery-dates?from=2027-02-30', { token }), 400);
  });

  it('names the sales team of a customer', async () => {
    const token = await tokenOf('anna.andersson@demo.example');
    const team = await api('/crm/customerteam?customerId=C-1001', { token });
    expect(team.body.data).toHaveLength(3);
    expect(team.body.data[0]).toEqual({ name: expect.any(String), role: 'Kundansvarig säljare', email: expect.stringContaining('@'), phone: expect.any(String) });
    expectError(await api('/crm/customerteam', { token }), 400);
    expectError(await api('/crm/customerteam?customerId=C-3001', { token }), 403);
  });
});
