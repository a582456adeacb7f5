import { describe, expect, it } from 'vitest';
import { rankPageHits } from './rank-page-hits';

const hits = (...titles: string[]) => titles.map((title) => ({ title, path: `/p/${title.length}` }));
const titles = (ranked: { title: string }[]) => ranked.map((hit) => hit.title);

describe('rankPageHits', () => {
  it('puts the page called what was typed first, whatever the API order', () => {
    const ranked = rankPageHits(hits('Fossilfria transporter', 'Kommunikation om ossuarier', 'Jobba hos oss', 'Om oss'), 'Om oss', 5);
    expect(titles(ranked)[0]).toBe('Om oss');
  });

  it('knows a page by its slug too: Om Ljusgrossen lives at /om-oss', () => {
    const ranked = rankPageHits([{ title: 'Nytt sortiment av LED-armaturer', path: '/nyheter/nytt-sortiment' }, { title: 'Om Ljusgrossen', path: '/om-oss' }], 'om oss', 5);
    expect(titles(ranked)[0]).toBe('Om Ljusgrossen');
  });

  it('ranks whole words above word beginnings above fragments, then text-only matches', () => {
    const ranked = rankPageHits(hits('Fossilfria transporter', 'Leveransvillkor', 'Villkor för leverans', 'Leveranser till bygget', 'Ombud'), 'leverans', 5);
    expect(titles(ranked)).toEqual(['Villkor för leverans', 'Leveransvillkor', 'Leveranser till bygget', 'Fossilfria transporter', 'Ombud']);
  });

  it('is case- and space-insensitive, keeps the API order on ties and cuts to the limit', () => {
    const ranked = rankPageHits(hits('Kreditkonto', 'Ansök om kreditkonto', 'Kreditkonto för företag'), '  KREDITKONTO ', 2);
    expect(titles(ranked)).toEqual(['Kreditkonto', 'Kreditkonto för företag']);
  });

  it('treats the query as text, not a pattern', () => {
    expect(titles(rankPageHits(hits('A (B)', 'AB'), '(b)', 5))).toEqual(['A (B)', 'AB']);
  });
});
