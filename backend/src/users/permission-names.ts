import { PERMISSION_DENIES, type PermissionDeny } from '../../../domain/auth/roles';

/** What each permission deny switches off, in Swedish for the admin screens (spec point 6). */
export const PERMISSION_DESCRIPTIONS: Record<PermissionDeny, string> = {
  EJ_ALLA_LEVERANSSATT: 'Begränsade leveranssätt: endast vissa leveranssätt, inga leveranser från centrallager',
  EJ_SE_PRISER: 'Får inte se priser',
  EJ_ANDRA_SORTIMENT: 'Får inte byta sortiment',
  EJ_ORDER: 'Får inte lägga order',
  EJ_ORDERHISTORIK: 'Får inte se orderhistorik',
  EJ_SKAPA_OFFERT: 'Får inte skapa offerter',
  EJ_SE_RABATTER: 'Får inte se rabatter',
  EJ_SE_EKONOMISK_UPPFÖLJNING: 'Får inte se ekonomisk uppföljning',
};

export const permissionNames = () => PERMISSION_DENIES.map((name) => ({ name, description: PERMISSION_DESCRIPTIONS[name] }));
