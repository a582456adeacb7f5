import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { announced, brandUrl, eventually, hydrated, signInWithFlyout, useBrowser } from './fixtures';

const { open } = useBrowser();

// Toasts stay three seconds; what the toast region announced is kept for the test to read.
const toasts = (page: Page) => announced(page.locator('.toast-region'));

describe('signing in and out', () => {
  it('anna signs in from the header flyout and sees her name and company there', async () => {
    const page = await open(brandUrl('ljus'));
    await signInWithFlyout(page, 'anna.andersson@demo.example');
    const identity = page.locator('.account-menu__identity');
    await identity.waitFor();
    await expect(identity.innerText()).resolves.toMatch(/Anna Andersson[\s\S]*Bygg & El Norr AB/);
  });

  it('the flyout is keyboard friendly: focus moves in, Escape closes and returns focus', async () => {
    const page = await open(brandUrl('virke'));
    // The account menu streams in after the header; Enter does nothing until it is hydrated.
    const toggle = await hydrated(page.locator('.account-menu .flyout__toggle'));
    await toggle.focus();
    await page.keyboard.press('Enter');
    await eventually(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
    await page.keyboard.press('Escape');
    await eventually(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Logga in');
  });

  it('a wrong password shows the Swedish message on the sign-in page', async () => {
    const page = await open(brandUrl('ljus'));
    await signInWithFlyout(page, 'anna.andersson@demo.example', 'fel-losen-1');
    await page.waitForURL(/\/logga-in/);
    await eventually(() => toasts(page)).toContain('Fel e-postadress eller lösenord.');
  });

  it('switching project survives a reload', async () => {
    const page = await open(brandUrl('ljus'));
    await signInWithFlyout(page, 'anna.andersson@demo.example');
    await page.locator('.account-menu__identity').waitFor();
    await (await hydrated(page.locator('.account-menu .flyout__toggle'))).click();
    await page.getByLabel('Kund och projekt').selectOption({ label: 'Bygg & El Norr AB – Skolan i Skellefteå' });
    await page.getByRole('button', { name: 'Byt' }).click();
    await eventually(() => page.locator('.account-menu__company').innerText()).toContain('Skolan i Skellefteå');
    await page.reload();
    await eventually(() => page.locator('.account-menu__company').innerText()).toContain('Skolan i Skellefteå');
  });

  it('signing out ends the session; /cart then asks to sign in', async () => {
    const page = await open(brandUrl('ror'));
    await signInWithFlyout(page, 'bo.berg@demo.example');
    await page.locator('.account-menu__identity').waitFor();
    await (await hydrated(page.locator('.account-menu .flyout__toggle'))).click();
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await page.waitForURL(brandUrl('ror', '/'));
    await eventually(() => toasts(page)).toContain('Du är utloggad.');
    await page.goto(brandUrl('ror', '/cart'));
    expect(page.url()).toBe(brandUrl('ror', '/logga-in?returnTo=%2Fcart'));
    await eventually(() => toasts(page)).toContain('Vänligen logga in');
  });

  it('nils is asked for a new password at first sign-in', async () => {
    const page = await open(brandUrl('ljus'));
    await signInWithFlyout(page, 'nils.ny@demo.example');
    await page.waitForURL(/\/logga-in\/nytt-losenord/);
    await page.getByLabel('Nytt lösenord').fill('Bygget2026');
    await page.getByLabel('Upprepa lösenordet').fill('Bygget2026');
    await page.getByRole('button', { name: 'Spara lösenord' }).click();
    await page.locator('.account-menu__identity').waitFor();
    await expect(page.locator('.account-menu__name').innerText()).resolves.toContain('Nils');
  });
});

describe('my profile and permissions', () => {
  it('carl edits his profile: a bad mobile number is explained, a good one is saved', async () => {
    const page = await open(brandUrl('ljus'));
    await signInWithFlyout(page, 'carl.carlsson@demo.example');
    await page.locator('.account-menu__identity').waitFor();
    await page.goto(brandUrl('ljus', '/mina-sidor/profil'));
    const save = await hydrated(page.getByRole('button', { name: 'Spara ändringar' }));
    // Each field keeps forms.css's room below it: the content forms' restyle of .form-field once
    // applied to every form of the shop and stacked a label right under the field above it.
    const room = await page.evaluate(() => document.querySelector('label[for="profile-preferredStore"]')!.getBoundingClientRect().top - document.getElementById('profile-mobileNumber')!.getBoundingClientRect().bottom);
    expect(room).toBeGreaterThanOrEqual(16);
    await page.getByLabel('Mobilnummer').fill('12');
    await save.click();
    await eventually(() => page.locator('#mobileNumber-error').innerText()).toContain('mobilnummer');
    await page.getByLabel('Mobilnummer').fill('+46 70 123 45 67');
    await page.getByLabel('Förnamn').fill('Carl-Johan');
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    await page.getByText('Dina uppgifter är sparade.').waitFor();
    await page.reload();
    await expect(page.getByLabel('Förnamn').inputValue()).resolves.toBe('Carl-Johan');
    await expect(page.getByLabel('Mobilnummer').inputValue()).resolves.toBe('+46701234567');
  });

  it('anna may not open user administration; site.admin may', async () => {
    const anna = await open(brandUrl('ljus'));
    await signInWithFlyout(anna, 'anna.andersson@demo.example');
    await anna.locator('.account-menu__identity').waitFor();
    await anna.goto(brandUrl('ljus', '/anvandare'));
    expect(anna.url()).toBe(brandUrl('ljus', '/'));
    await eventually(() => toasts(anna)).toContain('Du saknar rättigheter för att se denna sida');

    const admin = await open(brandUrl('ljus'));
    await signInWithFlyout(admin, 'site.admin@demo.example');
    await admin.locator('.account-menu__identity').waitFor();
    await admin.goto(brandUrl('ljus', '/anvandare'));
    await admin.getByRole('heading', { name: 'Användare' }).waitFor();
    await admin.getByRole('cell', { name: 'bo.berg@demo.example' }).waitFor();
  });

  it('forgot password: the e-mailed link activates a new password', async () => {
    const page = await open(brandUrl('ljus', '/gloemt-loesenord'));
    await page.getByLabel('E-postadress').fill('frida.fors@demo.example');
    await page.getByRole('button', { name: 'Skicka länk' }).click();
    await eventually(() => toasts(page)).toContain('Om adressen finns hos oss');
    // The e-mail itself stays in the embedded auth service's outbox (development only).
    const outbox = await fetch(`${inject('shopOrigin')}/api/dev/email-outbox?to=frida.fors@demo.example`);
    const link = /\/activate-user\?token=[\w-]+/.exec(JSON.stringify(await outbox.json()))?.[0];
    expect(link).toBeTruthy();
    await page.goto(brandUrl('ljus', link!));
    await page.getByLabel('Nytt lösenord').fill('Vinter2026x');
    await page.getByLabel('Upprepa lösenordet').fill('Vinter2026x');
    await page.getByRole('button', { name: 'Aktivera konto' }).click();
    await page.waitForURL(/\/logga-in/);
    await eventually(() => toasts(page)).toContain('Nu kan du logga in');
  });
});
