import { describe, expect, it } from 'vitest';
import { call, cda, DELIVERY, entries, expectCdaError, PREVIEW } from '../../support/backend-content-api';

// Contract tests of the embedded delivery API's access rules (spec points 5, 7, 8): drafts and
// tokens, bad queries and asset keys.

describe('drafts and tokens', () => {
  it('shows the draft to the preview token only', async () => {
    const query = { content_type: 'contentPage', 'fields.slug': 'vinterkampanj' };
    expect((await entries(query)).body.total).toBe(0);
    expect((await entries(query, { token: PREVIEW, environment: 'stage' })).body.total).toBe(1);
    expectCdaError(await cda('entries/page-vinterkampanj'), 404, 'NotFound');
    expect((await cda('entries/page-vinterkampanj', {}, { token: PREVIEW })).status).toBe(200);
    expect((await entries(query, { token: PREVIEW })).headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 AccessTokenInvalid to a missing or wrong token, and takes access_token too', async () => {
    expectCdaError(await entries({}, { token: null }), 401, 'AccessTokenInvalid');
    expectCdaError(await entries({}, { token: 'wrong' }), 401, 'AccessTokenInvalid');
    expectCdaError(await entries({ access_token: 'wrong' }, { token: null }), 401, 'AccessTokenInvalid');
    expect((await entries({ access_token: DELIVERY, content_type: 'logo' }, { token: null })).body.total).toBe(1);
    expectCdaError(await call('/spaces/ljus', { headers: { authorization: 'Bearer wrong' } }), 401, 'AccessTokenInvalid');
  });

  it('answers 404 NotFound for unknown spaces, environments, entries and endpoints', async () => {
    expectCdaError(await entries({}, { space: 'nope' }), 404, 'NotFound');
    expectCdaError(await entries({}, { environment: 'dev' }), 404, 'NotFound');
    expectCdaError(await cda('entries/nope'), 404, 'NotFound');
    expectCdaError(await cda('assets/nope'), 404, 'NotFound');
    expectCdaError(await cda('nope'), 404, 'NotFound');
  });
});

describe('bad queries', () => {
  it.each([
    [{ limit: '1001' }],
    [{ limit: '-1' }],
    [{ include: '11' }],
    [{ skip: 'ten' }],
    [{ content_type: 'nope' }],
    [{ 'fields.slug': 'om-oss' }],
    [{ content_type: 'contentPage', 'fields.nope': 'x' }],
    [{ content_type: 'contentPage', 'fields.slug[lt]': 'x' }],
    [{ content_type: 'contentPage', 'fields.excludeFromSearch': 'maybe' }],
    [{ content_type: 'contentPage', order: 'fields.ingress' }],
    [{ select: 'fields.a.b.c' }],
    [{ 'sys.id[unknown]': 'x' }],
    [{ foo: 'bar' }],
    [{ query: 'x'.repeat(300) }],
  ])('%j → 400 InvalidQuery', async (params) => {
    expectCdaError(await entries(params), 400, 'InvalidQuery');
  });

  it('answers an unknown locale with 400 BadRequest', async () => {
    expectCdaError(await entries({ locale: 'en-US' }), 400, 'BadRequest');
  });

  it('refuses an over-long query string with 414 and a repeated parameter with 400', async () => {
    expect((await entries({ content_type: 'contentPage', 'sys.id[in]': Array.from({ length: 900 }, (_, i) => `page-${i}`).join(',') })).status).toBe(414);
    const repeated = await call('/spaces/ljus/environments/master/entries?limit=1&limit=2', { headers: { authorization: `Bearer ${DELIVERY}` } });
    expectCdaError(repeated, 400, 'InvalidQuery');
  });
});

describe('asset keys (spec point 5)', () => {
  const createKey = (body: string, token: string | null = DELIVERY) =>
    call('/spaces/ljus/environments/master/asset_keys', { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body });
  const now = () => Math.floor(Date.now() / 1000);

  it('answers a policy and a secret for an expiry within 48 hours', async () => {
    const answer = await createKey(JSON.stringify({ expiresAt: now() + 3600 }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ policy: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/), secret: expect.stringMatching(/^[\w-]{40,}$/) });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['in the past', () => now() - 60],
    ['more than 48 hours ahead', () => now() + 48 * 3600 + 120],
    ['not a number', () => String(now() + 60)],
    ['in milliseconds', () => Date.now() + 60_000],
  ])('refuses an expiresAt %s with 422 ValidationFailed', async (_, expiresAt) => {
    expectCdaError(await createKey(JSON.stringify({ expiresAt: expiresAt() })), 422, 'ValidationFailed');
  });

  it('refuses a body that is not JSON (400) and a missing token (401)', async () => {
    expectCdaError(await createKey('expiresAt=1'), 400, 'BadRequest');
    expectCdaError(await createKey(JSON.stringify({ expiresAt: now() + 60 }), null), 401, 'AccessTokenInvalid');
  });
});
