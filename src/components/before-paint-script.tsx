import { getCspNonce } from '../lib/request';

/**
 * Our own constant script, run where it is parsed, before the first paint of a full page load: it
 * settles per browser what the server cannot know (a cookie, localStorage, the screen's width), so
 * nothing on screen changes when the page hydrates (issue 13). It carries this answer's CSP nonce;
 * nothing from content or the request ever goes into `code`.
 */
export function BeforePaintScript({ code }: { code: string }) {
  return <script nonce={getCspNonce()} dangerouslySetInnerHTML={{ __html: code }} />;
}
