import { z } from 'zod';

export interface CustomerWithProjects {
  customerId: string;
  customerName: string;
  assortment: string;
  projects: { projectId: string; projectName: string }[];
}

const CustomerRowSchema = z.object({ id: z.string(), name: z.string(), assortment: z.string(), active: z.number() });
const ProjectRowSchema = z.object({ id: z.string(), customer_id: z.string(), name: z.string() });
const TeamRowSchema = z.object({ name: z.string(), role: z.string(), email: z.string(), phone: z.string() });

/**
 * The given customers with their active projects. `projectLimits` narrows a customer to one
 * project where the user's permission is limited to it.
 */
export async function loadCustomers(
  db: D1Database,
  customerIds: readonly string[],
  { onlyActive, projectLimits }: { onlyActive: boolean; projectLimits: ReadonlyMap<string, string> },
): Promise<CustomerWithProjects[]> {
  const ids = JSON.stringify(customerIds);
  const [customers, projects] = await db.batch([
    db.prepare('SELECT id, name, assortment, active FROM customers WHERE id IN (SELECT value FROM json_each(?1)) AND (?2 = 0 OR active = 1)').bind(ids, onlyActive ? 1 : 0),
    db.prepare('SELECT id, customer_id, name FROM projects WHERE customer_id IN (SELECT value FROM json_each(?1)) AND active = 1 ORDER BY id').bind(ids),
  ]);
  const projectRows = z.array(ProjectRowSchema).parse(projects?.results ?? []);
  return z
    .array(CustomerRowSchema)
    .parse(customers?.results ?? [])
    .map((customer) => ({
      customerId: customer.id,
      customerName: customer.name,
      assortment: customer.assortment,
      projects: projectRows
        .filter((p) => p.customer_id === customer.id)
        .filter((p) => !projectLimits.has(customer.id) || projectLimits.get(customer.id) === p.id)
        .map((p) => ({ projectId: p.id, projectName: p.name })),
    }));
}

export interface TeamMember {
  name: string;
  role: string;
  email: string;
  phone: string;
}

export async function loadCustomerTeam(db: D1Database, customerId: string): Promise<TeamMember[]> {
  const { results } = await db
    .prepare('SELECT name, role, email, phone FROM customer_team_members WHERE customer_id = ?1 ORDER BY position')
    .bind(customerId)
    .all();
  return z.array(TeamRowSchema).parse(results);
}
