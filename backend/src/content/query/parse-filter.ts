import { invalidParameter, invalidQuery } from '../cda/cda-error';
import { isLinkField, type ContentTypeDef, type FieldDef } from '../model/content-type';
import type { Filter, Operator, QueryTarget, SysColumn } from './entry-query';
import { parseList, parseValue, valueKindOf, type ValueKind } from './parse-values';

const OPERATORS: readonly Operator[] = ['ne', 'in', 'nin', 'exists', 'lt', 'lte', 'gt', 'gte', 'match', 'all'];
const FILTER_KEY = /^([A-Za-z0-9_.]{1,100}?)(?:\[([a-z]{1,10})\])?$/;
const FIELD_PATH = /^fields\.([A-Za-z][A-Za-z0-9_]{0,63})(\.sys\.id)?$/;

const SYS_PATHS: Record<string, { column: SysColumn; kind: ValueKind; ops: Operator[] }> = {
  'sys.id': { column: 'id', kind: 'string', ops: ['eq', 'ne', 'in', 'nin'] },
  'sys.createdAt': { column: 'created_at', kind: 'date', ops: ['eq', 'ne', 'lt', 'lte', 'gt', 'gte'] },
  'sys.updatedAt': { column: 'updated_at', kind: 'date', ops: ['eq', 'ne', 'lt', 'lte', 'gt', 'gte'] },
  'sys.revision': { column: 'revision', kind: 'integer', ops: ['eq', 'ne', 'in', 'nin', 'lt', 'lte', 'gt', 'gte'] },
  'sys.contentType.sys.id': { column: 'content_type', kind: 'string', ops: ['eq', 'ne', 'in', 'nin'] },
};

const SCALAR: Operator[] = ['eq', 'ne', 'in', 'nin', 'exists'];
const RANGE: Operator[] = [...SCALAR, 'lt', 'lte', 'gt', 'gte'];

/** Which operators a field supports; links filter on their target id (`fields.x.sys.id`). */
function fieldOperators(field: FieldDef, linkId: boolean): Operator[] {
  if (isLinkField(field)) return linkId ? (field.type === 'Array' ? [...SCALAR, 'all'] : SCALAR) : ['exists'];
  switch (field.type) {
    case 'Symbol':
    case 'Text':
      return [...SCALAR, 'match'];
    case 'Integer':
    case 'Number':
    case 'Date':
      return RANGE;
    case 'Boolean':
      return ['eq', 'ne', 'exists'];
    case 'RichText':
      return ['exists', 'match'];
    case 'Array':
      return [...SCALAR, 'all', 'match'];
    default:
      return ['exists'];
  }
}

/** The field a `fields.*` path names: only with a content type (as in Contentful), and only if it has it. */
export function resolveField(key: string, name: string, model: ContentTypeDef | null): FieldDef {
  if (!model) throw invalidQuery([{ name: 'contentTypeRequired', path: [key], details: 'Filtering, ordering or selecting on fields needs a content_type' }]);
  const field = model.fields.find((candidate) => candidate.id === name);
  if (!field) throw invalidQuery([{ name: 'unknown', path: [key], details: `The path "${key}" is not a field of ${model.id}` }]);
  return field;
}

interface Resolved {
  target: QueryTarget;
  kind: ValueKind;
  ops: Operator[];
}

function resolveTarget(key: string, path: string, model: ContentTypeDef | null, forAssets: boolean): Resolved {
  const sys = SYS_PATHS[path];
  if (sys && !(forAssets && sys.column === 'content_type')) return { target: { kind: 'sys', column: sys.column }, kind: sys.kind, ops: sys.ops };
  if (path === 'metadata.tags.sys.id') return { target: { kind: 'tags' }, kind: 'string', ops: ['in', 'nin', 'all', 'exists'] };
  const match = FIELD_PATH.exec(path);
  if (!match?.[1]) throw invalidQuery([{ name: 'unknown', path: [key], details: `Unknown parameter "${key}"` }]);
  const field = resolveField(key, match[1], model);
  const linkId = Boolean(match[2]);
  if (linkId && !isLinkField(field)) throw invalidParameter(key, `${field.id} is not a link field`);
  const itemType = field.type === 'Array' ? 'Symbol' : field.type;
  return { target: { kind: 'field', field, linkId }, kind: linkId ? 'string' : valueKindOf(itemType), ops: fieldOperators(field, linkId) };
}

/** One filter parameter (`fields.slug`, `sys.id[in]`, `metadata.tags.sys.id[all]` …) as a Filter. */
export function parseFilter(key: string, raw: string, model: ContentTypeDef | null, forAssets: boolean): Filter {
  const match = FILTER_KEY.exec(key);
  if (!match?.[1]) throw invalidQuery([{ name: 'unknown', path: [key], details: `Unknown parameter "${key.slice(0, 100)}"` }]);
  const op = (match[2] ?? 'eq') as Operator;
  if (match[2] !== undefined && !OPERATORS.includes(op)) throw invalidParameter(key, `Unknown operator [${match[2]}]`);
  const { target, kind, ops } = resolveTarget(key, match[1], model, forAssets);
  if (!ops.includes(op)) throw invalidParameter(key, `The operator ${op === 'eq' ? 'equality' : `[${op}]`} does not apply to ${match[1]}`);
  if (op === 'exists') return { target, op, values: [parseValue(key, raw, 'boolean')] };
  if (op === 'in' || op === 'nin' || op === 'all') return { target, op, values: parseList(key, raw, kind) };
  if (op === 'match') return { target, op, values: [parseValue(key, raw, 'string')] };
  return { target, op, values: [parseValue(key, raw, kind)] };
}
