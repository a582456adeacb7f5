import { t } from '../../lib/texts';

export interface StoreName {
  id: string;
  name: string;
}

/** Where a delivery leaves from or is picked up, in words: "centrallagret" or "butik Umeå". */
export function deliveryPlace(locationId: string, centralStorageId: string, stores: readonly StoreName[]): string {
  if (locationId === centralStorageId) return t('cartPage.delivery.centralStorage');
  const store = stores.find((candidate) => candidate.id === locationId);
  return t('cartPage.delivery.store', { name: store?.name ?? locationId });
}

/** The two ways a line can be moved (the cart issue): home delivery, or pickup in a store. */
export function deliveryChoices(centralStorageId: string, stores: readonly StoreName[]): { value: string; label: string }[] {
  return [
    { value: `DBI:${centralStorageId}`, label: t('cartPage.delivery.home') },
    ...stores.map((store) => ({ value: `EXH:${store.id}`, label: t('cartPage.delivery.pickup', { name: store.name }) })),
  ];
}
