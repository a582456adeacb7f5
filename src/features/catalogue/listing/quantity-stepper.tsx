import type { ReactNode } from 'react';
import { t } from '../../../lib/texts';
import { LIST_NAMES } from '../../analytics';
import { CardStepperProvider, type CardStepperShared } from './card-stepper-context';

/** The stepper texts of a grid, once: the field's label keeps "{name}" for each card to fill in. */
const stepperShared = (listName: string): CardStepperShared => ({
  listName,
  texts: {
    quantityLabel: t('listing.card.quantity', { name: '{name}' }),
    add: t('listing.card.addToCart'),
    busy: t('cartPage.add.busy'),
    added: t('cart.added'),
    decrease: t('cartPage.quantity.decrease'),
    increase: t('cartPage.quantity.increase'),
  },
});

/** Around a grid of cards: the steppers' shared texts and analytics list (card-stepper-context). */
export function QuantityStepperTexts({ listName = LIST_NAMES.product, children }: { listName?: string | undefined; children: ReactNode }) {
  return <CardStepperProvider value={stepperShared(listName)}>{children}</CardStepperProvider>;
}
