import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('safeHref', () => {
  it.each([
    ['/hitta-butik', '/hitta-butik'],
    ['/guider/valj-ratt-kabel?x=1#top', '/guider/valj-ratt-kabel?x=1#top'],
    ['#section-1', '#section-1'],
    ['https://www.linkedin.com/company/ljus', 'https://www.linkedin.com/company/ljus'],
    ['HTTPS://Example.com', 'https://example.com/'],
    ['mailto:kundservice@ljusgrossen.se', 'mailto:kundservice@ljusgrossen.se'],
    ['tel:010-4100000', 'tel:010-4100000'],
    ['  /om-oss  ', '/om-oss'],
  ])('keeps %j', (value, expected) => expect(safeHref(value)).toBe(expected));

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['\u0001/x'],
    ['om-oss'],
    [''],
  ])('drops %j', (value) => expect(safeHref(value)).toBeUndefined());

  it('drops a missing address', () => expect(safeHref(undefined)).toBeUndefined());
});
