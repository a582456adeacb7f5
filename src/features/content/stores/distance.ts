import type { GeoPoint } from '../../../lib/upstream/content/store-model';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine): close enough for "which store is nearest". */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The middle of some points (a town's stores), as the place to measure from. */
export function centreOf(points: readonly GeoPoint[]): GeoPoint | undefined {
  if (points.length === 0) return undefined;
  return { lat: points.reduce((sum, point) => sum + point.lat, 0) / points.length, lon: points.reduce((sum, point) => sum + point.lon, 0) / points.length };
}

/** Items nearest first, each with its distance; ties keep their order. */
export function byDistance<T extends { location: GeoPoint }>(items: readonly T[], from: GeoPoint): (T & { distanceKm: number })[] {
  return items.map((item) => ({ ...item, distanceKm: distanceKm(from, item.location) })).sort((a, b) => a.distanceKm - b.distanceKm);
}

/** "3,4" below ten kilometres, whole kilometres above: the precision a driver cares about. */
export const formatKm = (km: number): string => (km < 10 ? km.toFixed(1).replace('.', ',') : String(Math.round(km)));
