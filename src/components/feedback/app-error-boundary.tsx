'use client';

import { Component, type ReactNode } from 'react';
import { unstable_getErrorInfo as getErrorInfo } from 'waku/minimal/client';
import { reloadAfterChunkError } from '../../lib/client/chunk-reload';
import { ErrorPage } from './error-page';

interface State {
  error?: unknown;
}

/**
 * Shows the Swedish error page for an unexpected render error. Redirects and 404s thrown by server
 * components are the router's business, so they pass through untouched.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    // A chunk that failed to load during a navigation: the target page in full, once (reload guard).
    reloadAfterChunkError(error);
  }

  override render() {
    if (!('error' in this.state)) return this.props.children;
    const info = getErrorInfo(this.state.error);
    if (info?.location || info?.status === 404) throw this.state.error;
    // An error that carries a status came from the server's render, so "go back" makes sense.
    return (
      <main id="main" className="site-main">
        <ErrorPage status={info?.status ?? 500} fromServer={info !== null} />
      </main>
    );
  }
}
