import type { Locale } from '../query/entry-query';

export type LinkTarget = 'Space' | 'Environment' | 'ContentType' | 'Tag' | 'Entry' | 'Asset';

export const link = (linkType: LinkTarget, id: string) => ({ sys: { type: 'Link' as const, linkType, id } });

/** Where an answer is from: sys.space and sys.environment of every entity. */
export interface ShapeContext {
  spaceId: string;
  environment: string;
  locale: Locale;
}

export const DEFAULT_LOCALE = 'sv-SE';
