import { describe, expect, it } from 'vitest';
import { claimPurchase } from './purchase-once';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('claimPurchase: once per order, never again on reload', () => {
  it('claims an order the first time only', () => {
    const storage = memoryStorage();
    expect(claimPurchase('1001', storage)).toBe(true);
    expect(claimPurchase('1001', storage)).toBe(false);
    expect(claimPurchase('1002', storage)).toBe(true);
  });

  it('survives garbage in storage', () => {
    const storage = memoryStorage();
    storage.setItem('analytics-purchases', '{nope');
    expect(claimPurchase('1001', storage)).toBe(true);
  });
});
