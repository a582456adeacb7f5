'use client';

import { useEffect } from 'react';
import type { ConsentGroup } from './consent-groups';
import { activeConsentGroups, latestConsentWasChoice, onConsentChange, whenGranted } from './consent-state';
import { mustReload } from './reload-on-consent-change';
import { loadScript } from './load-script';

const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * What consent sets going on this page: the tag manager container once the performance group
 * (C0002) is granted, or at once where the brand does not wait for consent; and a reload when
 * the choice changes in a way this page cannot follow (reload-on-consent-change.ts).
 */
export function ConsentEffects({ tagManagerId, waitForConsent }: { tagManagerId?: string | undefined; waitForConsent: boolean }) {
  useEffect(() => {
    // The groups the page started with: set already, or by the first event that repeats an
    // earlier choice (OneTrust fires one on every page view). A visitor's first choice has none.
    let startedWith: ConsentGroup[] | undefined = activeConsentGroups();
    let started = startedWith !== undefined;
    return onConsentChange((groups) => {
      if (!started) {
        started = true;
        if (!latestConsentWasChoice()) {
          startedWith = groups;
          return;
        }
      }
      if (mustReload(startedWith, groups)) location.reload();
      else startedWith = groups;
    });
  }, []);

  useEffect(() => {
    if (!tagManagerId) return;
    const start = () => loadTagManager(tagManagerId);
    if (!waitForConsent) return start();
    return whenGranted('C0002', start);
  }, [tagManagerId, waitForConsent]);

  return null;
}

function loadTagManager(id: string) {
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript(`${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`);
}
