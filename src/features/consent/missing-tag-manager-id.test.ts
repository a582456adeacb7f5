import { afterEach, describe, expect, it, vi } from 'vitest';
import { warnMissingTagManagerId } from './missing-tag-manager-id';

describe("'Missing GTM_ID'", () => {
  afterEach(() => vi.restoreAllMocks());

  it('is logged once per brand, not on every page view', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    warnMissingTagManagerId('ror');
    warnMissingTagManagerId('ror');
    warnMissingTagManagerId('virke');
    expect(warn.mock.calls).toEqual([
      ['Missing GTM_ID', { brand: 'ror' }],
      ['Missing GTM_ID', { brand: 'virke' }],
    ]);
  });
});
