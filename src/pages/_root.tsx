import type { ReactNode } from 'react';
import { getRequestContext } from '../lib/request';

// The document shell: language, brand and UI mode on <html> so styles and analytics can key on them.
export default async function RootElement({ children }: { children: ReactNode }) {
  const { brand, mode, locale } = getRequestContext();
  return (
    <html lang={locale} data-brand={brand.id} data-mode={mode}>
      <head>
        <meta name="theme-color" content={brand.themeColor} />
        {brand.preloadFonts.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <link rel="stylesheet" href={brand.stylesheet} />
        <link rel="icon" href={brand.logos.favicon} type="image/svg+xml" />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
