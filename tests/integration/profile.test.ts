import { describe, expect, it } from 'vitest';
import { callServerAction } from '../support/server-action-call';
import { getWith, signInAs } from '../support/session-flows';

// My profile (spec point 6: a user edits their own name, mobile number, store, default customer
// and project, and delivery method). Erik's profile: no other test changes it.

describe('my profile', () => {
  it('saves without a mobile number, and so removes it; a malformed one is refused in Swedish', async () => {
    const { jar } = await signInAs('erik.ek@demo.example');
    const page = (await getWith(jar, '/mina-sidor/profil')).body;
    const valueOf = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
    const selected = (name: string) => new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?<option[^>]*value="([^"]*)"[^>]*selected`).exec(page)?.[1] ?? '';
    const mobile = valueOf(page, 'mobileNumber');
    expect(mobile).not.toBe('');
    const save = (mobileNumber: string) =>
      callServerAction(
        'updateProfile',
        { firstName: valueOf(page, 'firstName'), lastName: valueOf(page, 'lastName'), mobileNumber, preferredStore: selected('preferredStore'), defaultContext: selected('defaultContext'), preferredDeliveryMethod: selected('preferredDeliveryMethod') },
        { cookie: jar.header() },
      );
    try {
      expect((await save('12')).body).toContain('Ange ett mobilnummer med 7–15 siffror');
      expect((await save('')).body).toContain('Dina uppgifter är sparade.');
      expect(valueOf((await getWith(jar, '/mina-sidor/profil')).body, 'mobileNumber')).toBe('');
    } finally {
      expect((await save(mobile)).body).toContain('Dina uppgifter är sparade.');
    }
  });
});
