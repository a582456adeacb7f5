import { describe, expect, it } from 'vitest';
import { serviceLinksFor } from './service-links';

describe('serviceLinksFor', () => {
  it('offers "Glömt lösenord" to visitors only', () => {
    expect(serviceLinksFor(false).map((link) => link.label)).toContain('navigation.services.forgotPassword');
    expect(serviceLinksFor(true).map((link) => link.label)).not.toContain('navigation.services.forgotPassword');
    expect(serviceLinksFor(true).length).toBe(serviceLinksFor(false).length - 1);
  });
});
