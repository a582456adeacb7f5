'use client';

import { startTransition, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { parseDecimal } from '../../../lib/format/parse-decimal';
import { unitName } from '../../../lib/format/units';
import { addToCart, addToCartPosted } from '../actions/add-to-cart';
import { useCartAction } from '../use-cart-action';
import { QuantityField } from './quantity-field';
import { TimedMessage } from './timed-message';

// Posted without script, the form's answer is the page (saying what happened); a script call's
// answer is read by the form-state action, so for the form the plain one answers nothing.
const postedWithoutScript = addToCartPosted as unknown as (form: FormData) => Promise<void>;

export interface AddToCartTexts {
  quantityLabel: string;
  add: string;
  busy: string;
  added: string;
  decrease: string;
  increase: string;
}

export interface AddToCartFormProps {
  articleNumber: string;
  multiple: number;
  unit: string;
  texts: AddToCartTexts;
  /** The caller's markup: the card's stepper and the product page's purchase row differ. */
  classNames: { form: string; label?: string; input: string; button: string; message: string };
  /** Shown inside the button beside (or instead of) its text, e.g. the card's cart icon. */
  icon?: ReactNode;
  /**
   * Cards show the field and the icon without words: the field and the button are then named by
   * aria-label. Hidden text would be styled, laid out and shaped for every card of a listing,
   * about a sixth of the grid's layout work (issue 13).
   */
  iconOnly?: boolean;
  describedBy?: string;
  /** When set, the unit word follows the field in this class, singular or plural as typed ("1 rulle", "3 rullar"). */
  unitClassName?: string;
  /** Default: home delivery (DBI) from central storage, decided on the server. */
  deliveryId?: string;
  /** The analytics list the form sits in (a card's product_list); none on the product page. */
  listName?: string;
}

/**
 * "Lägg i varukorg" for a card or the product page: quantity in steps of the order multiple,
 * the server action, the busy state while the cart is mutating and the 3 s added notice. The form
 * posts to addToCartPosted until the page has hydrated (or without script); then the submit runs
 * the form-state action instead, whose answer the form shows.
 */
export function AddToCartForm({ articleNumber, multiple, unit, texts, classNames, icon, iconOnly = false, describedBy, unitClassName, deliveryId, listName }: AddToCartFormProps) {
  const [state, formAction, pending] = useCartAction(addToCart, { notice: texts.added, ...(listName ? { listName } : {}) });
  const id = `qty-${articleNumber}`;
  const [typed, setTyped] = useState(multiple);
  // The button is disabled while the add runs, which drops focus to <body>; a keyboard buyer
  // who pressed it gets it back when the add is done.
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (pending || !refocus.current) return;
    refocus.current = false;
    if (document.activeElement === document.body || document.activeElement === null) button.current?.focus();
  }, [pending]);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    refocus.current = document.activeElement === button.current;
    const form = new FormData(event.currentTarget);
    startTransition(() => formAction(form));
  }
  return (
    <form action={postedWithoutScript} className={classNames.form} aria-busy={pending || undefined} onSubmit={onSubmit}>
      <input type="hidden" name="articleNumber" value={articleNumber} />
      <input type="hidden" name="multiple" value={multiple} />
      <input type="hidden" name="unit" value={unit} />
      {deliveryId ? <input type="hidden" name="deliveryId" value={deliveryId} /> : null}
      {iconOnly ? null : (
        <label htmlFor={id} className={classNames.label}>
          {texts.quantityLabel}
        </label>
      )}
      <QuantityField id={id} multiple={multiple} defaultValue={multiple} className={classNames.input} labels={{ decrease: texts.decrease, increase: texts.increase }} {...(iconOnly ? { ariaLabel: texts.quantityLabel } : {})} {...(describedBy ? { describedBy } : {})} onValue={(text) => setTyped(parseDecimal(text) ?? multiple)} />
      {unitClassName ? (
        <span aria-hidden="true" className={unitClassName}>
          {unitName(unit, typed)}
        </span>
      ) : null}
      <button ref={button} type="submit" className={classNames.button} disabled={pending} aria-label={iconOnly ? (pending ? texts.busy : texts.add) : undefined}>
        {icon}
        {iconOnly ? null : <span>{pending ? texts.busy : texts.add}</span>}
      </button>
      <TimedMessage text={state.message} stamp={state} error={state.status !== 'done'} className={classNames.message} />
    </form>
  );
}
