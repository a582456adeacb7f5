import type { TextKey, TextParams } from '../../lib/texts';

/** The service's limit for a list name. */
export const LIST_NAME_MAX = 100;

export type ListNameCheck = { ok: true; name: string } | { ok: false; key: TextKey; params?: TextParams };

/**
 * A list name as the buyer typed it: white space runs made one space and trimmed, so a name of
 * spaces only is no name; at most LIST_NAME_MAX characters; no control characters. The service
 * checks the same again.
 */
export function checkListName(raw: string): ListNameCheck {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(raw)) return { ok: false, key: 'shoppingLists.name.invalid' };
  const name = raw.replace(/\s+/g, ' ').trim();
  if (name === '') return { ok: false, key: 'shoppingLists.name.required' };
  if (name.length > LIST_NAME_MAX) return { ok: false, key: 'shoppingLists.name.tooLong', params: { max: LIST_NAME_MAX, length: name.length.toLocaleString('sv-SE') } };
  return { ok: true, name };
}
