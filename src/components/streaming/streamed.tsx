import 'server-only';
import { Suspense, type ReactNode } from 'react';
import { getRequestContext } from '../../lib/request';

/**
 * A part of the page that streams in after the first flush, under a fallback of its final size
 * (decision 040). For a browser without scripts (decision 044) there is no boundary: the page
 * waits for the part, since that browser could never move a streamed part into place.
 */
export function Streamed({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  if (getRequestContext().noScript) return children;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
