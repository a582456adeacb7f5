import { describe, expect, it } from 'vitest';
import { withFreshNonce } from './fresh-nonce';

const OLD = 'q0+/Zb9xYk3T1aBcDeFgHw==';
const NEW = 'Zz9+aa/bb1cc2dd3ee4ff5==';

describe('withFreshNonce', () => {
  it('replaces every occurrence: attributes and the flight data that repeats them', () => {
    const body = `<script nonce="${OLD}">a()</script><script nonce="${OLD}">self.__FLIGHT.push("{\\"nonce\\":\\"${OLD}\\"}")</script>`;
    const fresh = withFreshNonce(body, OLD, NEW)!;
    expect(fresh).not.toContain(OLD);
    expect(fresh.split(NEW)).toHaveLength(4);
  });

  it.each(['', 'short', `${OLD}"><script>`])('refuses a stored nonce %j that is not one of ours', (stored) => {
    expect(withFreshNonce(`<script nonce="${OLD}"></script>`, stored, NEW)).toBeUndefined();
  });
});
