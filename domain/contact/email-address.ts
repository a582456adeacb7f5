/**
 * The spec's e-mail rule (point 5): a local part and a domain without spaces or a second @, and a
 * top-level part of at least two letters, case-insensitive. 254 characters is the longest address
 * SMTP carries. Shared by the shop's forms and the services that send mail.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
export const MAX_EMAIL_LENGTH = 254;

export const isEmailAddress = (text: string): boolean => text.length <= MAX_EMAIL_LENGTH && EMAIL.test(text);
