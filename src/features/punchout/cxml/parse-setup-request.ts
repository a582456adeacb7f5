import { z } from 'zod';
import { parseXml, XmlRejected, type XmlElement } from './xml-parser';
import { childrenNamed, path, textOf } from './xml-query';
import { RequisitionLinesSchema } from '../../../../domain/punchout/requisition-lines';

const CredentialSchema = z.object({ domain: z.string().trim().min(1).max(64), identity: z.string().trim().min(1).max(128) });
export type CxmlCredential = z.infer<typeof CredentialSchema>;

const SetupRequestSchema = z.object({
  payloadId: z.string().max(256),
  operation: z.enum(['create', 'edit']),
  buyerCookie: z.string().min(1).max(512),
  browserFormPostUrl: z.string().min(1).max(1024),
  from: CredentialSchema,
  to: CredentialSchema,
  sender: CredentialSchema.extend({ sharedSecret: z.string().min(1).max(256) }),
  userEmail: z.string().trim().max(254).optional(),
  /** The requisition's lines of an edit setup (ItemOut); empty for create. */
  itemLines: RequisitionLinesSchema,
});

/** What the shop reads from a cXML PunchOutSetupRequest. */
export type PunchOutSetupRequest = z.infer<typeof SetupRequestSchema>;

/** A refusal in cXML terms: the Status code and text of the answer (400 bad request, 450 not implemented). */
export interface CxmlRefusal {
  code: 400 | 450;
  text: string;
}

export type SetupParseResult = { ok: true; request: PunchOutSetupRequest } | { ok: false; refusal: CxmlRefusal };

/** ItemOut lines: the quantity attribute and ItemID/SupplierPartID (the shop's article number). */
const itemLinesOf = (setup: XmlElement) =>
  childrenNamed(setup, 'ItemOut').map((item) => ({
    articleNumber: textOf(path(item, 'ItemID', 'SupplierPartID')),
    quantity: Number(item.attributes['quantity'] ?? ''),
  }));

const credentialOf = (party: XmlElement | undefined) => {
  const credential = childrenNamed(party, 'Credential')[0];
  return { domain: credential?.attributes['domain'] ?? '', identity: textOf(path(credential, 'Identity')), credential };
};

/**
 * Parses and checks a PunchOutSetupRequest. The XML parser refuses DTD subsets and entities
 * (XXE, billion laughs), so a hostile document ends here as a 400 before anything is looked up.
 */
export function parseSetupRequest(xml: string): SetupParseResult {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    const reason = error instanceof XmlRejected ? error.reason : 'malformed';
    return { ok: false, refusal: { code: 400, text: `Bad Request: XML refused (${reason})` } };
  }
  if (root.name !== 'cXML') return { ok: false, refusal: { code: 400, text: 'Bad Request: not a cXML document' } };

  const setup = path(root, 'Request', 'PunchOutSetupRequest');
  if (!setup) return { ok: false, refusal: { code: 400, text: 'Bad Request: PunchOutSetupRequest expected' } };
  const operation = setup.attributes['operation'] ?? '';
  if (operation === 'inspect') return { ok: false, refusal: { code: 450, text: 'Not Implemented: operation inspect' } };

  const sender = credentialOf(path(root, 'Header', 'Sender'));
  const email = childrenNamed(setup, 'Extrinsic').find((extrinsic) => extrinsic.attributes['name'] === 'UserEmail');
  const candidate = {
    payloadId: root.attributes['payloadID'] ?? '',
    operation,
    buyerCookie: textOf(path(setup, 'BuyerCookie')),
    browserFormPostUrl: textOf(path(setup, 'BrowserFormPost', 'URL')),
    from: credentialOf(path(root, 'Header', 'From')),
    to: credentialOf(path(root, 'Header', 'To')),
    sender: { domain: sender.domain, identity: sender.identity, sharedSecret: textOf(path(sender.credential, 'SharedSecret')) },
    ...(email ? { userEmail: textOf(email) } : {}),
    itemLines: operation === 'edit' ? itemLinesOf(setup) : [],
  };
  const parsed = SetupRequestSchema.safeParse(candidate);
  if (!parsed.success) {
    // Field paths only: the secret and the cookie never go back into an answer or a log.
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))].join(', ');
    return { ok: false, refusal: { code: 400, text: `Bad Request: missing or invalid ${fields}` } };
  }
  return { ok: true, request: parsed.data };
}
