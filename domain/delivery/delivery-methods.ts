/**
 * Spec point 3's delivery methods, by id: the shop's delivery page, the user profile and the cart
 * service all take the ids, the default and the limited set from here. Each side keeps its own
 * details of a method beside its use (the shop its ordering hours, the service its names and
 * location types), keyed by these ids.
 */
export const DELIVERY_METHOD_IDS = ['DBI', 'EXH', 'XXX', 'EXB', '24-12'] as const;
export type DeliveryMethodId = (typeof DELIVERY_METHOD_IDS)[number];

/** Spec point 9: every user's default delivery method, and what a line without one gets. */
export const DEFAULT_DELIVERY_METHOD: DeliveryMethodId = 'DBI';

/** EJ_ALLA_LEVERANSSATT (spec point 6): the standard methods only, with the default forced. */
export const LIMITED_DELIVERY_METHODS: readonly DeliveryMethodId[] = ['DBI', 'EXH'];

export const isDeliveryMethodId = (value: string): value is DeliveryMethodId => (DELIVERY_METHOD_IDS as readonly string[]).includes(value);
