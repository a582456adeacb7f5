'use client';

import { createContext, Suspense, useContext, type ReactNode } from 'react';

const ScriptlessContext = createContext(false);

/** Around a page rendered for a browser without scripts (the root, decision 044). */
export function ScriptlessPage({ children }: { children: ReactNode }) {
  return <ScriptlessContext value={true}>{children}</ScriptlessContext>;
}

/** Whether this page is rendered for a browser without scripts: a control must then work as a link or a form. */
export const useScriptless = () => useContext(ScriptlessContext);

/** Streamed (streamed.tsx) for a boundary that lives in a client component. */
export function ClientStreamed({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  if (useScriptless()) return children;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
