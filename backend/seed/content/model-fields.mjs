// Field definitions in the CDA content type shape ({ id, name, type, localized, required, … }),
// written as one call per field so the model files read as a list of fields.

const base = (id, name, type, options = {}) => ({
  id,
  name,
  type,
  localized: false,
  required: options.required ?? false,
  disabled: false,
  omitted: false,
  validations: options.validations ?? [],
});

const inValues = (values) => (values ? [{ in: values }] : []);

export const symbol = (id, name, options = {}) => base(id, name, 'Symbol', { ...options, validations: inValues(options.in) });
export const textField = (id, name, options = {}) => base(id, name, 'Text', options);
export const richText = (id, name, options = {}) => base(id, name, 'RichText', options);
export const integer = (id, name, options = {}) => base(id, name, 'Integer', options);
export const boolean = (id, name, options = {}) => base(id, name, 'Boolean', options);
export const date = (id, name, options = {}) => base(id, name, 'Date', options);
export const object = (id, name, options = {}) => base(id, name, 'Object', options);
export const location = (id, name, options = {}) => base(id, name, 'Location', options);

export const symbols = (id, name, options = {}) => ({
  ...base(id, name, 'Array', options),
  items: { type: 'Symbol', validations: inValues(options.in) },
});

/** A link to one entry, restricted to `types` (validations.linkContentType). */
export const entryLink = (id, name, types, options = {}) => ({
  ...base(id, name, 'Link', options),
  linkType: 'Entry',
  validations: [{ linkContentType: types }],
});

export const assetLink = (id, name, options = {}) => ({ ...base(id, name, 'Link', options), linkType: 'Asset' });

/** A list of entry links; `max` becomes a size validation (front page 20, content page 50). */
export const entryLinks = (id, name, types, options = {}) => ({
  ...base(id, name, 'Array', { ...options, validations: options.max ? [{ size: { min: options.min ?? 0, max: options.max } }] : [] }),
  items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: types }] },
});

export const assetLinks = (id, name, options = {}) => ({
  ...base(id, name, 'Array', { ...options, validations: options.max ? [{ size: { min: options.min ?? 0, max: options.max } }] : [] }),
  items: { type: 'Link', linkType: 'Asset', validations: [] },
});

/** A content type: the field marked as display field names entries in an editor's lists. */
export const contentType = (id, name, description, displayField, fields) => ({ id, name, description, displayField, fields });
