'use client';

import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRouter } from 'waku';

/**
 * The header's popups. At most one is open at a time: the spec makes the product, services and
 * extra menus mutually exclusive and has search close the history flyout; one shared "which is
 * open" covers both rules, and the mobile panel, without the menus knowing about each other.
 */
export type HeaderMenuId = 'products' | 'services' | 'extra' | 'history' | 'search' | 'mobile';

interface HeaderMenusState {
  openMenu: HeaderMenuId | null;
  setOpenMenu: (update: (current: HeaderMenuId | null) => HeaderMenuId | null) => void;
}

const HeaderMenusContext = createContext<HeaderMenusState | null>(null);

interface HeaderMenusProviderProps {
  className: string;
  children: ReactNode;
}

/** Wraps the header's content; every menu inside shares the one open state. */
export function HeaderMenusProvider({ className, children }: HeaderMenusProviderProps) {
  const [openMenu, setOpenMenu] = useState<HeaderMenuId | null>(null);
  const [ready, setReady] = useState(false);
  const { path, query } = useRouter();

  // A link followed inside a menu leaves the header mounted (it is part of the layout): close it.
  useEffect(() => setOpenMenu(null), [path, query]);
  // Tells browser tests (and styles) that the menus respond: before hydration a click is lost.
  useEffect(() => setReady(true), []);

  const value = useMemo(() => ({ openMenu, setOpenMenu }), [openMenu]);
  return (
    <HeaderMenusContext value={value}>
      <div className={className} data-menus-ready={ready ? 'true' : undefined}>
        {children}
      </div>
    </HeaderMenusContext>
  );
}

/** One menu's view of the shared state: is it open, and a setter that closes the others. */
export function useHeaderMenu(id: HeaderMenuId): { open: boolean; setOpen: (open: boolean) => void } {
  const state = use(HeaderMenusContext);
  if (!state) throw new Error('useHeaderMenu() needs a HeaderMenusProvider');
  const { openMenu, setOpenMenu } = state;
  // Closing only closes this menu: a late close must not shut the menu that opened meanwhile.
  const setOpen = useCallback((open: boolean) => setOpenMenu((current) => (open ? id : current === id ? null : current)), [id, setOpenMenu]);
  return { open: openMenu === id, setOpen };
}
