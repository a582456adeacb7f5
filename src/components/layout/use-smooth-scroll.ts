import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRouter } from 'waku';
import { scrollPlan } from '../../lib/client/scroll-plan';

const targetTop = (id: string): number => {
  let element: HTMLElement | null = null;
  try {
    element = document.getElementById(decodeURIComponent(id));
  } catch {
    element = document.getElementById(id);
  }
  if (!element) return 0;
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  return element.getBoundingClientRect().top + window.scrollY - margin;
};

/**
 * Smooth scrolling after an in-app navigation (spec point 2). The router jumps to the top (or the
 * hash) instantly while it commits the new page; right after that commit, before the browser
 * paints, this puts the new page at the old offset and glides to the target instead. With
 * prefers-reduced-motion the router's jump stays.
 */
export function useSmoothScrollOnNavigation(): void {
  const { path, hash } = useRouter();
  const previous = useRef({ path, hash });
  const offsetAtClick = useRef(0);

  useEffect(() => {
    const remember = () => {
      offsetAtClick.current = window.scrollY;
    };
    document.addEventListener('click', remember, true);
    window.addEventListener('popstate', remember);
    return () => {
      document.removeEventListener('click', remember, true);
      window.removeEventListener('popstate', remember);
    };
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { path, hash };
    const plan = scrollPlan(before, { path, hash }, window.matchMedia('(prefers-reduced-motion: reduce)').matches);
    if (!plan) return;
    const from = offsetAtClick.current;
    // After every layout effect of this commit (the router's jump among them), before paint.
    queueMicrotask(() => {
      const top = plan.to === 'hash' ? targetTop(plan.id) : 0;
      if (Math.abs(from - top) < 2) return;
      window.scrollTo({ left: 0, top: from, behavior: 'instant' });
      window.scrollTo({ left: 0, top, behavior: 'smooth' });
    });
  }, [path, hash]);
}
