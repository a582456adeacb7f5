// Content (hero, banner, guide, store, contact) pictures for the content spaces' assets. Empty
// until the content assets point at the object store (see decision 024).
export function contentImages() {
  return new Map();
}
