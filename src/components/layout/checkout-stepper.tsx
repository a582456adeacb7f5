'use client';

import { Link, useRouter } from 'waku';

export interface CheckoutStep {
  path: `/${string}`;
  label: string;
}

/**
 * Cart → delivery → summary; the current step is marked for assistive technology too. The steps
 * come from the route table (`checkoutStepperSteps()`), built on the server with their labels.
 */
export function CheckoutStepper({ steps, label }: { steps: CheckoutStep[]; label: string }) {
  const { path } = useRouter();
  const current = steps.findIndex((step) => step.path === path);
  // The minimal layout also frames sign-in and password pages, which are no checkout step.
  if (current === -1) return null;
  return (
    <nav aria-label={label}>
      <ol className="checkout-stepper">
        {steps.map((step, index) => {
          const done = current > index;
          const className = `checkout-stepper__step${done ? ' checkout-stepper__step--done' : ''}`;
          return (
            <li key={step.path} className={className} aria-current={index === current ? 'step' : undefined}>
              {done ? <Link to={step.path}>{step.label}</Link> : <span>{step.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
