import { t } from '../../lib/texts';
import { AutoSubmit, type TransferCartResult } from './auto-submit';
import type { OciField } from './build-oci-fields';
import type { PriceFlag } from './punchout-cart-line';

export interface PunchoutTransferPageProps {
  /** HOOK_URL or BrowserFormPost URL, validated with validateHookUrl before it gets here. */
  action: string;
  /** ~TARGET from the entry; `_top` leaves any frame the procurement system opened us in. */
  target?: string | undefined;
  /** OCI item and echo fields, or the single `cxml-urlencoded` field. */
  fields: readonly OciField[];
  priceFlags: readonly PriceFlag[];
  /** Retires the shop's cart before the browser posts the form (a server action). */
  retireCart?: (() => Promise<TransferCartResult>) | undefined;
}

const FORM_ID = 'punchout-transfer';

/**
 * The hand-over to the procurement system (spec point 4): a form POSTed by the browser to the
 * callback URL. Values go into attributes, which React escapes. With every price known it
 * submits itself; rows flagged 'price' (spec point 5) are listed first and the buyer decides.
 */
export function PunchoutTransferPage({ action, target, fields, priceFlags, retireCart }: PunchoutTransferPageProps) {
  // Defence in depth: a form action is a navigation, and only http(s) ever leaves the shop.
  if (!/^https?:\/\//i.test(action)) throw new Error('punch-out transfer needs an http(s) callback URL');
  const flagged = priceFlags.length > 0;
  return (
    <section className="punchout-transfer" data-price-flags={priceFlags.length}>
      <h1>{t('punchout.transfer.title')}</h1>
      <p>{flagged ? t('punchout.transfer.intro') : t('punchout.transfer.sending')}</p>
      {flagged ? (
        <div className="punchout-transfer__flags" role="alert">
          <h2>{t('punchout.transfer.missingPriceTitle')}</h2>
          <ul>
            {priceFlags.map((flag) => (
              <li key={flag.index} data-error={flag.error}>
                {t('punchout.transfer.row', { articleNumber: flag.articleNumber, name: flag.name, quantity: flag.quantity })}
              </li>
            ))}
          </ul>
          <p>{t('punchout.transfer.missingPriceHint')}</p>
        </div>
      ) : null}
      <form id={FORM_ID} action={action} method="post" target={target || '_top'} acceptCharset="UTF-8" data-error-message={t('errors.internal_server_error')}>
        {fields.map(([name, value], position) => (
          <input key={`${position}:${name}`} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button button--primary">
          {flagged ? t('punchout.transfer.transferAnyway') : t('punchout.transfer.submit')}
        </button>
      </form>
      <AutoSubmit formId={FORM_ID} auto={!flagged} retireCart={retireCart} />
    </section>
  );
}
