import 'server-only';
import { ServiceUnavailable } from '../../../components/feedback/service-unavailable';
import { setPageStatus } from '../../../lib/request';
import type { TextKey } from '../../../lib/texts';

/**
 * What a content route shows when the content system is down or stalled and nothing is cached:
 * the spec's content message (point 8) inside the site frame, answered 503 so that a crawler or a
 * monitor sees an outage, not a page that is gone (404) or fine (200). Call it in the page
 * function itself, before it returns.
 */
export function contentUnavailable(textKey: TextKey) {
  setPageStatus(503);
  return <ServiceUnavailable textKey={textKey} />;
}
