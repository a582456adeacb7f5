import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { brandUrl, signInWithFlyout, useBrowser } from './fixtures';

const { open } = useBrowser();

const toastText = (page: Page) => page.locator('.toast-region');

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
    // The header's islands must be hydrated before a key press can open anything.
    await page.locator('[data-menus-ready="true"]').waitFor();
    const toggle = page.locator('.account-menu .flyout__toggle');
    // The account menu streams in after the header; Enter does nothing until it is hydrated.
    await expect
      .poll(async () => {
        await toggle.focus();
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
        return toggle.getAttribute('aria-expanded');
      })
      .toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
    await page.keyboard.press('Escape');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Logga in');
  });

  it('a wrong password shows the Swedish message on the sign-in page', async () => {
    const page = await open(brandUrl('ljus'));
    await signInWithFlyout(page, 'anna.andersson@demo.example', 'fel-losen-1');
    await page.waitForURL(/\/logga-in/);
    await expect(toastText(page).innerText()).resolves.toContain('Fel e-postadress eller lösenord.');
  });

  it('switching project survives a reload', async () => {
    const page = await open(brandUrl('ljus'));
    await signInWithFlyout(page, 'anna.andersson@demo.example');
    await page.locator('.account-menu__identity').waitFor();
    await page.locator('.account-menu .flyout__toggle').click();
    await page.getByLabel('Kund och projekt').selectOption({ label: 'Bygg & El Norr AB – Skolan i Skellefteå' });
    await page.getByRole('button', { name: 'Byt' }).click();
    await page.waitForLoadState('load');
    await expect(page.locator('.account-menu__company').innerText()).resolves.toContain('Skolan i Skellefteå');
    await page.reload();
    await expect(page.locator('.account-menu__company').innerText()).resolves.toContain('Skolan i Skellefteå');
  });

  it('signing out ends the session; /cart then asks to sign in', async () => {
    const page = await open(brandUrl('ror'));
    await signInWithFlyout(page, 'bo.berg@demo.example');
    await page.locator('.account-menu .flyout__toggle').click();
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await page.waitForURL(brandUrl('ror', '/'));
    await expect(toastText(page).innerText()).resolves.toContain('Du är utloggad.');
    await page.goto(brandUrl('ror', '/cart'));
    expect(page.url()).toBe(brandUrl('ror', '/'));
    await expect(toastText(page).innerText()).resolves.toContain('Vänligen logga in');
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
    await page.getByLabel('Mobilnummer').fill('12');
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(page.locator('#mobileNumber-error').innerText()).resolves.toContain('mobilnummer');
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
    await expect(toastText(anna).innerText()).resolves.toContain('Du saknar rättigheter för att se denna sida');

    const admin = await open(brandUrl('ljus'));
    await signInWithFlyout(admin, 'site.admin@demo.example');
    await admin.locator('.account-menu__identity').waitFor();
    await admin.goto(brandUrl('ljus', '/anvandare'));
    await expect(admin.getByRole('heading', { name: 'Användare' }).isVisible()).resolves.toBe(true);
    await expect(admin.getByRole('cell', { name: 'bo.berg@demo.example' }).isVisible()).resolves.toBe(true);
  });

  it('forgot password: the e-mailed link activates a new password', async () => {
    const page = await open(brandUrl('ljus', '/gloemt-loesenord'));
    await page.getByLabel('E-postadress').fill('frida.fors@demo.example');
    await page.getByRole('button', { name: 'Skicka länk' }).click();
    await expect(toastText(page).innerText()).resolves.toContain('Om adressen finns hos oss');
    // The e-mail itself stays in the embedded auth service's outbox (development only).
    const outbox = await fetch(`${inject('shopOrigin')}/api/dev/email-outbox?to=frida.fors@demo.example`);
    const link = /\/activate-user\?token=[\w-]+/.exec(JSON.stringify(await outbox.json()))?.[0];
    expect(link).toBeTruthy();
    await page.goto(brandUrl('ljus', link!));
    await page.getByLabel('Nytt lösenord').fill('Vinter2026x');
    await page.getByLabel('Upprepa lösenordet').fill('Vinter2026x');
    await page.getByRole('button', { name: 'Aktivera konto' }).click();
    await page.waitForURL(/\/logga-in/);
    await expect(toastText(page).innerText()).resolves.toContain('Nu kan du logga in');
  });
});
