import type { EntryQuery, Filter, OrderTerm, QueryValue } from './entry-query';
import { containsSql } from '../../lib/sql-text-match';
import { foldText } from './fold-text';

export interface CompiledQuery {
  /** WHERE clause (without the keyword) over one table, unaliased. */
  where: string;
  params: unknown[];
  orderBy: string;
}

export interface CompileOptions {
  spaceId: string;
  /** Preview access: drafts match too. */
  includeDrafts: boolean;
}

// JSON booleans come out of json_extract as 1 and 0.
const bindable = (value: QueryValue): string | number => (typeof value === 'boolean' ? (value ? 1 : 0) : value);
const jsonList = (values: QueryValue[]) => JSON.stringify(values.map(bindable));

/** Field ids are checked against /^[A-Za-z][A-Za-z0-9_]{0,63}$/ by the model, so inlining is safe. */
const fieldPath = (fieldId: string, linkId: boolean) => `'$.${fieldId}${linkId ? '.sys.id' : ''}'`;

// Text leaves of a JSON value, minus the structure around them: link sys objects, rich-text node
// types and marks. `t` is a json_tree row.
const TEXT_LEAF = `t.type = 'text' AND t.key IS NOT 'nodeType' AND t.path NOT LIKE '%.sys' AND t.path NOT LIKE '%.marks[%'`;

class SqlBuilder {
  readonly params: unknown[] = [];
  bind(value: unknown): string {
    this.params.push(value);
    return '?';
  }
}

/** `expression <op> value(s)` for a single value per row; NULL (missing field) counts as "not equal". */
function scalarCondition(sql: SqlBuilder, expression: string, filter: Filter): string {
  const [first] = filter.values;
  switch (filter.op) {
    case 'eq':
      return `${expression} = ${sql.bind(bindable(first ?? ''))}`;
    case 'ne':
      return `(${expression} IS NULL OR ${expression} <> ${sql.bind(bindable(first ?? ''))})`;
    case 'in':
      return `${expression} IN (SELECT value FROM json_each(${sql.bind(jsonList(filter.values))}))`;
    case 'nin':
      return `(${expression} IS NULL OR ${expression} NOT IN (SELECT value FROM json_each(${sql.bind(jsonList(filter.values))})))`;
    case 'lt':
      return `${expression} < ${sql.bind(bindable(first ?? ''))}`;
    case 'lte':
      return `${expression} <= ${sql.bind(bindable(first ?? ''))}`;
    case 'gt':
      return `${expression} > ${sql.bind(bindable(first ?? ''))}`;
    case 'gte':
      return `${expression} >= ${sql.bind(bindable(first ?? ''))}`;
    default:
      throw new Error(`Operator ${filter.op} reached scalarCondition`);
  }
}

/** Conditions on a JSON array (`source` is a json_each source): "contains", "contains none", "contains all". */
function arrayCondition(sql: SqlBuilder, source: string, element: string, filter: Filter): string {
  const contains = (condition: string) => `EXISTS (SELECT 1 FROM ${source} AS j WHERE ${condition})`;
  switch (filter.op) {
    case 'eq':
      return contains(`${element} = ${sql.bind(bindable(filter.values[0] ?? ''))}`);
    case 'ne':
      return `NOT ${contains(`${element} = ${sql.bind(bindable(filter.values[0] ?? ''))}`)}`;
    case 'in':
      return contains(`${element} IN (SELECT value FROM json_each(${sql.bind(jsonList(filter.values))}))`);
    case 'nin':
      return `NOT ${contains(`${element} IN (SELECT value FROM json_each(${sql.bind(jsonList(filter.values))}))`)}`;
    case 'all':
      return `(${filter.values.map((value) => contains(`${element} = ${sql.bind(bindable(value))}`)).join(' AND ')})`;
    default:
      throw new Error(`Operator ${filter.op} reached arrayCondition`);
  }
}

/** Every word somewhere in the text leaves under `path` ('$' for the whole entry). */
function fullTextCondition(sql: SqlBuilder, path: string, words: string[]): string {
  return words
    .map((word) => `EXISTS (SELECT 1 FROM json_tree(fields, ${path}) AS t WHERE ${TEXT_LEAF} AND ${containsSql('t.atom', sql.bind(word), word)})`)
    .join(' AND ');
}

function filterCondition(sql: SqlBuilder, filter: Filter): string {
  const { target } = filter;
  if (target.kind === 'sys') return scalarCondition(sql, target.column, filter);
  if (target.kind === 'tags') {
    if (filter.op === 'exists') return filter.values[0] ? 'json_array_length(tags) > 0' : 'json_array_length(tags) = 0';
    return arrayCondition(sql, 'json_each(tags)', 'j.value', filter);
  }
  const { field, linkId } = target;
  if (filter.op === 'exists') return `json_type(fields, '$.${field.id}') IS ${filter.values[0] ? 'NOT ' : ''}NULL`;
  if (filter.op === 'match') return fullTextCondition(sql, `'$.${field.id}'`, foldText(String(filter.values[0])).split(/\s+/).filter(Boolean));
  if (field.type === 'Array') return arrayCondition(sql, `json_each(fields, '$.${field.id}')`, linkId ? "json_extract(j.value, '$.sys.id')" : 'j.value', filter);
  return scalarCondition(sql, `json_extract(fields, ${fieldPath(field.id, linkId)})`, filter);
}

function orderExpression(target: OrderTerm['target']): string {
  return target.kind === 'sys' ? target.column : `json_extract(fields, ${fieldPath(target.field.id, false)})`;
}

/**
 * The query as SQL over content_entries or content_assets (same columns). Values are always
 * bound; the only inlined names are column names and model-checked field ids.
 */
export function compileEntryQuery(query: EntryQuery, options: CompileOptions): CompiledQuery {
  const sql = new SqlBuilder();
  const conditions = [`space_id = ${sql.bind(options.spaceId)}`];
  if (!options.includeDrafts) conditions.push("status = 'published'");
  if (query.contentType) conditions.push(`content_type = ${sql.bind(query.contentType)}`);
  for (const filter of query.filters) conditions.push(filterCondition(sql, filter));
  if (query.search.fullText.length > 0) conditions.push(fullTextCondition(sql, "'$'", query.search.fullText));
  if (query.search.linksTo) {
    const { linkType, id } = query.search.linksTo;
    conditions.push(
      `EXISTS (SELECT 1 FROM json_tree(fields) AS t WHERE t.key = 'sys' AND t.type = 'object' AND json_extract(t.value, '$.type') = 'Link' AND json_extract(t.value, '$.linkType') = ${sql.bind(linkType)} AND json_extract(t.value, '$.id') = ${sql.bind(id)})`,
    );
  }
  // Seed order (creation time) unless asked otherwise; the id last so pages never overlap.
  const terms = query.order.length > 0 ? query.order.map((term) => `${orderExpression(term.target)} ${term.descending ? 'DESC' : 'ASC'}`) : ['created_at ASC'];
  return { where: conditions.join(' AND '), params: sql.params, orderBy: [...terms, 'id ASC'].join(', ') };
}
