/**
 * Generated hazard pictograms. (Product and category pictures are stored images: decision 024.)
 */

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/** A GHS hazard pictogram frame (red diamond) with its code: stands in for the official symbol. */
export function pictogramSvg(code: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="${escapeXml(code)}">
<rect x="20" y="20" width="80" height="80" transform="rotate(45 60 60)" fill="#fff" stroke="#e60000" stroke-width="8"/>
<text x="60" y="66" font-size="16" text-anchor="middle" font-weight="bold" fill="#000">${escapeXml(code)}</text></svg>`;
}
