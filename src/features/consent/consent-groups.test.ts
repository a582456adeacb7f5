import { describe, expect, it } from 'vitest';
import { formatActiveGroups, formatConsentCookie, parseConsentGroups } from './consent-groups';

describe('consent groups', () => {
  it("read OneTrust's active groups and our cookie alike, with C0001 always in", () => {
    expect(parseConsentGroups(',C0001,C0003,')).toEqual(['C0001', 'C0003']);
    expect(parseConsentGroups('C0002.C0004')).toEqual(['C0001', 'C0002', 'C0004']);
    expect(parseConsentGroups('')).toEqual(['C0001']);
  });

  it('drop what is not a group and mean "no choice yet" when nothing is there', () => {
    expect(parseConsentGroups(',C0001,C0009,<script>,C0002')).toEqual(['C0001', 'C0002']);
    expect(parseConsentGroups(undefined)).toBeUndefined();
    expect(parseConsentGroups(null)).toBeUndefined();
  });

  it('write both shapes back', () => {
    expect(formatActiveGroups(['C0001', 'C0002'])).toBe(',C0001,C0002,');
    expect(formatConsentCookie(['C0001', 'C0002'])).toBe('C0001.C0002');
    expect(parseConsentGroups(formatConsentCookie(['C0001', 'C0003']))).toEqual(['C0001', 'C0003']);
  });
});
