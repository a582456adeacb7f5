import { invalidParameter } from '../cda/cda-error';
import type { FieldType } from '../model/content-type';
import type { QueryValue } from './entry-query';
import { QUERY_LIMITS } from './query-limits';

/** How a filter value is typed before it is compared. */
export type ValueKind = 'string' | 'integer' | 'number' | 'date' | 'boolean';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;
const INTEGER = /^-?\d{1,15}$/;
const NUMBER = /^-?\d{1,15}(?:\.\d{1,10})?$/;

export function valueKindOf(type: FieldType | 'Symbol'): ValueKind {
  switch (type) {
    case 'Integer':
      return 'integer';
    case 'Number':
      return 'number';
    case 'Date':
      return 'date';
    case 'Boolean':
      return 'boolean';
    default:
      return 'string';
  }
}

/** One value of parameter `key`, typed; anything that does not fit is InvalidQuery, never a 500. */
export function parseValue(key: string, raw: string, kind: ValueKind): QueryValue {
  if (raw.length === 0) throw invalidParameter(key, 'Empty value');
  if (raw.length > QUERY_LIMITS.maxValueLength) throw invalidParameter(key, `Value longer than ${QUERY_LIMITS.maxValueLength} characters`);
  switch (kind) {
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') throw invalidParameter(key, 'Expected true or false', raw);
      return raw === 'true';
    case 'integer':
      if (!INTEGER.test(raw)) throw invalidParameter(key, 'Expected a whole number', raw);
      return Number(raw);
    case 'number':
      if (!NUMBER.test(raw)) throw invalidParameter(key, 'Expected a number', raw);
      return Number(raw);
    case 'date':
      if (!ISO_DATE.test(raw) || Number.isNaN(Date.parse(raw))) throw invalidParameter(key, 'Expected an ISO 8601 date', raw);
      return raw;
    case 'string':
      return raw;
  }
}

/** A comma-separated list ([in], [nin], [all]) of at most maxListValues typed values. */
export function parseList(key: string, raw: string, kind: ValueKind): QueryValue[] {
  const parts = raw.split(',');
  if (parts.length > QUERY_LIMITS.maxListValues) throw invalidParameter(key, `At most ${QUERY_LIMITS.maxListValues} values`);
  return parts.map((part) => parseValue(key, part.trim(), kind));
}
