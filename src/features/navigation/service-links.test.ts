import { describe, expect, it } from 'vitest';
import { SERVICE_LINKS } from './service-links';

describe('SERVICE_LINKS (the fallback services menu)', () => {
  it('has no "Glömt lösenord": the forgotten password is on the sign-in page, not a service', () => {
    expect(SERVICE_LINKS.map((link) => link.href)).not.toContain('/gloemt-loesenord');
    expect(SERVICE_LINKS.map((link) => link.href)).toEqual(['/hitta-butik', '/kampanjer', '/sortiment']);
  });
});
