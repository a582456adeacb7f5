import { describe, expect, it } from 'vitest';
import { add, api, cartOf, numbersOf, pool, token, useArticlePool } from '../../support/backend-cart-api';

/** The answers that were not 200, with what they said: an empty list when all went through. */
const refused = (answers: { status: number; body: unknown }[]) =>
  answers.filter((answer) => answer.status !== 200).map((answer) => [answer.status, answer.body instanceof Uint8Array ? new TextDecoder().decode(answer.body) : answer.body]);

// The cart service under concurrent writes to one cart: nothing lost, nothing doubled.
useArticlePool();

describe('concurrency', () => {
  it('loses no line when 200 adds reach one cart at once', async () => {
    const user = await token('U-T-CONCURRENT');
    const cartId = (await cartOf(user)).cartId;
    const articles = numbersOf(pool.plain.slice(100, 300));
    const started = performance.now();
    const answers = await Promise.all(articles.map((articleNumber) => add(user, cartId, [{ articleNumber, quantity: 1 }])));
    console.log(`200 concurrent adds: ${Math.round(performance.now() - started)} ms`);
    expect(refused(answers)).toEqual([]);
    const cart = await cartOf(user);
    expect(cart.cartItems.map((item) => item.articleNumber).sort()).toEqual([...articles].sort());
  });

  it('counts every one of 200 concurrent increments of the same line', async () => {
    const user = await token('U-T-INCREMENTS');
    const cartId = (await cartOf(user)).cartId;
    const articleNumber = pool.plain[4]?.articleNumber;
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => api(`/v2/cart/${cartId}/variants/batch/add`, { token: user, body: { mode: 'increment', items: [{ articleNumber, quantity: 1 }] } })),
    );
    console.log(`200 concurrent increments of one line: ${Math.round(performance.now() - started)} ms`);
    expect(refused(answers)).toEqual([]);
    // Each add saw its own sum: the answers hold every quantity from 1 to 200 exactly once.
    expect(answers.map((answer) => answer.body.cartItems[0].quantity).sort((a: number, b: number) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect((await cartOf(user)).cartItems.map((item) => [item.articleNumber, item.quantity])).toEqual([[articleNumber, 200]]);
  });

  it('keeps one line when the same line is added 200 times at once', async () => {
    const user = await token('U-T-SAMELINE');
    const cartId = (await cartOf(user)).cartId;
    const articleNumber = pool.plain[3]?.articleNumber;
    await Promise.all(Array.from({ length: 200 }, (_, i) => add(user, cartId, [{ articleNumber, quantity: (i % 5) + 1 }])));
    const cart = await cartOf(user);
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0].quantity).toBeGreaterThanOrEqual(1);
  });
});

