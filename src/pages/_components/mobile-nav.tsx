'use client';

import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useHeaderMenu } from '../../components/layout/header-menus';
import { useFlyoutFocus } from '../../components/layout/use-flyout-focus';
import { useScriptless } from '../../components/streaming/client-streamed';

export interface MobileNavTexts {
  open: string;
  close: string;
  title: string;
}

/**
 * Below 48rem the header's menus move into one full-height panel behind a menu button: a modal
 * dialog (focus kept inside, Escape or the backdrop closes, focus back to the button) that stops
 * the page behind it from scrolling while it is open. A browser without scripts gets links
 * instead of the buttons: "Meny" targets the panel, which CSS shows while it is the target
 * (mobile-panel.css), and × leaves it.
 */
export function MobileNav({ texts, children }: { texts: MobileNavTexts; children: ReactNode }) {
  if (useScriptless()) return <ScriptlessMobileNav texts={texts}>{children}</ScriptlessMobileNav>;
  return <ScriptedMobileNav texts={texts}>{children}</ScriptedMobileNav>;
}

/** The panel's toggle face: the burger and the word "Meny". */
function ToggleFace({ text }: { text: string }) {
  return (
    <>
      <span className="mobile-nav__burger" aria-hidden="true" />
      <span className="mobile-nav__toggle-text">{text}</span>
    </>
  );
}

const PANEL_ID = 'mobilmeny';

function ScriptlessMobileNav({ texts, children }: { texts: MobileNavTexts; children: ReactNode }) {
  return (
    <div className="mobile-nav">
      <a href={`#${PANEL_ID}`} className="mobile-nav__toggle">
        <ToggleFace text={texts.open} />
      </a>
      <div className="mobile-nav__backdrop" hidden />
      <nav id={PANEL_ID} aria-labelledby={`${PANEL_ID}-title`} className="mobile-nav__panel" hidden>
        <div className="mobile-nav__head">
          <h2 id={`${PANEL_ID}-title`} className="mobile-nav__title">{texts.title}</h2>
          <a href="#" className="mobile-nav__close" aria-label={texts.close}>
            <span aria-hidden="true">×</span>
          </a>
        </div>
        <div className="mobile-nav__body">{children}</div>
      </nav>
    </div>
  );
}

function ScriptedMobileNav({ texts, children }: { texts: MobileNavTexts; children: ReactNode }) {
  const { open, setOpen } = useHeaderMenu('mobile');
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useFlyoutFocus({ open, panel, root: panel, toggle, onClose: () => setOpen(false) });

  useEffect(() => {
    if (!open) return;
    const html = document.documentElement;
    const before = html.style.overflow;
    html.style.overflow = 'hidden';
    return () => {
      html.style.overflow = before;
    };
  }, [open]);

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a[href]')) setOpen(false);
  };

  return (
    <div className="mobile-nav">
      <button ref={toggle} type="button" className="mobile-nav__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <ToggleFace text={texts.open} />
      </button>
      <div className="mobile-nav__backdrop" hidden={!open} />
      <div ref={panel} id={id} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} className="mobile-nav__panel" hidden={!open} onClick={onPanelClick}>
        <div className="mobile-nav__head">
          <h2 id={`${id}-title`} className="mobile-nav__title">{texts.title}</h2>
          <button type="button" className="mobile-nav__close" aria-label={texts.close} onClick={() => {
            setOpen(false);
            toggle.current?.focus();
          }}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="mobile-nav__body">{children}</div>
      </div>
    </div>
  );
}
