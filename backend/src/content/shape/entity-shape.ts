import type { Selection } from '../query/entry-query';
import type { ContentRow } from '../store/content-row-repository';
import { DEFAULT_LOCALE, link, type ShapeContext } from './sys';

/** The fields a select keeps (all without select), still unwrapped by locale. */
export function selectedFields(fields: Record<string, unknown>, select: Selection | null): Record<string, unknown> | null {
  if (!select || select.fields === true) return fields;
  if (select.fields === false) return null;
  const wanted = new Set(select.fields);
  return Object.fromEntries(Object.entries(fields).filter(([id]) => wanted.has(id)));
}

function sysOf(row: ContentRow, type: 'Entry' | 'Asset', context: ShapeContext): Record<string, unknown> {
  return {
    space: link('Space', context.spaceId),
    id: row.id,
    type,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    environment: link('Environment', context.environment),
    revision: row.revision,
    ...(row.contentType ? { contentType: link('ContentType', row.contentType) } : {}),
    // With locale=* the fields carry their locales and sys names none (as in the CDA).
    ...(context.locale === '*' ? {} : { locale: DEFAULT_LOCALE }),
  };
}

const pick = (source: Record<string, unknown>, keys: string[]) => Object.fromEntries(Object.entries(source).filter(([key]) => keys.includes(key)));

/** With locale=*, every field value keyed by locale: `{ title: { 'sv-SE': 'Nyheter' } }`. */
const localise = (fields: Record<string, unknown>, context: ShapeContext) =>
  context.locale === '*' ? Object.fromEntries(Object.entries(fields).map(([id, value]) => [id, { [DEFAULT_LOCALE]: value }])) : fields;

/** A stored row as a CDA Entry or Asset: metadata, sys and fields, narrowed by select. */
export function shapeEntity(row: ContentRow, type: 'Entry' | 'Asset', context: ShapeContext, select: Selection | null = null): Record<string, unknown> {
  const entity: Record<string, unknown> = {};
  if (!select || select.metadata) entity['metadata'] = { tags: row.tags.map((id) => link('Tag', id)), concepts: [] };
  if (!select || select.sys === true) entity['sys'] = sysOf(row, type, context);
  else if (select.sys) entity['sys'] = pick(sysOf(row, type, context), select.sys);
  const fields = selectedFields(row.fields, select);
  if (fields) entity['fields'] = localise(fields, context);
  return entity;
}
