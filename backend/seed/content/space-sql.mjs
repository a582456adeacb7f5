// One built space as INSERT statements for the tables of migrations/0005_content.sql.
import { insertRows } from '../catalogue/sql.mjs';
import { CONTENT_TYPES } from './content-types.mjs';

export const CONTENT_ENVIRONMENTS = ['master', 'stage'];

// The content model predates every entry (entries start at 07:00 the same day).
const MODEL_CREATED_AT = '2026-10-01T06:00:00.000Z';

export function spaceSql(space) {
  return [
    ...insertRows('content_spaces', ['id', 'name', 'theme_color', 'default_locale'], [[space.id, space.name, space.themeColor, 'sv-SE']]),
    ...insertRows('content_environments', ['space_id', 'id'], CONTENT_ENVIRONMENTS.map((environment) => [space.id, environment])),
    ...insertRows(
      'content_types',
      ['space_id', 'id', 'definition', 'position', 'created_at', 'updated_at'],
      CONTENT_TYPES.map((type, index) => [space.id, type.id, type, index + 1, MODEL_CREATED_AT, MODEL_CREATED_AT]),
    ),
    ...insertRows('content_tags', ['space_id', 'id', 'name', 'visibility', 'created_at'], space.tags.map((tag) => [space.id, tag.id, tag.name, 'public', tag.createdAt])),
    ...insertRows(
      'content_assets',
      ['space_id', 'id', 'status', 'fields', 'tags', 'revision', 'created_at', 'updated_at'],
      space.assets.map((asset) => [space.id, asset.id, asset.status, asset.fields, asset.tags, 1, asset.createdAt, asset.updatedAt]),
    ),
    ...insertRows(
      'content_entries',
      ['space_id', 'id', 'content_type', 'status', 'fields', 'tags', 'revision', 'created_at', 'updated_at'],
      space.entries.map((entry) => [space.id, entry.id, entry.contentType, entry.status, entry.fields, entry.tags, entry.status === 'draft' ? 0 : 1, entry.createdAt, entry.updatedAt]),
    ),
  ];
}
