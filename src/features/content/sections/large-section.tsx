import type { Section } from '../../../lib/upstream/content';
import { ContentPicture } from '../components/content-image';
import { ContentLink } from '../components/content-link';
import { RichTextView } from '../components/rich-text';
import { backgroundStyle } from './section-frame';

type LargeSection = Extract<Section, { type: 'largeSection' }>;

/** A wide block: image on one side, pre-title, title, text and a call to action on the other. */
export function LargeSectionView({ section }: { section: LargeSection }) {
  const band = backgroundStyle(section.backgroundColor);
  const headingId = `${section.id}-title`;
  return (
    <section
      className={`content-section content-section--largeSection large-section large-section--image-${section.imagePosition}`}
      data-section="largeSection"
      id={`section-${section.id}`}
      aria-labelledby={headingId}
      {...band}
    >
      {section.image ? <ContentPicture image={section.image} className="large-section__image" decorative /> : null}
      <div className="large-section__body">
        {section.preTitle ? <p className="content-pretitle">{section.preTitle}</p> : null}
        <h2 className="large-section__title" id={headingId}>{section.title}</h2>
        <RichTextView text={section.text} />
        {section.buttonText && section.linkUrl ? (
          <p className="large-section__cta">
            <ContentLink href={section.linkUrl} external={section.isExternalLink} className="button button--secondary">
              {section.buttonText}
            </ContentLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}
