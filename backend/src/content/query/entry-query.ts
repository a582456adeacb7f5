import type { FieldDef } from '../model/content-type';

/** A value after typing by its field: numbers and booleans are compared as SQLite stores JSON. */
export type QueryValue = string | number | boolean;

export type Operator = 'eq' | 'ne' | 'in' | 'nin' | 'exists' | 'lt' | 'lte' | 'gt' | 'gte' | 'match' | 'all';

export type SysColumn = 'id' | 'created_at' | 'updated_at' | 'revision' | 'content_type';

/** What a filter or an order term is about. */
export type QueryTarget =
  | { kind: 'sys'; column: SysColumn }
  /** `fields.x`, or `fields.x.sys.id` (linkId) on a link or list of links. */
  | { kind: 'field'; field: FieldDef; linkId: boolean }
  | { kind: 'tags' };

export interface Filter {
  target: QueryTarget;
  op: Operator;
  /** One value, a list for in/nin/all, a boolean for exists. */
  values: QueryValue[];
}

/** `query` (full text over every text field) and `links_to_entry` / `links_to_asset`. */
export interface SearchTerms {
  fullText: string[];
  linksTo: { linkType: 'Entry' | 'Asset'; id: string } | null;
}

export interface OrderTerm {
  target: Extract<QueryTarget, { kind: 'sys' | 'field' }>;
  descending: boolean;
}

/**
 * What `select` keeps: all of sys, or some sys properties; all fields, some, or none; metadata.
 * null means no select (everything).
 */
export interface Selection {
  sys: true | string[] | false;
  fields: true | string[] | false;
  metadata: boolean;
}

export type Locale = 'sv-SE' | '*';

export interface EntryQuery {
  contentType: string | null;
  filters: Filter[];
  search: SearchTerms;
  order: OrderTerm[];
  select: Selection | null;
  limit: number;
  skip: number;
  include: number;
  locale: Locale;
}
