import { describe, expect, it } from 'vitest';
import { ELLIPSIS, ociLeadTime, ociNumber, ociShortText, ociShortTextEndingWith, ociText } from './oci-values';

describe('ociShortText (NEW_ITEM-DESCRIPTION)', () => {
  it('leaves a text that fits as it is', () => {
    expect(ociShortText('Jordfelsbrytare 2-polig 40 A 30 mA typ A', 40)).toBe('Jordfelsbrytare 2-polig 40 A 30 mA typ A');
  });

  it('cuts a long text at a word boundary and marks it with an ellipsis', () => {
    const cut = ociShortText('Installationskabel EKLK 3G1,5 mm² 100 m ring, grå', 40);
    expect(cut).toBe(`Installationskabel EKLK 3G1,5 mm² 100 m${ELLIPSIS}`);
    expect(cut.length).toBeLessThanOrEqual(40);
  });

  it('drops a dangling comma or dash before the ellipsis', () => {
    expect(ociShortText('Kabelkanal vit, 2 m lång, för montage', 16)).toBe(`Kabelkanal vit${ELLIPSIS}`);
  });

  it('cuts inside a word when the first word is longer than half the field', () => {
    expect(ociShortText('Elinstallationsmaterialförpackning stor', 20)).toBe(`Elinstallationsmate${ELLIPSIS}`);
  });

  it('never splits a composed letter, an emoji or a surrogate pair', () => {
    const decomposed = 'a\u030A'.repeat(30); // "å" written as a + ring
    expect(ociShortText(decomposed, 10)).toBe(`${'å'.repeat(9)}${ELLIPSIS}`);
    const emoji = `Lampa ${'💡'.repeat(40)}`;
    const cut = ociShortText(emoji, 12);
    expect(cut.length).toBeLessThanOrEqual(12);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(ociShortText(`Skylt ${'🇸🇪'.repeat(10)}`, 12)).toBe(`Skylt 🇸🇪${ELLIPSIS}`);
  });
});

describe('ociShortTextEndingWith (a configured line\'s cut length)', () => {
  it('keeps the ending whole and shortens the name before it', () => {
    expect(ociShortTextEndingWith('Kraftkabel N1XE 3G2,5', '– 37 m', 40)).toBe('Kraftkabel N1XE 3G2,5 – 37 m');
    const cut = ociShortTextEndingWith('Kraftkabel FXQJ 5G16 halogenfri svart, Dca', '– 137,5 m', 40);
    expect(cut).toBe(`Kraftkabel FXQJ 5G16${ELLIPSIS} – 137,5 m`);
    expect(cut.length).toBeLessThanOrEqual(40);
  });
});

describe('ociText (code-like fields)', () => {
  it('cuts hard at the limit with no ellipsis, trimmed', () => {
    expect(ociText('Jordfelsbrytare', 10)).toBe('Jordfelsbr');
    expect(ociText('Kabel och ledning', 10)).toBe('Kabel och');
    expect(ociText('KST-4711-LONGER-THAN-TEN', 10)).toBe('KST-4711-L');
  });

  it('counts a Swedish letter as one character, whichever way it was written', () => {
    expect(ociText('Värmeåtervinning', 10)).toBe('Värmeåterv');
    expect(ociText('Va\u0308rmea\u030Atervinning', 10)).toBe('Värmeåterv');
  });

  it('keeps a line to one line', () => {
    expect(ociText('ST\nK', 3)).toBe('ST');
  });
});

describe('ociNumber and ociLeadTime', () => {
  it('keeps numbers within 15 characters by giving up decimals, never digits', () => {
    expect(ociNumber(12345.678, 2)).toBe('12345.68');
    expect(ociNumber(123456789012.5, 3)).toBe('123456789012.50');
    expect(ociNumber(123456789012.5, 3).length).toBeLessThanOrEqual(15);
    expect(ociNumber(12345678901234.4, 3)).toBe('12345678901234');
  });

  it('sends at most five digits of lead time', () => {
    expect(ociLeadTime(3)).toBe('3');
    expect(ociLeadTime(123456)).toBe('99999');
  });
});
