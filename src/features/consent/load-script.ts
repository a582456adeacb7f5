/**
 * Adds a third-party script with this page's CSP nonce (docs/decisions/037). Browsers hide the
 * nonce attribute, but Waku's bootstrap script still carries it as a property.
 */
export function loadScript(src: string, attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
  return script;
}
