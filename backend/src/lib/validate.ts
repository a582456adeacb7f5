import type { MiddlewareHandler, ValidationTargets } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ApiError, badRequest } from './api-error';

/** JSON bodies of these services are small forms; anything bigger is refused before parsing. */
const MAX_JSON_BYTES = 16 * 1024;

/** A readable, input-free summary of what failed ("username: Too big: …"), never the value. */
export function describeIssues(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Invalid input';
  const path = first.path.map(String).join('.');
  return path ? `${path}: ${first.message}` : first.message;
}

const zodValidator = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  validator(target, (value) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw badRequest(describeIssues(parsed.error));
    return parsed.data as z.output<Schema>;
  });

/**
 * `c.req.valid('json')` typed from the schema. A missing or non-JSON content type parses as `{}`
 * and so fails the schema with 400 like any other bad body.
 */
export const validateJson = <Schema extends z.ZodType>(schema: Schema) => zodValidator('json', schema);
export const validateQuery = <Schema extends z.ZodType>(schema: Schema) => zodValidator('query', schema);
export const validateParams = <Schema extends z.ZodType>(schema: Schema) => zodValidator('param', schema);

export const limitJsonBody = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: MAX_JSON_BYTES,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', 'Request body too large');
    },
  });
