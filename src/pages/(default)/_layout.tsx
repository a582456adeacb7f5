import type { ReactNode } from 'react';
import { AppBanner } from '../_components/app-banner';
import { HIDE_DISMISSED_APP_BANNER } from '../_components/app-banner-script';
import { SiteFooter } from '../_components/site-footer';
import { SiteHeader } from '../_components/site-header';
import { SiteBanners } from '../../features/content/site/site-banners';
import { BeforePaintScript } from '../../components/before-paint-script';
import { getRequestContext } from '../../lib/request';
import { t } from '../../lib/texts';

// The default layout: header, content, footer. The app webview and punch-out drop the web-only
// chrome (footer, app banner): the host app has its own.
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  const { brand, mode } = getRequestContext();
  const webOnly = mode === 'NORMAL';
  return (
    <div className="layout layout--default" data-layout="default">
      {webOnly ? <AppBanner text={t('layout.appBanner')} closeLabel={t('layout.closeMessage')} /> : null}
      {webOnly ? <BeforePaintScript code={HIDE_DISMISSED_APP_BANNER} /> : null}
      <SiteHeader brand={brand} />
      {/*
        Alert and information banners from the content system, on every page. Part of the shell,
        not streamed: revealed later they pushed the page down (issue 13, CLS 0.3–0.5). Their
        content comes from the content cache (KV) and never fails the page.
      */}
      <SiteBanners />
      <main id="main" className="site-main">
        {children}
      </main>
      {webOnly ? <SiteFooter brand={brand} /> : null}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
