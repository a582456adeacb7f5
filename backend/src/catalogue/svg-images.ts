/**
 * Generated demo images: a drawing per variant (and per category, and per hazard pictogram)
 * instead of stored files, so the demo catalogue needs no asset storage at any size.
 */

const COLOURS: Record<string, string> = {
  fastenings: '#5b6770', sprinkler: '#c0392b', 'vvs-industri': '#2471a3', verktyg: '#d68910',
  'mark-va': '#6e5a3b', fastighet: '#7d3c98', kyla: '#17a589', el: '#b7950b',
};

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/** Splits a name into at most `lines` lines of about `width` characters, on spaces. */
function wrap(text: string, width: number, lines: number): string[] {
  const result: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      result.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) result.push(line);
  return result.length > lines ? [...result.slice(0, lines - 1), `${result.slice(lines - 1).join(' ').slice(0, width - 1)}…`] : result;
}

const VIEWS = ['', 'Miljöbild', 'Måttskiss'];

export function variantSvg({ name, articleNumber, brand, icon, view }: { name: string; articleNumber: string; brand: string; icon: string; view: number }): string {
  const colour = COLOURS[icon] ?? '#34495e';
  const lines = wrap(name, 26, 3)
    .map((line, i) => `<text x="200" y="${262 + i * 26}" font-size="20" text-anchor="middle" fill="#1c2833">${escapeXml(line)}</text>`)
    .join('');
  const shape =
    view === 3
      ? `<rect x="110" y="70" width="180" height="120" fill="none" stroke="${colour}" stroke-width="4" stroke-dasharray="10 6"/><path d="M110 210h180M110 204v12M290 204v12" stroke="#1c2833" stroke-width="2"/>`
      : `<circle cx="200" cy="135" r="${view === 2 ? 95 : 80}" fill="${colour}" opacity="${view === 2 ? 0.35 : 0.9}"/><rect x="165" y="100" width="70" height="70" rx="10" fill="#fff" opacity="0.85"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(name)}">
<rect width="400" height="400" fill="#f4f6f7"/>${shape}
<text x="200" y="40" font-size="16" text-anchor="middle" fill="#566573">${escapeXml(brand)}${VIEWS[view - 1] ? ` · ${VIEWS[view - 1]}` : ''}</text>
${lines}<text x="200" y="370" font-size="14" text-anchor="middle" fill="#566573">Art.nr ${escapeXml(articleNumber)}</text></svg>`;
}

export function categorySvg({ name, icon }: { name: string; icon: string }): string {
  const colour = COLOURS[icon] ?? '#34495e';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200" role="img" aria-label="${escapeXml(name)}">
<rect width="300" height="200" fill="${colour}"/><circle cx="240" cy="40" r="70" fill="#fff" opacity="0.15"/>
<text x="20" y="175" font-size="22" fill="#fff">${escapeXml(name)}</text></svg>`;
}

/** A GHS hazard pictogram frame (red diamond) with its code: stands in for the official symbol. */
export function pictogramSvg(code: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="${escapeXml(code)}">
<rect x="20" y="20" width="80" height="80" transform="rotate(45 60 60)" fill="#fff" stroke="#e60000" stroke-width="8"/>
<text x="60" y="66" font-size="16" text-anchor="middle" font-weight="bold" fill="#000">${escapeXml(code)}</text></svg>`;
}
