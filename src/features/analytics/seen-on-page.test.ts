import { describe, expect, it } from 'vitest';
import { createPageMemory, seenKey } from './seen-on-page';

describe('what has been seen on a page', () => {
  it('lets a card through once per page, whichever element carries it', () => {
    const memory = createPageMemory(() => '/search?q=skruv');
    const card = seenKey({ item_list_name: 'search_result_list', index: 1, item_id: '1234567' });
    expect(memory.firstTime(card)).toBe(true);
    expect(memory.firstTime(card)).toBe(false);
    expect(memory.firstTime(seenKey({ item_list_name: 'search_result_list', index: 2, item_id: '1234567' }))).toBe(true);
  });

  it('starts afresh on a new address, and again on coming back', () => {
    let address = '/search?q=skruv';
    const memory = createPageMemory(() => address);
    const card = seenKey({ item_list_name: 'search_result_list', index: 1, item_id: '1234567' });
    memory.firstTime(card);
    address = '/produkt/1234567';
    expect(memory.firstTime(card)).toBe(true);
    address = '/search?q=skruv';
    expect(memory.firstTime(card)).toBe(true);
    expect(memory.firstTime(card)).toBe(false);
  });

  it('tells banners from list items', () => {
    expect(seenKey({ marketingId: 'ljus-hero', creative: 'vinter' })).toBe('promotion|ljus-hero|vinter');
    expect(seenKey({ item_list_name: 'cart_list', index: 3, item_id: '42' })).toBe('item|cart_list|3|42');
  });
});
