/** Limits of the order page's forms, the same as the order service's (backend/src/orders). */
export const MAX_EMAIL_MESSAGE = 1_000;
export const MAX_INQUIRY_LENGTH = 2_000;
