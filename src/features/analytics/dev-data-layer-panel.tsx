'use client';

import { useEffect, useState } from 'react';
import { DATA_LAYER_PUSHED } from './data-layer';

export interface DevDataLayerPanelTexts {
  /** "Datalager ({count} händelser)" */
  title: string;
  intro: string;
  empty: string;
  clear: string;
}

/** `?datalager=1` switches the panel on for this browser, `?datalager=0` off (kept in localStorage). */
const SWITCH = 'datalager';
const STORAGE_KEY = 'dev-data-layer-panel';

function panelWanted(): boolean {
  const asked = new URLSearchParams(location.search).get(SWITCH);
  if (asked === '1' || asked === '0') localStorage.setItem(STORAGE_KEY, asked);
  return localStorage.getItem(STORAGE_KEY) === '1';
}

/**
 * Development only (the root layout renders it only when ENVIRONMENT is development, like the
 * /api/dev/* routes): the data-layer events of this page as they were pushed, so a developer or a
 * merchandiser can check a campaign's tagging without a tag manager account. Opt-in with
 * `?datalager=1`, so it never sits over the page for anyone who did not ask (nor in other tests).
 */
export function DevDataLayerPanel({ texts }: { texts: DevDataLayerPanelTexts }) {
  const [wanted, setWanted] = useState(false);
  const [events, setEvents] = useState<unknown[]>([]);
  useEffect(() => {
    if (!panelWanted()) return;
    setWanted(true);
    setEvents([...(window.dataLayer ?? [])]);
    const onPush = () => setEvents([...(window.dataLayer ?? [])]);
    window.addEventListener(DATA_LAYER_PUSHED, onPush);
    return () => window.removeEventListener(DATA_LAYER_PUSHED, onPush);
  }, []);
  if (!wanted) return null;
  return (
    <details className="dev-data-layer" data-testid="dev-data-layer">
      <summary>{texts.title.replace('{count}', String(events.length))}</summary>
      <p>{texts.intro}</p>
      {events.length === 0 ? <p>{texts.empty}</p> : null}
      <ol className="dev-data-layer__events">
        {events.map((event, index) => (
          <li key={index}>
            <pre>{JSON.stringify(event, null, 1)}</pre>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--secondary" onClick={() => setEvents([])}>
        {texts.clear}
      </button>
    </details>
  );
}
