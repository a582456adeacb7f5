import { describe, expect, it } from 'vitest';
import { MAX_UPSTREAM_DELAY_MS, parseUpstreamDelay } from './upstream-delay';

describe('parseUpstreamDelay', () => {
  it.each([
    ['50', 50],
    [' 120 ', 120],
    ['0', 0],
    [String(MAX_UPSTREAM_DELAY_MS), MAX_UPSTREAM_DELAY_MS],
  ])('reads %j as %i ms', (value, expected) => {
    expect(parseUpstreamDelay(value)).toBe(expected);
  });

  it.each([null, undefined, '', 'abc', '-5', '1.5', String(MAX_UPSTREAM_DELAY_MS + 1), '1e9'])('ignores %j', (value) => {
    expect(parseUpstreamDelay(value)).toBe(0);
  });
});
