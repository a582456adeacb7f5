import type { ContentConfig } from './content-config';
import { ContentNotFoundError, ContentUnavailableError } from './content-errors';
import type { UnresolvedLink } from './content-model';
import { fetchAdapter } from './fetch-adapter';
import { BACKGROUND_BUDGET_MS } from '../upstream-budgets';

/**
 * The ONE place the contentful SDK is loaded, and only when content is asked for: it and axios
 * weigh about 800 KB, which pages without content never pay for. Everything it answers is
 * handed on as unknown values; the map-* modules turn them into the shop's own types.
 *
 * Retries are the SDK's own (spec point 7): 429, 5xx and connection errors, waits growing by
 * √2 per attempt (about 1.9 s, 2.5 s, 3.3 s, 4.5 s), 30 s time-out per attempt. retryLimit counts
 * retries after the first try, so 4 gives the spec's 5 attempts. All of them fit in the call's
 * deadline (ContentConfig.deadlineMs, the page budget on a page render): whatever the SDK has not
 * finished by then fails as ContentUnavailableError, which the cache answers with its last good copy.
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
  const deadlineMs = config.deadlineMs ?? BACKGROUND_BUDGET_MS;
  const sdkClient = (deadline: AbortSignal) =>
    createClient({
      space: config.space,
      environment: config.environment,
      accessToken: config.accessToken,
      host: config.host,
      insecure: config.insecure,
      ...(config.basePath ? { basePath: config.basePath } : {}),
      adapter: fetchAdapter(config.fetch, deadline),
      retryOnError: true,
      retryLimit: RETRY_LIMIT,
      timeout: Math.min(TIMEOUT_MS, deadlineMs),
      // The SDK logs every retry to the console; failures surface as our errors instead.
      logHandler: () => undefined,
    });

  /**
   * One call within the deadline: the SDK's retries and back-off included, so a stalled content
   * system costs a page its content budget, not five 30-second attempts. The SDK client is made
   * per call (cheap: the module is loaded once) so its requests carry this call's deadline.
   */
  async function withinDeadline<T>(what: string, run: (sdk: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
    const deadline = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new ContentUnavailableError(`content ${what} ran past its budget of ${deadlineMs} ms`, 0);
        deadline.abort(error);
        reject(error);
      }, deadlineMs);
    });
    try {
      return await Promise.race([run(sdkClient(deadline.signal)), expired]);
    } catch (error) {
      throw error instanceof ContentUnavailableError || error instanceof ContentNotFoundError ? error : toContentError(error, what);
    } finally {
      clearTimeout(timer);
      // Ends the SDK's retries still waiting for their turn.
      deadline.abort(new ContentUnavailableError(`content ${what} already settled`, 0));
    }
  }

  return {
    preview: config.preview,
    getEntries: (query) =>
      withinDeadline(`entries of ${String(query.content_type ?? 'any type')}`, async (sdk) => {
        const answer = await sdk.getEntries(query);
        return { items: [...answer.items], total: answer.total, unresolved: unresolvedOf((answer as { errors?: unknown }).errors) };
      }),
    getTags: () =>
      withinDeadline('tags', async (sdk) => {
        const answer = await sdk.getTags({ limit: 1000 });
        return answer.items.map((tag) => ({ id: tag.sys.id, name: tag.name }));
      }),
  };
}
