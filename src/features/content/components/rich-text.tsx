import type { ReactNode } from 'react';
import type { RichBlock, RichInline, RichMark, RichText } from '../../../lib/upstream/content';
import { ContentButton } from './content-button';
import { ContentPicture } from './content-image';
import { ContentLink } from './content-link';

/**
 * Rich text as React elements. Every text reaches the page as a React text node, which React
 * escapes; there is no dangerouslySetInnerHTML anywhere, so markup typed into content is shown as
 * the characters it is. Links and buttons go through ContentLink, which drops unsafe addresses.
 */

const MARK_TAGS: Record<RichMark, (children: ReactNode) => ReactNode> = {
  bold: (children) => <strong>{children}</strong>,
  italic: (children) => <em>{children}</em>,
  underline: (children) => <u>{children}</u>,
  code: (children) => <code>{children}</code>,
  superscript: (children) => <sup>{children}</sup>,
  subscript: (children) => <sub>{children}</sub>,
  strikethrough: (children) => <s>{children}</s>,
};

function Inline({ node }: { node: RichInline }): ReactNode {
  switch (node.kind) {
    case 'text':
      return node.marks.reduce<ReactNode>((children, mark) => MARK_TAGS[mark](children), node.text);
    case 'link':
      return <ContentLink href={node.href}>{node.children.map((child, index) => <Inline key={index} node={child} />)}</ContentLink>;
    case 'button':
      return <ContentButton button={node.button} />;
  }
}

const inlines = (nodes: readonly RichInline[]) => nodes.map((node, index) => <Inline key={index} node={node} />);

function Block({ node }: { node: RichBlock }): ReactNode {
  switch (node.kind) {
    case 'paragraph':
      return node.children.length > 0 ? <p>{inlines(node.children)}</p> : null;
    case 'heading': {
      const Heading = `h${node.level}` as const;
      return <Heading>{inlines(node.children)}</Heading>;
    }
    case 'list': {
      const List = node.ordered ? 'ol' : 'ul';
      return (
        <List>
          {node.items.map((item, index) => (
            <li key={index}>{item.map((child, inner) => <Block key={inner} node={child} />)}</li>
          ))}
        </List>
      );
    }
    case 'quote':
      return <blockquote>{node.children.map((child, index) => <Block key={index} node={child} />)}</blockquote>;
    case 'rule':
      return <hr />;
    case 'button':
      return (
        <p>
          <ContentButton button={node.button} />
        </p>
      );
    case 'image':
      return (
        <figure className="rich-text__figure">
          <ContentPicture image={node.image} />
        </figure>
      );
  }
}

export function RichTextView({ text, className }: { text: RichText | undefined; className?: string }) {
  if (!text || text.blocks.length === 0) return null;
  return (
    <div className={`rich-text${className ? ` ${className}` : ''}`}>
      {text.blocks.map((block, index) => (
        <Block key={index} node={block} />
      ))}
    </div>
  );
}
