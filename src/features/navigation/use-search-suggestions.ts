'use client';

import { useEffect, useRef, useState } from 'react';
import { clientFetch } from '../../lib/client/client-fetch';
import { emptySuggestions, SUGGEST_DEBOUNCE_MS, SUGGEST_MAX_LENGTH, SUGGEST_MIN_LENGTH, type SuggestAnswer } from './suggest-types';

const SUGGEST_URL = '/api/search/suggest';
/** Answers kept for this page view, so Backspace over a query shows its suggestions at once. */
const MEMORY_SIZE = 30;

/** The query the edge route will see for what is typed (it collapses whitespace the same way). */
export const suggestTerm = (typed: string): string => typed.replace(/\s+/g, ' ').trim().slice(0, SUGGEST_MAX_LENGTH);

/**
 * Suggestions for what is typed, asked for SUGGEST_DEBOUNCE_MS after the last key press. An
 * answer that arrives after the text changed again is dropped (the request is aborted), so the
 * list never shows suggestions for an older query. A failed request just shows none.
 */
export function useSearchSuggestions(typed: string): SuggestAnswer {
  const term = suggestTerm(typed);
  const memory = useRef(new Map<string, SuggestAnswer>());
  const [answer, setAnswer] = useState<SuggestAnswer>(emptySuggestions);

  useEffect(() => {
    if (term.length < SUGGEST_MIN_LENGTH) {
      setAnswer(emptySuggestions(term));
      return;
    }
    const remembered = memory.current.get(term);
    if (remembered) {
      setAnswer(remembered);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await clientFetch(`${SUGGEST_URL}?${new URLSearchParams({ q: term })}`, { signal: controller.signal, headers: { accept: 'application/json' } });
        const body = res.ok ? ((await res.json()) as SuggestAnswer) : emptySuggestions(term);
        if (controller.signal.aborted) return;
        if (res.ok) {
          if (memory.current.size >= MEMORY_SIZE) memory.current.delete(memory.current.keys().next().value ?? '');
          memory.current.set(term, body);
        }
        setAnswer(body);
      } catch {
        if (!controller.signal.aborted) setAnswer(emptySuggestions(term));
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term]);

  return answer;
}
