import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildOciFields } from './build-oci-fields';
import { DEFAULT_MAPPING_RULES } from '../../../domain/punchout/mapping-rules';
import { PunchoutTransferPage, type PunchoutTransferPageProps } from './transfer-page';

const render = (props: PunchoutTransferPageProps) => renderToStaticMarkup(createElement(PunchoutTransferPage, props));
const lines = [
  { articleNumber: 'A-1', name: 'Skruv "<script>alert(1)</script>" & mutter', quantity: 1, unit: 'STK', netPrice: 10, breadcrumbParents: [] },
  { articleNumber: 'B-2', name: 'Utan pris', quantity: 3, unit: 'STK', breadcrumbParents: [] },
];

describe('PunchoutTransferPage', () => {
  it('posts every field to the hook URL in the target frame, values HTML-escaped', () => {
    const form = buildOciFields(lines.slice(0, 1), DEFAULT_MAPPING_RULES, { customerId: 'C-2001' }, { okCode: 'ADDI', target: '_parent' });
    const html = render({ action: 'https://srm.example.se/hook?a=1&b=2', target: '_parent', fields: form.fields, priceFlags: form.priceFlags });
    expect(html).toContain('action="https://srm.example.se/hook?a=1&amp;b=2" method="post" target="_parent"');
    expect(html).toContain('name="NEW_ITEM-DESCRIPTION[1]" value="Skruv &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; &amp;…"');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('name="~OkCode" value="ADDI"');
    expect(html).toContain('data-price-flags="0"');
  });

  it('lists rows flagged price before the buyer transfers', () => {
    const form = buildOciFields(lines, DEFAULT_MAPPING_RULES, { customerId: 'C-2001' });
    const html = render({ action: 'https://srm.example.se/hook', fields: form.fields, priceFlags: form.priceFlags });
    expect(html).toContain('data-price-flags="1"');
    expect(html).toContain('<li data-error="price">B-2 – Utan pris, 3\u00A0st</li>');
    expect(html).toContain('Överför ändå');
    expect(html).toContain('target="_top"');
  });

  it('refuses a callback URL that is not http(s)', () => {
    expect(() => render({ action: 'javascript:alert(1)', fields: [], priceFlags: [] })).toThrow();
  });
});
