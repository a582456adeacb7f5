import { describe, expect, it } from 'vitest';
import { upstreamService, type UpstreamConfig } from './upstream-services';

const config = (overrides: Partial<UpstreamConfig> = {}): UpstreamConfig => ({
  BACKEND: { fetch: async (request) => new Response(`binding:${new URL(request.url).pathname}`) },
  AUTH_BASE_URL: 'binding:/',
  COMMERCE_BASE_URL: 'https://commerce.example.se/api',
  CART_BASE_URL: 'binding:/',
  ORDER_BASE_URL: 'binding:/',
  PRODUCT_BASE_URL: 'binding:/',
  SEARCH_BASE_URL: 'binding:/',
  LOCATION_BASE_URL: 'binding:/',
  CONTENT_BASE_URL: 'binding:/content',
  ...overrides,
});

describe('upstreamService', () => {
  it('sends binding: services through the BACKEND binding', async () => {
    const auth = upstreamService(config(), 'auth');
    expect(auth.baseUrl).toBe('http://backend.internal/');
    expect(await (await auth.fetch(new Request(`${auth.baseUrl}v2/users/1`))).text()).toBe('binding:/v2/users/1');
    expect(auth.defaultErrorKey).toBe('errors.auth_service_not_available');
  });

  it('keeps a path prefix after binding:', () => {
    expect(upstreamService(config(), 'content').baseUrl).toBe('http://backend.internal/content');
  });

  it('uses an https base URL as it is', () => {
    expect(upstreamService(config(), 'commerce').baseUrl).toBe('https://commerce.example.se/api');
  });

  it('refuses a base URL that is neither', () => {
    expect(() => upstreamService(config({ CART_BASE_URL: 'ftp://x' }), 'cart')).toThrow(/CART_BASE_URL/);
    const { BACKEND: _binding, ...withoutBinding } = config();
    expect(() => upstreamService(withoutBinding, 'cart')).toThrow(/BACKEND/);
  });
});
