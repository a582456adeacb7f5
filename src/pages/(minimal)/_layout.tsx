import type { ReactNode } from 'react';
import { Link } from 'waku';
import { BrandLogo } from '../_components/brand-logo';
import { CheckoutStepper, type CheckoutStep } from '../../components/layout/checkout-stepper';
import { getRequestContext } from '../../lib/request';
import { checkoutStepperSteps } from '../../lib/routes/checkout-steps';
import { t } from '../../lib/texts';

// The minimal layout: logo and checkout stepper only, so nothing distracts from the task at hand.
export default async function MinimalLayout({ children }: { children: ReactNode }) {
  const { brand } = getRequestContext();
  const steps = checkoutStepperSteps();
  return (
    <div className="layout layout--minimal" data-layout="minimal">
      <header className="minimal-header">
        <Link to="/" className="site-header__logo">
          <BrandLogo brand={brand} name="logo" className="brand-logo" />
        </Link>
        <CheckoutStepper steps={steps} label={t('checkout.stepperLabel')} />
      </header>
      <main id="main" className="site-main">
        {children}
      </main>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
