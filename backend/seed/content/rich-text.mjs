// Builders for Contentful rich-text documents, so seeded texts read like prose instead of
// nested node objects. Every node carries `data` and leaf text carries `marks`, as the CDA does.

const node = (nodeType, content, data = {}) => ({ nodeType, data, content });

/** A plain or marked text run: text('Viktigt', 'bold'). */
export const text = (value, ...marks) => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} });

const inlines = (parts) => parts.map((part) => (typeof part === 'string' ? text(part) : part));

export const doc = (...blocks) => node('document', blocks);
export const p = (...parts) => node('paragraph', inlines(parts));
export const h2 = (value) => node('heading-2', [text(value)]);
export const h3 = (value) => node('heading-3', [text(value)]);
export const ul = (...items) => node('unordered-list', items.map((item) => node('list-item', [p(item)])));
export const quote = (value) => node('blockquote', [p(value)]);
export const link = (uri, value) => node('hyperlink', [text(value)], { uri });

/** An embedded button: the shop renders the linked embeddedButton entry inline. */
export const button = (entryId) => node('embedded-entry-inline', [], { target: { sys: { id: entryId, type: 'Link', linkType: 'Entry' } } });

/** The common case: a document of plain paragraphs. */
export const paragraphs = (...texts) => doc(...texts.map((value) => p(value)));
