import type { ReactNode } from 'react';
import { locksAssortment } from '../../../lib/auth/assortment-lock';
import { getAccount, getCustomerContext, getRequestContext, loadPageData, offeredCustomers } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { Flyout } from '../../../components/flyout/flyout';
import { Icon } from '../../../components/icons/icon';
import { AssortmentChoiceForm } from './assortment-choice-form';
import { CustomerContextPicker } from './customer-context-picker';
import { SignInForm } from './sign-in-form';
import { SignOutButton } from './sign-out-button';

/**
 * The person glyph in front of the menu's words. Beside a name it gives way on a phone, where the
 * name needs the room (account-menu.css).
 */
function AccountGlyphAnd({ beside, children }: { beside?: 'name'; children: ReactNode }) {
  return (
    <>
      <Icon name="account" className={beside === 'name' ? 'header-glyph account-menu__glyph account-menu__glyph--beside-name' : 'header-glyph account-menu__glyph'} />
      {children}
    </>
  );
}

/**
 * The account flyout in the header: the sign-in form for visitors; for a signed-in buyer their
 * name and company on the button, and inside the customer and project picker, the assortment
 * choice, links and sign-out.
 */
export async function AccountMenu() {
  const { pagePath } = getRequestContext();
  const returnTo = pagePath ?? '/';
  // The auth service down or stalled past its page budget: its message where the menu would be.
  const loaded = await loadPageData(getAccount);
  if (loaded.failed) return <p className="account-menu account-menu--unavailable" role="status">{t(loaded.textKey)}</p>;
  const account = loaded.data;
  if (!account) {
    return (
      <Flyout label={t('auth.signInTitle')} button={<AccountGlyphAnd>{t('layout.signIn')}</AccountGlyphAnd>} className="account-menu">
        <h2 className="flyout__title">{t('auth.signInTitle')}</h2>
        <SignInForm returnTo={returnTo} idPrefix="flyout" />
      </Flyout>
    );
  }
  const { user, customer, projectName } = account;
  const { session } = getRequestContext();
  const name = `${user.firstName} ${user.lastName}`;
  // The edge refuses a customer outside these anyway (EJ_ANDRA_SORTIMENT); the picker does not offer one.
  const locked = locksAssortment(session?.customerPermissions ?? []);
  const offered = offeredCustomers(account);
  // The assortment choice (decision 029): only for a customer with an assortment of its own, never with EJ_ANDRA_SORTIMENT.
  const { ownAssortment, browsesFullRange } = await getCustomerContext();
  return (
    <Flyout
      label={t('auth.account')}
      className="account-menu account-menu--signed-in"
      button={
        <AccountGlyphAnd beside="name">
          <span className="account-menu__identity">
            <span className="account-menu__name">{name}</span>
            <span className="account-menu__company">{[customer?.customerName, projectName].filter(Boolean).join(' · ')}</span>
          </span>
        </AccountGlyphAnd>
      }
    >
      {offered.length > 0 ? (
        <CustomerContextPicker customers={offered} customerId={session?.customerId} projectId={session?.projectId} returnTo={returnTo} idPrefix="header" />
      ) : null}
      {ownAssortment && !locked ? (
        <AssortmentChoiceForm ownName={ownAssortment.name} browsesFullRange={browsesFullRange} returnTo={returnTo} idPrefix="header" />
      ) : null}
      <ul className="account-menu__links">
        <li><a href={href('mina-sidor')}>{t('layout.myPage')}</a></li>
        <li><a href={href('mina-sidor-profil')}>{t('routes.profile')}</a></li>
        {session?.isAdmin ? <li><a href={href('anvandare')}>{t('userAdmin.menu.users')}</a></li> : null}
        {/* Spec point 2, guard 4: the external admin tool opens in a new tab for admin roles. */}
        {session?.isAdmin ? <li><a href={href('admin')} target="_blank" rel="noopener noreferrer">{t('userAdmin.menu.adminTool')}</a></li> : null}
      </ul>
      <SignOutButton />
    </Flyout>
  );
}

/**
 * What the header shows while the account streams in. A visitor's placeholder says what the menu
 * will ("Logga in"), so it is as wide. A signed-in buyer's name and company take more room: their
 * placeholder takes that room from the start. Either way the search field and the other actions
 * do not move when the menu arrives (issue 13).
 */
export function AccountMenuFallback() {
  if (!getRequestContext().session) {
    return (
      <span className="account-menu account-menu--loading">
        <AccountGlyphAnd>{t('layout.signIn')}</AccountGlyphAnd>
      </span>
    );
  }
  return (
    <span className="account-menu account-menu--loading account-menu--identity-pending">
      <AccountGlyphAnd beside="name">
        <span className="account-menu__pending-name">{t('auth.account')}</span>
      </AccountGlyphAnd>
    </span>
  );
}
