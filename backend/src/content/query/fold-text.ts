/**
 * Case folding for full-text search. SQLite's lower() folds ASCII only, so the SQL side folds
 * the Swedish capitals itself (FOLD_SQL) and the words searched for are folded the same way here.
 */
export const foldText = (text: string): string => text.toLocaleLowerCase('sv-SE');

const SWEDISH_CAPITALS: [string, string][] = [['Å', 'å'], ['Ä', 'ä'], ['Ö', 'ö'], ['É', 'é'], ['Ü', 'ü']];

/** `expression` folded in SQL to match foldText for Swedish text. */
export const foldSql = (expression: string): string =>
  `lower(${SWEDISH_CAPITALS.reduce((sql, [upper, lower]) => `replace(${sql}, '${upper}', '${lower}')`, expression)})`;

/** A LIKE pattern matching `word` anywhere, with LIKE's wildcards escaped (ESCAPE '\'). */
export const containsPattern = (word: string): string => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
