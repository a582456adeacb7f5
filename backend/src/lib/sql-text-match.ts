/**
 * SQL that finds a bound text inside a column whatever its case, Swedish letters included.
 *
 * Not LIKE: D1 refuses a LIKE pattern over 50 bytes ("LIKE or GLOB pattern too complex"), and a
 * buyer who pastes an article name searches for more than that. instr() has no such limit and no
 * wildcards to escape. SQLite's lower() (and LIKE) fold ASCII only, so the Swedish capitals are
 * folded first: "KÖKSBLANDARE" finds "Köksblandare".
 */
export const containsSql = (column: string, text: string): string => `instr(${foldSql(column)}, ${foldSql(text)}) > 0`;

/** As containsSql, for a column that starts with the text. */
export const startsWithSql = (column: string, text: string): string => `instr(${foldSql(column)}, ${foldSql(text)}) = 1`;

const SWEDISH_CAPITALS: [string, string][] = [['Å', 'å'], ['Ä', 'ä'], ['Ö', 'ö'], ['É', 'é'], ['Ü', 'ü']];

/** `expression` folded in SQL as foldText (content/query/fold-text.ts) folds Swedish text. */
export const foldSql = (expression: string): string =>
  `lower(${SWEDISH_CAPITALS.reduce((sql, [upper, lower]) => `replace(${sql}, '${upper}', '${lower}')`, expression)})`;
