'use client';

import { useLayoutEffect, useState, type ReactNode } from 'react';

/** One localStorage key per banner id, so a new banner shows even after an old one was closed. */
export const closedKey = (id: string) => `banner-closed:${id}`;

interface ClosableBannerProps {
  id: string;
  kind: 'alert' | 'information';
  tone: string;
  label: string;
  closeLabel: string;
  expandLabel: string;
  foldLabel: string;
  children: ReactNode;
}

/**
 * A banner the visitor can close; the choice is remembered on this device (spec point 4). Read
 * before paint, so a closed banner does not flash on client-side navigation; on a full page load
 * the small script after the banners has hidden it already. On a phone the banner is folded to
 * one line (site-banners.css) so notices do not push the page below the fold; the toggle, shown
 * only there, unfolds it.
 */
export function ClosableBanner({ id, kind, tone, label, closeLabel, expandLabel, foldLabel, children }: ClosableBannerProps) {
  const [closed, setClosed] = useState(false);
  const [expanded, setExpanded] = useState(false);
  useLayoutEffect(() => {
    try {
      if (localStorage.getItem(closedKey(id))) setClosed(true);
    } catch {
      // Storage can be blocked (private mode, policies): the banner then just stays.
    }
  }, [id]);
  if (closed) return null;
  return (
    <section
      className={`site-banner site-banner--${kind} site-banner--${tone}`}
      data-banner-id={id}
      data-expanded={expanded}
      aria-label={label}
      {...(kind === 'alert' ? { role: 'region' } : {})}
    >
      <div className="site-banner__inner">
        <div className="site-banner__content" id={`banner-content-${id}`}>{children}</div>
        <button type="button" className="site-banner__toggle" aria-expanded={expanded} aria-controls={`banner-content-${id}`} onClick={() => setExpanded(!expanded)}>
          <span className="visually-hidden">{expanded ? foldLabel : expandLabel}</span>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
        </button>
        <button
          type="button"
          className="site-banner__close"
          aria-label={closeLabel}
          onClick={() => {
            try {
              localStorage.setItem(closedKey(id), new Date().toISOString());
            } catch {
              // Closed for this page view only.
            }
            setClosed(true);
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
        </button>
      </div>
    </section>
  );
}
