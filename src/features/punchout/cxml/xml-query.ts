import type { XmlElement } from './xml-parser';

/** Child elements, optionally only those of one name. */
export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  if (!element) return [];
  return element.children.filter((child): child is XmlElement => typeof child !== 'string' && child.name === name);
}

/** The first element along a path of child names (`path(root, 'Header', 'Sender')`). */
export function path(element: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  let current = element;
  for (const name of names) current = childrenNamed(current, name)[0];
  return current;
}

/** All text below an element (CDATA included), whitespace at the ends trimmed. */
export function textOf(element: XmlElement | undefined): string {
  if (!element) return '';
  const collect = (node: XmlElement): string => node.children.map((child) => (typeof child === 'string' ? child : collect(child))).join('');
  return collect(element).trim();
}
