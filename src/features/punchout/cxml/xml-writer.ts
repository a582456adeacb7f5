/**
 * Writing cXML by hand is safe only if every value goes through these two helpers: text and
 * attribute values are escaped, and characters XML cannot carry at all are dropped so the
 * receiver never gets a document it must refuse.
 */
const NOT_XML_CHARS = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(value: string): string {
  return value.replace(NOT_XML_CHARS, '').replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** A CDATA section (URLs with `&` stay readable); a `]]>` inside is split across two sections. */
export function cdata(value: string): string {
  return `<![CDATA[${value.replace(NOT_XML_CHARS, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/** The DOCTYPE line cXML receivers expect; the DTD is named, never fetched by us. */
export const CXML_DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';
