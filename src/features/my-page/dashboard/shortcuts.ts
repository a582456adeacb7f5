import type { Session } from '../../../lib/auth/session';
import { permissionsOf } from '../../../lib/auth/permissions';
import { decideRouteGuard } from '../../../lib/routes/route-guard';
import { href } from '../../../lib/routes/href';
import type { RouteName } from '../../../lib/routes/route-table';
import { findRouteByName } from '../../../lib/routes/match-route';
import type { TextKey } from '../../../lib/texts';

/** Every account screen my page may link to, in the order it lists them. */
const ACCOUNT_SCREENS = ['mina-sidor-profil', 'mina-sidor-adresser', 'mina-sidor-ordrar', 'mina-sidor-ekonomi', 'mina-sidor-offerter', 'inkopslistor', 'anvandare'] as const satisfies readonly RouteName[];

export interface Shortcut {
  name: RouteName;
  path: `/${string}`;
  title: TextKey;
}

/**
 * The shortcuts this buyer may follow. The route guard itself decides (role, in-development,
 * permission denies, punch-out), so a link is never shown to a page that would send the buyer
 * away. One rule more than the guard: the financial follow-up is money, hidden with EJ_SE_PRISER.
 */
export function visibleShortcuts(session: Session, options: { punchout: boolean }): Shortcut[] {
  const permissions = permissionsOf(session);
  return ACCOUNT_SCREENS.flatMap((name) => {
    const path = href(name);
    const decision = decideRouteGuard({ pathname: path, query: new URLSearchParams(), session, previousPath: null, adminUrl: '', punchout: options.punchout });
    const route = findRouteByName(name);
    if (decision.type !== 'allow' || !route) return [];
    if (name === 'mina-sidor-ekonomi' && !permissions.viewPrices) return [];
    return [{ name, path, title: route.title }];
  });
}
