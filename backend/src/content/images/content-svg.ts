/**
 * Generated stand-ins for the content images: a brand-coloured drawing of the asset's size with
 * its title, so the demo needs no stored media. Text is XML-escaped; the shop serves these with a
 * script-free CSP as well.
 */

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

export interface ContentSvgInput {
  title: string;
  width: number;
  height: number;
  color: string;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export function contentSvg({ title, width, height, color }: ContentSvgInput): string {
  const fill = HEX_COLOR.test(color) ? color : '#34495e';
  const fontSize = Math.max(10, Math.min(48, Math.round(Math.min(width / Math.max(title.length, 1), height / 3))));
  const r = Math.round(Math.min(width, height) * 0.45);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<rect width="${width}" height="${height}" fill="${fill}"/><circle cx="${Math.round(width * 0.85)}" cy="${Math.round(height * 0.2)}" r="${r}" fill="#fff" opacity="0.12"/>
<text x="${Math.round(width / 2)}" y="${Math.round(height / 2 + fontSize / 3)}" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle" fill="#fff">${escapeXml(title)}</text></svg>`;
}
