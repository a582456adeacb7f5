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

/**
 * Development only (the root layout renders it only when ENVIRONMENT is development, like the
 * /api/dev/* routes): the data-layer events of this page as they were pushed, so a developer or a
 * merchandiser can check a campaign's tagging without a tag manager account. Collapsed by default.
 */
export function DevDataLayerPanel({ texts }: { texts: DevDataLayerPanelTexts }) {
  const [events, setEvents] = useState<unknown[]>([]);
  useEffect(() => {
    setEvents([...(window.dataLayer ?? [])]);
    const onPush = () => setEvents([...(window.dataLayer ?? [])]);
    window.addEventListener(DATA_LAYER_PUSHED, onPush);
    return () => window.removeEventListener(DATA_LAYER_PUSHED, onPush);
  }, []);
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
