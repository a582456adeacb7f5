import { describe, expect, it } from 'vitest';
import { encodeCookieJson } from './cookie-json';
import { signToken, verifyToken } from './signed-token';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

describe('signed tokens', () => {
  it('give back what was signed, Swedish text included', async () => {
    const payload = { u: 'U-0001', r: { text: 'Utkörning åäö' } };
    expect(await verifyToken(await signToken(payload, SECRET), SECRET)).toEqual(payload);
  });

  it('refuse a token made by hand, changed, signed with another secret, or garbled', async () => {
    const token = await signToken({ orderId: '100001' }, SECRET);
    const [, mac] = token.split('.');
    const forged = [
      encodeCookieJson({ orderId: '100001' }),
      `${encodeCookieJson({ orderId: '999999' })}.${mac}`,
      await signToken({ orderId: '100001' }, 'another-secret-of-at-least-thirty-two-chars'),
      `${token}.x`,
      `${token.slice(0, -2)}`,
      '%%%.%%%',
      '',
      undefined,
    ];
    for (const candidate of forged) expect(await verifyToken(candidate, SECRET), String(candidate)).toBeUndefined();
  });
});
