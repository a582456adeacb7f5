'use client';

import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { ScriptlessFlyout, withClass } from '../flyout/scriptless-flyout';
import { useScriptless } from '../streaming/client-streamed';
import { useHeaderMenu, type HeaderMenuId } from './header-menus';
import { useFlyoutFocus } from './use-flyout-focus';

interface HeaderFlyoutProps {
  /** Which header menu this is; opening it closes whichever other one is open. */
  menuId: HeaderMenuId;
  /** Accessible name of the panel. */
  label: string;
  /** What the toggle shows. */
  button: ReactNode;
  className?: string;
  panelClassName?: string;
  children: ReactNode;
}

/**
 * The account Flyout's behaviour (focus in, Tab kept inside, Escape and outside press close,
 * focus back to the toggle) with its open state held by the header instead of by itself, so the
 * header's menus can close each other. The panel stays in the HTML when closed: its links are the
 * site's category structure for crawlers.
 */
export function HeaderFlyout(props: HeaderFlyoutProps) {
  if (!useScriptless()) return <ScriptedHeaderFlyout {...props} />;
  const { label, button, className, panelClassName, children } = props;
  return (
    <ScriptlessFlyout className={withClass('header-flyout', className)} toggleClassName="header-flyout__toggle" panelClassName={withClass('header-flyout__panel', panelClassName)} label={label} button={button}>
      {children}
    </ScriptlessFlyout>
  );
}

function ScriptedHeaderFlyout({ menuId, label, button, className, panelClassName, children }: HeaderFlyoutProps) {
  const { open, setOpen } = useHeaderMenu(menuId);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useFlyoutFocus({ open, panel, root, toggle, onClose: () => setOpen(false) });

  // A followed link closes the panel at once; the route change would close it a moment later.
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a[href]')) setOpen(false);
  };

  return (
    <div ref={root} className={withClass('header-flyout', className)} data-open={open || undefined}>
      <button ref={toggle} type="button" className="header-flyout__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {button}
      </button>
      <div ref={panel} id={id} role="dialog" aria-label={label} className={withClass('header-flyout__panel', panelClassName)} hidden={!open} onClick={onPanelClick}>
        {children}
      </div>
    </div>
  );
}
