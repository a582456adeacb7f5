// Collects one space's entries, assets and tags while the content modules describe them, and
// hands out CDA link objects so modules link by id exactly as Contentful stores links.
import { contentImageKey, imageUrl } from '../../src/catalogue/image-family.ts';

const START = Date.UTC(2026, 9, 1, 7, 0, 0);

export const entryLink = (id) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
export const assetLink = (id) => ({ sys: { type: 'Link', linkType: 'Asset', id } });

/** Drops undefined values so optional fields are absent, as in a CDA answer. */
const compact = (fields) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

export function createSpace({ id, name, themeColor }) {
  const entries = [];
  const assets = [];
  const tags = [];
  const ids = new Set();
  // Creation times one minute apart in the order things are described: the delivery API's
  // default order (sys.createdAt) is then the order of this seed.
  let tick = 0;
  const stamp = () => new Date(START + tick++ * 60_000).toISOString();
  const claim = (kind, entityId) => {
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(entityId)) throw new Error(`Bad ${kind} id: ${entityId}`);
    if (ids.has(`${kind}:${entityId}`)) throw new Error(`Duplicate ${kind} id in space ${id}: ${entityId}`);
    ids.add(`${kind}:${entityId}`);
  };

  return {
    id,
    name,
    themeColor,
    entries,
    assets,
    tags,
    tag(tagId, tagName) {
      claim('tag', tagId);
      tags.push({ id: tagId, name: tagName, createdAt: stamp() });
      return tagId;
    },
    /** Adds an entry and returns a link to it. */
    entry(entryId, contentType, fields, { tags: entryTags = [], status = 'published' } = {}) {
      claim('entry', entryId);
      const at = stamp();
      entries.push({ id: entryId, contentType, status, fields: compact(fields), tags: entryTags, createdAt: at, updatedAt: at });
      return entryLink(entryId);
    },
    /**
     * Adds an image asset and returns a link to it. Pictures are files in the shop's object store
     * (drawn by scripts/lib/images/content-images.mjs, decision 024), as Contentful's asset CDN
     * serves uploaded files; logos stay the backend's generated SVG.
     */
    image(assetId, title, { width = 1200, height = 600, description } = {}) {
      claim('asset', assetId);
      const at = stamp();
      const svg = /^(logo|favicon)/.test(assetId);
      const file = svg
        ? { url: `/images/content/${id}/${assetId}.svg`, fileName: `${assetId}.svg`, contentType: 'image/svg+xml', details: { size: 900 + title.length * 2, image: { width, height } } }
        : { url: imageUrl(contentImageKey(id, assetId)), fileName: `${assetId}.png`, contentType: 'image/png', details: { size: Math.round(width * height * 0.12), image: { width, height } } };
      assets.push({ id: assetId, status: 'published', fields: compact({ title, description, file }), tags: [], createdAt: at, updatedAt: at });
      return assetLink(assetId);
    },
  };
}
