import { CategoryIcon, isCategoryIcon } from '../../navigation';

/**
 * The icons editors can name in content ("truck", "phone", a category icon name…), drawn as small
 * line SVGs in the text colour. Decoration only: the text beside an icon carries the meaning.
 * An unknown name draws nothing rather than a broken box.
 */

const PATHS: Record<string, string> = {
  truck: 'M2 6h12v10H2zM14 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  tools: 'M14.5 6.5a4 4 0 0 0-5.3 5.3L3 18l3 3 6.2-6.2a4 4 0 0 0 5.3-5.3l-2.6 2.6-2.4-.6-.6-2.4z',
  wrench: 'M14.5 6.5a4 4 0 0 0-5.3 5.3L3 18l3 3 6.2-6.2a4 4 0 0 0 5.3-5.3l-2.6 2.6-2.4-.6-.6-2.4z',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-.9.8-.9 1.5v.5M12 17h.01',
  question: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-.9.8-.9 1.5v.5M12 17h.01',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 12l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  mail: 'M3 5h18v14H3zM3 7l9 6 9-6',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5h.01',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  book: 'M4 4.5A1.5 1.5 0 0 1 5.5 3H20v15H5.5A1.5 1.5 0 0 0 4 19.5zM4 19.5A1.5 1.5 0 0 0 5.5 21H20',
  news: 'M4 4h13v16H6a2 2 0 0 1-2-2zM17 8h3v10a2 2 0 0 1-2 2M7 8h7M7 12h7M7 16h4',
  star: 'M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z',
  fire: 'M12 3c.8 3.5 5 5.5 5 10.5a5 5 0 0 1-10 0c0-2.6 1.6-3.8 2-6.5 1.5 1 2.3 2.6 2.3 2.6S13 6.5 12 3z',
  store: 'M4 10v10h16V10M3 10l2-6h14l2 6zM10 20v-5h4v5',
  tag: 'M3 12V3h9l9 9-9 9zM7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4',
  pin: 'M12 21s-7-6.3-7-12a7 7 0 0 1 14 0c0 5.7-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  calendar: 'M4 5h16v15H4zM4 9h16M8 3v4M16 3v4',
  'arrow-right': 'M5 12h14M13 6l6 6-6 6',
  play: 'M8 5v14l11-7z',
  close: 'M6 6l12 12M18 6L6 18',
  warning: 'M12 3l10 18H2zM12 10v5M12 18h.01',
  linkedin: 'M4 9h4v11H4zM6 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h4v1.5c.6-1 1.9-1.8 3.5-1.8 2.5 0 3.5 1.6 3.5 4.3v7h-4v-6c0-1.4-.5-2.2-1.7-2.2S14 12.6 14 14v6h-4z',
  instagram: 'M4 4h16v16H4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17 7h.01',
};

export function ContentIcon({ name, className }: { name: string | undefined; className?: string }) {
  if (!name) return null;
  if (isCategoryIcon(name)) return <CategoryIcon icon={name} />;
  const path = PATHS[name];
  if (!path) return null;
  return (
    <svg className={`content-icon${className ? ` ${className}` : ''}`} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Whether content names an icon this shop can draw. */
export const hasContentIcon = (name: string | undefined): boolean => !!name && (isCategoryIcon(name) || name in PATHS);
