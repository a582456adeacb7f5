import 'server-only';

import { PunchoutMappingRulesSchema, type PunchoutMappingRules } from '../../../../domain/punchout/mapping-rules';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';


/**
 * GET /v2/oci/mapping-rules: the customer's punch-out mapping rules (company A, B, C or the
 * defaults), read at transfer time so a changed rule applies to the next cart.
 */
export async function getMappingRules(auth: UpstreamService, input: { customerId: string; accessToken: string }): Promise<PunchoutMappingRules> {
  const rules = await upstreamRequest(auth, {
    path: '/v2/oci/mapping-rules',
    query: { customerId: input.customerId },
    token: input.accessToken,
    schema: PunchoutMappingRulesSchema,
  });
  return rules;
}
