import { describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/auth/session';
import { visibleShortcuts } from './shortcuts';

const session = (role: Session['role'], denies: Session['permissionDenies'] = []): Session => ({
  userId: 'U-1',
  tokenVersion: 2,
  expiresAt: 0,
  customerPermissions: [],
  customerId: 'C-1001',
  projectId: undefined,
  sessionId: undefined,
  role,
  isAdmin: role !== 'USER',
  permissionDenies: denies,
});

const names = (s: Session, punchout = false) => visibleShortcuts(s, { punchout }).map((shortcut) => shortcut.name);

describe('visibleShortcuts', () => {
  it('shows an ordinary buyer every screen a buyer may open', () => {
    expect(names(session('USER'))).toEqual(['mina-sidor-profil', 'mina-sidor-adresser', 'mina-sidor-ordrar', 'mina-sidor-ekonomi', 'mina-sidor-offerter', 'inkopslistor']);
  });

  it('adds the admin screens for admins', () => {
    expect(names(session('BUYER_ADMIN'))).toEqual(['mina-sidor-profil', 'mina-sidor-adresser', 'mina-sidor-ordrar', 'mina-sidor-ekonomi', 'mina-sidor-offerter', 'inkopslistor', 'anvandare']);
  });

  it('hides what a deny removes', () => {
    expect(names(session('USER', ['EJ_ORDER', 'EJ_ORDERHISTORIK', 'EJ_SE_EKONOMISK_UPPFÖLJNING']))).toEqual(['mina-sidor-profil', 'mina-sidor-adresser', 'mina-sidor-offerter', 'inkopslistor']);
    expect(names(session('USER', ['EJ_SE_PRISER']))).not.toContain('mina-sidor-ekonomi');
    expect(names(session('BUYER_ADMIN', ['EJ_SKAPA_OFFERT']))).not.toContain('mina-sidor-offerter');
  });

  it('leaves order history out of a punch-out session', () => {
    expect(names(session('USER'), true)).not.toContain('mina-sidor-ordrar');
  });
});
