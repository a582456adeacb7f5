import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { getRequestContext } from '../lib/request';

// The document shell: language, brand and UI mode on <html> so styles and analytics can key on them.
export default async function RootElement({ children }: { children: ReactNode }) {
  const { brand, mode, locale } = getRequestContext();
  // Through React's preload, not a <link> element: React writes a resource hint at the top of the
  // head either way, and an element as well would name the font twice.
  for (const font of brand.preloadFonts) preload(font, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={locale} data-brand={brand.id} data-mode={mode}>
      <head>
        <meta name="theme-color" content={brand.themeColor} />
        <link rel="stylesheet" href={brand.stylesheet} />
        <link rel="icon" href={brand.logos.favicon} type="image/svg+xml" />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
