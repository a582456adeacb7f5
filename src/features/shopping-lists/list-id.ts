import { z } from 'zod';

/** A list id as the route and the service take it. */
export const ListIdField = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);

/** An item id of a list line. */
export const ItemIdField = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);

/**
 * The id of a list not made yet, rendered into its form: posted twice, the form names the same
 * list, and the service makes it once (PUT creates under an id nobody has; decision 027).
 */
export const newListId = () => crypto.randomUUID();
