/**
 * The icons every page may use, once per page as <symbol>s that <Icon> refers to with
 * <use href="#icon-…">. Inline in the document rather than a separate file: no extra request, no
 * CSP question (the symbols are plain markup, no style or script), and a fragment reference
 * always resolves. Hidden by its class (never an inline style: the CSP forbids it), not by
 * display:none, which some browsers apply to what the symbols draw.
 *
 * The star takes its fill and stroke from the <use>'s CSS (favourites.css), so its path sets none;
 * the cart is an outline in currentColor.
 */
export function IconSprite() {
  return (
    <svg className="icon-sprite" aria-hidden="true" focusable="false" width="0" height="0">
      <symbol id="icon-cart" viewBox="0 0 24 24">
        <path d="M3 4h2.2l2.3 10.2a1.5 1.5 0 0 0 1.5 1.1h8.6a1.5 1.5 0 0 0 1.4-1l2-6.3H6.4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
      </symbol>
      <symbol id="icon-star" viewBox="0 0 24 24">
        <path d="M12 2.8l2.8 6 6.5.7-4.9 4.4 1.4 6.4L12 17l-5.8 3.3 1.4-6.4-4.9-4.4 6.5-.7z" />
      </symbol>
    </svg>
  );
}
