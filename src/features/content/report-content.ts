import 'server-only';
import { reportRequestError } from '../../lib/request';
import type { UnresolvedLink } from '../../lib/upstream/content';

/** Reports a content problem to the error service (silent without a DSN, as in development). */
export function reportContentProblem(error: unknown): void {
  reportRequestError(error);
}

/**
 * Unresolvable links (spec point 8): the page renders what resolved and the rest is reported.
 * The provider calls this only when it fetched the page from the content system, so a cached
 * page does not repeat the same report on every view.
 */
export function reportUnresolvedLinks(where: string, links: readonly UnresolvedLink[]): void {
  const ids = links.map((link) => `${link.linkType}:${link.id}`).join(', ');
  reportContentProblem(new Error(`Unresolvable linked content in ${where}: ${ids}`));
}
