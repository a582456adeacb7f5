/**
 * The edge's error page (error-response.ts) links only the brand's theme, not the shop's
 * stylesheets (their names are the build's): this is the little it needs, from the theme's
 * --brand-* properties, laid out like the shop's own error page (page-chrome.css) under the
 * brand's header colours and logo.
 */
export const ERROR_PAGE_STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--brand-surface,#fff);color:var(--brand-text,#141b2d);font-family:var(--brand-font-body,system-ui,sans-serif);line-height:1.5}
.error-header{background:var(--brand-header-bg,#fff);border-bottom:1px solid var(--brand-border,#ccc);padding:0.75rem max(1rem,calc((100% - 75rem) / 2))}
.error-header a{display:inline-block}
.error-header img{display:block;height:2.5rem;width:auto}
.error-page{max-width:40rem;margin:0 auto;padding:3rem 1rem;text-align:center}
.error-page__status{margin:0;color:var(--brand-secondary,#1d3a8a);font-family:var(--brand-font-heading,inherit);font-size:clamp(4.5rem,3rem + 12vw,9rem);font-weight:700;line-height:1}
.error-page__title{font-size:clamp(1.5rem,1.2rem + 1.5vw,2rem);margin:0.5rem 0}
.error-page__reason{color:var(--brand-text-muted,#4b5568);font-size:1.125rem}
.error-page__detail{color:var(--brand-text-muted,#4b5568);font-size:0.875rem;overflow-wrap:anywhere}
.error-page__actions{display:flex;flex-wrap:wrap;justify-content:center;gap:0.75rem;margin-top:1.5rem}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:0.5rem 1.25rem;border:2px solid transparent;border-radius:var(--brand-radius,4px);font-weight:600;text-decoration:none}
.button--primary{background:var(--brand-primary,#1d3a8a);border-color:var(--brand-primary,#1d3a8a);color:var(--brand-primary-contrast,#fff)}
.button--secondary{border-color:var(--brand-secondary,#1d3a8a);color:var(--brand-secondary,#1d3a8a)}
.button:focus-visible{outline:3px solid var(--brand-focus,#1e4fd0);outline-offset:2px}
`;
