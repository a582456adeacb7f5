// Runs inside the browser page (Playwright serialises these functions): each must stand alone.

declare global {
  interface Window {
    /** Every text each live region has held since the document started. */
    __liveRegionsHeard?: Map<Element, Set<string>>;
  }
}

/**
 * An init script: from the first byte of every document, notes each text a live region
 * (role status or alert, aria-live) shows. A MutationObserver sees every change, so a message
 * that comes and goes between two looks of a slow test is still on record.
 */
export function listenToLiveRegions(): void {
  const heard = new Map<Element, Set<string>>();
  window.__liveRegionsHeard = heard;
  new MutationObserver(() => {
    for (const region of document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')) {
      const text = region.textContent?.trim();
      if (!text) continue;
      const texts = heard.get(region) ?? new Set<string>();
      texts.add(text);
      heard.set(region, texts);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** What the live regions inside `scope` have said, one text a line (see listenToLiveRegions). */
export function announcedWithin(scope: Element): string {
  const said: string[] = [];
  for (const [region, texts] of window.__liveRegionsHeard ?? []) {
    if (scope.contains(region)) said.push(...texts);
  }
  return said.join('\n');
}
