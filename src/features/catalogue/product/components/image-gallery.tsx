'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ResponsiveImage } from '../../../../components/responsive-image';

export interface GalleryImage {
  src: string;
  alt: string;
  /** The thumbnail's name, "Visa bild 2 av 4". */
  tabLabel: string;
}

/** The gallery's words, from the server (a client module here never reads the text catalogue). */
export interface GalleryTexts {
  label: string;
  thumbnails: string;
  hint: string;
}

/** Arrow keys, Home and End move between thumbnails; the wrap-around matches the tabs pattern. */
const STEP: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The product images: a large picture and a row of thumbnails working as a tab list (one tab stop,
 * arrows move and show at once), so keyboard and screen-reader users browse as mouse users do.
 * Without JavaScript the first image still shows.
 */
export function ImageGallery({ images, texts }: { images: readonly GalleryImage[]; texts: GalleryTexts }) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const current = images[selected] ?? images[0];
  if (!current) return null;
  const total = images.length;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(selected, total);
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <section className="product-gallery" aria-label={texts.label}>
      <div className="product-gallery__stage" id={`${id}-panel`} role={total > 1 ? 'tabpanel' : undefined} aria-labelledby={total > 1 ? `${id}-tab-${selected}` : undefined}>
        <ResponsiveImage src={current.src} alt={current.alt} width={400} height={400} sizes="(min-width: 48rem) 400px, 100vw" priority />
      </div>
      {total > 1 ? (
        <div className="product-gallery__thumbs" role="tablist" aria-label={texts.thumbnails} aria-describedby={`${id}-hint`}>
          {images.map((image, index) => (
            <button
              key={image.src}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              id={`${id}-tab-${index}`}
              type="button"
              role="tab"
              className="product-gallery__thumb"
              aria-selected={index === selected}
              aria-controls={`${id}-panel`}
              aria-label={image.tabLabel}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
            >
              <ResponsiveImage src={image.src} alt="" width={72} height={72} sizes="72px" />
            </button>
          ))}
        </div>
      ) : null}
      {total > 1 ? (
        <p id={`${id}-hint`} className="visually-hidden">
          {texts.hint}
        </p>
      ) : null}
    </section>
  );
}
