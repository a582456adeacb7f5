import type { Section } from '../../../lib/upstream/content';
import { t } from '../../../lib/texts';
import { SectionFrame } from './section-frame';
import { videoEmbedUrl } from './video-embed';
import { VideoPlayer } from './video-player';

type Video = Extract<Section, { type: 'video' }>;

/** A video as a poster with a play button, and a plain link for those who prefer the video site. */
export function VideoSectionView({ section }: { section: Video }) {
  const embedUrl = videoEmbedUrl(section.videoUrl);
  if (!embedUrl) return null;
  const title = section.title ?? '';
  return (
    <SectionFrame id={section.id} type="video" title={section.title}>
      <div className="video-section">
        <div className="video-player">
          <VideoPlayer embedUrl={embedUrl} title={title} posterUrl={section.poster?.url} texts={{ play: t('content.video.play', { title }), frameTitle: t('content.video.frameTitle', { title }) }} />
        </div>
        <div className="video-section__text">
          {section.description ? <p>{section.description}</p> : null}
          <p className="video-section__privacy">{t('content.video.privacy')}</p>
          <p>
            <a href={embedUrl} target="_blank" rel="noopener noreferrer">{t('content.video.openExternally')}</a>
          </p>
        </div>
      </div>
    </SectionFrame>
  );
}
