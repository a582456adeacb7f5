'use client';

import { useEffect } from 'react';
import { syncCartCount } from '../cart-store';

/**
 * Renders nothing: hands the line count of the cart the server has just rendered to the shared
 * cart store, so the header agrees with the page after every change the page shows (emptied,
 * lines removed, imported), whether or not the form that made the change is still there.
 */
export function CartCountSync({ lineCount }: { lineCount: number }) {
  useEffect(() => syncCartCount(lineCount), [lineCount]);
  return null;
}
