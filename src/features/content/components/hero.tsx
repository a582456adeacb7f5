import type { ContentImage, Hero } from '../../../lib/upstream/content';
import { ContentIcon } from './content-icon';
import { ContentPicture } from './content-image';

export interface HeroContent {
  title: string;
  overlay: boolean;
  description?: string | undefined;
  icon?: string | undefined;
  titleFontSize?: Hero['titleFontSize'] | undefined;
  heroDesktop?: ContentImage | undefined;
  heroMobile?: ContentImage | undefined;
}

interface HeroProps {
  hero: HeroContent;
  preTitle?: string | undefined;
  /** The front page's hero is the page's h1 and its largest paint. */
  priority?: boolean;
}

/**
 * The top of a page: a wide image (another crop on phones), the page title as h1 and a short
 * description. With `overlay` the text sits on the image behind a dark scrim; without, beside it.
 */
export function HeroBanner({ hero, preTitle, priority = false }: HeroProps) {
  const image = hero.heroDesktop;
  return (
    <header className={`content-hero content-hero--${hero.titleFontSize ?? 'large'}${hero.overlay && image ? ' content-hero--overlay' : ''}${image ? '' : ' content-hero--plain'}`}>
      {image ? <ContentPicture image={image} mobile={hero.heroMobile} className="content-hero__image" priority={priority} decorative /> : null}
      <div className="content-hero__text">
        {preTitle ? (
          <p className="content-pretitle">
            <ContentIcon name={hero.icon} className="content-hero__icon" />
            {preTitle}
          </p>
        ) : null}
        <h1 className="content-hero__title">{hero.title}</h1>
        {hero.description ? <p className="content-hero__description">{hero.description}</p> : null}
      </div>
    </header>
  );
}
