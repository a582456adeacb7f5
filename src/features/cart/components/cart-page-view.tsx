import type { ReactNode } from 'react';
import { Link } from 'waku';
import { CheckoutStepper } from '../../../components/layout/checkout-stepper';
import { Streamed } from '../../../components/streaming/streamed';
import { getPermissions, getRequestContext } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { checkoutStepperSteps } from '../../../lib/routes/checkout-steps';
import { t } from '../../../lib/texts';
import { cartEditorTexts } from '../cart-texts';
import type { CartView } from '../cart-view';
import { loadCartView } from '../load-cart-view';
import { CartEditor } from './cart-editor';
import { CartStatusNote } from './cart-status-note';
import { CartTotalsPanel } from './cart-totals-panel';
import { ImportForm } from './import-form';
import { QuickAddForm } from './quick-add-form';
import { FavouriteStar } from '../../favourites/server';
import { RequisitionReport } from '../../punchout/server';
import { DataLayerEventOnView, viewCart } from '../../analytics';
import { checkoutEvent } from '../../analytics/server';

/** The star of every line's article (one favourites call for the page), keyed by article number. */
const favouriteStars = (view: CartView) =>
  Object.fromEntries(view.groups.flatMap((group) => group.lines).map((line) => [line.articleNumber, <FavouriteStar key={line.articleNumber} articleNumber={line.articleNumber} name={line.name} />]));

/** Lines, totals and the way on, or why there are none. */
async function CartLines() {
  const view = await loadCartView();
  const permissions = getPermissions();
  if (!view) return <p className="cart-page__unavailable" role="alert">{t('cartPage.unavailable')}</p>;
  if (view.lineCount === 0) {
    return (
      <div className="cart-page__empty">
        <p>{t('cartPage.empty')}</p>
        <p>{t('cartPage.emptyHint')}</p>
        <Link to="/" className="button button--secondary">{t('cartPage.continueShopping')}</Link>
      </div>
    );
  }
  return (
    <>
      <DataLayerEventOnView events={[viewCart('cart', view.analyticsItems, permissions.viewPrices), checkoutEvent('cart')]} eventKey="cart" />
      <p className="cart-page__count">{view.lineCount === 1 ? t('cartPage.lineCountOne') : t('cartPage.lineCount', { count: view.lineCount })}</p>
      <CartEditor view={view} texts={cartEditorTexts()} showPrices={permissions.viewPrices} favourites={favouriteStars(view)} />
      <aside className="cart-page__summary">
        {view.totals ? <CartTotalsPanel totals={view.totals} /> : <p className="cart-page__note">{t('cartPage.noPrices')}</p>}
        {permissions.placeOrders ? null : <p className="cart-page__note">{t('cartPage.noOrderRight')}</p>}
        {getRequestContext().mode === 'PUNCHOUT' ? (
          // Inside a requisition the cart goes back to the procurement system instead of to checkout.
          <a href={href('punchout-overforing')} className="button button--primary cart-page__next">{t('punchout.transfer.title')}</a>
        ) : (
          <Link to={href('delivery')} className="button button--primary cart-page__next">{t('cartPage.toDelivery')}</Link>
        )}
      </aside>
    </>
  );
}

/**
 * Quick add, import and the page's other tools; below the lines on a phone, beside them on a
 * desktop. The other tools work on the cart's lines (save them as a list, ask for a quote on
 * them), so an empty cart offers only the ways to fill it.
 */
async function CartTools({ tools }: { tools?: ReactNode }) {
  const view = await loadCartView();
  const hasLines = (view?.lineCount ?? 0) > 0;
  return (
    <div className="cart-page__tools">
      <QuickAddForm
        texts={{
          heading: t('cartPage.quickAdd.heading'),
          label: t('cartPage.quickAdd.label'),
          hint: t('cartPage.quickAdd.hint'),
          submit: t('cartPage.quickAdd.submit'),
          busy: t('cartPage.add.busy'),
          resultHeading: t('cartPage.quickAdd.resultHeading'),
        }}
      />
      <ImportForm texts={{ heading: t('cartPage.import.heading'), file: t('cartPage.import.file'), submit: t('cartPage.import.submit'), progress: t('cartPage.import.progress'), choose: t('common.chooseFile'), noFile: t('common.noFileChosen') }} />
      {hasLines ? tools : null}
    </div>
  );
}

/**
 * /cart, checkout step 1: the stepper, the lines per delivery, quick add, import and totals.
 * `tools` are other features' forms the page places beside the cart's (save as a shopping list).
 *
 * The lines stream after the page frame; the tools come with them, not before: on a phone they
 * sit below the lines, and lines arriving under them would push them down the screen. The layout
 * keeps a screen's height meanwhile, so what follows the page (the footer) stays below the fold.
 */
export function CartPageView({ tools }: { tools?: ReactNode } = {}) {
  return (
    <div className="cart-page">
      <CheckoutStepper steps={checkoutStepperSteps()} label={t('checkout.stepperLabel')} />
      <h1 className="cart-page__title">{t('cartPage.title')}</h1>
      <CartStatusNote texts={{ mutating: t('cartPage.status.mutating'), error: t('cartPage.status.error') }} />
      <RequisitionReport />
      <div className="cart-page__layout">
        <Streamed fallback={<p className="cart-page__loading" aria-busy="true">{t('cartPage.flyout.loading')}</p>}>
          <div className="cart-page__lines">
            <CartLines />
          </div>
          <CartTools tools={tools} />
        </Streamed>
      </div>
    </div>
  );
}
