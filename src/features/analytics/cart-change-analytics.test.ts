import { describe, expect, it } from 'vitest';
import { addedLines } from './added-lines';

const line = (articleNumber: string, quantity: number, deliveryId = 'DBI:CL-01') => ({ articleNumber, deliveryId, quantity });

// Batch adds and an accepted quote report add_to_cart for what the cart holds now against before.
describe('addedLines', () => {
  it('counts new lines whole and grown lines by their growth', () => {
    expect(addedLines([line('1001', 2)], [line('1001', 5), line('1002', 3)])).toEqual([
      { articleNumber: '1001', quantity: 3 },
      { articleNumber: '1002', quantity: 3 },
    ]);
  });

  it('tells the same article in another delivery apart', () => {
    expect(addedLines([line('1001', 2)], [line('1001', 2), line('1001', 4, 'EXH:S-UME-01')])).toEqual([{ articleNumber: '1001', quantity: 4 }]);
  });

  // Accepting a quote sets each quoted line to the quoted quantity (backend accept-quote.ts): a
  // quote asked for from the cart finds its lines there already, so only what changed is added.
  it('reports nothing for an accepted quote whose lines the cart held at the quoted quantities', () => {
    expect(addedLines([line('1001', 10), line('1002', 4)], [line('1001', 10), line('1002', 4)])).toEqual([]);
  });

  it('reports the lines an accepted quote brought in (a quote from a shopping list) and none that shrank', () => {
    expect(addedLines([line('1002', 6)], [line('1001', 10), line('1002', 4)])).toEqual([{ articleNumber: '1001', quantity: 10 }]);
  });
});
