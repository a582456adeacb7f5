'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { CONSENT_CHOICE_PATH, OPTIONAL_CONSENT_GROUPS, QUICK_ANSWERS, type ConsentGroup, type QuickAnswer } from './consent-groups';
import { readConsentCookie, writeConsentCookie } from './consent-cookie';
import { activeConsentGroups, publishConsent } from './consent-state';
import { OPEN_CONSENT_SETTINGS } from './open-consent-settings';
import { loadScript } from './load-script';

export interface ConsentTexts {
  region: string;
  title: string;
  intro: string;
  acceptAll: string;
  necessaryOnly: string;
  customise: string;
  save: string;
  groupsLegend: string;
  groups: Record<ConsentGroup, string>;
}

declare global {
  interface Window {
    OneTrust?: { ToggleInfoDisplay?: () => void };
  }
}

const ONE_TRUST_STUB = 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js';

/**
 * Asks for cookie consent the way OneTrust does, and speaks its contract either way (groups in
 * `OptanonActiveGroups`, the `OneTrustGroupsUpdated` event). A brand with a OneTrust domain id
 * gets OneTrust's banner and only that: if OneTrust never loads, nothing waiting for consent
 * starts (a second source of groups could contradict it and reload the page). Without one, this
 * banner asks. A fixed bar that never moves the page. It is in the server's HTML, so it paints with
 * the page instead of after hydration (it was the listing pages' largest paint, seconds late on a
 * phone); a visitor who chose earlier never sees it: HideChosenConsentBanner hides it before paint
 * and the effect below removes it.
 */
export function ConsentBanner({ texts, oneTrustDomainId }: { texts: ConsentTexts; oneTrustDomainId?: string | undefined }) {
  const [open, setOpen] = useState(!oneTrustDomainId);
  const [customising, setCustomising] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (oneTrustDomainId) {
      loadScript(ONE_TRUST_STUB, { 'data-domain-script': oneTrustDomainId, charset: 'UTF-8' });
      return;
    }
    const earlier = readConsentCookie();
    if (earlier) {
      publishConsent(earlier, { chosen: false });
      setOpen(false);
    }
  }, [oneTrustDomainId]);

  useEffect(() => {
    const reopen = () => {
      if (oneTrustDomainId) return window.OneTrust?.ToggleInfoDisplay?.();
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setCustomising(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_CONSENT_SETTINGS, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS, reopen);
  }, [oneTrustDomainId]);

  useEffect(() => {
    if (open && opener.current) title.current?.focus();
  }, [open]);

  if (!open) return null;

  const choose = (groups: readonly ConsentGroup[]) => {
    writeConsentCookie(groups);
    setOpen(false);
    opener.current?.focus();
    opener.current = null;
    publishConsent(groups, { chosen: true });
  };
  /** Once the scripts run, a quick answer is taken here and its form is not posted. */
  const answer = (name: QuickAnswer) => (event: MouseEvent) => {
    event.preventDefault();
    choose(QUICK_ANSWERS[name]);
  };

  return (
    <section className={customising ? 'consent-banner consent-banner--customising' : 'consent-banner'} aria-labelledby="consent-title" role="region">
      <h2 id="consent-title" className="consent-banner__title" tabIndex={-1} ref={title}>
        {texts.title}
      </h2>
      <p className="consent-banner__intro">{texts.intro}</p>
      {customising ? (
        <form
          className="consent-banner__form"
          onSubmit={(event) => {
            event.preventDefault();
            const chosen = new FormData(event.currentTarget).getAll('group').map(String);
            choose(['C0001', ...OPTIONAL_CONSENT_GROUPS.filter((group) => chosen.includes(group))]);
          }}
        >
          <fieldset>
            <legend>{texts.groupsLegend}</legend>
            <label className="form-field--checkbox">
              <input type="checkbox" checked disabled /> {texts.groups.C0001}
            </label>
            {OPTIONAL_CONSENT_GROUPS.map((group) => (
              <label key={group} className="form-field--checkbox">
                <input type="checkbox" name="group" value={group} defaultChecked={activeConsentGroups()?.includes(group)} /> {texts.groups[group]}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary">{texts.save}</button>
        </form>
      ) : null}
      {/* A plain form as well: pressed before the scripts run (a slow phone), the choice is posted
          to the server, which writes the same cookie and sends the visitor back to the page. */}
      <form className="consent-banner__actions" method="post" action={CONSENT_CHOICE_PATH}>
        <button type="submit" name="consent" value="all" className="button button--primary" onClick={answer('all')}>
          {texts.acceptAll}
        </button>
        <button type="submit" name="consent" value="necessary" className="button button--secondary" onClick={answer('necessary')}>
          {texts.necessaryOnly}
        </button>
        {customising ? null : (
          <button type="button" className="button button--link" onClick={() => setCustomising(true)}>
            {texts.customise}
          </button>
        )}
      </form>
    </section>
  );
}
