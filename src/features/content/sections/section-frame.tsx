import type { CSSProperties, ReactNode } from 'react';
import { ContentIcon } from '../components/content-icon';

/** Only colours written as #rgb or #rrggbb reach a style attribute. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const safeColour = (value: string | undefined): string | undefined => (value && HEX_COLOUR.test(value) ? value : undefined);

/** Light backgrounds keep dark text; dark ones (a brand's navy or green) get light text. */
export function isDarkColour(hex: string): boolean {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(full.slice(start, start + 2), 16) / 255);
  const linear = (value: number) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r ?? 1) + 0.7152 * linear(g ?? 1) + 0.0722 * linear(b ?? 1) < 0.4;
}

export function backgroundStyle(colour: string | undefined): { style?: CSSProperties; 'data-tone'?: 'dark' | 'light' } {
  const safe = safeColour(colour);
  if (!safe || /^#f{3}(?:f{3})?$/i.test(safe)) return {};
  return { style: { backgroundColor: safe }, 'data-tone': isDarkColour(safe) ? 'dark' : 'light' };
}

interface SectionFrameProps {
  id: string;
  type: string;
  title?: string | undefined;
  icon?: string | undefined;
  backgroundColor?: string | undefined;
  /** Extra element after the title (a "see all" link). */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every section shares: an anchor id, the type as a data attribute (styles, tests,
 * analytics), an optional coloured band, and a heading with the editor's icon.
 */
export function SectionFrame({ id, type, title, icon, backgroundColor, action, children }: SectionFrameProps) {
  const headingId = `${id}-title`;
  const band = backgroundStyle(backgroundColor);
  return (
    <section
      className={`content-section content-section--${type}${band.style ? ' content-section--band' : ''}`}
      data-section={type}
      id={`section-${id}`}
      {...(title ? { 'aria-labelledby': headingId } : {})}
      {...band}
    >
      {title || action ? (
        <div className="content-section__head">
          {title ? (
            <h2 className="content-section__title" id={headingId}>
              <ContentIcon name={icon} className="content-section__icon" />
              {title}
            </h2>
          ) : null}
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}
