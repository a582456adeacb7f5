'use client';

import { useActionState } from 'react';
import { addListArticle } from '../actions/add-list-article';
import { IDLE_LIST_STATE } from '../list-action-state';
import { ArticlePicker, type ArticlePickerTexts } from './article-picker';

export interface AddArticleTexts {
  heading: string;
  article: ArticlePickerTexts;
  quantity: string;
  submit: string;
}

/** Adds an article to the list by its number or by search (a quantity the list has already is added to). */
export function AddArticleForm({ listId, texts }: { listId: string; texts: AddArticleTexts }) {
  const [state, action, pending] = useActionState(addListArticle, IDLE_LIST_STATE);
  return (
    <form action={action} className="list-form" aria-labelledby="add-article-heading" aria-busy={pending || undefined}>
      <h2 id="add-article-heading">{texts.heading}</h2>
      <input type="hidden" name="listId" value={listId} />
      <div className="list-form__row">
        <ArticlePicker texts={texts.article} />
        <label className="list-form__narrow">
          {texts.quantity}
          <input type="text" name="quantity" inputMode="decimal" autoComplete="off" defaultValue="1" maxLength={20} />
        </label>
        <button type="submit" className="button button--secondary" disabled={pending}>{texts.submit}</button>
      </div>
      <p role="status" className={state.status === 'done' ? 'list-form__message' : 'list-form__message list-form__message--error'}>{state.message}</p>
    </form>
  );
}
