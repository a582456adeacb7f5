import type { GeoPoint } from '../../../lib/upstream/content';
import { t } from '../../../lib/texts';
import { MapTileLayer } from './map-tile-layer';
import { tileGrid, tileUrl } from './map-tiles';

interface StoreMapProps {
  name: string;
  address: string | undefined;
  location: GeoPoint;
  /** A tile URL template with {z}/{x}/{y}; empty draws the map without tiles. */
  tileTemplate: string | undefined;
  attribution: string | undefined;
}

const coordinate = (value: number) => value.toFixed(4).replace('.', ',');

/**
 * Where the store is: a drawn map card with a pin, the address and the coordinates (always there,
 * no request needed), under a lazily loaded 2×2 tile map from the configured tile server, which
 * gives way to the drawing when tiles cannot load. No maps script is loaded.
 */
export function StoreMap({ name, address, location, tileTemplate, attribution }: StoreMapProps) {
  const grid = tileGrid(location.lat, location.lon);
  const tiles = tileTemplate
    ? [0, 1].flatMap((row) => [0, 1].map((column) => tileUrl(tileTemplate, grid.zoom, grid.x + column, grid.y + row))).filter((url) => url !== undefined)
    : [];
  const directions = `https://www.openstreetmap.org/?mlat=${location.lat}&mlon=${location.lon}#map=16/${location.lat}/${location.lon}`;
  return (
    <figure className="store-map" aria-label={t('content.store.mapLabel', { name, address: address ?? '' })}>
      <div className="store-map__canvas">
        <svg className="store-map__drawing" viewBox="0 0 400 400" role="img" aria-label={t('content.store.coordinates', { lat: coordinate(location.lat), lon: coordinate(location.lon) })}>
          <rect width="400" height="400" className="store-map__land" />
          <path d="M0 260 C120 230 180 300 400 250 M150 0 C170 120 140 250 190 400 M0 90 L400 150 M300 0 L260 400" className="store-map__road" />
          <path d="M40 330 q40 -30 90 0 t90 0" className="store-map__water" />
          <text x="200" y="372" textAnchor="middle" className="store-map__label">{`${coordinate(location.lat)}° N, ${coordinate(location.lon)}° E`}</text>
        </svg>
        {tiles.length === 4 ? <MapTileLayer tiles={tiles} attribution={attribution} /> : null}
        <span className="store-map__pin" style={{ left: `${grid.left * 100}%`, top: `${grid.top * 100}%` }} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="36" height="36"><path d="M12 22s-7-6.3-7-12a7 7 0 0 1 14 0c0 5.7-7 12-7 12z" /><circle cx="12" cy="10" r="2.6" /></svg>
        </span>
      </div>
      <figcaption className="store-map__caption">
        <span>{address ?? name}</span>
        <a href={directions} target="_blank" rel="noopener noreferrer">{t('content.store.directions')}</a>
      </figcaption>
    </figure>
  );
}
