import type { Section } from '../../../lib/upstream/content';
import { ContentIcon } from '../components/content-icon';
import { ContentPicture } from '../components/content-image';
import { RichTextView } from '../components/rich-text';
import { SectionFrame, backgroundStyle } from './section-frame';

/** The text sections of content pages: info block, text and media, text block. */

type InfoBlock = Extract<Section, { type: 'infoBlock' }>;
type TextAndMedia = Extract<Section, { type: 'textAndMedia' }>;
type TextBlock = Extract<Section, { type: 'textBlock' }>;

export function InfoBlockView({ section }: { section: InfoBlock }) {
  const headingId = `${section.id}-title`;
  return (
    <aside className="content-section info-block" data-section="infoBlock" id={`section-${section.id}`} aria-labelledby={headingId} {...backgroundStyle(section.backgroundColor)}>
      <ContentIcon name={section.icon ?? 'info'} className="info-block__icon" />
      <div>
        <h2 className="info-block__title" id={headingId}>{section.title}</h2>
        <RichTextView text={section.text} />
      </div>
    </aside>
  );
}

export function TextAndMediaView({ section }: { section: TextAndMedia }) {
  return (
    <SectionFrame id={section.id} type="textAndMedia" title={section.title}>
      <div className={`text-media text-media--image-${section.imagePosition}`}>
        <RichTextView text={section.text} className="text-media__text" />
        {section.image ? <ContentPicture image={section.image} className="text-media__image" /> : null}
      </div>
    </SectionFrame>
  );
}

export function TextBlockView({ section }: { section: TextBlock }) {
  return (
    <SectionFrame id={section.id} type="textBlock" title={section.title}>
      <RichTextView text={section.text} className="text-block" />
    </SectionFrame>
  );
}
