/** What the favourites action answers a star or unstar with. */
export interface FavouriteToggleState {
  status: 'done' | 'limit' | 'failed';
  message: string;
  /** The service's list after the change (article numbers), when it could be read. */
  starred?: string[];
}

/** The form fields of a star: which article, and whether it should end up starred. */
export const favouriteForm = (articleNumber: string, starred: boolean): FormData => {
  const form = new FormData();
  form.set('articleNumber', articleNumber);
  form.set('starred', starred ? 'true' : 'false');
  return form;
};
