'use client';

import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { isComboboxKey, moveActiveIndex, SUGGEST_MIN_LENGTH, suggestTerm, useSearchSuggestions, type ProductSuggestion } from '../../navigation';
import { ResponsiveImage } from '../../../components/responsive-image';

export interface ArticlePickerTexts {
  /** "Artikelnummer eller sökord". */
  label: string;
  /** "Art.nr {articleNumber}". */
  articleNumber: string;
  /** "Vald: {name}". */
  chosen: string;
}

/**
 * The article field of "Lägg till artikel": an article number, or a word that offers the matching
 * products as a combobox (the header search's suggestions). Picking one puts its number in the
 * field, so the form posts an article number either way, and works as a plain field without
 * JavaScript.
 */
export function ArticlePicker({ texts }: { texts: ArticlePickerTexts }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<ProductSuggestion | null>(null);
  const products = useSearchSuggestions(typed).products;
  const expanded = open && suggestTerm(typed).length >= SUGGEST_MIN_LENGTH && products.length > 0;
  const optionId = useCallback((index: number) => `${id}-article-${index}`, [id]);

  useEffect(() => setActive(-1), [products]);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, optionId]);

  const pick = (product: ProductSuggestion | undefined) => {
    if (!product) return;
    setTyped(product.articleNumber);
    setChosen(product);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isComboboxKey(event.key) && products.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => moveActiveIndex(expanded ? current : -1, products.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(products[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    // The panel may take focus (to scroll it by keyboard); leaving the picker altogether closes it.
    <div className="article-picker" onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setOpen(false)}>
      <label htmlFor={`${id}-input`}>{texts.label}</label>
      <input
        id={`${id}-input`}
        type="text"
        name="articleNumber"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={chosen ? `${id}-chosen` : undefined}
        autoComplete="off"
        maxLength={100}
        required
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setChosen(null);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="search-suggestions" hidden={!expanded} tabIndex={0}>
        <div id={`${id}-listbox`} role="listbox" aria-label={texts.label}>
          {products.map((product, index) => (
            <div
              key={product.articleNumber}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="suggestion"
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => pick(product)}
            >
              <ResponsiveImage className="suggestion__image" src={product.image} alt="" width={44} height={44} sizes="44px" />
              <span className="suggestion__text">
                <span className="suggestion__name">{product.name}</span>
                <span className="suggestion__meta">{texts.articleNumber.replace('{articleNumber}', product.articleNumber)}</span>
              </span>
            </div>
          ))}
        </div>
      </div>
      {chosen ? <p id={`${id}-chosen`} className="list-form__hint">{texts.chosen.replace('{name}', chosen.name)}</p> : null}
    </div>
  );
}
