import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcurementStub, type ProcurementStub } from '../support/procurement-stub';
import { addToCart, brandUrl, eventually, hydrated, useBrowser } from './fixtures';

const browser = useBrowser();
let stub: ProcurementStub;

beforeAll(async () => {
  stub = await startProcurementStub();
});
afterAll(() => stub.close());

const field = (fields: [string, string][], name: string) => fields.find(([key]) => key === name)?.[1];

describe('OCI punch-out in the browser', () => {
  it('opens from the procurement system, adds two products and transfers them back', async () => {
    const shop = brandUrl('ljus', '/').replace(/\/$/, '');
    const oci = { USERNAME: 'oci-demo', PASSWORD: 'oci-demo', HOOK_URL: stub.hookUrl, '~OkCode': 'ADDI', '~TARGET': '_top', '~CALLER': 'CTLG', OCI_VERSION: '4.0' };
    const page = await browser.open(stub.entryPageUrl(shop, oci));
    await page.waitForURL((url) => url.origin === new URL(shop).origin);
    await expect(page.locator('html').getAttribute('data-mode')).resolves.toBe('PUNCHOUT');

    const added: string[] = [];
    for (const q of ['kabel', 'skruv']) {
      await page.goto(brandUrl('ljus', `/search?q=${q}`));
      await page.locator('main a[href^="/produkt/"]').first().click();
      await page.waitForURL(/\/produkt\//);
      const articleNumber = await page.locator('article[data-article-number]').first().getAttribute('data-article-number');
      added.push(articleNumber ?? '');
      await addToCart(page.locator('.purchase-box'));
    }

    await page.goto(brandUrl('ljus', '/cart'));
    stub.clear();
    await page.getByRole('link', { name: 'Överför till inköpssystemet' }).click();
    await page.waitForURL(/\/overforing/);
    // Rows without a price are shown first and the buyer confirms; with every price known the page
    // sends itself. Wait for whichever lasts: the question on the page, or the post already sent.
    const anyway = page.getByRole('button', { name: 'Överför ändå' });
    const sent = () => stub.received.length > 0;
    await eventually(async () => sent() || (await anyway.isVisible())).toBe(true);
    if (!sent()) await (await hydrated(anyway)).click();
    const post = await stub.nextPost(30_000);

    const vendorMaterials = [field(post.fields, 'NEW_ITEM-VENDORMAT[1]'), field(post.fields, 'NEW_ITEM-VENDORMAT[2]')];
    expect(vendorMaterials.sort()).toEqual([...added].sort());
    expect(field(post.fields, 'NEW_ITEM-CURRENCY[1]')).toBe('SEK');
    expect(field(post.fields, 'NEW_ITEM-PRICEUNIT[2]')).toBe('1');
    expect(field(post.fields, 'NEW_ITEM-PRICE[1]')).toMatch(/^\d+\.\d{2}$/);
    expect(field(post.fields, '~OkCode')).toBe('ADDI');
  });
});
