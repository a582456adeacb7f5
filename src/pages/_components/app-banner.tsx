'use client';

import { useEffect, useState } from 'react';

const DISMISSED_KEY = 'app-banner-dismissed';

interface AppBannerProps {
  text: string;
  closeLabel: string;
}

/** A web-only hint about the native app; closing it is remembered on this device. */
export function AppBanner({ text, closeLabel }: AppBannerProps) {
  const [dismissed, setDismissed] = useState(true);

  useEffect(() => {
    setDismissed(localStorage.getItem(DISMISSED_KEY) === '1');
  }, []);

  if (dismissed) return null;
  return (
    <aside className="app-banner" aria-label={text}>
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
