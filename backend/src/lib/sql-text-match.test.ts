import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { containsSql, startsWithSql } from './sql-text-match';

const NAMES = ['Köksblandare Oras Tronic Krom diskmaskinsavstängning', 'Installationskabel EKK 3G1,5', 'ÖVERGÅNGSRÖR 50%_off', 'Ängsvägen 4'];
const db = new DatabaseSync(':memory:');
db.exec('CREATE TABLE t (name TEXT)');
for (const name of NAMES) db.prepare('INSERT INTO t VALUES (?)').run(name);

const matching = (condition: (column: string, param: string, text: string) => string, text: string) =>
  db.prepare(`SELECT name FROM t WHERE ${condition('name', '?1', text)} ORDER BY rowid`).all(text).map((row) => row.name);

describe('text match in SQL', () => {
  it('finds a text anywhere, whatever its case, Swedish capitals included', () => {
    expect(matching(containsSql, 'KABEL')).toEqual([NAMES[1]]);
    expect(matching(containsSql, 'KÖKSBLANDARE ORAS TRONIC KROM DISKMASKINSAVSTÄNGNING')).toEqual([NAMES[0]]);
    expect(matching(containsSql, 'övergångsrör')).toEqual([NAMES[2]]);
    expect(matching(startsWithSql, 'ängs')).toEqual([NAMES[3]]);
    expect(matching(startsWithSql, 'vägen')).toEqual([]);
  });

  it('takes wildcard characters literally', () => {
    expect(matching(containsSql, '50%_')).toEqual([NAMES[2]]);
    expect(matching(containsSql, '%')).toEqual([NAMES[2]]);
    expect(matching(containsSql, '_')).toEqual([NAMES[2]]);
  });

  it('folds the Swedish capitals only for a text with letters beyond ASCII', () => {
    expect(containsSql('name', '?1', 'kabel')).toBe('instr(lower(name), lower(?1)) > 0');
    expect(containsSql('name', '?1', 'kök')).toContain("replace(");
  });
});
