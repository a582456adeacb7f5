'use client';

import { useState, type KeyboardEvent } from 'react';
import { parseDecimal } from '../../../lib/format/parse-decimal';
import { snapToMultiple } from '../quantity-rules';

export interface QuantityFieldProps {
  id: string;
  name?: string;
  multiple: number;
  defaultValue: number;
  className?: string;
  labels: { decrease: string; increase: string };
  describedBy?: string;
  /** The field's name when no <label> names it (a product card's stepper). */
  ariaLabel?: string;
  /** Called with the typed text on every change (the cart page debounces it). */
  onValue?: (text: string) => void;
  /** Called when focus leaves the text box (a debounced save runs at once). */
  onLeave?: () => void;
}

/** "2,5" as a Swedish buyer writes it; a whole number stays as it is. */
const show = (value: number) => String(value).replace('.', ',');

/**
 * A quantity stepper: − and + step in the order multiple, Arrow keys do the same, and the text
 * box takes what the buyer types, decimal comma included (a number input would refuse "2,5" in
 * some browsers). The server checks the value again before anything reaches the cart.
 */
export function QuantityField({ id, name = 'quantity', multiple, defaultValue, className, labels, describedBy, ariaLabel, onValue, onLeave }: QuantityFieldProps) {
  const [text, setText] = useState(show(defaultValue));
  const [given, setGiven] = useState(defaultValue);
  if (defaultValue !== given) {
    // The server's quantity changed under the field (a quick add, an add on another page, a
    // re-render after a save): show it, unless the buyer has typed something else meanwhile.
    setGiven(defaultValue);
    if (parseDecimal(text) === given) setText(show(defaultValue));
  }
  const update = (next: string) => {
    setText(next);
    onValue?.(next);
  };
  const step = (direction: 1 | -1) => {
    const current = parseDecimal(text) ?? multiple;
    update(show(snapToMultiple(current + direction * multiple, multiple)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    }
  };
  return (
    <span className="quantity-field">
      <button type="button" className="quantity-field__step" aria-label={labels.decrease} aria-controls={id} onClick={() => step(-1)}>
        −
      </button>
      <input
        id={id}
        className={className}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => update(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onLeave}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
      />
      <button type="button" className="quantity-field__step" aria-label={labels.increase} aria-controls={id} onClick={() => step(1)}>
        +
      </button>
    </span>
  );
}
