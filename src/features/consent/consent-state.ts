import { CONSENT_EVENT, formatActiveGroups, parseConsentGroups, type ConsentGroup } from './consent-groups';

declare global {
  interface Window {
    OptanonActiveGroups?: string;
  }
}

/** The groups in force on this page: OneTrust's or our banner's, undefined before either has spoken. */
export const activeConsentGroups = (): ConsentGroup[] | undefined => parseConsentGroups(window.OptanonActiveGroups);

let lastWasChoice = false;

/**
 * What our banner does in OneTrust's place: set the global and fire the same event. `chosen`
 * says the visitor just chose, rather than a page view repeating an earlier choice.
 */
export function publishConsent(groups: readonly ConsentGroup[], { chosen }: { chosen: boolean }): void {
  lastWasChoice = chosen;
  window.OptanonActiveGroups = formatActiveGroups(groups);
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: [...groups] }));
}

/** Whether the latest consent event was a choice made on this page with our banner. */
export const latestConsentWasChoice = () => lastWasChoice;

/** Calls `listener` with the groups on every consent event (each page view and each change). */
export function onConsentChange(listener: (groups: ConsentGroup[]) => void): () => void {
  const handle = () => {
    const groups = activeConsentGroups();
    if (groups) listener(groups);
  };
  window.addEventListener(CONSENT_EVENT, handle);
  return () => window.removeEventListener(CONSENT_EVENT, handle);
}

/**
 * The groups once the consent script has spoken, checked every 200 ms for at most 5 s (spec point
 * 9); undefined if it never did (blocked, offline, no choice yet).
 */
export function waitForConsentScript(timeoutMs = 5000, intervalMs = 200): Promise<ConsentGroup[] | undefined> {
  return new Promise((resolve) => {
    const startedAt = Date.now();
    const check = () => {
      const groups = activeConsentGroups();
      if (groups || Date.now() - startedAt >= timeoutMs) resolve(groups);
      else setTimeout(check, intervalMs);
    };
    check();
  });
}

/** Runs `start` once, as soon as `group` is granted: now, or at the choice that grants it. */
export function whenGranted(group: ConsentGroup, start: () => void): () => void {
  let started = false;
  const maybeStart = (groups: ConsentGroup[] | undefined) => {
    if (started || !groups?.includes(group)) return;
    started = true;
    start();
  };
  maybeStart(activeConsentGroups());
  return onConsentChange(maybeStart);
}
