'use client';

import { startTransition, useRef, type ReactNode } from 'react';
import { changeLine } from '../actions/change-line';
import { removeLines } from '../actions/remove-lines';
import type { CartEditorTexts } from '../cart-texts';
import type { CartLineView } from '../cart-view';
import { fill } from '../fill-template';
import { useCartAction } from '../use-cart-action';
import { QuantityField } from './quantity-field';
import { TimedMessage } from './timed-message';
import { useDebounced } from './use-debounced';
import { ResponsiveImage } from '../../../components/responsive-image';
import { analyticsItemProps, LIST_NAMES } from '../../analytics';

const CART_LIST = { listName: LIST_NAMES.cart };

export interface CartLineRowProps {
  line: CartLineView;
  choices: { value: string; label: string }[];
  texts: CartEditorTexts;
  showPrices: boolean;
  /** The article's favourite star (spec point 3), from the server; none for a visitor. */
  favourite?: ReactNode;
}

/** Hidden fields every change form of a line carries (the server re-checks them all). */
function LineFields({ line, field }: { line: CartLineView; field: string }) {
  return (
    <>
      <input type="hidden" name="cartItemId" value={line.cartItemId} />
      <input type="hidden" name="field" value={field} />
      <input type="hidden" name="multiple" value={line.multiple} />
      <input type="hidden" name="unit" value={line.unit} />
    </>
  );
}

/**
 * One cart line: choose it, change its quantity (debounced, absolute), label and delivery,
 * remove it; its price, stock and the prompts of spec point 4 with replacement suggestions.
 */
export function CartLineRow({ line, choices, texts, showPrices, favourite }: CartLineRowProps) {
  const [quantityState, quantityAction, quantityPending] = useCartAction(changeLine, CART_LIST);
  const [labelState, labelAction] = useCartAction(changeLine);
  const [moveState, moveAction] = useCartAction(changeLine);
  const [removeState, removeAction, removing] = useCartAction(removeLines, CART_LIST);
  const quantityForm = useRef<HTMLFormElement>(null);
  const sendQuantity = useDebounced(() => {
    const form = quantityForm.current;
    if (form) startTransition(() => quantityAction(new FormData(form)));
  });
  const quantityId = `line-qty-${line.cartItemId}`;
  const labelId = `line-label-${line.cartItemId}`;
  const moveId = `line-move-${line.cartItemId}`;
  const state = [quantityState, labelState, moveState, removeState].find((candidate) => candidate.status === 'invalid' || candidate.status === 'failed') ?? quantityState;
  return (
    <li className={`cart-line${line.prompts.length > 0 ? ' cart-line--action' : ''}`} aria-busy={quantityPending || removing || undefined} {...analyticsItemProps(line.analyticsItem)}>
      <input type="checkbox" className="cart-line__select" name="cartItemId" value={line.cartItemId} form="cart-bulk" aria-label={fill(texts.select, { name: line.name })} />
      {line.image ? <ResponsiveImage className="cart-line__image" src={line.image} alt="" width={64} height={64} sizes="64px" /> : <span className="cart-line__image" aria-hidden="true" />}
      <div className="cart-line__main">
        <div className="cart-line__title">
          <p className="cart-line__name">{line.href ? <a href={line.href}>{line.name}</a> : line.name}</p>
          {favourite}
        </div>
        <p className="cart-line__meta">
          {texts.articleNumber} {line.articleNumber}
          <span className="cart-line__stock">
            {' · '}
            {texts.stock}: {line.stockText}
          </span>
        </p>
        {line.quoteNote ? <p className="cart-line__quote">{line.quoteNote}</p> : null}
        {line.configurationSummary ? (
          <p className="cart-line__configuration" data-testid="line-configuration">
            {line.configurationSummary}
            {line.configureHref ? (
              <>
                {' · '}
                <a href={line.configureHref} aria-label={fill(texts.configurationEditLabel, { name: line.name })}>{texts.configurationEdit}</a>
              </>
            ) : null}
          </p>
        ) : null}
        <form action={labelAction} className="cart-line__label">
          <LineFields line={line} field="label" />
          <label htmlFor={labelId}>{texts.label}</label>
          <input id={labelId} name="value" defaultValue={line.label} maxLength={50} aria-label={fill(texts.labelFor, { name: line.name })} />
          <button type="submit" className="button button--link">{texts.saveLabel}</button>
        </form>
        <form action={moveAction} className="cart-line__move">
          <LineFields line={line} field="deliveryId" />
          <label htmlFor={moveId} className="visually-hidden">{fill(texts.moveLabel, { name: line.name })}</label>
          <select id={moveId} name="value" defaultValue={line.deliveryId} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
            {choices.some((choice) => choice.value === line.deliveryId) ? null : <option value={line.deliveryId}>{line.deliveryId}</option>}
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>{choice.label}</option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="button button--link">{texts.move}</button>
          </noscript>
        </form>
        {line.prompts.length > 0 ? (
          <ul className="cart-line__prompts">
            {line.prompts.map((prompt) => (
              <li key={prompt}>{prompt}</li>
            ))}
          </ul>
        ) : null}
        {line.replacements.length > 0 ? (
          <p className="cart-line__replacement">
            {texts.replacement}{' '}
            {line.replacements.map((replacement) => (
              <a key={replacement.articleNumber} href={replacement.href}>{replacement.name} ({replacement.articleNumber})</a>
            ))}
          </p>
        ) : null}
      </div>
      <form ref={quantityForm} action={quantityAction} className="cart-line__quantity" onSubmit={() => undefined}>
        <LineFields line={line} field="quantity" />
        <label htmlFor={quantityId} className="visually-hidden">{fill(texts.quantityFor, { name: line.name })}</label>
        <QuantityField id={quantityId} name="value" multiple={line.multiple} defaultValue={line.quantity} className="cart-line__quantity-input" labels={{ decrease: texts.decrease, increase: texts.increase }} onValue={sendQuantity} onLeave={sendQuantity.flush} />
        <span className="cart-line__unit">{line.unitName}</span>
      </form>
      {showPrices ? (
        <p className="cart-line__price">
          {line.unitPrice ? <span className="cart-line__unit-price">{texts.unitPrice} {line.unitPrice}</span> : null}
          {line.surchargePerUnit ? <span className="cart-line__alloying">{texts.alloying} {line.surchargePerUnit}</span> : null}
          {line.linePrice ? (
            <strong className="cart-line__line-price">
              <span className="cart-line__line-label">{texts.linePrice} </span>
              {line.linePrice}
            </strong>
          ) : null}
        </p>
      ) : null}
      <form action={removeAction} className="cart-line__remove">
        <input type="hidden" name="cartItemId" value={line.cartItemId} />
        <button type="submit" className="button button--link" aria-label={fill(texts.removeName, { name: line.name })} disabled={removing}>
          {texts.remove}
        </button>
      </form>
      <TimedMessage text={state.status === 'done' ? '' : state.message} stamp={state} error className="cart-line__message" />
    </li>
  );
}
