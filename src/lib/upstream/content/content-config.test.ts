import { describe, expect, it } from 'vitest';
import { readContentConfig, type ContentVariables } from './content-config';
import { ContentConfigError } from './content-errors';

const backend = { fetch: async () => new Response('') };
const base: ContentVariables = {
  BACKEND: backend,
  AUTH_BASE_URL: 'binding:/',
  COMMERCE_BASE_URL: 'binding:/',
  CART_BASE_URL: 'binding:/',
  ORDER_BASE_URL: 'binding:/',
  PRODUCT_BASE_URL: 'binding:/',
  SEARCH_BASE_URL: 'binding:/',
  LOCATION_BASE_URL: 'binding:/',
  CONTENT_BASE_URL: 'binding:/',
  CONTENT_SPACE_LJUS: 'ljus',
  CONTENT_ENVIRONMENT: 'master',
  CONTENT_DELIVERY_TOKEN: 'delivery',
  CONTENT_PREVIEW_TOKEN: 'preview',
};

describe('readContentConfig', () => {
  it('goes through the BACKEND binding by default, with the delivery token', () => {
    expect(readContentConfig(base, 'ljus')).toMatchObject({ host: 'backend.internal', insecure: true, basePath: '', space: 'ljus', environment: 'master', preview: false, accessToken: 'delivery' });
  });

  it('talks to Contentful by configuration only, and to its preview host on stage', () => {
    const contentful = { ...base, CONTENT_BASE_URL: 'https://cdn.contentful.com' };
    expect(readContentConfig(contentful, 'ljus')).toMatchObject({ host: 'cdn.contentful.com', insecure: false, preview: false });
    expect(readContentConfig({ ...contentful, CONTENT_ENVIRONMENT: 'stage' }, 'ljus')).toMatchObject({ host: 'preview.contentful.com', preview: true, accessToken: 'preview', environment: 'stage' });
  });

  it('keeps a port and a path prefix of a self-hosted API', () => {
    expect(readContentConfig({ ...base, CONTENT_BASE_URL: 'http://127.0.0.1:8788/content/' }, 'ljus')).toMatchObject({ host: '127.0.0.1:8788', insecure: true, basePath: '/content' });
  });

  it('fails with a clear message when the brand has no space', () => {
    expect(() => readContentConfig(base, 'virke')).toThrow(ContentConfigError);
    expect(() => readContentConfig(base, 'virke')).toThrow(/CONTENT_SPACE_VIRKE/);
  });

  it('fails with a clear message when the token is missing', () => {
    expect(() => readContentConfig({ ...base, CONTENT_DELIVERY_TOKEN: '' }, 'ljus')).toThrow(/CONTENT_DELIVERY_TOKEN/);
    expect(() => readContentConfig({ ...base, CONTENT_ENVIRONMENT: 'stage', CONTENT_PREVIEW_TOKEN: undefined as never }, 'ljus')).toThrow(/CONTENT_PREVIEW_TOKEN/);
  });
});
