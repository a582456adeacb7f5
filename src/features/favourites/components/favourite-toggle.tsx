'use client';

import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { toggleFavourite } from '../actions/toggle-favourite';
import { recordAnswer, requestLimitDialog, useStarred } from '../favourites-store';
import { favouriteForm } from '../favourite-toggle-state';
import { Icon } from '../../../components/icons/icon';
import { starPostedWithoutScript, useGridStar } from './grid-star-form';

export interface FavouriteToggleTexts {
  add: string;
  remove: string;
  /** "{name} är sparad som favorit." */
  added: string;
  removed: string;
}

const fill = (template: string, name: string) => template.replace('{name}', name);

/**
 * The star of one article (product card, product page, cart line, favourites flyout): a toggle
 * button (aria-pressed) named "Spara som favorit: <name>" / "Ta bort favorit: <name>" (on the
 * product page, beside its h1, the visible words alone), the change announced in a
 * polite live region. Clicks never race: the star shows the last wish at once, one request runs
 * at a time, and when it is answered a wish that differs from the answer is sent next. So a
 * double click ends where the buyer left it and the service holds one favourite, never two.
 * Without JavaScript the form posts to the same action. In a grid of cards the star is a button
 * of the grid's one form (grid-star-form.tsx), and the grid's live region speaks for it.
 */
export function FavouriteToggle({ articleNumber, name, rendered, texts, labelled = false }: { articleNumber: string; name: string; rendered: boolean; texts: FavouriteToggleTexts; labelled?: boolean }) {
  const stored = useStarred(articleNumber, rendered);
  // The product page's labelled star is never in a grid.
  const grid = useGridStar();
  const gridStar = labelled ? null : grid;
  const [wish, setWish] = useState<boolean | null>(null);
  const [ownAnnouncement, setOwnAnnouncement] = useState('');
  const announce = gridStar ? gridStar.announce : setOwnAnnouncement;
  const wishRef = useRef<boolean | null>(null);
  const running = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const starred = wish ?? stored;

  async function settle(confirmed: boolean) {
    running.current = true;
    try {
      let state = confirmed;
      while (wishRef.current !== null && wishRef.current !== state) {
        const wanted = wishRef.current;
        const answer = await toggleFavourite(favouriteForm(articleNumber, wanted));
        state = answer.starred ? answer.starred.includes(articleNumber) : state;
        if (answer.starred) recordAnswer(answer.starred, articleNumber, state);
        if (answer.status === 'limit') requestLimitDialog(button.current);
        if (answer.status !== 'done') {
          if (answer.status === 'failed') announce(answer.message);
          break;
        }
        announce(fill(state ? texts.added : texts.removed, name));
      }
    } finally {
      wishRef.current = null;
      running.current = false;
      setWish(null);
    }
  }

  // The script's path: the click or submit is the wish; the post is not sent.
  function onWish(event: FormEvent<HTMLFormElement> | MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    wishRef.current = !starred;
    setWish(!starred);
    if (!running.current) void settle(stored);
  }

  const label = starred ? texts.remove : texts.add;
  // The labelled star shows its words; the others are named by aria-label, not by hidden text,
  // which every card of a listing would lay out and shape (issue 13).
  const ariaLabel = labelled ? undefined : `${label}: ${name}`;
  const content = (
    <>
      <Icon name="star" className="favourite-toggle__star" />
      {labelled ? <span className="favourite-toggle__label">{label}</span> : null}
    </>
  );
  if (gridStar) {
    return (
      <button ref={button} type="submit" form={gridStar.formId} name={starred ? 'unstar' : 'star'} value={articleNumber} className="favourite-toggle favourite-toggle__button" aria-label={ariaLabel} aria-pressed={starred} data-starred={starred} onClick={onWish}>
        {content}
      </button>
    );
  }
  return (
    <form action={starPostedWithoutScript} onSubmit={onWish} className={labelled ? 'favourite-toggle favourite-toggle--labelled' : 'favourite-toggle'}>
      <input type="hidden" name="articleNumber" value={articleNumber} />
      <input type="hidden" name="starred" value={starred ? 'false' : 'true'} />
      <button ref={button} type="submit" className="favourite-toggle__button" aria-label={ariaLabel} aria-pressed={starred} data-starred={starred}>
        {content}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">{ownAnnouncement}</span>
    </form>
  );
}

/** The star's place while the buyer's favourites stream in: the same size, no state shown. */
export function FavouriteTogglePlaceholder({ labelled = false }: { labelled?: boolean }) {
  return <span className={labelled ? 'favourite-toggle favourite-toggle--labelled favourite-toggle--loading' : 'favourite-toggle favourite-toggle--loading'} aria-hidden="true" />;
}
