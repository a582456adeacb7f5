import { describe, expect, it } from 'vitest';
import { errorPageTexts } from './error-page-texts';

describe('errorPageTexts', () => {
  it('tells a buyer in Swedish that a page does not exist, and keeps the spec message aside', () => {
    const texts = errorPageTexts(404, '/produkt/x');
    expect(texts).toMatchObject({ code: 'not_found', detail: 'Sidan /produkt/x finns inte.', message: 'Page Not Found: /produkt/x' });
    expect(`${texts.title} ${texts.reason} ${texts.detail}`).not.toMatch(/Page|Not Found/);
  });

  it('has no detail without a path', () => {
    expect(errorPageTexts(404)).not.toHaveProperty('detail');
  });
});
