import 'server-only';
import { cache, Suspense, type ReactNode } from 'react';
import { getRequestContext } from '../../lib/request';

/**
 * One turn of the event loop (a timer, not a microtask), the same one for every streamed part of a
 * request: a part inside another (a cart line's star) must not wait a turn of its own.
 */
const frameTurn = cache(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/**
 * Renders its children a turn of the event loop later. A part whose data answers fast (a local
 * upstream, a KV hit) was otherwise rendered in the same run of the isolate as the frame: its
 * rendering (a 200-line cart, about 200 ms) kept the worker busy, and the frame, though ready,
 * went out with the rest of the page.
 */
async function AfterTheFrame({ children }: { children: ReactNode }) {
  await frameTurn();
  return children;
}

/**
 * A part of the page that streams in after the first flush, under a fallback of its final size
 * (decision 040). For a browser without scripts (decision 044) there is no boundary: the page
 * waits for the part, since that browser could never move a streamed part into place.
 */
export function Streamed({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  if (getRequestContext().noScript) return children;
  return (
    <Suspense fallback={fallback}>
      <AfterTheFrame>{children}</AfterTheFrame>
    </Suspense>
  );
}
