import { describe, expect, it, vi } from 'vitest';
import { cartMutationAnswered, cartMutationStarted, cartSnapshot, syncCartCount } from './cart-store';

// One module-level store per browser tab: these steps run in order on the same store.
describe('the header count follows the count the server rendered', () => {
  it('takes the first rendered count, and a later one replaces what the browser remembered', () => {
    syncCartCount(2);
    expect(cartSnapshot()).toMatchObject({ lineCount: 2, status: 'idle' });
    // "Töm varukorgen": the emptying form unmounts before its answer, so the answer carries no count…
    cartMutationStarted();
    cartMutationAnswered({ status: 'done', message: '' });
    expect(cartSnapshot().lineCount).toBe(2);
    // …and the header rendered again with the emptied cart is what counts.
    syncCartCount(0);
    expect(cartSnapshot()).toMatchObject({ lineCount: 0, status: 'idle' });
  });

  it('leaves the count to the answer of a change still on its way', () => {
    cartMutationStarted();
    syncCartCount(7);
    expect(cartSnapshot().lineCount).toBe(0);
    cartMutationAnswered({ status: 'done', message: 'Tillagd i varukorgen', lineCount: 1 });
    expect(cartSnapshot()).toMatchObject({ lineCount: 1, status: 'idle' });
    syncCartCount(null);
    expect(cartSnapshot().lineCount).toBe(1);
  });

  it('keeps an answer when a header rendered before it mounts after it with the same count', () => {
    syncCartCount(0);
    cartMutationStarted();
    cartMutationAnswered({ status: 'done', message: 'Alla rader ligger nu i varukorgen.', lineCount: 2 });
    expect(cartSnapshot().lineCount).toBe(2);
    // A navigation's header part, counted before the add, streams in after its answer.
    syncCartCount(0);
    expect(cartSnapshot()).toMatchObject({ lineCount: 2, status: 'idle' });
    // A count the server had not rendered before is news: the cart changed elsewhere.
    syncCartCount(5);
    expect(cartSnapshot().lineCount).toBe(5);
  });
});

describe('a page whose header mounts after the first answer', () => {
  it('keeps the answered count: the header was rendered before anything on the page was pressed', async () => {
    vi.resetModules();
    const store = await import('./cart-store');
    // The list's "Lägg hela listan i varukorgen" answers before the streamed header has hydrated…
    store.cartMutationStarted();
    store.cartMutationAnswered({ status: 'done', message: 'Alla rader ligger nu i varukorgen.', lineCount: 2 });
    // …which then mounts with the count of the page load.
    store.syncCartCount(0);
    expect(store.cartSnapshot()).toMatchObject({ lineCount: 2, status: 'idle' });
    // A count rendered later that differs from it is still news.
    store.syncCartCount(3);
    expect(store.cartSnapshot().lineCount).toBe(3);
  });

  it('takes the first rendered count when nothing was answered before it', async () => {
    vi.resetModules();
    const store = await import('./cart-store');
    store.syncCartCount(4);
    expect(store.cartSnapshot()).toMatchObject({ lineCount: 4, status: 'idle' });
  });
});
