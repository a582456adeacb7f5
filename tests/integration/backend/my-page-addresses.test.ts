import { describe, expect, it } from 'vitest';
import { api, token } from '../../support/backend-cart-api';

// Contract tests of the address book behind "Mina sidor" (spec points 3, 5 and 7; issue 14):
// one preselected address per customer, read-only addresses, validForDelivery, the word search,
// double posts. Test files run one after another, so C-1001's preselection is restored at the end.
const preselectedOf = async (userToken: string) => ((await api('/address', { token: userToken })).body.data as any[]).filter((a) => a.preselected).map((a) => a.addressId);

// PUT /address/{id} takes the whole address: what the shop sends back for one it shows.
const asBody = (address: any, change: Record<string, unknown> = {}) => ({
  label: address.label,
  name: address.name,
  recipientName: address.recipientName,
  address1: address.address1,
  address2: address.address2,
  postalCode: address.postalCode,
  postalAddress: address.postalAddress,
  countryCode: address.countryCode,
  phone: address.phone,
  preselected: address.preselected,
  ...change,
});

describe('address book: preselection', () => {
  it('keeps exactly one preselected address; choosing another unsets the first at once', async () => {
    const syd = await token('U-T-MYPAGE-PRESELECT', [], 'C-2001');
    const created = await api('/address', { token: syd, body: { name: 'Industriservice Syd AB', address1: 'Kajgatan 9', postalCode: '211 20', postalAddress: 'Malmö', label: `Kaj ${Date.now()}` } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ preselected: false, readOnly: false, validForDelivery: true });
    const before = await preselectedOf(syd);
    expect(before).toHaveLength(1);

    const chosen = await api(`/address/${created.body.addressId}`, { method: 'PUT', token: syd, body: asBody(created.body, { preselected: true }) });
    expect(chosen.body).toMatchObject({ addressId: created.body.addressId, preselected: true });
    expect(await preselectedOf(syd)).toEqual([created.body.addressId]);
    // The preselected address comes first in the list, as the delivery step offers it.
    expect((await api('/address', { token: syd })).body.data[0].addressId).toBe(created.body.addressId);

    // Many at once: still exactly one.
    const back = before[0] as string;
    const original = (await api('/address', { token: syd })).body.data.find((a: any) => a.addressId === back);
    await Promise.all([
      api(`/address/${back}`, { method: 'PUT', token: syd, body: asBody(original, { preselected: true }) }),
      api(`/address/${created.body.addressId}`, { method: 'PUT', token: syd, body: asBody(chosen.body, { preselected: true }) }),
      api(`/address/${back}`, { method: 'PUT', token: syd, body: asBody(original, { preselected: true }) }),
    ]);
    expect(await preselectedOf(syd)).toHaveLength(1);
    await api(`/address/${back}`, { method: 'PUT', token: syd, body: asBody(original, { preselected: true }) });
    expect(await preselectedOf(syd)).toEqual([back]);
    expect((await api(`/address/${created.body.addressId}`, { method: 'DELETE', token: syd })).status).toBe(200);
  });

  it('lets a read-only address be preselected but never changed (clear error id)', async () => {
    const anna = await token('U-0001');
    const list = (await api('/address', { token: anna })).body.data as any[];
    const office = list.find((a) => a.readOnly);
    const site = list.find((a) => !a.readOnly && a.validForDelivery);
    expect(office).toBeTruthy();
    try {
      const moved = await api(`/address/${site.addressId}`, { method: 'PUT', token: anna, body: asBody(site, { preselected: true }) });
      expect(moved.body.preselected).toBe(true);
      expect(await preselectedOf(anna)).toEqual([site.addressId]);

      // A hand-made post changing the read-only address: refused, nothing stored.
      for (const change of [{ name: 'Någon annan AB' }, { address2: 'Port 9' }, { phone: null }, { postalCode: '903 26' }]) {
        const refused = await api(`/address/${office.addressId}`, { method: 'PUT', token: anna, body: asBody(office, { ...change, preselected: true }) });
        expect([refused.status, refused.body.error?.code], JSON.stringify(change)).toEqual([403, 'address_read_only']);
      }
      expect((await api(`/address/${office.addressId}`, { method: 'DELETE', token: anna })).body.error).toMatchObject({ status: 403, code: 'address_read_only' });
      expect(await preselectedOf(anna)).toEqual([site.addressId]);
    } finally {
      // The same fields with the flag: the register's address is the preselected one again.
      const restored = await api(`/address/${office.addressId}`, { method: 'PUT', token: anna, body: asBody(office, { preselected: true }) });
      expect(restored.body).toMatchObject({ addressId: office.addressId, preselected: true, readOnly: true, name: office.name });
    }
    expect(await preselectedOf(anna)).toEqual([office.addressId]);
  });
});

describe('address book: validForDelivery, search and bad input', () => {
  it('says which addresses goods can go to, and finds them word by word in every field', async () => {
    const anna = await token('U-0001');
    const list = (await api('/address', { token: anna })).body.data as any[];
    expect(list.every((a) => typeof a.validForDelivery === 'boolean')).toBe(true);
    expect(list.filter((a) => a.readOnly).length).toBeGreaterThan(0);
    // The register's address with a postal code that is none: shown, not deliverable.
    expect(list.find((a) => a.addressId === 'A-1001-07')).toMatchObject({ readOnly: true, validForDelivery: false, postalCode: '091 20' });
    expect(list.find((a) => a.addressId === 'A-1001-02')).toMatchObject({ validForDelivery: true });
    const ids = async (q: string) => ((await api(`/address?q=${encodeURIComponent(q)}`, { token: anna })).body.data as any[]).map((a) => a.addressId).sort();
    // label, recipient, second line, postal code with and without its space, postal address
    expect(await ids('björken')).toEqual(['A-1001-02']);
    expect(await ids('PER grind')).toEqual(['A-1001-02']);
    expect(await ids('port b luleå')).toEqual(['A-1001-04']);
    expect(await ids('931 31')).toEqual(['A-1001-03']);
    expect(await ids('mariehamn 22100')).toEqual(['A-1001-05']);
    expect(await ids('umeå lund')).toEqual([]);
    expect((await api(`/address?q=${'x'.repeat(101)}`, { token: anna })).status).toBe(400);
  });

  it('stores a form posted twice once, and refuses an edit into a copy of another address', async () => {
    const syd = await token('U-T-MYPAGE-TWICE', [], 'C-2001');
    const body = { label: `Verkstad ${Date.now()}`, name: 'Industriservice Syd AB', recipientName: 'Ola Ek', address1: 'Verkstadsgatan 2', postalCode: '21120', postalAddress: 'Malmö' };
    const answers = await Promise.all([api('/address', { token: syd, body }), api('/address', { token: syd, body })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0]?.body.addressId).toBe(answers[1]?.body.addressId);
    const again = await api('/address', { token: syd, body: { ...body, preselected: true } });
    expect([again.status, again.body.addressId, again.body.preselected]).toEqual([200, answers[0]?.body.addressId, true]);
    const list = (await api('/address', { token: syd })).body.data as any[];
    expect(list.filter((a) => a.label === body.label)).toHaveLength(1);
    expect(list.filter((a) => a.preselected)).toHaveLength(1);

    const other = await api('/address', { token: syd, body: { ...body, label: `${body.label} B` } });
    const copy = await api(`/address/${other.body.addressId}`, { method: 'PUT', token: syd, body });
    expect([copy.status, copy.body.error?.code]).toEqual([409, 'address_duplicate']);
    const original = list.find((a) => a.addressId === 'A-2001-01');
    await api('/address/A-2001-01', { method: 'PUT', token: syd, body: asBody(original, { preselected: true }) });
    for (const id of [answers[0]?.body.addressId, other.body.addressId]) expect((await api(`/address/${id}`, { method: 'DELETE', token: syd })).status).toBe(200);
  });

  it('answers too long or missing fields with 400 and a foreign or garbage id with 404 or 400', async () => {
    const anna = await token('U-0001');
    const valid = { name: 'Bygg & El Norr AB', address1: 'Nygatan 1', postalCode: '90326', postalAddress: 'Umeå' };
    for (const body of [{ ...valid, address1: '' }, { ...valid, name: 'x'.repeat(101) }, { ...valid, address2: 'y'.repeat(101) }, { ...valid, label: 'z'.repeat(61) }, { ...valid, postalAddress: undefined }, { ...valid, recipientName: 'rad\nbrytning' }]) {
      expect((await api('/address', { token: anna, body })).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await api('/address/A-2001-01', { method: 'PUT', token: anna, body: valid })).status).toBe(404);
    expect((await api('/address/A-2001-01', { method: 'DELETE', token: anna })).status).toBe(404);
    expect((await api('/address/..%2F..%2Fx', { method: 'DELETE', token: anna })).status).toBe(400);
    expect((await api('/address')).status).toBe(401);
  });
});
