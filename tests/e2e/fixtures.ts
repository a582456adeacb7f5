import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { NO_SCRIPT_PARAM } from '../../src/lib/request/no-script';
import { launchBrowser } from '../support/browser';
import { isDroppedByDevProxy, sendUntilNotDropped } from '../support/dropped-proxy-request';
import { DEMO_PASSWORD } from '../support/session-flows';
import { announcedWithin, listenToLiveRegions } from './live-regions';
import { consentCookies, DEFAULT_CONSENT, startThirdPartyStandIns } from './third-party';

type Brand = 'ljus' | 'virke' | 'ror';

/** The running shop under a brand host name: `brandUrl('virke', '/cart')`. */
export function brandUrl(brand: Brand, path = '/'): string {
  const { port } = new URL(inject('shopOrigin'));
  return `http://${brand}.localhost:${port}${path}`;
}

/**
 * Polls `read` until the matcher holds. CI runs on a loaded two-core machine where a render, a
 * hydration or a server answer can take many seconds, so this waits far longer than vitest's
 * one-second default; a test that passes waits no longer than the app needs.
 */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 100 });

/** One Chromium per test file; each test opens its own context (cookies, storage) with `open`. */
export function useBrowser() {
  let browser: Browser;
  let close: () => Promise<void>;
  let standIns: Awaited<ReturnType<typeof startThirdPartyStandIns>>;
  const contexts: BrowserContext[] = [];
  const cspViolations: string[] = [];
  beforeAll(async () => {
    standIns = await startThirdPartyStandIns();
    ({ browser, close } = await launchBrowser(standIns.browser));
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await close();
    await standIns.close();
    // The CSP allows no inline script without the answer's nonce: any page of any journey that
    // needed one fails its file here (docs/decisions/037).
    expect(cspViolations).toEqual([]);
  });
  return {
    /** A fresh profile on `url`; `width` sets a phone or desktop viewport, `javaScript: false` a script-less browser. */
    async open(
      url: string,
      options: {
        userAgent?: string;
        width?: number;
        javaScript?: boolean;
        geolocation?: { latitude: number; longitude: number };
        /** The consent this browser gave earlier (our cookie); null for a first visit that sees the banner. */
        consent?: string | null;
        /** A demo user (demo password) this browser signed in as before opening `url`. */
        signedInAs?: string;
      } = {},
    ): Promise<Page> {
      const width = options.width ?? 1280;
      const context = await browser.newContext({
        locale: 'sv-SE',
        viewport: { width, height: width < 600 ? 844 : 800 },
        javaScriptEnabled: options.javaScript ?? true,
        ...(options.userAgent ? { userAgent: options.userAgent } : {}),
        ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
      });
      // Every page keeps what its live regions said, so a 3-second toast can be asserted afterwards.
      await context.addInitScript(listenToLiveRegions);
      await context.addInitScript(reportCspViolations);
      const consent = options.consent === undefined ? DEFAULT_CONSENT : options.consent;
      if (consent !== null) await context.addCookies(consentCookies(url, consent));
      context.on('console', (message) => {
        if (message.text().startsWith(CSP_VIOLATION)) cspViolations.push(`${message.text()} on ${message.location().url}`);
      });
      contexts.push(context);
      const page = await context.newPage();
      if (options.signedInAs) await signInBeforehand(page, url, options.signedInAs);
      await page.goto(url);
      if (options.signedInAs) await page.locator('.account-menu__identity').waitFor();
      // Without scripts the page asks for itself again with every part in place (decision 044):
      // the test starts on that page, not on the one the refresh is about to leave.
      if (options.javaScript === false) await page.waitForURL((address) => address.searchParams.has(NO_SCRIPT_PARAM));
      return page;
    },
  };
}

const CSP_VIOLATION = 'CSP violation:';

/**
 * Signs `email` in through the shop's sign-in route, as the header's form posts it, from a page
 * of the same origin so the browser keeps the cookies as it would (HttpOnly). For journeys that
 * start signed in and are not about signing in: the flyout costs a page and a navigation more.
 */
async function signInBeforehand(page: Page, url: string, email: string): Promise<void> {
  const { origin } = new URL(url);
  await page.goto(`${origin}/healthz`);
  await page.evaluate(async ({ username, password }) => {
    const form = new URLSearchParams({ username, password, returnTo: '/' });
    await fetch('/api/session/sign-in', { method: 'POST', body: form, redirect: 'manual' });
  }, { username: email, password: DEMO_PASSWORD });
  const cookies = await page.context().cookies(origin);
  expect(cookies.map((cookie) => cookie.name), `${email} signed in`).toContain('access_token');
}

/** Runs in every page: a blocked script, style or frame says so on the console, where the test hears it. */
function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error('CSP violation:', event.effectiveDirective, event.blockedURI, event.sample);
  });
}

/**
 * Everything the live regions (toasts, "tillagd" notes, status lines) inside `scope` have said
 * since the page was loaded, one text a line. Toasts and notes go away after three seconds, which a
 * loaded machine can miss entirely; what was announced stays here.
 */
export const announced = (scope: Locator): Promise<string> => scope.evaluate(announcedWithin);

/**
 * From here on the page's own modules never arrive, as on a slow phone in the seconds before its
 * scripts have run (React's inline scripts still reveal the streamed parts). The page is parked on
 * a script-less answer first: a module of the previous page cut off mid-load makes that page
 * reload itself (Vite's preload-error handler), in the middle of the test's next navigation.
 */
export async function withoutPageModules(page: Page): Promise<void> {
  await page.goto(new URL('/healthz', page.url()).href);
  await page.context().route(PAGE_MODULES, (route) => route.abort());
}

/** Lets the page's modules load again. */
export const withPageModules = (page: Page) => page.context().unroute(PAGE_MODULES);

const PAGE_MODULES = /\/assets\/.*\.js$/;

/**
 * Waits until React has hydrated the element: React keeps each element's props on it under a
 * `__reactProps$…` key from then on. A click or key press before that is lost, or posts the page
 * without JavaScript; parts that stream in under Suspense hydrate on their own, later than the
 * header's `data-menus-ready`.
 */
export async function hydrated(control: Locator): Promise<Locator> {
  await eventually(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  return control;
}

/**
 * Presses `button` and returns the answer to the POST it sends to a URL containing `path`. When
 * the local dev proxy lost that POST (tests/support/dropped-proxy-request.ts), the page shows its
 * failure message, as it would for any failed send, and the button is pressed again, as a buyer
 * would; the test clients resend such a request the same way.
 */
export async function pressPosting(page: Page, button: Locator, path: string): Promise<Response> {
  const press = async () => {
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes(path), { timeout: 30_000 });
    await (await hydrated(button)).click();
    const response = await answered;
    return { response, body: response.status() === 500 ? await response.text() : '' };
  };
  const dropped = ({ response, body }: { response: Response; body: string }) => isDroppedByDevProxy(response.status(), response.headers()['content-type'] ?? '', body);
  return (await sendUntilNotDropped(press, dropped)).response;
}

/** The header's cart link; its name says what the cart holds: "Varukorg, 3 rader", "Varukorg, tom". */
export const headerCart = (page: Page, name: string | RegExp = /^Varukorg, /) =>
  page.getByRole('banner').getByRole('link', { name }).and(page.locator(':not([aria-busy="true"])'));

/**
 * Presses "Lägg i varukorg" inside `scope` and returns once the add is done for good: its own
 * server request, awaited from before the press so it cannot be missed, has been answered (Waku
 * answers a server action only after the action has run), and the header's cart link names a
 * non-empty cart that is no longer updating. It never waits for the 3-second "Tillagd i
 * varukorgen" note, which a loaded machine can miss.
 */
export async function addToCart(scope: Locator): Promise<void> {
  const page = scope.page();
  const button = await hydrated(scope.getByRole('button', { name: 'Lägg i varukorg' }));
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/RSC/F/'), { timeout: 30_000 });
  await button.click();
  await answered;
  await headerCart(page, /^Varukorg, (1 rad|\d+ rader)$/).waitFor();
}

/** Starts from an empty cart, whatever earlier tests (in whatever file order) left in it. */
export async function emptyCart(page: Page, brand: Brand): Promise<void> {
  await page.goto(brandUrl(brand, '/cart'));
  const emptied = page.getByRole('main').getByText('Din varukorg är tom.');
  const empty = page.getByRole('button', { name: 'Töm varukorgen' });
  await emptied.or(empty).first().waitFor();
  if (await emptied.isVisible()) return;
  page.once('dialog', (question) => void question.accept());
  await (await hydrated(empty)).click();
  await emptied.waitFor();
  await headerCart(page, 'Varukorg, tom').waitFor();
}

/** Fills an address form's fields (my addresses, the delivery step) with a test address called `label`. */
export async function fillAddress(form: Locator, label: string, street: string, postalCode: string): Promise<void> {
  await form.getByLabel('Benämning').fill(label);
  await form.getByLabel(/^Namn/).fill('Bygg & El Norr AB');
  await form.getByLabel(/^Gatuadress/).fill(street);
  await form.getByLabel(/^Postnummer/).fill(postalCode);
  await form.getByLabel(/^Ort/).fill('Umeå');
}

/** Deletes a test address from my addresses, so the customer's book is as the other tests expect it. */
export async function deleteAddress(page: Page, brand: Brand, label: string): Promise<void> {
  await page.goto(brandUrl(brand, '/mina-sidor/adresser'));
  await (await hydrated(page.getByRole('button', { name: `Ta bort ${label}` }))).click();
  await page.getByRole('dialog', { name: 'Ta bort adressen?' }).getByRole('button', { name: 'Ja, ta bort' }).click();
  await eventually(() => page.getByRole('heading', { name: label, exact: true }).count()).toBe(0);
}

/** Signs in through the account flyout in the header, as a buyer would (demo password by default). */
export async function signInWithFlyout(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  // The account menu streams in after the header; a click before it is hydrated does nothing.
  await (await hydrated(page.getByRole('button', { name: 'Logga in' }).first())).click();
  await dialog.waitFor();
  await dialog.getByLabel('E-postadress').fill(email);
  await dialog.getByLabel('Lösenord').fill(password);
  await dialog.getByRole('button', { name: 'Logga in' }).click();
}

/** Signs in through the header's flyout and waits until the header names the buyer. */
export async function signIn(page: Page, email: string): Promise<void> {
  await signInWithFlyout(page, email);
  await page.locator('.account-menu__identity').waitFor();
}

/**
 * Signs the whole-site checks' user in on `page` and puts one line in his cart, so the cart and
 * checkout pages have something to show.
 */
export async function signedInWithALine(page: Page, user: string, productPath: string): Promise<void> {
  await signIn(page, user);
  await page.goto(page.url().replace(/^(https?:\/\/[^/]+).*$/, `$1${productPath}`));
  await addToCart(page.locator('.purchase-box'));
}
