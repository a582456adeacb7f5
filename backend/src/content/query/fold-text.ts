/**
 * Case folding for full-text search: the words searched for are folded as foldSql
 * (lib/sql-text-match.ts) folds the text they are searched in.
 */
export const foldText = (text: string): string => text.toLocaleLowerCase('sv-SE');
