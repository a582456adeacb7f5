import type { Section } from '../../../lib/upstream/content';
import { RichTextView } from '../components/rich-text';
import { SectionFrame } from './section-frame';

type Accordions = Extract<Section, { type: 'accordions' }>;

/**
 * Questions that open one at a time. Native details elements sharing a name: keyboard, screen
 * readers and find-in-page work without any JavaScript, and opening one closes the others.
 */
export function AccordionsView({ section }: { section: Accordions }) {
  return (
    <SectionFrame id={section.id} type="accordions" title={section.title} icon={section.icon}>
      <div className="accordions">
        {section.items.map((item) => (
          <details key={item.id} className="accordion" name={`accordion-${section.id}`}>
            <summary className="accordion__title">{item.title}</summary>
            <RichTextView text={item.text} className="accordion__body" />
          </details>
        ))}
      </div>
    </SectionFrame>
  );
}
