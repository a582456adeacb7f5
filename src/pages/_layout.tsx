import '../styles/base.css';
import '../styles/forms.css';
import '../styles/account.css';
import '../styles/navigation.css';
import '../styles/product.css';
import '../styles/listing.css';
import '../styles/cart.css';
import '../styles/content.css';
import '../styles/checkout.css';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '../components/feedback/app-error-boundary';
import { Toaster } from '../components/feedback/toaster';
import { getRequestContext } from '../lib/request';
import { t } from '../lib/texts';

// Shared by every layout: the error boundary and the toast region that shows a flash message.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const { flash } = getRequestContext();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <AppErrorBoundary>{children}</AppErrorBoundary>
      <Toaster message={flash ? t(flash) : undefined} closeLabel={t('layout.closeMessage')} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
