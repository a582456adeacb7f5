'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useRouter } from 'waku';
import { isComboboxKey, moveActiveIndex } from '../combobox-index';
import { searchPageHref, SUGGEST_MIN_LENGTH } from '../suggest-types';
import { suggestTerm, useSearchSuggestions } from '../use-search-suggestions';
import { href } from '../../../lib/routes/href';
import { Icon } from '../../../components/icons/icon';
import { useHeaderMenu } from '../../../components/layout/header-menus';
import { SearchSuggestionList, type SuggestionTexts } from './search-suggestion-list';

export interface SearchComboboxTexts extends SuggestionTexts {
  label: string;
  placeholder: string;
  submit: string;
  /** "{count} förslag. …", read out when suggestions arrive. */
  count: string;
}

/**
 * The header's search field with search-as-you-type, as an ARIA combobox: arrow keys move through
 * the suggestions, Enter opens the active one, Escape closes the list. It stays a plain GET form to
 * /search, so without JavaScript (or before it loads) searching works all the same.
 */
export function SearchCombobox({ texts }: { texts: SearchComboboxTexts }) {
  const router = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { open, setOpen } = useHeaderMenu('search');
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(-1);
  const answer = useSearchSuggestions(typed);
  const term = suggestTerm(typed);
  const expanded = open && term.length >= SUGGEST_MIN_LENGTH;

  // Products, categories, pages, then "Visa alla resultat": one flat list for the arrow keys.
  const hrefs = useMemo(
    () => [...answer.products.map((p) => p.href), ...answer.categories.map((c) => c.href), ...answer.pages.map((page) => page.href), searchPageHref(term)],
    [answer, term],
  );
  useEffect(() => setActive(-1), [answer]);
  // Text typed before the page was interactive is taken over, not lost.
  useEffect(() => {
    if (input.current?.value) setTyped(input.current.value);
  }, []);

  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);
  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    void router.push(href as `/${string}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isComboboxKey(event.key) && term.length >= SUGGEST_MIN_LENGTH) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => moveActiveIndex(expanded ? current : -1, hrefs.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const href = hrefs[active];
      if (href) go(href);
    } else if (event.key === 'Escape' && expanded) {
      // Only the list closes; a second Escape clears the field as usual.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typed.trim() !== '') go(searchPageHref(typed));
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const suggestionCount = answer.products.length + answer.categories.length + answer.pages.length;
  return (
    <form className="site-header__search search-combobox" action={href('search')} method="get" role="search" onSubmit={onSubmit} onBlur={onBlur}>
      <label htmlFor={`${id}-input`} className="visually-hidden">{texts.label}</label>
      <div className="search-combobox__field">
        <input
          ref={input}
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={texts.placeholder}
          maxLength={200}
          required
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => term.length >= SUGGEST_MIN_LENGTH && setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="search-combobox__submit">
          <Icon name="search" className="header-glyph" />
          <span className="visually-hidden">{texts.submit}</span>
        </button>
      </div>
      <SearchSuggestionList
        id={`${id}-listbox`}
        hidden={!expanded}
        answer={answer}
        term={term}
        active={active}
        optionId={optionId}
        onPick={(index) => hrefs[index] && go(hrefs[index])}
        onHover={setActive}
        texts={texts}
      />
      {/* aria-live without role="status": the page's one status region is the toast. */}
      <p aria-live="polite" className="visually-hidden">
        {expanded && answer.q === term && suggestionCount > 0 ? texts.count.replace('{count}', String(suggestionCount)) : ''}
      </p>
    </form>
  );
}
