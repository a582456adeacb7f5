'use client';

/** The window event that reopens the consent choice (our banner, or OneTrust's own). */
export const OPEN_CONSENT_SETTINGS = 'consent-settings:open';

/** "Cookieinställningar" in the footer: change or withdraw consent at any time. */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className="site-footer__link-button" onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS))}>
      {label}
    </button>
  );
}
