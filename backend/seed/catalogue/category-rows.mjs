// Flattens the category tree into rows: hierarchical ids (K01, K0103, K010302…), slug paths,
// name trails and nested-set numbers (lft/rgt) so a subtree is one range of leaf numbers.

const code = (position) => String(position + 1).padStart(2, '0');

/**
 * Every category as a row, and every leaf with its family, top category (manufacturers) and
 * attribute names: what the variant factory needs.
 */
export function flattenCategories(tree) {
  const rows = [];
  const leaves = [];
  let counter = 0;

  function visit(node, parent, top, position) {
    const id = parent ? `${parent.id}${code(position)}` : `K${code(position)}`;
    const row = {
      id,
      parent_id: parent?.id ?? null,
      level: parent ? parent.level + 1 : 1,
      position: position + 1,
      name: node.name,
      slug: node.slug,
      path: parent ? `${parent.path}/${node.slug}` : node.slug,
      icon: parent ? null : node.icon,
      trail: parent ? `${parent.trail} ${node.name}` : node.name,
      ancestors: parent ? `${parent.ancestors} ${id}` : id,
      lft: ++counter,
      rgt: 0,
    };
    rows.push(row);
    const topNode = top ?? node;
    if (node.family) leaves.push({ category: row, family: node.family, leafName: node.name, manufacturers: topNode.manufacturers });
    (node.children ?? []).forEach((child, index) => visit(child, row, topNode, index));
    row.rgt = ++counter;
  }

  tree.forEach((node, index) => visit(node, null, null, index));
  return { rows, leaves };
}

/**
 * Attribute order per leaf category: the family's attributes as written, then SSG, which every
 * variant carries for punch-out but the product page does not show (disabled).
 */
export function attributeSequenceRows(leaves) {
  return leaves.flatMap(({ category, family }) => {
    const names = Object.keys(family.attrs);
    const facets = new Set(family.facets ?? defaultFacets(family));
    return [
      ...names.map((name, index) => [category.id, name, index + 1, 0, facets.has(name) ? 1 : 0]),
      [category.id, 'SSG', names.length + 1, 1, 0],
    ];
  });
}

/** Without a list, the first three attributes whose values vary between variants are facets. */
export const defaultFacets = (family) =>
  Object.entries(family.attrs)
    .filter(([, template]) => /\{(?!brand\})\w+\}/.test(template))
    .slice(0, 3)
    .map(([name]) => name);
