/** What the place-order action answers the summary when it does not go on to step 4. */
export type PlaceOrderState = { status: 'idle' } | { status: 'failed'; message: string; toDelivery?: boolean };
