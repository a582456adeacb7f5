import type { ContentImage } from './content-model';

/**
 * Rich text as the shop keeps it: a small tree of known node kinds. The content system's
 * document is mapped into this (map-rich-text.ts); anything unknown becomes plain text, so the
 * renderer never has to decide what to do with markup it has not seen, and no raw HTML exists.
 */

export type RichMark = 'bold' | 'italic' | 'underline' | 'code' | 'superscript' | 'subscript' | 'strikethrough';

export interface ContentButton {
  text: string;
  url: string;
  variant: 'primary' | 'secondary' | 'outline';
  size: 'small' | 'medium' | 'large';
  inline: boolean;
  shape: 'rounded' | 'square' | 'pill';
  icon?: string;
}

export type RichInline =
  | { kind: 'text'; text: string; marks: RichMark[] }
  | { kind: 'link'; href: string; children: RichInline[] }
  | { kind: 'button'; button: ContentButton };

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export type RichBlock =
  | { kind: 'paragraph'; children: RichInline[] }
  | { kind: 'heading'; level: HeadingLevel; children: RichInline[] }
  | { kind: 'list'; ordered: boolean; items: RichBlock[][] }
  | { kind: 'quote'; children: RichBlock[] }
  | { kind: 'rule' }
  | { kind: 'button'; button: ContentButton }
  | { kind: 'image'; image: ContentImage };

export interface RichText {
  blocks: RichBlock[];
}

/** The words of a rich text, for meta descriptions and excerpts. */
export function richTextToPlain(text: RichText | undefined): string {
  if (!text) return '';
  const inline = (nodes: readonly RichInline[]): string =>
    nodes.map((node) => (node.kind === 'text' ? node.text : node.kind === 'link' ? inline(node.children) : '')).join('');
  const block = (node: RichBlock): string => {
    switch (node.kind) {
      case 'paragraph':
      case 'heading':
        return inline(node.children);
      case 'list':
        return node.items.map((item) => item.map(block).join(' ')).join(' ');
      case 'quote':
        return node.children.map(block).join(' ');
      default:
        return '';
    }
  };
  return text.blocks.map(block).filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}
