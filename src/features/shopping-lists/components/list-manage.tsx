'use client';

import { useActionState } from 'react';
import { deleteList } from '../actions/delete-list';
import { updateList } from '../actions/update-list';
import { IDLE_LIST_STATE, type ListActionState } from '../list-action-state';

export interface ListManageTexts {
  heading: string;
  rename: string;
  save: string;
  share: string;
  makePrivate: string;
  delete: string;
  confirmDelete: string;
  confirm: string;
  cancel: string;
}

const Message = ({ state }: { state: ListActionState }) =>
  state.message ? <p role="status" className={state.status === 'done' ? 'list-form__message' : 'list-form__message list-form__message--error'}>{state.message}</p> : null;

/**
 * The owner's (and admins') tools: rename, share or make private, delete after a confirmation.
 * The confirmation is a disclosure, so it works without JavaScript and nothing is deleted by one
 * click.
 */
export function ListManage({ listId, name, access, texts }: { listId: string; name: string; access: 'PRIVATE' | 'SHARED'; texts: ListManageTexts }) {
  const [renameState, renameAction, renaming] = useActionState(updateList, IDLE_LIST_STATE);
  const [accessState, accessAction, changing] = useActionState(updateList, IDLE_LIST_STATE);
  const [deleteState, deleteAction, deleting] = useActionState(deleteList, IDLE_LIST_STATE);
  return (
    <section className="list-manage" aria-label={texts.heading}>
      <form action={renameAction} className="list-form">
        <input type="hidden" name="listId" value={listId} />
        <input type="hidden" name="intent" value="rename" />
        <div className="list-form__row">
          <label>
            {texts.rename}
            <input type="text" name="name" defaultValue={name} required maxLength={100} autoComplete="off" />
          </label>
          <button type="submit" className="button button--secondary" disabled={renaming}>{texts.save}</button>
        </div>
        <Message state={renameState} />
      </form>
      <form action={accessAction} className="list-form">
        <input type="hidden" name="listId" value={listId} />
        <input type="hidden" name="intent" value={access === 'SHARED' ? 'private' : 'share'} />
        <button type="submit" className="button button--secondary" disabled={changing}>{access === 'SHARED' ? texts.makePrivate : texts.share}</button>
        <Message state={accessState} />
      </form>
      <details>
        <summary className="button button--link">{texts.delete}</summary>
        <form action={deleteAction} className="list-form" role="alertdialog" aria-label={texts.delete}>
          <input type="hidden" name="listId" value={listId} />
          <p>{texts.confirmDelete}</p>
          <div className="list-form__row">
            <button type="submit" className="button button--primary" disabled={deleting}>{texts.confirm}</button>
            <button type="button" className="button button--link" onClick={(event) => event.currentTarget.closest('details')?.removeAttribute('open')}>{texts.cancel}</button>
          </div>
          <Message state={deleteState} />
        </form>
      </details>
    </section>
  );
}
