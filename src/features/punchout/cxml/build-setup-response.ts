import { cdata, CXML_DOCTYPE, escapeXml } from './xml-writer';

/** Identifies one answer document; the caller supplies them so the builders stay pure. */
export interface CxmlEnvelope {
  /** Unique per document, e.g. "1763740800000.a1b2c3@shop.example". */
  payloadId: string;
  /** ISO 8601 with offset. */
  timestamp: string;
}

const open = ({ payloadId, timestamp }: CxmlEnvelope) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${CXML_DOCTYPE}\n<cXML payloadID="${escapeXml(payloadId)}" timestamp="${escapeXml(timestamp)}" xml:lang="sv-SE">`;

/** The successful answer: Status 200 and the StartPage URL, in CDATA since it holds `&`. */
export function buildSetupResponse(envelope: CxmlEnvelope, startUrl: string): string {
  return [
    open(envelope),
    '<Response>',
    '<Status code="200" text="OK"/>',
    '<PunchOutSetupResponse>',
    `<StartPage><URL>${cdata(startUrl)}</URL></StartPage>`,
    '</PunchOutSetupResponse>',
    '</Response>',
    '</cXML>',
  ].join('\n');
}

/** Any refusal or failure as a cXML Status (400 bad request, 401 unauthorized, 500 …). */
export function buildStatusResponse(envelope: CxmlEnvelope, code: number, text: string): string {
  return [open(envelope), '<Response>', `<Status code="${code}" text="${escapeXml(text)}"/>`, '</Response>', '</cXML>'].join('\n');
}
