import { describe, expect, it } from 'vitest';
import { brandUrl, useBrowser } from './fixtures';

const { open } = useBrowser();

/**
 * The account pages' tables on a phone (data-table--stack): every row a card, every value beside
 * its column's name and inside the screen, so an amount or a status is never scrolled out of view.
 */
const TABLES = [
  { path: '/mina-sidor/ordrar', table: '.orders-table' },
  { path: '/mina-sidor/ordrar/4500001', table: '.order-lines' },
  { path: '/mina-sidor', table: '.open-invoices__table' },
  { path: '/mina-sidor/offerter', table: '.quotes-table' },
  { path: '/inkopslistor', table: '.list-table' },
  { path: '/anvandare', table: 'main table' },
];

describe('account tables on a phone', { timeout: 120_000 }, () => {
  it('show each row as a card whose values are named and inside the screen, at 320 px', async () => {
    // Signed in at 390 px, where the header shows the buyer's name to wait for; then the narrowest phone.
    const page = await open(brandUrl('ljus', '/mina-sidor'), { signedInAs: 'bo.berg@demo.example', width: 390 });
    await page.setViewportSize({ width: 320, height: 844 });
    for (const { path, table } of TABLES) {
      await page.goto(brandUrl('ljus', path));
      await page.locator(`${table} tbody tr`).first().waitFor();
      const cells = await page.locator(table).first().evaluate((element) =>
        [...element.querySelectorAll<HTMLElement>('tbody td[data-label]')].map((cell) => ({
          inside: cell.getBoundingClientRect().right <= window.innerWidth,
          named: getComputedStyle(cell, '::before').content === JSON.stringify(cell.dataset.label),
        })),
      );
      expect(cells.length, path).toBeGreaterThan(0);
      expect(cells.filter((cell) => !cell.inside || !cell.named), path).toEqual([]);
    }
  });
});
