import { describe, expect, inject, it } from 'vitest';
import { OCI_LOGIN } from '../../support/punchout-entry';

// Contract tests of the embedded auth service's punch-out mapping rules (spec point 7): the rules
// of each company as data, and a punch-out account sees only its own.

describe('mapping rules as data (backend GET /v2/oci/mapping-rules)', () => {
  const backend = (path: string, init: RequestInit = {}) =>
    fetch(new URL(path, inject('backendOrigin')), { ...init, headers: { 'content-type': 'application/json', 'x-client-ip': '10.77.0.1', ...init.headers } });
  const tokenOf = async (path: string, body: Record<string, string>) =>
    ((await (await backend(path, { method: 'POST', body: JSON.stringify(body) })).json()) as { AccessToken: string }).AccessToken;
  const rulesOf = (token: string, customerId: string) => backend(`/v2/oci/mapping-rules?customerId=${customerId}`, { headers: { authorization: `Bearer ${token}` } });

  it.each([
    ['C-1001', { company: 'A', materialGroup: 'empty', unitMap: {}, customFields: [] }],
    ['C-2001', { company: 'B', materialGroup: 'last-breadcrumb-parent', unitMap: {}, customFields: [{ field: 1, from: 'projectId' }] }],
    ['C-3001', { company: 'C', materialGroup: 'default', unitMap: { STK: 'ST' }, customFields: [] }],
  ])('%s has company %o rules', async (customerId, rules) => {
    const token = await tokenOf('/v2/sessions/', { username: 'site.admin@demo.example', password: 'Demo1234!' });
    const res = await rulesOf(token, customerId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ customerId, ...rules });
  });

  it('gives a punch-out account only its own company', async () => {
    const token = await tokenOf('/v2/oci/sessions', OCI_LOGIN);
    expect(await (await backend('/v2/oci/mapping-rules', { headers: { authorization: `Bearer ${token}` } })).json()).toMatchObject({ customerId: 'C-2001', company: 'B' });
    expect((await rulesOf(token, 'C-1001')).status).toBe(403);
    expect((await backend('/v2/oci/mapping-rules')).status).toBe(401);
  });
});
