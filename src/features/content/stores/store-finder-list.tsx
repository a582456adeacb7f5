'use client';

import { useState } from 'react';
import { Link } from 'waku';
import { href } from '../../../lib/routes/href';
import { byDistance, formatKm } from './distance';

export interface FinderStore {
  id: string;
  name: string;
  address: string;
  phone: string;
  location: { lat: number; lon: number };
  open: boolean;
  status: string;
  /** Distance from the searched town, when there was a search. */
  distanceKm?: number;
}

interface FinderTexts {
  useMyPosition: string;
  locating: string;
  sortedByDistance: string;
  positionFailed: string;
  distance: string;
  storePage: string;
}

type Located = { kind: 'idle' | 'locating' | 'failed' } | { kind: 'located'; lat: number; lon: number };

/**
 * The store list. It arrives sorted by the server (by distance from a searched town, or by name);
 * when the visitor shares their position it re-sorts nearest first. The position never leaves the
 * browser.
 */
export function StoreFinderList({ stores, texts }: { stores: FinderStore[]; texts: FinderTexts }) {
  const [located, setLocated] = useState<Located>({ kind: 'idle' });
  const shown: FinderStore[] = located.kind === 'located' ? byDistance(stores, located) : stores;

  function locate() {
    if (!('geolocation' in navigator)) return setLocated({ kind: 'failed' });
    setLocated({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => setLocated({ kind: 'located', lat: position.coords.latitude, lon: position.coords.longitude }),
      () => setLocated({ kind: 'failed' }),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <div className="store-finder">
      <div className="store-finder__tools">
        <button type="button" className="button button--secondary" onClick={locate} disabled={located.kind === 'locating'}>
          {located.kind === 'locating' ? texts.locating : texts.useMyPosition}
        </button>
        <p className="store-finder__note" role="status">
          {located.kind === 'located' ? texts.sortedByDistance : located.kind === 'failed' ? texts.positionFailed : ''}
        </p>
      </div>
      <ol className="store-list">
        {shown.map((store) => (
          <li key={store.id} className="store-list__item" data-store-id={store.id}>
            <div>
              <h3 className="store-list__name">
                <Link to={href('butiker-id', { id: store.id })}>{store.name}</Link>
              </h3>
              <p className="store-list__address">{store.address}</p>
              <p className={`open-status open-status--${store.open ? 'open' : 'closed'}`}>{store.status}</p>
            </div>
            {store.distanceKm !== undefined ? <p className="store-list__distance">{texts.distance.replace('{km}', formatKm(store.distanceKm))}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
