import type { Section } from '../../../lib/upstream/content';
import { ContentPicture } from '../components/content-image';
import { SectionFrame } from './section-frame';

type ImageSetOfThree = Extract<Section, { type: 'imageSetOfThree' }>;
type SingleImage = Extract<Section, { type: 'singleImage' }>;

/** Three images in a row, each with its title as caption. */
export function ImageSetView({ section }: { section: ImageSetOfThree }) {
  return (
    <SectionFrame id={section.id} type="imageSetOfThree" title={section.title}>
      <ul className="image-set">
        {section.images.map((image) => (
          <li key={image.url}>
            <figure>
              <ContentPicture image={image} />
              <figcaption>{image.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export function SingleImageView({ section }: { section: SingleImage }) {
  return (
    <SectionFrame id={section.id} type="singleImage" title={section.title}>
      <figure className="single-image">
        <ContentPicture image={section.image} />
        {section.caption ? <figcaption>{section.caption}</figcaption> : null}
      </figure>
    </SectionFrame>
  );
}
