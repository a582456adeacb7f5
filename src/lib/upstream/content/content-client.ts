import type { ContentConfig } from './content-config';
import { ContentNotFoundError, ContentUnavailableError } from './content-errors';
import type { UnresolvedLink } from './content-model';
import { fetchAdapter } from './fetch-adapter';

/**
 * The ONE place the contentful SDK is loaded, and only when content is asked for: it and axios
 * weigh about 800 KB, which pages without content never pay for. Everything it answers is
 * handed on as unknown values; the map-* modules turn them into the shop's own types.
 *
 * Retries are the SDK's own (spec point 7): 429, 5xx and connection errors, waits growing by
 * √2 per attempt (about 1.9 s, 2.5 s, 3.3 s, 4.5 s), 30 s time-out per attempt. retryLimit counts
 * retries after the first try, so 4 gives the spec's 5 attempts.
 */

export type ContentQuery = Record<string, string | number | boolean>;

export interface EntryCollection {
  items: unknown[];
  total: number;
  /** Links the content system reported as unresolvable (its `errors` list). */
  unresolved: UnresolvedLink[];
}

export interface ContentClient {
  readonly preview: boolean;
  getEntries(query: ContentQuery): Promise<EntryCollection>;
  getTags(): Promise<{ id: string; name: string }[]>;
}

const RETRY_LIMIT = 4;
const TIMEOUT_MS = 30_000;

/** The SDK's errors carry the answer as JSON in `message`; only the status matters here. */
function statusOf(error: unknown): number {
  if (!(error instanceof Error)) return 0;
  try {
    const status = (JSON.parse(error.message) as { status?: unknown }).status;
    return typeof status === 'number' ? status : 0;
  } catch {
    return 0;
  }
}

function toContentError(error: unknown, what: string): Error {
  const status = statusOf(error);
  if (status === 404) return new ContentNotFoundError(`${what} answered 404`);
  return new ContentUnavailableError(`content ${what} failed${status ? ` with ${status}` : ''}`, status, error);
}

function unresolvedOf(errors: unknown): UnresolvedLink[] {
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error) => {
    const details = (error as { details?: { type?: unknown; linkType?: unknown; id?: unknown } } | null)?.details;
    return details && details.type === 'Link' && typeof details.id === 'string' ? [{ id: details.id, linkType: String(details.linkType ?? 'Entry') }] : [];
  });
}

export async function createContentClient(config: ContentConfig): Promise<ContentClient> {
  const { createClient } = await import('contentful');
  const client = createClient({
    space: config.space,
    environment: config.environment,
    accessToken: config.accessToken,
    host: config.host,
    insecure: config.insecure,
    ...(config.basePath ? { basePath: config.basePath } : {}),
    adapter: fetchAdapter(config.fetch),
    retryOnError: true,
    retryLimit: RETRY_LIMIT,
    timeout: TIMEOUT_MS,
    // The SDK logs every retry to the console; failures surface as our errors instead.
    logHandler: () => undefined,
  });
  return {
    preview: config.preview,
    async getEntries(query) {
      try {
        const answer = await client.getEntries(query);
        return { items: [...answer.items], total: answer.total, unresolved: unresolvedOf((answer as { errors?: unknown }).errors) };
      } catch (error) {
        throw toContentError(error, `entries of ${String(query.content_type ?? 'any type')}`);
      }
    },
    async getTags() {
      try {
        const answer = await client.getTags({ limit: 1000 });
        return answer.items.map((tag) => ({ id: tag.sys.id, name: tag.name }));
      } catch (error) {
        throw toContentError(error, 'tags');
      }
    },
  };
}
