'use client';

import { useLayoutEffect, useState } from 'react';
import { APP_BANNER_DISMISSED_KEY as DISMISSED_KEY } from './app-banner-script';

interface AppBannerProps {
  text: string;
  closeLabel: string;
}

/**
 * A web-only hint about the native app; closing it is remembered on this device. Rendered on the
 * server, and hidden before paint when it was closed (HIDE_DISMISSED_APP_BANNER): shown only after
 * hydration, it pushed the whole page down (issue 13).
 */
export function AppBanner({ text, closeLabel }: AppBannerProps) {
  const [dismissed, setDismissed] = useState(false);

  useLayoutEffect(() => {
    try {
      setDismissed(localStorage.getItem(DISMISSED_KEY) === '1');
    } catch {
      // Storage can be blocked: the banner then stays.
    }
  }, []);

  if (dismissed) return null;
  return (
    <aside className="app-banner" aria-label={text} data-app-banner suppressHydrationWarning>
      <span>{text}</span>
      <button
        type="button"
        className="button button--link"
        aria-label={closeLabel}
        onClick={() => {
          localStorage.setItem(DISMISSED_KEY, '1');
          setDismissed(true);
        }}
      >
        ×
      </button>
    </aside>
  );
}
