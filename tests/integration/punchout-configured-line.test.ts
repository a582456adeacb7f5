import { describe, expect, it } from 'vitest';
import type { CookieJar } from '../support/cookie-jar';
import { backendJson, formAround, hiddenFields, submitForm } from '../support/punchout-cart';
import { OCI_LOGIN, postEntry, stub, useProcurementStub } from '../support/punchout-entry';
import { getWith } from '../support/session-flows';
import { shopRequest } from '../support/shop-client';
import { OCI_MAX_LENGTH } from '../../src/features/punchout/oci-values';

// A configured line in the punch-out transfer (issue 17, decisions 031 and 035): the punch-out
// buyer configures cable cut from a drum in the configurator, transfers the cart, and the
// procurement stub receives pieces with a description within 40 characters and the configuration
// in the long text. The punch-out user's cart is shared with the other punch-out files: the line
// is found by its article number and the cart is retired at the end, as a real transfer does.
useProcurementStub();

const SUMMARY = 'Kapad längd 37 m, på trumma';

/** A configurable cable the punch-out customer (C-2001) can buy. */
async function configurableCable(jar: CookieJar): Promise<string> {
  const found = (await backendJson('/search', { q: 'Kraftkabel N1XE', pageSize: 20 })).items as { articleNumber: string }[];
  for (const { articleNumber } of found) if ((await getWith(jar, `/produktkonfiguration/${articleNumber}`)).status === 200) return articleNumber;
  throw new Error('no configurable cable for the punch-out customer');
}

/** 37 m on a drum, posted from the configurator as a browser without JavaScript. */
async function addCutCable(jar: CookieJar, cable: string): Promise<void> {
  const path = `/produktkonfiguration/${cable}`;
  const page = await getWith(jar, path);
  const added = await submitForm(jar, path, formAround(page.body, 'name="length"'), { length: '37', packaging: 'TRUMMA', pieces: '2' });
  expect(/data-testid="configurator-message">([^<]*)</.exec(added.body)?.[1]).toBe(`Konfigurationen ligger i varukorgen: ${SUMMARY}.`);
}

/** Retires the transferred cart with the transfer page's own server function. */
async function retire(jar: CookieJar, transferPage: string): Promise<void> {
  const reference = /"id\\?":\\?"([\w./-]+)#deleteTransferredCart/.exec(transferPage);
  expect(reference).not.toBeNull();
  const retired = await shopRequest(`/RSC/F/${reference![1]}/deleteTransferredCart.txt`, { method: 'POST', headers: { cookie: jar.header(), 'content-type': 'text/plain;charset=UTF-8' }, body: '[]' });
  expect(retired.body).toContain('"done"');
}

describe('a configured line in the punch-out transfer', () => {
  it('OCI: the stub receives pieces, a description within 40 characters and the summary in the long text', async () => {
    const { jar } = await postEntry({ ...OCI_LOGIN, HOOK_URL: stub.hookUrl, '~OkCode': 'ADDI' });
    const cable = await configurableCable(jar);
    await addCutCable(jar, cable);

    const transfer = await getWith(jar, '/overforing');
    expect(transfer.status).toBe(200);
    const fields = hiddenFields(formAround(transfer.body, 'name="NEW_ITEM-DESCRIPTION[1]"'));
    stub.clear();
    await fetch(stub.hookUrl, { method: 'POST', body: new URLSearchParams(fields) });
    const received = (await stub.nextPost()).fields;
    expect(received).toEqual(fields);
    const value = (name: string) => received.find(([field]) => field === name)?.[1];
    const n = /\[(\d+)\]$/.exec(received.find(([name, sent]) => name.startsWith('NEW_ITEM-VENDORMAT[') && sent === cable)?.[0] ?? '')?.[1];
    expect(n, 'the configured line is transferred').toBeDefined();

    // The short text ends with the cut, so two cuts of one cable differ in the buyer's list.
    const description = value(`NEW_ITEM-DESCRIPTION[${n}]`)!;
    expect(description).toMatch(/^Kraftkabel N1XE.+ – 37 m$/);
    expect(description.length).toBeLessThanOrEqual(OCI_MAX_LENGTH.DESCRIPTION);
    const longText = value(`NEW_ITEM-LONGTEXT_${n}:132[]`)!;
    expect(longText).toContain(SUMMARY);
    expect(longText.startsWith(description.replace(/ – 37 m$/, '').replace(/…$/, ''))).toBe(true);
    // Two pieces of 37 m, each priced as one cut piece (the metres are in the long text).
    expect(value(`NEW_ITEM-QUANTITY[${n}]`)).toBe('2.000');
    expect(value(`NEW_ITEM-UNIT[${n}]`)).toBe('ST');
    expect(Number(value(`NEW_ITEM-PRICE[${n}]`))).toBeGreaterThan(95 + 350);

    await retire(jar, transfer.body);
    expect((await getWith(jar, '/cart')).body).not.toContain(SUMMARY);
  });
});
