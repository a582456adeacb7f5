import { describe, expect, it } from 'vitest';
import { guessDelimiter, parseCsv } from './csv-table';

describe('guessDelimiter', () => {
  it.each([
    ['Artikelnummer;Antal', ';'],
    ['1234567\t5', '\t'],
    ['1234567,5', ','],
    ['"a;b",c', ','],
    ['1234567 5', null],
  ])('%j → %j', (line, expected) => {
    expect(guessDelimiter(line)).toBe(expected);
  });
});

describe('parseCsv', () => {
  it('reads semicolons, quotes with doubled quotes, CRLF and skips empty lines', () => {
    const table = parseCsv('Artikelnummer;Antal;Märkning\r\n1234567;2,5;"Kök; plan 2"\r\n\r\n7654321;3;"Säg ""hej"""\r\n', 10);
    expect(table).toEqual({ rows: [['Artikelnummer', 'Antal', 'Märkning'], ['1234567', '2,5', 'Kök; plan 2'], ['7654321', '3', 'Säg "hej"']], truncated: false });
  });

  it('splits lines without a delimiter on spaces', () => {
    expect(parseCsv('1234567 5\n7654321   12', 10).rows).toEqual([['1234567', '5'], ['7654321', '12']]);
  });

  it('reads a quoted line break inside a field', () => {
    expect(parseCsv('a;"two\nlines"\nb;c', 10).rows).toEqual([['a', 'two\nlines'], ['b', 'c']]);
  });

  it('stops after maxRows rows and says so', () => {
    const text = Array.from({ length: 100_000 }, (_, i) => `${1_000_000 + i};1`).join('\n');
    const started = performance.now();
    const table = parseCsv(text, 1_001);
    expect(table.truncated).toBe(true);
    expect(table.rows).toHaveLength(1_001);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
