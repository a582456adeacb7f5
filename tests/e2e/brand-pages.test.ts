import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { brandUrl, eventually, hydrated, useBrowser } from './fixtures';

const { open } = useBrowser();

// The brands' own pages as an installer tries them (issue 19): Ljusgrossen's cable calculator
// and Rörkraft's service booking.
describe('brand pages', { timeout: 180_000 }, () => {
  it('the cable calculator sizes 16 A over 40 m and leads to a cable that exists', async () => {
    const page = await open(brandUrl('ljus'));
    // Reached from the brand's own menu.
    await page.getByRole('button', { name: 'Mer' }).first().click();
    await page.getByRole('link', { name: 'Elkalkyl' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Elkalkyl – dimensionera kabeln' }).waitFor();

    const form = page.getByRole('form', { name: 'Dimensionera' });
    await form.getByLabel('Belastningsström (A)').fill('16');
    await form.getByLabel('Kabellängd (m)').fill('40');
    await form.getByLabel('Förläggningssätt').selectOption('B2');
    await form.getByRole('radio', { name: '1-fas 230 V' }).check();
    await form.getByRole('button', { name: 'Beräkna' }).click();

    await page.getByText('Minsta ledararea: 4 mm² koppar').waitFor();
    expect(new URL(page.url()).searchParams.get('strom')).toBe('16');
    await page.getByText('Spänningsfall: 6,72 V (2,92 %)').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const cables = page.getByRole('region', { name: 'Passande kablar i sortimentet' }).getByRole('listitem');
    await eventually(() => cables.count()).toBeGreaterThan(0);
    const name = (await cables.first().getByRole('link').textContent()) ?? '';
    expect(name).toMatch(/4 mm²|G4|6 mm²|G6|10 mm²|G10/);
    await cables.first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });

  it('Rörkraft books a service with the content form', async () => {
    const page = await open(brandUrl('ror', '/vvs-service'));
    await page.getByRole('heading', { level: 1, name: 'VVS-service' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const booking = page.locator('form[data-form="vvs-service"]');
    const field = (name: string) => booking.getByRole('textbox', { name: new RegExp(`^${name}`) });
    await (await hydrated(booking.getByRole('button', { name: 'Skicka bokning' }))).click();
    await booking.getByText('Kontrollera de markerade fälten.').waitFor();

    await field('Företag').fill('Bygg & VVS AB');
    await field('Kontaktperson').fill('Rut Rörsson');
    await field('Telefon').fill('070-123 45 67');
    await field('E-post').fill('rut@example.se');
    await field('Adress där servicen ska utföras').fill('Storgatan 1, 211 22 Malmö');
    await booking.getByRole('combobox', { name: /^Tjänst/ }).selectOption('Läcksökning');
    await booking.getByLabel(/^Önskat datum/).fill('2027-01-15');
    await booking.getByRole('radio', { name: 'Förmiddag 7–12' }).check();
    await field('Beskriv uppdraget').fill('Droppande läcka under diskbänken.');
    await booking.getByRole('button', { name: 'Skicka bokning' }).click();
    await page.getByText('Tack! Vi har tagit emot din bokning och hör av oss inom en arbetsdag.').waitFor();
  });
});
