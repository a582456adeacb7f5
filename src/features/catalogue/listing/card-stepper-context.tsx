'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { AddToCartForm, type AddToCartTexts } from '../../cart';
import { Icon } from '../../../components/icons/icon';

/** What every card's stepper in one grid shares: sent once per grid, not 48 times (issue 13). */
export interface CardStepperShared {
  /** quantityLabel keeps its "{name}" placeholder; each card fills in its own name. */
  texts: AddToCartTexts;
  listName: string;
}

const CardStepperContext = createContext<CardStepperShared | null>(null);

/**
 * Hands the stepper texts and the analytics list to every card below it. The server renders it
 * around the grid, so each card's stepper crosses the server→client boundary with its article
 * number, name and multiple only.
 */
export function CardStepperProvider({ value, children }: { value: CardStepperShared; children: ReactNode }) {
  return <CardStepperContext value={value}>{children}</CardStepperContext>;
}

const CLASS_NAMES = { form: 'quantity-stepper', input: 'quantity-stepper__input', button: 'button button--primary quantity-stepper__add', message: 'quantity-stepper__message' };

/**
 * Quantity in steps of the order multiple and the add button: the cart's add form with the card's
 * markup (the icon button; field and button named by aria-label). Outside a provider it renders nothing:
 * a card without the grid's texts could not label its field.
 */
export function CardQuantityStepper({ articleNumber, name, multiple, unit }: { articleNumber: string; name: string; multiple: number; unit: string }) {
  const shared = useContext(CardStepperContext);
  if (!shared) return null;
  const texts = { ...shared.texts, quantityLabel: shared.texts.quantityLabel.replace('{name}', name) };
  return <AddToCartForm listName={shared.listName} articleNumber={articleNumber} multiple={multiple} unit={unit} icon={<Icon name="cart" className="quantity-stepper__icon" />} iconOnly classNames={CLASS_NAMES} texts={texts} />;
}
