import { z } from 'zod';

export const FIELD_TYPES = ['Symbol', 'Text', 'RichText', 'Integer', 'Number', 'Date', 'Boolean', 'Object', 'Location', 'Link', 'Array'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

const LinkTypeSchema = z.enum(['Entry', 'Asset']);

/** A field of a content type, in the CDA's shape (validations kept as the editor wrote them). */
export const FieldDefSchema = z.object({
  id: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/),
  name: z.string(),
  type: z.enum(FIELD_TYPES),
  localized: z.boolean(),
  required: z.boolean(),
  disabled: z.boolean(),
  omitted: z.boolean(),
  validations: z.array(z.record(z.string(), z.unknown())),
  linkType: LinkTypeSchema.optional(),
  items: z.object({ type: z.enum(['Symbol', 'Link']), linkType: LinkTypeSchema.optional(), validations: z.array(z.record(z.string(), z.unknown())) }).optional(),
});
export type FieldDef = z.infer<typeof FieldDefSchema>;

export const ContentTypeDefSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  displayField: z.string(),
  fields: z.array(FieldDefSchema),
});
export type ContentTypeDef = z.infer<typeof ContentTypeDefSchema>;

/** The field's kind as far as querying goes: links and lists of links filter on `.sys.id`. */
export const isLinkField = (field: FieldDef) => field.type === 'Link' || (field.type === 'Array' && field.items?.type === 'Link');

/**
 * Assets have a fixed model in Contentful; describing it as a content type lets the one query
 * parser and compiler serve /assets too.
 */
export const ASSET_MODEL: ContentTypeDef = {
  id: 'Asset',
  name: 'Asset',
  description: 'Media files',
  displayField: 'title',
  fields: [
    { id: 'title', name: 'Title', type: 'Symbol', localized: false, required: false, disabled: false, omitted: false, validations: [] },
    { id: 'description', name: 'Description', type: 'Text', localized: false, required: false, disabled: false, omitted: false, validations: [] },
    { id: 'file', name: 'File', type: 'Object', localized: false, required: true, disabled: false, omitted: false, validations: [] },
  ],
};
