import type { PageSearchHit } from './page-model';

/**
 * The order of page search hits. The content API's full-text query matches words anywhere in a
 * page and says nothing of relevance, so "Om oss" found "Fossilfria …" before the page called
 * Om oss. Hits are ranked by their title, pre-title and slug (Om Ljusgrossen lives at /om-oss):
 * the query itself first, then a name that starts with its words, then one that has them as whole
 * words, then as word beginnings, then anywhere; pages that match only in their text come last.
 * Ties keep the API's order.
 */
const fold = (text: string) => text.toLocaleLowerCase('sv-SE').normalize('NFC').replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function score(title: string, query: string): number {
  const words = query.split(' ');
  const patterns = words.map(escape);
  const wholeWords = (text: string) => patterns.every((word) => new RegExp(`(^|[^\\p{L}\\p{N}])${word}($|[^\\p{L}\\p{N}])`, 'u').test(text));
  if (title === query) return 0;
  if (title.startsWith(query) && wholeWords(title)) return 1;
  if (wholeWords(title)) return 2;
  if (patterns.every((word) => new RegExp(`(^|[^\\p{L}\\p{N}])${word}`, 'u').test(title))) return 3;
  if (words.every((word) => title.includes(word))) return 4;
  return 5;
}

/** What a page is called: its title, its pre-title, and its slug as words ("om-oss" → "om oss"). */
const namesOf = (hit: PageSearchHit) => [hit.title, hit.preTitle ?? '', (hit.path.split('/').pop() ?? '').replace(/-/g, ' ')];

export function rankPageHits(hits: readonly PageSearchHit[], query: string, limit: number): PageSearchHit[] {
  const folded = fold(query);
  return hits
    .map((hit, index) => ({ hit, index, score: Math.min(...namesOf(hit).map((name) => score(fold(name), folded))) }))
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, limit)
    .map(({ hit }) => hit);
}
