import { badRequest } from '../lib/api-error';

/** A list name: what the buyer reads in the list of lists, so short and on one line. */
export const LIST_NAME_MAX = 100;

export type ListNameError = 'name_required' | 'name_too_long' | 'name_invalid';

/** Trimmed, inner runs of white space made one space; empty or spaces only is no name. */
export function checkListName(raw: string): { name: string } | { error: ListNameError } {
  if (/[\u0000-\u001f\u007f]/.test(raw.replace(/[\t\n\r]/g, ' '))) return { error: 'name_invalid' };
  const name = raw.replace(/\s+/g, ' ').trim();
  if (name === '') return { error: 'name_required' };
  if (name.length > LIST_NAME_MAX) return { error: 'name_too_long' };
  return { name };
}

/** The name or the 400 with its code, which the shop turns into its Swedish message. */
export function requireListName(raw: string): string {
  const checked = checkListName(raw);
  if ('error' in checked) throw badRequest(checked.error === 'name_too_long' ? `A list name has at most ${LIST_NAME_MAX} characters` : 'A list needs a name', checked.error);
  return checked.name;
}
