import { z } from 'zod';

/** A category row as the repository returns it (lft/rgt: nested-set numbers of the subtree). */
export const CategoryRowSchema = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  level: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  slug: z.string(),
  path: z.string(),
  icon: z.string().nullable(),
  lft: z.number().int(),
  rgt: z.number().int(),
  variant_count: z.number().int(),
});
export type CategoryRow = z.infer<typeof CategoryRowSchema>;

/** How other answers refer to a category: enough to link to /kategorier/{path}. */
export interface CategoryRef {
  id: string;
  name: string;
  slug: string;
  path: string;
}

export const categoryRef = (row: CategoryRow): CategoryRef => ({ id: row.id, name: row.name, slug: row.slug, path: row.path });

export const isLeaf = (row: CategoryRow): boolean => row.rgt === row.lft + 1;

/** True when `inner` is `outer` or lies below it. */
export const contains = (outer: CategoryRow, inner: { lft: number }): boolean => inner.lft >= outer.lft && inner.lft <= outer.rgt;

/** The whole tree, loaded once per request (a few hundred rows), with the lookups answers need. */
export class CategoryIndex {
  readonly byId = new Map<string, CategoryRow>();
  readonly byPath = new Map<string, CategoryRow>();
  private readonly children = new Map<string | null, CategoryRow[]>();

  constructor(readonly rows: readonly CategoryRow[]) {
    for (const row of [...rows].sort((a, b) => a.lft - b.lft)) {
      this.byId.set(row.id, row);
      this.byPath.set(row.path, row);
      const siblings = this.children.get(row.parent_id) ?? [];
      siblings.push(row);
      this.children.set(row.parent_id, siblings);
    }
  }

  childrenOf(id: string | null): CategoryRow[] {
    return this.children.get(id) ?? [];
  }

  /** From the top category down to `row`, inclusive. */
  trailOf(row: CategoryRow): CategoryRow[] {
    const trail: CategoryRow[] = [];
    for (let current: CategoryRow | undefined = row; current; current = current.parent_id ? this.byId.get(current.parent_id) : undefined) {
      trail.unshift(current);
    }
    return trail;
  }

  /** The leaf category whose nested-set number is `lft` (variants store their leaf's lft). */
  leafAt(lft: number): CategoryRow | undefined {
    for (const row of this.rows) if (row.lft === lft) return row;
    return undefined;
  }
}
