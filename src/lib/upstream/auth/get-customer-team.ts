import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

export const TeamMemberSchema = z.object({
  name: z.string(),
  role: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** GET /crm/customerteam?customerId: the people at the shop who look after the customer. */
export function getCustomerTeam(auth: UpstreamService, input: { token: string; customerId: string }): Promise<TeamMember[]> {
  return upstreamRequest(auth, {
    path: '/crm/customerteam',
    query: { customerId: input.customerId },
    token: input.token,
    schema: z.object({ data: z.array(TeamMemberSchema) }).transform((answer) => answer.data),
  });
}
