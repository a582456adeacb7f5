/** A link found in content: `{ sys: { type: 'Link', linkType, id } }`. */
export interface LinkRef {
  linkType: 'Entry' | 'Asset';
  id: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function asLink(value: Record<string, unknown>): LinkRef | null {
  const sys = value['sys'];
  if (!isRecord(sys) || sys['type'] !== 'Link') return null;
  const { linkType, id } = sys;
  return (linkType === 'Entry' || linkType === 'Asset') && typeof id === 'string' ? { linkType, id } : null;
}

/**
 * Every Entry and Asset link anywhere in `value`: link fields, lists of links and links inside
 * rich text (embedded entries, entry hyperlinks). Other link types (Tag, Space …) are skipped.
 */
export function collectLinks(value: unknown, into: LinkRef[] = []): LinkRef[] {
  if (Array.isArray(value)) {
    for (const item of value) collectLinks(item, into);
  } else if (isRecord(value)) {
    const link = asLink(value);
    if (link) into.push(link);
    else for (const child of Object.values(value)) collectLinks(child, into);
  }
  return into;
}
