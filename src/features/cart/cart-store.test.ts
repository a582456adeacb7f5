import { describe, expect, it } from 'vitest';
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
});
