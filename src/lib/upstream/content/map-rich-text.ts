import { bool, compact, oneOf, readEntry, readImage, str, type MapContext } from './raw-entry';
import type { ContentButton, HeadingLevel, RichBlock, RichInline, RichMark, RichText } from './rich-text-model';

/**
 * The content system's rich-text document → the shop's RichText. Only known node types keep
 * their meaning; an unknown block keeps its words as a paragraph, an unknown inline its text.
 * Nesting is capped so a hostile document cannot exhaust the worker's stack.
 */

interface Node {
  nodeType: string;
  value?: unknown;
  marks?: unknown;
  data?: unknown;
  content?: unknown;
}

const MAX_DEPTH = 12;
const MARKS: readonly RichMark[] = ['bold', 'italic', 'underline', 'code', 'superscript', 'subscript', 'strikethrough'];

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).nodeType === 'string';
const children = (node: Node): Node[] => (Array.isArray(node.content) ? node.content.filter(isNode) : []);
const dataOf = (node: Node): Record<string, unknown> => (typeof node.data === 'object' && node.data !== null ? (node.data as Record<string, unknown>) : {});

export function mapRichText(value: unknown, context: MapContext): RichText | undefined {
  if (!isNode(value) || value.nodeType !== 'document') return undefined;
  const blocks = children(value).flatMap((node) => mapBlock(node, context, 0));
  return blocks.length > 0 ? { blocks } : undefined;
}

/** An embedded button entry; other embedded entry types have no inline rendering. */
export function mapButton(target: unknown, context: MapContext): ContentButton | undefined {
  const entry = readEntry(target, context);
  if (!entry || entry.contentType !== 'embeddedButton') return undefined;
  const text = str(entry.fields, 'text');
  const url = str(entry.fields, 'url');
  if (!text || !url) return undefined;
  return compact({
    text,
    url,
    variant: oneOf(entry.fields, 'variant', ['primary', 'secondary', 'outline'], 'primary'),
    size: oneOf(entry.fields, 'size', ['small', 'medium', 'large'], 'medium'),
    inline: bool(entry.fields, 'inline'),
    shape: oneOf(entry.fields, 'shape', ['rounded', 'square', 'pill'], 'rounded'),
    icon: str(entry.fields, 'icon'),
  });
}

function mapBlock(node: Node, context: MapContext, depth: number): RichBlock[] {
  if (depth > MAX_DEPTH) return [];
  const inner = () => children(node).flatMap((child) => mapInline(child, context, depth + 1));
  const heading = /^heading-([1-6])$/.exec(node.nodeType);
  if (heading) {
    // The page owns its h1; a heading-1 in content becomes an h2.
    const level = Math.max(2, Number(heading[1])) as HeadingLevel;
    return [{ kind: 'heading', level, children: inner() }];
  }
  switch (node.nodeType) {
    case 'paragraph':
      return [{ kind: 'paragraph', children: inner() }];
    case 'unordered-list':
    case 'ordered-list':
      return [{
        kind: 'list',
        ordered: node.nodeType === 'ordered-list',
        items: children(node).map((item) => children(item).flatMap((child) => mapBlock(child, context, depth + 2))),
      }];
    case 'blockquote':
      return [{ kind: 'quote', children: children(node).flatMap((child) => mapBlock(child, context, depth + 1)) }];
    case 'hr':
      return [{ kind: 'rule' }];
    case 'embedded-entry-block': {
      const button = mapButton(dataOf(node).target, context);
      return button ? [{ kind: 'button', button }] : [];
    }
    case 'embedded-asset-block': {
      const image = readImage(dataOf(node).target, context);
      return image ? [{ kind: 'image', image }] : [];
    }
    default: {
      const words = inner();
      return words.length > 0 ? [{ kind: 'paragraph', children: words }] : children(node).flatMap((child) => mapBlock(child, context, depth + 1));
    }
  }
}

function mapInline(node: Node, context: MapContext, depth: number): RichInline[] {
  if (depth > MAX_DEPTH) return [];
  const inner = () => children(node).flatMap((child) => mapInline(child, context, depth + 1));
  switch (node.nodeType) {
    case 'text': {
      if (typeof node.value !== 'string' || node.value === '') return [];
      const marks = Array.isArray(node.marks) ? node.marks.map((mark) => (mark as { type?: unknown }).type) : [];
      return [{ kind: 'text', text: node.value, marks: MARKS.filter((mark) => marks.includes(mark)) }];
    }
    case 'hyperlink': {
      const uri = dataOf(node).uri;
      return typeof uri === 'string' ? [{ kind: 'link', href: uri, children: inner() }] : inner();
    }
    case 'entry-hyperlink': {
      const entry = readEntry(dataOf(node).target, context);
      const slug = entry ? str(entry.fields, 'slug') : undefined;
      return slug ? [{ kind: 'link', href: `/${slug}`, children: inner() }] : inner();
    }
    case 'embedded-entry-inline': {
      const button = mapButton(dataOf(node).target, context);
      return button ? [{ kind: 'button', button }] : [];
    }
    default:
      return inner();
  }
}
