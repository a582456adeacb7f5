'use client';

import { createContext, Suspense, useContext, type ReactNode } from 'react';

const ScriptlessContext = createContext(false);

/** Around a page rendered for a browser without scripts (the root, decision 044). */
export function ScriptlessPage({ children }: { children: ReactNode }) {
  return <ScriptlessContext value={true}>{children}</ScriptlessContext>;
}

/** Streamed (streamed.tsx) for a boundary that lives in a client component. */
export function ClientStreamed({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  if (useContext(ScriptlessContext)) return children;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
