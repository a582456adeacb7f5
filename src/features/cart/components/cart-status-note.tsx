'use client';

import { useCartSnapshot } from '../cart-store';

/** The cart status (spec point 4, reading A) in words where the buyer works: busy or failed. */
export function CartStatusNote({ texts }: { texts: { mutating: string; error: string } }) {
  const { status, error } = useCartSnapshot();
  return (
    <p role="status" aria-live="polite" className={`cart-status cart-status--${status}`} data-cart-status={status}>
      {status === 'mutating' ? texts.mutating : status === 'error' ? (error ?? texts.error) : ''}
    </p>
  );
}
