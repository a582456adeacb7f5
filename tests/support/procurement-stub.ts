import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST the stub received: an OCI transfer form, or a cXML order message in `cxml-urlencoded`. */
export interface ReceivedPost {
  path: string;
  contentType: string;
  /** Form fields in order (url-encoded bodies); empty for other bodies. */
  fields: [string, string][];
  body: string;
}

export interface ProcurementStub {
  /** http://127.0.0.1:<port>, a host the shop allows over http in development. */
  origin: string;
  /** Where OCI transfers go (HOOK_URL). */
  hookUrl: string;
  /** Where cXML order messages go (BrowserFormPost URL). */
  cxmlFormPostUrl: string;
  received: ReceivedPost[];
  /** Resolves with the next post (or one already received since the last clear). */
  nextPost(timeoutMs?: number): Promise<ReceivedPost>;
  /** An HTML page that opens the shop the way a procurement system does: an auto-submitted OCI form. */
  entryPageUrl(shopOrigin: string, fields: Record<string, string>): string;
  clear(): void;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY) req.destroy(new Error('body too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A small procurement system for the tests: a real HTTP server on 127.0.0.1 that records the
 * carts shops post back (OCI forms and cXML order messages) and serves an OCI entry page.
 */
export async function startProcurementStub(): Promise<ProcurementStub> {
  const received: ReceivedPost[] = [];
  const waiting: ((post: ReceivedPost) => void)[] = [];
  const entryPages = new Map<string, string>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && entryPages.has(url.pathname)) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(entryPages.get(url.pathname));
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(404).end();
      return;
    }
    const body = await readBody(req);
    const contentType = req.headers['content-type'] ?? '';
    const fields = contentType.startsWith('application/x-www-form-urlencoded') ? [...new URLSearchParams(body)] : [];
    const post: ReceivedPost = { path: url.pathname, contentType, fields, body };
    const waiter = waiting.shift();
    if (waiter) waiter(post);
    else received.push(post);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Mottaget</title><p>Varukorgen mottagen.</p>');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(400).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    hookUrl: `${origin}/oci/hook?sap-client=100&OkCode=ADDI`,
    cxmlFormPostUrl: `${origin}/cxml/return`,
    received,
    nextPost(timeoutMs = 10_000) {
      const ready = received.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no post reached the procurement stub')), timeoutMs);
        waiting.push((post) => {
          clearTimeout(timer);
          resolve(post);
        });
      });
    },
    entryPageUrl(shopOrigin, fields) {
      const path = `/entry/${entryPages.size + 1}`;
      const inputs = Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join('');
      entryPages.set(
        path,
        `<!doctype html><title>Inköpssystem</title><form id="oci" method="post" action="${escapeHtml(`${shopOrigin}/punchout`)}">${inputs}<button>Öppna butiken</button></form><script>document.getElementById('oci').submit()</script>`,
      );
      return `${origin}${path}`;
    },
    clear() {
      received.length = 0;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A cXML PunchOutSetupRequest as a procurement server sends it. */
/** A requisition line an edit setup sends back to the shop (ItemOut). */
export interface ItemOutLine {
  articleNumber: string;
  quantity: number;
}

export function setupRequestXml(input: {
  sharedSecret: string;
  browserFormPostUrl: string;
  buyerCookie?: string;
  operation?: 'create' | 'edit';
  doctype?: string;
  itemOut?: readonly ItemOutLine[];
}): string {
  const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<?xml version="1.0" encoding="UTF-8"?>
${input.doctype ?? '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">'}
<cXML payloadID="${Date.now()}.stub@procurement.example" timestamp="${new Date().toISOString()}" xml:lang="sv-SE">
  <Header>
    <From><Credential domain="NetworkID"><Identity>AN-BUYER-1</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>SHOP-SUPPLIER</Identity></Credential></To>
    <Sender>
      <Credential domain="NetworkID"><Identity>industriservice-syd</Identity><SharedSecret>${text(input.sharedSecret)}</SharedSecret></Credential>
      <UserAgent>Procurement stub</UserAgent>
    </Sender>
  </Header>
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="${input.operation ?? 'create'}">
      <BuyerCookie>${text(input.buyerCookie ?? 'stub-cookie-1')}</BuyerCookie>
      <Extrinsic name="UserEmail">olle@industriservice-syd.example</Extrinsic>
      <BrowserFormPost><URL>${text(input.browserFormPostUrl)}</URL></BrowserFormPost>
${(input.itemOut ?? [])
  .map(
    (line, position) => `      <ItemOut quantity="${line.quantity}" lineNumber="${position + 1}">
        <ItemID><SupplierPartID>${text(line.articleNumber)}</SupplierPartID><SupplierPartAuxiliaryID>${position + 1}</SupplierPartAuxiliaryID></ItemID>
      </ItemOut>`,
  )
  .join('\n')}
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
}
