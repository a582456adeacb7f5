export type TextParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * `text` with its `{name}` placeholders replaced from `params`. A missing param leaves its
 * placeholder visible: a stray "{ids}" is easier to spot in review and in bug reports than a
 * silently dropped word. Apart from the catalogue, so a client module holding a few texts of its
 * own (the error page's) can fill them without loading every text.
 */
export function fillPlaceholders(text: string, params: TextParams): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? placeholder : String(value);
  });
}
