import { fillPlaceholders, type TextParams } from './fill';
import { sv, type TextTree } from './sv';

/**
 * Dotted paths to every string leaf of a catalogue, e.g. 'errors.not_found'.
 * Deriving the union from `sv` makes an unknown or misspelt key a compile error.
 */
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

export type TextKey = LeafPaths<typeof sv>;

export type { TextParams };

/** Flattened once at module load so lookups and `isTextKey` are a single Map access. */
const flatTexts: ReadonlyMap<string, string> = flatten(sv);

function flatten(tree: TextTree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

/**
 * The Swedish text for `key`, with `{name}` placeholders replaced from `params` (fillPlaceholders).
 */
export function t(key: TextKey, params?: TextParams): string {
  // The fallback only triggers if a key is forged past the type system (e.g. a cast).
  const text = flatTexts.get(key) ?? key;
  return params === undefined ? text : fillPlaceholders(text, params);
}

/** Runtime guard for keys that arrive as plain strings (cookies, query strings, upstream data). */
export function isTextKey(value: string): value is TextKey {
  return flatTexts.has(value);
}

/** Every key in catalogue order; used by tests and anything that must list all texts. */
export function allTextKeys(): TextKey[] {
  return [...flatTexts.keys()] as TextKey[];
}

/** Detail sentences that already say an error occurred: "Ett fel uppstod." before them says it twice. */
const SAYS_AN_ERROR_OCCURRED: ReadonlySet<TextKey> = new Set<TextKey>(['errors.internal_server_error', 'errors.unknown_error_occurred']);

/**
 * The spec's generic service failure message (point 8): "Ett fel uppstod",
 * then the specific detail sentence, then "Försök igen senare." ("Något gick fel hos oss. Försök
 * igen senare." for a detail that says the first part itself).
 */
export function composeErrorMessage(detailKey: TextKey, params?: TextParams): string {
  const detail = `${t(detailKey, params)} ${t('errors.try_again_later')}`;
  return SAYS_AN_ERROR_OCCURRED.has(detailKey) ? detail : `${t('errors.occured')}. ${detail}`;
}
