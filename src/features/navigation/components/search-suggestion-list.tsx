'use client';

import { useEffect } from 'react';
import { highlightMatch } from '../highlight-match';
import type { SuggestAnswer } from '../suggest-types';
import { Icon } from '../../../components/icons/icon';
import { ResponsiveImage } from '../../../components/responsive-image';

export interface SuggestionTexts {
  suggestions: string;
  products: string;
  categories: string;
  pages: string;
  /** "Visa alla resultat för ”{q}”". */
  showAllFor: string;
  /** "Inga förslag för ”{q}”". */
  noSuggestions: string;
  /** "Art.nr {articleNumber}". */
  articleNumber: string;
}

interface SuggestionListProps {
  id: string;
  hidden: boolean;
  answer: SuggestAnswer;
  /** What is typed now (the answer may still be for an earlier query). */
  term: string;
  active: number;
  optionId: (index: number) => string;
  onPick: (index: number) => void;
  onHover: (index: number) => void;
  texts: SuggestionTexts;
}

function Highlighted({ text, term }: { text: string; term: string }) {
  return highlightMatch(text, term).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text));
}

/**
 * The dropdown under the search field: a listbox of product and category options in labelled
 * groups, then "Visa alla resultat"; a note when nothing matched sits outside the listbox. Options
 * take no focus (it stays in the field, whose aria-activedescendant names the active option), and
 * pressing one does not blur the field. The active option is scrolled into view; the panel itself
 * is in the tab order, so a keyboard user can also scroll a list taller than a phone's screen.
 */
export function SearchSuggestionList({ id, hidden, answer, term, active, optionId, onPick, onHover, texts }: SuggestionListProps) {
  const { products, categories, pages } = answer;
  const optionProps = (index: number) => ({
    id: optionId(index),
    role: 'option',
    'aria-selected': index === active,
    className: 'suggestion',
    onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
    onMouseMove: () => onHover(index),
    onClick: () => onPick(index),
  });
  const showAllIndex = products.length + categories.length + pages.length;
  const nothing = answer.q === term && showAllIndex === 0;
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, optionId]);

  return (
    <div className="search-suggestions" hidden={hidden} tabIndex={0}>
      {nothing ? <p className="search-suggestions__empty">{texts.noSuggestions.replace('{q}', term)}</p> : null}
      <div id={id} role="listbox" aria-label={texts.suggestions}>
        {products.length > 0 ? (
          <div role="group" aria-labelledby={`${id}-products`} className="search-suggestions__group">
            <div role="presentation" id={`${id}-products`} className="search-suggestions__heading">{texts.products}</div>
            {products.map((product, index) => (
              <div key={product.slug} {...optionProps(index)}>
                <ResponsiveImage className="suggestion__image" src={product.image} alt="" width={44} height={44} sizes="44px" />
                <span className="suggestion__text">
                  <span className="suggestion__name"><Highlighted text={product.name} term={term} /></span>
                  <span className="suggestion__meta">{texts.articleNumber.replace('{articleNumber}', product.articleNumber)}</span>
                </span>
              </div>
            ))}
          </div>
        ) : null}
        {categories.length > 0 ? (
          <div role="group" aria-labelledby={`${id}-categories`} className="search-suggestions__group">
            <div role="presentation" id={`${id}-categories`} className="search-suggestions__heading">{texts.categories}</div>
            {categories.map((category, index) => (
              <div key={category.id} {...optionProps(products.length + index)}>
                <span className="suggestion__folder" aria-hidden="true">
                  <Icon name="folder" className="header-glyph" />
                </span>
                <span className="suggestion__text">
                  <span className="suggestion__name"><Highlighted text={category.name} term={term} /></span>
                  {category.trail.length > 0 ? <span className="suggestion__meta">{category.trail.join(' › ')}</span> : null}
                </span>
              </div>
            ))}
          </div>
        ) : null}
        {pages.length > 0 ? (
          <div role="group" aria-labelledby={`${id}-pages`} className="search-suggestions__group">
            <div role="presentation" id={`${id}-pages`} className="search-suggestions__heading">{texts.pages}</div>
            {pages.map((page, index) => (
              <div key={page.href} {...optionProps(products.length + categories.length + index)}>
                <span className="suggestion__text">
                  <span className="suggestion__name"><Highlighted text={page.title} term={term} /></span>
                  {page.preTitle ? <span className="suggestion__meta">{page.preTitle}</span> : null}
                </span>
              </div>
            ))}
          </div>
        ) : null}
        <div {...optionProps(showAllIndex)} className="suggestion suggestion--all">
          {texts.showAllFor.replace('{q}', term)}
        </div>
      </div>
    </div>
  );
}
