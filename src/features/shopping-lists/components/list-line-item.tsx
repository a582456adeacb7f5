'use client';

import { startTransition, useActionState, useRef } from 'react';
import { ResponsiveImage } from '../../../components/responsive-image';
import { analyticsItemProps } from '../../analytics';
import { QuantityField, useDebounced } from '../../cart';
import { changeListQuantity } from '../actions/change-list-quantity';
import { IDLE_LIST_STATE } from '../list-action-state';
import type { ListLineView } from '../list-line-view';

/** Shared by every line; `select` and `quantityFor` have a {name} the line fills in. */
export interface ListLineTexts {
  select: string;
  articleNumber: string;
  stock: string;
  quantityFor: string;
  decrease: string;
  increase: string;
  discontinued: string;
  replacement: string;
}

/**
 * One list line: choose it (for the cart or removal), its picture, name, article number, stock
 * and price, and its quantity: the cart's stepper, saved 500 ms after the last change or at once
 * when the buyer leaves the box, like the cart's (absolute quantities). Read-only for those who
 * may not change the list.
 */
export function ListLineItem({ listId, line, editable, showPrices, texts }: { listId: string; line: ListLineView; editable: boolean; showPrices: boolean; texts: ListLineTexts }) {
  const [state, action, pending] = useActionState(changeListQuantity, IDLE_LIST_STATE);
  const form = useRef<HTMLFormElement>(null);
  const send = useDebounced(() => {
    if (form.current) {
      const data = new FormData(form.current);
      startTransition(() => action(data));
    }
  });
  const quantityId = `list-qty-${line.itemId}`;
  const named = (template: string) => template.replace('{name}', () => line.name);
  return (
    <li className="list-line" aria-busy={pending || undefined} {...analyticsItemProps(line.analyticsItem)}>
      <input type="checkbox" className="list-line__select" name="itemId" value={line.itemId} form="list-chosen" aria-label={named(texts.select)} />
      {line.image ? <ResponsiveImage className="list-line__image" src={line.image} alt="" width={64} height={64} sizes="64px" /> : <span className="list-line__image" aria-hidden="true" />}
      <div className="list-line__main">
        <p className="list-line__name">{line.href ? <a href={line.href}>{line.name}</a> : line.name}</p>
        <p className="list-line__meta">
          {texts.articleNumber} {line.articleNumber} · {texts.stock}: {line.stockText}
          {line.discontinued && line.href ? ` · ${texts.discontinued}` : null}
        </p>
        {line.replacement ? (
          <p className="list-line__meta">
            {texts.replacement} <a href={line.replacement.href}>{line.replacement.name} ({line.replacement.articleNumber})</a>
          </p>
        ) : null}
      </div>
      {editable ? (
        <form ref={form} action={action} className="list-line__quantity">
          <input type="hidden" name="listId" value={listId} />
          <input type="hidden" name="itemId" value={line.itemId} />
          <input type="hidden" name="articleNumber" value={line.articleNumber} />
          <input type="hidden" name="multiple" value={line.multiple} />
          <input type="hidden" name="unit" value={line.unit} />
          <label htmlFor={quantityId} className="visually-hidden">{named(texts.quantityFor)}</label>
          <QuantityField id={quantityId} name="value" multiple={line.multiple} defaultValue={line.quantity} labels={{ decrease: texts.decrease, increase: texts.increase }} onValue={send} onLeave={send.flush} describedBy={`${quantityId}-status`} />
          <span className="list-line__unit">{line.unitName}</span>
          <noscript>
            <button type="submit" className="button button--link">OK</button>
          </noscript>
          <p id={`${quantityId}-status`} role="status" className={state.status === 'invalid' || state.status === 'failed' ? 'list-line__status list-form__message--error' : 'list-line__status'}>
            {state.status === 'invalid' || state.status === 'failed' ? state.message : ''}
          </p>
        </form>
      ) : (
        <p className="list-line__quantity">{line.quantityText}</p>
      )}
      {showPrices ? <p className="list-line__price">{line.unitPrice}</p> : null}
    </li>
  );
}
