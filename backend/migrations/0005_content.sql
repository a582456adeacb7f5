-- The embedded content system: a Contentful-compatible delivery API (backend/src/content).
-- One space per brand, each with the environments master and stage. Entries and assets are JSON
-- rows in the CDA's own field shape, so answering a query is filtering rows and wrapping sys.

CREATE TABLE content_spaces (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  -- The brand colour the generated placeholder images of this space are drawn in.
  theme_color TEXT NOT NULL,
  default_locale TEXT NOT NULL DEFAULT 'sv-SE'
);

CREATE TABLE content_environments (
  space_id TEXT NOT NULL REFERENCES content_spaces(id),
  id TEXT NOT NULL,
  PRIMARY KEY (space_id, id)
);

-- The content model per space: the CDA content type object (name, displayField, fields) as JSON.
-- The query parser reads it to type `fields.*` filters, orders and selects.
CREATE TABLE content_types (
  space_id TEXT NOT NULL REFERENCES content_spaces(id),
  id TEXT NOT NULL,
  definition TEXT NOT NULL CHECK (json_valid(definition)),
  position INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (space_id, id)
);

CREATE TABLE content_tags (
  space_id TEXT NOT NULL REFERENCES content_spaces(id),
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  visibility TEXT NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'private')),
  created_at TEXT NOT NULL,
  PRIMARY KEY (space_id, id)
);

-- Entries: `fields` holds the sv-SE values keyed by field id; links are CDA link objects
-- ({ sys: { type: 'Link', linkType, id } }) so they resolve the same way Contentful's do.
-- A draft is visible only with the preview token.
CREATE TABLE content_entries (
  space_id TEXT NOT NULL REFERENCES content_spaces(id),
  id TEXT NOT NULL,
  content_type TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('published', 'draft')),
  fields TEXT NOT NULL CHECK (json_valid(fields)),
  -- Tag ids (JSON array), answered as metadata.tags links.
  tags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags)),
  revision INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (space_id, id)
);
CREATE INDEX content_entries_by_type ON content_entries(space_id, content_type, created_at);
-- The shop's page lookups (page, listing and hero by slug; store page by storeId) are equality
-- filters on these fields; the query compiler emits exactly these expressions so SQLite uses them.
CREATE INDEX content_entries_by_slug ON content_entries(space_id, content_type, json_extract(fields, '$.slug'));
CREATE INDEX content_entries_by_store ON content_entries(space_id, content_type, json_extract(fields, '$.storeId'));

CREATE TABLE content_assets (
  space_id TEXT NOT NULL REFERENCES content_spaces(id),
  id TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('published', 'draft')),
  -- title, description and file ({ url, fileName, contentType, details: { size, image } }).
  fields TEXT NOT NULL CHECK (json_valid(fields)),
  tags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags)),
  revision INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (space_id, id)
);

-- Submissions of the dynamic forms (POST /forms/{id}/submissions), values already validated
-- against the form's inputs. Kept apart from the content: editors never see them as entries.
CREATE TABLE content_form_submissions (
  id TEXT PRIMARY KEY,
  space_id TEXT NOT NULL REFERENCES content_spaces(id),
  form_id TEXT NOT NULL,
  form_entry_id TEXT NOT NULL,
  form_values TEXT NOT NULL CHECK (json_valid(form_values)),
  page_url TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX content_form_submissions_by_form ON content_form_submissions(space_id, form_id, created_at);
