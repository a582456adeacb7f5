/**
 * A card's price, worded on the server (card-offer.tsx). Each kind carries only its own words, so
 * a page never holds a price word its buyer cannot see; a buyer who may not see prices
 * (EJ_SE_PRISER) gets no price line at all.
 */
export type PriceLine =
  | { kind: 'sign-in'; texts: { signIn: string; href: string } }
  | { kind: 'ask'; texts: { ask: string } }
  | { kind: 'unavailable'; texts: { unavailable: string } }
  | { kind: 'amount'; amount: string; unit: string; before?: string; alloying?: string; texts: AmountTexts };

export interface AmountTexts {
  campaign: string;
  preCampaign: string;
  exVat: string;
}

/** The net price excl. VAT per unit, a campaign price with the pre-campaign price struck through, "Pris på förfrågan", or a sign-in link. */
export function PriceBlock({ price }: { price: PriceLine }) {
  switch (price.kind) {
    case 'sign-in':
      return (
        <p className="card-price card-price--sign-in">
          <a href={price.texts.href}>{price.texts.signIn}</a>
        </p>
      );
    case 'ask':
      return <p className="card-price card-price--ask">{price.texts.ask}</p>;
    case 'unavailable':
      return <p className="card-price card-price--unavailable">{price.texts.unavailable}</p>;
    case 'amount':
      return (
        <div className={price.before ? 'card-price card-price--campaign' : 'card-price'}>
          {price.before ? <p className="card-price__badge">{price.texts.campaign}</p> : null}
          <p className="card-price__amount">
            <span className="card-price__value">{price.amount}</span>
            <span className="card-price__unit">{`/${price.unit}`}</span>
          </p>
          <p className="card-price__note">
            {price.before ? (
              <>
                <span className="visually-hidden">{price.texts.preCampaign} </span>
                <s className="card-price__before">{price.before}</s>{' '}
              </>
            ) : null}
            {price.texts.exVat}
          </p>
          {price.alloying ? <p className="card-price__note card-price__alloying">{price.alloying}</p> : null}
        </div>
      );
  }
}
