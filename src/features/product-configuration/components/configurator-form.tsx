'use client';

// First: zod decides whether to compile with eval when a schema is built (zod-without-eval.ts).
import '../../../lib/client/zod-without-eval';
import { startTransition, useActionState, useState } from 'react';
import type { ConfigurationModel } from '../../../../domain/product-configuration';
import { useCartAction, useDebounced } from '../../cart';
import { addConfiguredLine } from '../actions/add-configured-line';
import { priceConfiguredLine } from '../actions/price-configured-line';
import type { ConfiguratorState, ConfiguredPriceView } from '../configurator-state';
import { readConfiguration, ruleParams, type TypedConfiguration } from '../read-configuration';

export interface ConfiguratorTexts {
  length: string;
  lengthHint: string;
  packaging: string;
  packagingOptions: Record<string, string>;
  pieces: string;
  price: string;
  alloying: string;
  total: string;
  priceHidden: string;
  priceWaiting: string;
  summary: string;
  submit: string;
  added: string;
  toCart: string;
  errors: Record<string, string>;
}

export interface ConfiguratorFormProps {
  model: ConfigurationModel;
  initial: TypedConfiguration;
  /** The cart line "Ändra" opened the configurator for; its new configuration replaces it. */
  replace: string | null;
  showPrices: boolean;
  cartHref: string;
  texts: ConfiguratorTexts;
}

const fill = (template: string, params: Readonly<Record<string, string | number>>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(params, key) ? String(params[key]) : whole));
const NO_PRICE: ConfiguredPriceView = { status: 'invalid', summary: '', piecePrice: null, linePrice: null };

/**
 * The configurator (decision 035): length, delivery form and pieces with live validation by the
 * article's rules (the server checks again), a live price from the commerce service for a buyer
 * who sees prices, then "Lägg i varukorg". A plain form post without JavaScript.
 */
export function ConfiguratorForm({ model, initial, replace, showPrices, cartHref, texts }: ConfiguratorFormProps) {
  const [state, formAction, pending] = useCartAction(addConfiguredLine, { notice: texts.added });
  const [price, priceAction] = useActionState(priceConfiguredLine, NO_PRICE);
  // useCartAction answers the cart's state type; this action's answer is a ConfiguratorState.
  const answer = state as ConfiguratorState;
  // After a post without JavaScript the page is rendered with the action's answer: show what was typed.
  const [typed, setTyped] = useState(answer.typed ?? initial);
  const [touched, setTouched] = useState((answer.typed ?? initial).length !== '');
  const read = readConfiguration(model, typed);
  const params = ruleParams(model, typed.packaging);
  const message = (field: 'length' | 'packaging' | 'pieces') => {
    if (!touched || read.ok) return answer.fieldErrors?.[field] ?? null;
    const error = read.errors[field];
    return error ? fill(texts.errors[error.key.split('.').pop() ?? ''] ?? '', params) : null;
  };
  const askPrice = useDebounced((next: TypedConfiguration) => {
    if (!readConfiguration(model, next).ok) return;
    const form = new FormData();
    form.set('articleNumber', model.articleNumber);
    form.set('length', next.length);
    form.set('packaging', next.packaging);
    form.set('pieces', next.pieces);
    startTransition(() => priceAction(form));
  });
  const change = (patch: Partial<TypedConfiguration>) => {
    const next = { ...typed, ...patch };
    setTyped(next);
    setTouched(true);
    askPrice(next);
  };
  const errors = { length: message('length'), packaging: message('packaging'), pieces: message('pieces') };
  const live = read.ok && price.status === 'priced' ? price : null;
  return (
    <form action={formAction} className="configurator" aria-busy={pending || undefined} noValidate>
      <input type="hidden" name="articleNumber" value={model.articleNumber} />
      {replace ? <input type="hidden" name="replace" value={replace} /> : null}
      <div className="form-field">
        <label htmlFor="configurator-length">{texts.length}</label>
        <input id="configurator-length" name="length" inputMode="decimal" autoComplete="off" value={typed.length} onChange={(event) => change({ length: event.currentTarget.value })}
          aria-invalid={errors.length ? true : undefined} aria-describedby="configurator-length-hint configurator-length-error" />
        <p id="configurator-length-hint" className="form-hint">{fill(texts.lengthHint, params)}</p>
        <p id="configurator-length-error" className="form-error" role="alert">{errors.length ?? ''}</p>
      </div>
      {model.packaging.length > 0 ? (
        <fieldset className="form-field" aria-describedby="configurator-packaging-error">
          <legend>{texts.packaging}</legend>
          {model.packaging.map((option) => (
            <label key={option.code} className="configurator__option">
              <input type="radio" name="packaging" value={option.code} checked={typed.packaging === option.code} onChange={() => change({ packaging: option.code })} />{' '}
              {texts.packagingOptions[option.code] ?? option.label}
            </label>
          ))}
          <p id="configurator-packaging-error" className="form-error" role="alert">{errors.packaging ?? ''}</p>
        </fieldset>
      ) : (
        <input type="hidden" name="packaging" value="" />
      )}
      <div className="form-field">
        <label htmlFor="configurator-pieces">{texts.pieces}</label>
        <input id="configurator-pieces" name="pieces" inputMode="numeric" value={typed.pieces} onChange={(event) => change({ pieces: event.currentTarget.value })} aria-invalid={errors.pieces ? true : undefined} aria-describedby="configurator-pieces-error" />
        <p id="configurator-pieces-error" className="form-error" role="alert">{errors.pieces ?? ''}</p>
      </div>
      <section className="configurator__result" aria-live="polite">
        <h2>{texts.summary}</h2>
        <p data-testid="configuration-summary">{live?.summary ?? ''}</p>
        {showPrices ? (
          live?.piecePrice ? (
            <dl className="configurator__price">
              <dt>{texts.price}</dt>
              <dd data-testid="configuration-price">{live.piecePrice}</dd>
              {live.alloyingPrice ? (
                <>
                  <dt>{texts.alloying}</dt>
                  <dd data-testid="configuration-alloying">{live.alloyingPrice}</dd>
                </>
              ) : null}
              <dt>{texts.total}</dt>
              <dd data-testid="configuration-total">{live.linePrice}</dd>
            </dl>
          ) : (
            <p className="form-hint">{price.status === 'failed' && price.message ? price.message : texts.priceWaiting}</p>
          )
        ) : (
          <p className="form-hint">{texts.priceHidden}</p>
        )}
      </section>
      <p className={`configurator__message configurator__message--${state.status}`} role="status" data-testid="configurator-message">{state.status === 'done' || state.status === 'invalid' || state.status === 'failed' ? state.message : ''}</p>
      <div className="configurator__actions">
        <button type="submit" className="button button--primary" disabled={pending}>{texts.submit}</button>
        {state.status === 'done' ? <a href={cartHref}>{texts.toCart}</a> : null}
      </div>
    </form>
  );
}
