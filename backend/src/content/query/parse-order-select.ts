import { invalidParameter } from '../cda/cda-error';
import type { ContentTypeDef } from '../model/content-type';
import type { OrderTerm, Selection, SysColumn } from './entry-query';
import { resolveField } from './parse-filter';
import { QUERY_LIMITS } from './query-limits';

const ORDER_SYS: Record<string, SysColumn> = {
  'sys.id': 'id',
  'sys.createdAt': 'created_at',
  'sys.updatedAt': 'updated_at',
  'sys.revision': 'revision',
  'sys.contentType.sys.id': 'content_type',
};
const ORDERABLE_TYPES = new Set(['Symbol', 'Integer', 'Number', 'Date', 'Boolean']);
const FIELD = /^fields\.([A-Za-z][A-Za-z0-9_]{0,63})$/;

/** `order=-sys.createdAt,fields.title`: up to maxOrderTerms terms, `-` for descending. */
export function parseOrder(raw: string, model: ContentTypeDef | null): OrderTerm[] {
  const terms = raw.split(',').map((term) => term.trim());
  if (terms.length > QUERY_LIMITS.maxOrderTerms) throw invalidParameter('order', `At most ${QUERY_LIMITS.maxOrderTerms} order terms`);
  const seen = new Set<string>();
  return terms.map((term) => {
    const descending = term.startsWith('-');
    const path = descending ? term.slice(1) : term;
    if (seen.has(path)) throw invalidParameter('order', `Ordered twice by ${path}`);
    seen.add(path);
    const column = ORDER_SYS[path];
    if (column) return { target: { kind: 'sys', column }, descending };
    const match = FIELD.exec(path);
    if (!match?.[1]) throw invalidParameter('order', `Cannot order by "${path.slice(0, 100)}"`);
    const field = resolveField('order', match[1], model);
    if (!ORDERABLE_TYPES.has(field.type)) throw invalidParameter('order', `Cannot order by a ${field.type} field (${field.id})`);
    return { target: { kind: 'field', field, linkId: false }, descending };
  });
}

const SYS_PROPERTIES = new Set(['id', 'type', 'createdAt', 'updatedAt', 'revision', 'publishedVersion', 'contentType', 'space', 'environment', 'locale']);

/**
 * `select=sys.id,fields.title`: what to keep of each item, at most two levels deep. Selecting
 * single fields needs the content type, so unknown names are reported instead of ignored.
 */
export function parseSelect(raw: string, model: ContentTypeDef | null): Selection {
  const paths = raw.split(',').map((path) => path.trim());
  if (paths.length > QUERY_LIMITS.maxSelect) throw invalidParameter('select', `At most ${QUERY_LIMITS.maxSelect} properties`);
  const selection: { sys: true | string[] | false; fields: true | string[] | false; metadata: boolean } = { sys: false, fields: false, metadata: false };
  for (const path of paths) {
    const [root, property, ...deeper] = path.split('.');
    if (deeper.length > 0) throw invalidParameter('select', `"${path.slice(0, 100)}" is deeper than two levels`);
    if (root === 'metadata' && (property === undefined || property === 'tags' || property === 'concepts')) selection.metadata = true;
    else if (root === 'sys' && property === undefined) selection.sys = true;
    else if (root === 'sys' && SYS_PROPERTIES.has(property ?? '')) selection.sys = selection.sys === true ? true : [...(selection.sys || []), property ?? ''];
    else if (root === 'fields' && property === undefined) selection.fields = true;
    else if (root === 'fields' && property) {
      const field = resolveField('select', property, model);
      selection.fields = selection.fields === true ? true : [...(selection.fields || []), field.id];
    } else throw invalidParameter('select', `Cannot select "${path.slice(0, 100)}"`);
  }
  return selection;
}
