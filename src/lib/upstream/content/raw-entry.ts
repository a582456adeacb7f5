import type { ContentImage, UnresolvedLink } from './content-model';

/**
 * Defensive readers over entries as the SDK hands them back (links already resolved). Content is
 * edited by people, so every field is checked for its type: a wrong type reads as absent rather
 * than breaking a page. Links the SDK could not resolve stay link objects; the readers skip them
 * and write them down in the MapContext so the caller can report them (spec point 8).
 */

export interface RawEntry {
  id: string;
  contentType: string;
  fields: Record<string, unknown>;
  tags: string[];
}

export interface MapContext {
  unresolved: UnresolvedLink[];
}

export const newMapContext = (): MapContext => ({ unresolved: [] });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function unresolvedLink(value: Record<string, unknown>): UnresolvedLink | undefined {
  const sys = value.sys;
  if (!isRecord(sys) || sys.type !== 'Link' || typeof sys.id !== 'string') return undefined;
  return { id: sys.id, linkType: typeof sys.linkType === 'string' ? sys.linkType : 'Entry' };
}

/** An entry, or undefined (recording the link when it could not be resolved). */
export function readEntry(value: unknown, context: MapContext): RawEntry | undefined {
  if (!isRecord(value)) return undefined;
  const link = unresolvedLink(value);
  if (link) {
    context.unresolved.push(link);
    return undefined;
  }
  const sys = value.sys;
  if (!isRecord(sys) || typeof sys.id !== 'string' || !isRecord(value.fields)) return undefined;
  const type = isRecord(sys.contentType) && isRecord(sys.contentType.sys) ? sys.contentType.sys.id : undefined;
  const metadata = isRecord(value.metadata) && Array.isArray(value.metadata.tags) ? value.metadata.tags : [];
  const tags = metadata.flatMap((tag) => (isRecord(tag) && isRecord(tag.sys) && typeof tag.sys.id === 'string' ? [tag.sys.id] : []));
  return { id: sys.id, contentType: typeof type === 'string' ? type : '', fields: value.fields, tags };
}

export function readEntries(value: unknown, context: MapContext): RawEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => readEntry(item, context) ?? []);
}

export const str = (fields: Record<string, unknown>, key: string): string | undefined => {
  const value = fields[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

export const bool = (fields: Record<string, unknown>, key: string): boolean => fields[key] === true;

export const num = (fields: Record<string, unknown>, key: string): number | undefined => {
  const value = fields[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

export const strs = (fields: Record<string, unknown>, key: string): string[] => {
  const value = fields[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
};

/** One of the allowed values, else the fallback (editors' typos must not reach class names). */
export function oneOf<T extends string>(fields: Record<string, unknown>, key: string, allowed: readonly T[], fallback: T): T {
  const value = fields[key];
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

export function readImage(value: unknown, context: MapContext): ContentImage | undefined {
  if (!isRecord(value)) return undefined;
  const link = unresolvedLink(value);
  if (link) {
    context.unresolved.push(link);
    return undefined;
  }
  const fields = isRecord(value.fields) ? value.fields : undefined;
  const file = fields && isRecord(fields.file) ? fields.file : undefined;
  if (!fields || !file || typeof file.url !== 'string') return undefined;
  const details = isRecord(file.details) && isRecord(file.details.image) ? file.details.image : {};
  return compact({
    // Contentful answers protocol-relative URLs (//images.ctfassets.net/…); the browser needs a scheme.
    url: file.url.startsWith('//') ? `https:${file.url}` : file.url,
    title: str(fields, 'title') ?? '',
    description: str(fields, 'description'),
    width: typeof details.width === 'number' ? details.width : undefined,
    height: typeof details.height === 'number' ? details.height : undefined,
  });
}

export function readImages(value: unknown, context: MapContext): ContentImage[] {
  return Array.isArray(value) ? value.flatMap((item) => readImage(item, context) ?? []) : [];
}

type Compacted<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/** Drops undefined values, so optional fields are absent (exactOptionalPropertyTypes, smaller JSON). */
export function compact<T extends object>(value: T): Compacted<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Compacted<T>;
}
