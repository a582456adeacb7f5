/**
 * Fills "{name}" placeholders in a template the server handed over: client islands get texts
 * as props, never the whole catalogue, so they cannot call t() themselves.
 */
export const fill = (template: string, params: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(params, key) ? String(params[key]) : whole));
