import type { z } from 'zod';
import { invalidQuery } from './cda-error';

/** Query parameters through a (strict) zod schema; every issue becomes an InvalidQuery detail. */
export function parseParams<Schema extends z.ZodType>(schema: Schema, params: Record<string, string>): z.output<Schema> {
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  throw invalidQuery(
    parsed.error.issues.map((issue) => {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : issue.path.map(String);
      return { name: issue.code, path: keys.map((key) => key.slice(0, 100)), details: `${keys.join(', ').slice(0, 200) || 'query'}: ${issue.message}` };
    }),
  );
}
