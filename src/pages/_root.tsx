import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { ScriptlessPage } from '../components/streaming/client-streamed';
import { getRequestContext } from '../lib/request';
import { noScriptAddress } from '../lib/request/no-script';

// The document shell: language, brand and UI mode on <html> so styles and analytics can key on them.
export default async function RootElement({ children }: { children: ReactNode }) {
  const { brand, mode, locale, noScript, pagePath, url } = getRequestContext();
  // Through React's preload, not a <link> element: React writes a resource hint at the top of the
  // head either way, and an element as well would name the font twice.
  for (const font of brand.preloadFonts) preload(font, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={locale} data-brand={brand.id} data-mode={mode}>
      <head>
        <meta name="theme-color" content={brand.themeColor} />
        <link rel="stylesheet" href={brand.stylesheet} />
        <link rel="icon" href={brand.logos.favicon} type="image/svg+xml" />
        {/* A browser without scripts asks again for the page with every part in place (decision 044). */}
        {noScript ? null : (
          <noscript>
            <meta httpEquiv="refresh" content={`0; url='${noScriptAddress(pagePath ?? url.pathname, url.search)}'`} />
          </noscript>
        )}
      </head>
      <body>{noScript ? <ScriptlessPage>{children}</ScriptlessPage> : children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
