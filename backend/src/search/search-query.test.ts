import { describe, expect, it } from 'vitest';
import { categoryExpression, matchExpression, outsideTrailExpression, queryTokens, textExpression, trailExpression } from './search-query';

describe('query tokens', () => {
  it('splits on everything but letters and digits, lower case, without repeats', () => {
    expect(queryTokens('Installationskabel EKK 3G1,5')).toEqual(['installationskabel', 'ekk', '3g1', '5']);
    expect(queryTokens('Träskruv  träskruv 4,2x55')).toEqual(['träskruv', '4', '2x55']);
  });

  it('turns SQL and FTS syntax into plain words', () => {
    expect(queryTokens(`'; DROP TABLE variants; --`)).toEqual(['drop', 'table', 'variants']);
    expect(queryTokens('"kabel" OR name:* NEAR(a b) ^x')).toEqual(['kabel', 'or', 'name', 'near', 'a', 'b', 'x']);
    expect(queryTokens('<script>alert(1)</script>')).toEqual(['script', 'alert', '1']);
    expect(queryTokens('!!! ---')).toEqual([]);
  });

  it('looks at the first 200 characters, 10 words of at most 40 characters', () => {
    expect(queryTokens('a'.repeat(10_000))).toEqual(['a'.repeat(40)]);
    expect(queryTokens(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' '))).toHaveLength(10);
    expect(queryTokens(`${'x '.repeat(100)}kabel`)).toEqual(['x']);
  });
});

describe('FTS5 expressions', () => {
  it('quotes every word and makes words of two or more characters prefixes', () => {
    expect(textExpression(['ekk', '3g1', '5'])).toBe('"ekk"* AND "3g1"* AND "5"');
  });

  it('matches text columns only and adds scope and facet filters from ids', () => {
    expect(matchExpression({ tokens: ['kabel'], scopes: ['K08', 'K0301'], facetGroups: [[3, 4], [17]] })).toBe(
      '{name manufacturer numbers category}: ("kabel"*) AND scope: (k08 OR k0301) AND facets: (f3 OR f4) AND facets: (f17)',
    );
  });

  it('is valid without text (the scope token all) and matches nothing for an unknown facet value', () => {
    expect(matchExpression({ tokens: [], scopes: [], facetGroups: [] })).toBe('scope: all');
    expect(matchExpression({ tokens: [], scopes: ['K01'], facetGroups: [[]] })).toBe('scope: (k01) AND facets: (f0)');
    expect(matchExpression({ tokens: ['pex'], scopes: [], facetGroups: [] })).toBe('{name manufacturer numbers category}: ("pex"*)');
  });

  it('matches categories on name and trail', () => {
    expect(categoryExpression(['skruv'])).toBe('{name trail}: ("skruv"*)');
  });

  it('splits hits into those matched by their category trail and the rest', () => {
    expect(trailExpression(['skruv', 'a4'])).toBe('trail: ("skruv"* AND "a4"*)');
    // One word outside its trail is in the other text columns; two may be one in each.
    expect(outsideTrailExpression({ tokens: ['skruv'], scopes: ['K01'], facetGroups: [] })).toBe('({name manufacturer numbers}: ("skruv"*) NOT category: ("skruv"*)) AND scope: (k01)');
    expect(outsideTrailExpression({ tokens: ['skruv', 'a4'], scopes: [], facetGroups: [[3]] })).toBe(
      '({name manufacturer numbers category}: ("skruv"* AND "a4"*) NOT category: ("skruv"* AND "a4"*)) AND facets: (f3)',
    );
    expect(outsideTrailExpression({ tokens: ['pex'], scopes: [], facetGroups: [] })).toBe('({name manufacturer numbers}: ("pex"*) NOT category: ("pex"*))');
  });
});
