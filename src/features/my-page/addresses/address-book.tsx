import 'server-only';
import { Link } from 'waku';
import { addressLines, addressTitle } from '../../../lib/format/address-lines';
import { serviceFaultText } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import type { Address } from '../../../lib/upstream/auth/address-schemas';
import { AddressCardActions } from './address-card-actions';
import { AddressFormDialog } from './address-form-dialog';
import { addressCardTexts, addressFormTexts } from './address-texts';
import { loadAddressBook, MAX_QUERY } from './load-address-book';

const formValues = (address: Address) => ({
  label: address.label ?? '',
  name: address.name ?? '',
  recipientName: address.recipientName ?? '',
  address1: address.address1 ?? '',
  address2: address.address2 ?? '',
  postalCode: address.postalCode ?? '',
  postalAddress: address.postalAddress ?? '',
  countryCode: address.countryCode ?? 'SE',
  phone: address.phone ?? '',
});

function AddressCard({ address }: { address: Address }) {
  const title = addressTitle(address);
  return (
    <li className="address-card" data-address-id={address.addressId} data-preselected={address.preselected || undefined}>
      <article aria-labelledby={`address-${address.addressId}`}>
        <h2 id={`address-${address.addressId}`} className="address-card__title">
          {title}
        </h2>
        <ul className="address-card__badges">
          {address.preselected ? <li className="badge badge--primary">{t('myPages.addresses.preselected')}</li> : null}
          {address.readOnly ? <li className="badge">{t('myPages.addresses.readOnly')}</li> : null}
          {address.validForDelivery ? null : <li className="badge badge--warning">{t('myPages.addresses.notValid')}</li>}
        </ul>
        <address className="address-card__lines">
          {/* A labelled address's company, unless the lines below name it as the recipient already. */}
          {address.label && address.name && address.recipientName?.trim() ? <span>{address.name}</span> : null}
          {addressLines(address).map((line, index) => (
            <span key={index}>{line}</span>
          ))}
          {address.phone ? <span>{address.phone}</span> : null}
        </address>
        <AddressCardActions addressId={address.addressId} preselected={address.preselected} readOnly={address.readOnly} values={formValues(address)} formTexts={addressFormTexts()} texts={addressCardTexts(title)} />
      </article>
    </li>
  );
}

/** My addresses: the word search (a GET form, so a search is a link), the list and a new address. */
export async function AddressBookSection({ q: rawQuery }: { q: string }) {
  const q = rawQuery.trim().slice(0, MAX_QUERY);
  const book = await loadAddressBook(q).catch((error: unknown) => {
    if (serviceFaultText(error)) return null;
    throw error;
  });
  return (
    <>
      <form method="get" action={href('mina-sidor-adresser')} role="search" className="address-search">
        <label htmlFor="address-search-q">{t('myPages.addresses.searchLabel')}</label>
        <p className="form-hint" id="address-search-hint">
          {t('myPages.addresses.searchHint')}
        </p>
        <span className="inline-form">
          <input id="address-search-q" type="search" name="q" defaultValue={q} maxLength={MAX_QUERY} aria-describedby="address-search-hint" />
          <button type="submit" className="button button--secondary">
            {t('myPages.addresses.searchSubmit')}
          </button>
        </span>
        {q ? <Link to={href('mina-sidor-adresser')}>{t('myPages.addresses.showAll')}</Link> : null}
      </form>
      {book === null ? (
        <p className="form-message form-message--error">{t('myPages.addresses.unavailable')}</p>
      ) : (
        <>
          <div className="address-book__head">
            <p role="status" className="address-book__count">
              {book.addresses.length === 0 ? (q ? t('myPages.addresses.noMatch', { q }) : t('myPages.addresses.none')) : t('myPages.addresses.count', { shown: book.addresses.length, total: book.total })}
            </p>
            <AddressFormDialog id="new-address" title={t('myPages.addresses.createTitle')} opener={{ text: t('myPages.addresses.createTitle'), className: 'button button--primary' }} texts={addressFormTexts()} />
          </div>
          <ul className="address-book">
            {book.addresses.map((address) => (
              <AddressCard key={address.addressId} address={address} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
