import { describe, expect, it } from 'vitest';
import { effectiveStatus, transition } from './quote-status';

describe('effectiveStatus', () => {
  it.each([
    ['ANSWERED', '2026-12-01', '2026-12-01', 'ANSWERED'],
    ['ANSWERED', '2026-11-30', '2026-12-01', 'EXPIRED'],
    ['SENT', null, '2026-12-01', 'SENT'],
    ['ACCEPTED', '2026-11-01', '2026-12-01', 'ACCEPTED'],
    ['DECLINED', '2026-11-01', '2026-12-01', 'DECLINED'],
  ] as const)('%s valid until %s on %s is %s', (stored, validUntil, today, expected) => {
    expect(effectiveStatus(stored, validUntil, today)).toBe(expected);
  });
});

describe('transition', () => {
  it.each([
    ['SENT', 'answer', { to: 'ANSWERED' }],
    ['ANSWERED', 'accept', { to: 'ACCEPTED' }],
    ['ANSWERED', 'decline', { to: 'DECLINED' }],
    ['ANSWERED', 'answer', { refused: 'quote_not_open' }],
    ['SENT', 'accept', { refused: 'quote_not_open' }],
    ['EXPIRED', 'accept', { refused: 'quote_expired' }],
    ['EXPIRED', 'decline', { refused: 'quote_expired' }],
    ['ACCEPTED', 'decline', { refused: 'quote_not_open' }],
    ['DECLINED', 'accept', { refused: 'quote_not_open' }],
  ] as const)('%s on %s gives %j', (current, event, expected) => {
    expect(transition(current, event)).toEqual(expected);
  });
});
