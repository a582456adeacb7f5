'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * The map tiles over the drawn fallback map. If any tile fails (offline, blocked, the tile
 * server down) the layer removes itself and the drawing with the address stays. A tile that failed
 * before this component hydrated is caught by checking it once on mount.
 */
export function MapTileLayer({ tiles, attribution }: { tiles: string[]; attribution: string | undefined }) {
  const [failed, setFailed] = useState(false);
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const images = [...(layer.current?.querySelectorAll('img') ?? [])];
    if (images.some((image) => image.complete && image.naturalWidth === 0)) setFailed(true);
  }, []);
  if (failed) return null;
  return (
    <div className="store-map__tiles" ref={layer} aria-hidden="true">
      {tiles.map((src) => (
        <img key={src} src={src} alt="" width={256} height={256} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ))}
      {attribution ? <span className="store-map__attribution">{attribution}</span> : null}
    </div>
  );
}
