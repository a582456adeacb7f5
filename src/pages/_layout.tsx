// Every stylesheet a page may need wherever it is, in cascade order (all sit in @layer base; where
// rules of equal specificity meet, the later one wins): the shared base first, then the features.
// A view of one page type imports its own (product, checkout, stores, configurator, content
// sections): it is linked only where that view renders, after these, so no other page fetches or
// parses it (decision 051).
import '../styles/base.css';
import '../styles/site-header.css';
import '../styles/page-chrome.css';
import '../styles/forms.css';
import '../components/flyout/flyout.css';
import '../features/account/components/account-menu.css';
import '../features/account/account-pages.css';
import '../features/navigation/navigation.css';
import '../features/catalogue/catalogue.css';
import '../features/cart/cart.css';
import '../features/favourites/favourites.css';
import '../features/content/content.css';
import '../features/my-page/my-page.css';
import '../features/consent/consent.css';
import '../features/analytics/dev-data-layer-panel.css';
import type { ReactNode } from 'react';
import { IconSprite } from '../components/icons/icon-sprite';
import { AppErrorBoundary } from '../components/feedback/app-error-boundary';
import { Toaster } from '../components/feedback/toaster';
import { ClientResilience } from '../components/layout/client-resilience';
import { FocusOnNavigation } from '../components/layout/focus-on-navigation';
import { ConsentAndTags } from '../features/consent/server';
import { BrowserMonitoringLoader } from '../features/monitoring/server';
import { AnalyticsObserver, DataLayerGate, DevDataLayerPanel } from '../features/analytics';
import { CategoryIconSymbols } from '../features/navigation';
// Not through the feature's index: that one carries the edge's zod schema.
import { TrackingSender } from '../features/tracking/tracking-sender';
import { getCustomerContext, getRequestContext } from '../lib/request';
import { t } from '../lib/texts';

// Shared by every layout: the error boundary and the toast region that shows a flash message.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const { flash, notice, session, environment, brand } = getRequestContext();
  // A signed-in buyer's assortment and preferred store are settled before the first byte, while the
  // answer can still set the cookie that keeps them (decision 046); a page that asks for them only
  // in a streamed part would ask again every time. Kept, this is one signature check.
  if (session) await getCustomerContext();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      {/* Before the page, not after it: a fixed bar either way, but here it is parsed and painted with
          the first bytes instead of after every card (it is the listing pages' largest paint). */}
      <ConsentAndTags />
      <IconSprite />
      <CategoryIconSymbols />
      <AppErrorBoundary>{children}</AppErrorBoundary>
      <Toaster message={flash ? t(flash) : notice} closeLabel={t('layout.closeMessage')} />
      <FocusOnNavigation />
      <ClientResilience preloadPages={!session} />
      <BrowserMonitoringLoader />
      <TrackingSender />
      <DataLayerGate enabled={brand.analytics.tagManagerId !== undefined} waitForConsent={brand.analytics.waitForConsent} />
      <AnalyticsObserver />
      {environment.isLocalDevelopment ? <DevDataLayerPanel texts={{ title: t('analytics.devPanel.title'), intro: t('analytics.devPanel.intro'), empty: t('analytics.devPanel.empty'), clear: t('analytics.devPanel.clear') }} /> : null}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
