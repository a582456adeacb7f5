import { describe, expect, it } from 'vitest';
import type { CookieJar } from '../support/cookie-jar';
import { addArticles, pricedArticles } from '../support/punchout-cart';
import { OCI_LOGIN, postEntry, stub, useProcurementStub } from '../support/punchout-entry';
import { flashKey, getWith, postForm, signInAs } from '../support/session-flows';
import { cartArticles, emptyShopCart } from '../support/shop-cart';

// A punch-out session that ends in a normal sign-in (issue 19, decision 033): oci-demo shops in
// PUNCHOUT mode, then carl signs in normally in the same browser from /logga-in. With "Ta med
// varukorgens artiklar" the punch-out cart's lines move into carl's cart (the same transfer call
// as a change of customer, the punch-out token proving the source); without it they stay.
useProcurementStub();

const CARL = 'carl.carlsson@demo.example';

const enterPunchout = async () => (await postEntry({ ...OCI_LOGIN, HOOK_URL: stub.hookUrl, '~OkCode': 'ADDI', '~TARGET': '_top', '~CALLER': 'CTLG', OCI_VERSION: '4.0' })).jar;

/** A punch-out session with one article in its cart, and carl's own cart empty. */
async function punchoutWithALine(): Promise<{ jar: CookieJar; articleNumber: string }> {
  await emptyShopCart((await signInAs(CARL)).jar);
  const jar = await enterPunchout();
  await emptyShopCart(jar);
  const [article] = await pricedArticles(1);
  await addArticles(jar, [article]);
  expect(await cartArticles(jar)).toEqual([article.articleNumber]);
  return { jar, articleNumber: article.articleNumber };
}

const signInNormally = (jar: CookieJar, bringCart: boolean) =>
  postForm('/api/session/sign-in', { username: CARL, password: 'Demo1234!', returnTo: '/cart', ...(bringCart ? { bringCart: '1' } : {}) }, jar);

describe('a punch-out session that ends in a normal sign-in', () => {
  it('offers to bring the punch-out cart along on the sign-in page', async () => {
    const jar = await enterPunchout();
    const page = await getWith(jar, '/logga-in');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<input[^>]*name="bringCart"[^>]*value="1"/);
    expect(page.body).toContain('Ta med varukorgens artiklar');
    // An ordinary signed-in buyer is not offered it: the page sends them on.
    expect((await getWith((await signInAs(CARL)).jar, '/logga-in')).status).toBeGreaterThanOrEqual(300);
  });

  it('brings the lines into the new sign-in’s cart when asked for', async () => {
    const { jar, articleNumber } = await punchoutWithALine();
    const res = await signInNormally(jar, true);
    expect(res.status).toBe(303);
    expect(flashKey(res)).toBe('punchoutSignIn.cartBrought');
    expect(await cartArticles(jar)).toEqual([articleNumber]);
    expect((await getWith(jar, '/cart')).body).not.toContain('data-mode="PUNCHOUT"');
    // The punch-out cart was retired: the next entry starts empty.
    expect(await cartArticles(await enterPunchout())).toEqual([]);
  });

  it('leaves them in the punch-out cart without it', async () => {
    const { jar, articleNumber } = await punchoutWithALine();
    const res = await signInNormally(jar, false);
    expect(flashKey(res)).toBeUndefined();
    expect(await cartArticles(jar)).toEqual([]);
    expect(await cartArticles(await enterPunchout())).toEqual([articleNumber]);
  });
});
