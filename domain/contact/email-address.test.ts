import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it('follows the spec: something@domain.tld with a top-level part of two letters or more', () => {
    expect(isEmailAddress('gustav.gran@demo.example')).toBe(true);
    expect(isEmailAddress('INKOP@BYGG.SE')).toBe(true);
    for (const bad of ['', 'gustav', 'gustav@', '@demo.se', 'a@b.c', 'a b@demo.se', 'a@@demo.se', 'a@demo.s3', `${'a'.repeat(250)}@x.se`]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
  });
});
