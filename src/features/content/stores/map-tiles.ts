/**
 * Web-map tile arithmetic (the "slippy map" scheme every tile server uses): which 2×2 tiles
 * around a point to show and where the point falls on them, so the pin sits on the store.
 */

export interface TileGrid {
  zoom: number;
  /** Top-left tile. */
  x: number;
  y: number;
  /** The point's position over the 2×2 grid, 0–1 from the left and the top. */
  left: number;
  top: number;
}

export function tileGrid(lat: number, lon: number, zoom = 15): TileGrid {
  const scale = 2 ** zoom;
  const latRad = (Math.max(-85, Math.min(85, lat)) * Math.PI) / 180;
  const xf = ((lon + 180) / 360) * scale;
  const yf = ((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * scale;
  // Start half a tile up and left of the point, so it lands in the middle half of the grid.
  const x = Math.floor(xf - 0.5);
  const y = Math.floor(yf - 0.5);
  return { zoom, x, y, left: (xf - x) / 2, top: (yf - y) / 2 };
}

/** A tile URL from a template with {z}, {x} and {y}; only https templates are used. */
export function tileUrl(template: string, zoom: number, x: number, y: number): string | undefined {
  if (!/^https:\/\/[^\s]+\{z\}[^\s]*\{x\}[^\s]*\{y\}/.test(template)) return undefined;
  return template.replace('{z}', String(zoom)).replace('{x}', String(x)).replace('{y}', String(y));
}
