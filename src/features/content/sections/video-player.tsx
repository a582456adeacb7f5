'use client';

import { useState } from 'react';
import { ResponsiveImage } from '../../../components/responsive-image';

interface VideoPlayerProps {
  embedUrl: string;
  title: string;
  posterUrl: string | undefined;
  texts: { play: string; frameTitle: string };
}

/**
 * A poster with a play button; the video service's frame is only created when the visitor
 * presses play, so nothing loads (and no cookie is set) before that, and nothing plays by itself.
 */
export function VideoPlayer({ embedUrl, title, posterUrl, texts }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    const src = `${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`;
    return (
      <iframe
        className="video-player__frame"
        src={src}
        title={texts.frameTitle}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    );
  }
  return (
    <button type="button" className="video-player__poster" onClick={() => setPlaying(true)} aria-label={texts.play}>
      {posterUrl ? <ResponsiveImage src={posterUrl} alt="" width={1280} height={720} sizes="(min-width: 80rem) 1200px, 100vw" /> : null}
      <span className="video-player__play" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32"><path d="M8 5v14l11-7z" fill="currentColor" /></svg>
      </span>
      <span className="video-player__title">{title}</span>
    </button>
  );
}
