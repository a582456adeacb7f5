import { describe, expect, it } from 'vitest';
import { parseQuickAdd } from './quick-add-parse';

describe('parseQuickAdd', () => {
  it.each([
    ['1234567\t10', '1234567', 10],
    ['1234567;10', '1234567', 10],
    ['1234567,10', '1234567', 10],
    ['1234567 10', '1234567', 10],
    ['1234567, 2,5', '1234567', 2.5],
    ['1234567;2,5', '1234567', 2.5],
    ['1234567\t1 000', '1234567', 1000],
    ['1234567', '1234567', 1],
    ['  ABC-12 ;  3  ', 'ABC-12', 3],
  ])('reads %j', (text, articleNumber, quantity) => {
    expect(parseQuickAdd(text).rows).toEqual([expect.objectContaining({ line: 1, articleNumber, quantity })]);
  });

  it('keeps line numbers across blank lines and CRLF', () => {
    const { rows } = parseQuickAdd('111;1\r\n\r\n222;2\n333;3');
    expect(rows.map((row) => [row.line, row.articleNumber])).toEqual([[1, '111'], [3, '222'], [4, '333']]);
  });

  it('gives no number for a quantity that is none, so the caller can say why', () => {
    expect(parseQuickAdd('111;abc').rows[0]?.quantity).toBeNull();
    expect(parseQuickAdd('111;1e3').rows[0]?.quantity).toBeNull();
    expect(parseQuickAdd('111;-2').rows[0]?.quantity).toBe(-2);
  });

  it('reports lines without an article number', () => {
    expect(parseQuickAdd('111;1\n;;;\n!!!').unreadable).toEqual([2, 3]);
  });
});
