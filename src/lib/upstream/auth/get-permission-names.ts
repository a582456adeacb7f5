import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { PermissionNameSchema, type PermissionName } from './user-admin-schemas';

/** GET /permission-names (admins): the eight permission denies. */
export async function getPermissionNames(auth: UpstreamService, accessToken: string): Promise<PermissionName[]> {
  return (await upstreamRequest(auth, { path: '/permission-names', token: accessToken, schema: z.object({ data: z.array(PermissionNameSchema) }) })).data;
}
