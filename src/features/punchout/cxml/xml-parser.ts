/**
 * A small, strict XML parser for the cXML the shop receives (a PunchOutSetupRequest of a few
 * kilobytes). Hand-written rather than a dependency because the safe behaviour is the whole
 * point and is easiest to see in 150 lines: there is no DTD processing at all. A DOCTYPE may
 * name an external DTD (every cXML document does) but it is never fetched, an internal subset
 * (where entities are declared: XXE, billion laughs) is refused, and the only references
 * understood are the five predefined entities and character references; any other `&name;`
 * is refused rather than left unexpanded. Limits on size, depth and node count bound the work.
 */
export interface XmlElement {
  name: string;
  attributes: Readonly<Record<string, string>>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

export type XmlRejectReason = 'too_large' | 'dtd_not_allowed' | 'entity_not_allowed' | 'malformed' | 'too_deep' | 'too_many_nodes';

export class XmlRejected extends Error {
  override readonly name = 'XmlRejected';
  constructor(
    readonly reason: XmlRejectReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

export const XML_LIMITS = { maxLength: 128 * 1024, maxDepth: 32, maxNodes: 5000, maxAttributes: 32 };

const NAME = /[A-Za-z_:][\w.:-]*/y;
const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const isXmlChar = (code: number) =>
  code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);

/** Replaces the references of text or an attribute value; refuses every entity but the five. */
function decodeReferences(raw: string): string {
  return raw.replace(/&([^;&]{0,12});?/g, (match, ref: string) => {
    if (!match.endsWith(';')) throw new XmlRejected('malformed', 'unterminated reference');
    if (ref.startsWith('#')) {
      const code = /^#x[0-9a-f]+$/i.test(ref) ? parseInt(ref.slice(2), 16) : /^#\d+$/.test(ref) ? parseInt(ref.slice(1), 10) : NaN;
      if (!isXmlChar(code)) throw new XmlRejected('malformed', 'invalid character reference');
      return String.fromCodePoint(code);
    }
    const predefined = PREDEFINED[ref];
    if (predefined === undefined) throw new XmlRejected('entity_not_allowed', `&${ref};`);
    return predefined;
  });
}

class Reader {
  pos = 0;
  nodes = 0;
  constructor(readonly text: string) {}

  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.pos);
  }
  /** Moves past `end`, returning what came before it. */
  until(end: string, what: string): string {
    const index = this.text.indexOf(end, this.pos);
    if (index < 0) throw new XmlRejected('malformed', `unterminated ${what}`);
    const content = this.text.slice(this.pos, index);
    this.pos = index + end.length;
    return content;
  }
  skipSpace(): void {
    while (/\s/.test(this.text[this.pos] ?? '')) this.pos++;
  }
  name(): string {
    NAME.lastIndex = this.pos;
    const match = NAME.exec(this.text);
    if (!match) throw new XmlRejected('malformed', `name expected at ${this.pos}`);
    this.pos = NAME.lastIndex;
    return match[0];
  }
  count(): void {
    if (++this.nodes > XML_LIMITS.maxNodes) throw new XmlRejected('too_many_nodes', String(XML_LIMITS.maxNodes));
  }
}

/** Comments and processing instructions are skipped wherever they may stand; true if one was. */
function skipMisc(reader: Reader): boolean {
  if (reader.startsWith('<!--')) {
    reader.pos += 4;
    reader.until('-->', 'comment');
    return true;
  }
  if (reader.startsWith('<?')) {
    reader.pos += 2;
    reader.until('?>', 'processing instruction');
    return true;
  }
  return false;
}

/** `<!DOCTYPE cXML SYSTEM "…cXML.dtd">` is read past; a `[` internal subset is refused. */
function skipDoctype(reader: Reader): void {
  reader.pos += '<!DOCTYPE'.length;
  let quote: string | undefined;
  for (; reader.pos < reader.text.length; reader.pos++) {
    const char = reader.text[reader.pos];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '[') {
      throw new XmlRejected('dtd_not_allowed', 'internal DTD subset');
    } else if (char === '>') {
      reader.pos++;
      return;
    }
  }
  throw new XmlRejected('malformed', 'unterminated DOCTYPE');
}

function readAttributes(reader: Reader): Record<string, string> {
  const attributes: Record<string, string> = Object.create(null) as Record<string, string>;
  let count = 0;
  for (;;) {
    const before = reader.pos;
    reader.skipSpace();
    if (reader.startsWith('/>') || reader.startsWith('>')) return attributes;
    if (reader.pos === before) throw new XmlRejected('malformed', 'space expected between attributes');
    const name = reader.name();
    if (name in attributes) throw new XmlRejected('malformed', `duplicate attribute ${name}`);
    if (++count > XML_LIMITS.maxAttributes) throw new XmlRejected('too_many_nodes', 'attributes');
    reader.skipSpace();
    if (!reader.startsWith('=')) throw new XmlRejected('malformed', `= expected after ${name}`);
    reader.pos++;
    reader.skipSpace();
    const quote = reader.text[reader.pos];
    if (quote !== '"' && quote !== "'") throw new XmlRejected('malformed', 'quoted attribute value expected');
    reader.pos++;
    const raw = reader.until(quote, 'attribute value');
    if (raw.includes('<')) throw new XmlRejected('malformed', '< in attribute value');
    attributes[name] = decodeReferences(raw);
  }
}

function readElement(reader: Reader, depth: number): XmlElement {
  if (depth > XML_LIMITS.maxDepth) throw new XmlRejected('too_deep', String(XML_LIMITS.maxDepth));
  reader.count();
  reader.pos++; // '<'
  const name = reader.name();
  const element: XmlElement = { name, attributes: readAttributes(reader), children: [] };
  if (reader.startsWith('/>')) {
    reader.pos += 2;
    return element;
  }
  reader.pos++; // '>'
  for (;;) {
    if (reader.pos >= reader.text.length) throw new XmlRejected('malformed', `unclosed <${name}>`);
    if (reader.startsWith('</')) {
      reader.pos += 2;
      const closing = reader.name();
      reader.skipSpace();
      if (closing !== name || !reader.startsWith('>')) throw new XmlRejected('malformed', `</${closing}> does not close <${name}>`);
      reader.pos++;
      return element;
    }
    if (reader.startsWith('<![CDATA[')) {
      reader.pos += 9;
      element.children.push(reader.until(']]>', 'CDATA section'));
      reader.count();
    } else if (reader.startsWith('<!')) {
      if (!skipMisc(reader)) throw new XmlRejected(reader.startsWith('<!ENTITY') ? 'dtd_not_allowed' : 'malformed', 'markup declaration in content');
    } else if (skipMisc(reader)) {
      // comment or processing instruction
    } else if (reader.startsWith('<')) {
      element.children.push(readElement(reader, depth + 1));
    } else {
      const next = reader.text.indexOf('<', reader.pos);
      const end = next < 0 ? reader.text.length : next;
      element.children.push(decodeReferences(reader.text.slice(reader.pos, end)));
      reader.count();
      reader.pos = end;
    }
  }
}

/** Parses a whole document into its root element, or throws XmlRejected. */
export function parseXml(text: string): XmlElement {
  if (text.length > XML_LIMITS.maxLength) throw new XmlRejected('too_large', `${text.length} characters`);
  const reader = new Reader(text.startsWith('\uFEFF') ? text.slice(1) : text);
  let doctypeSeen = false;
  for (;;) {
    reader.skipSpace();
    if (skipMisc(reader)) continue;
    if (reader.startsWith('<!DOCTYPE') && !doctypeSeen) {
      doctypeSeen = true;
      skipDoctype(reader);
      continue;
    }
    break;
  }
  if (reader.startsWith('<!')) throw new XmlRejected(reader.startsWith('<!DOCTYPE') || reader.startsWith('<!ENTITY') ? 'dtd_not_allowed' : 'malformed', 'declaration before the root');
  if (!reader.startsWith('<')) throw new XmlRejected('malformed', 'root element expected');
  const root = readElement(reader, 1);
  for (;;) {
    reader.skipSpace();
    if (reader.pos >= reader.text.length) return root;
    if (!skipMisc(reader)) throw new XmlRejected('malformed', 'content after the root element');
  }
}
