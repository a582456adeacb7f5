import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../support/backend-cart-api';
import { orderHistoryUsers, outbox, uniqueKey } from '../../support/order-history-api';
import { readPdf } from '../../support/pdf-text';

// Order documents (issue 14): the confirmation and invoice PDFs and documents by e-mail, with
// EJ_SE_PRISER leaving prices out and other customers' orders refused.

let gustav: string, dana: string;

beforeAll(async () => {
  ({ gustav, dana } = await orderHistoryUsers());
});

describe('documents', () => {
  it('makes the order confirmation a real PDF with the brand, the order number, lines and prices', async () => {
    const answer = await api('/orders/4500001/documents/order-confirmation?brand=Ljusgrossen', { token: gustav });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="orderbekraftelse-4500001.pdf"');
    const pdf = await readPdf(answer.body);
    expect(pdf.title).toBe('Orderbekräftelse 4500001');
    const order = (await api('/orders/4500001', { token: gustav })).body;
    expect(pdf.text).toContain('Ljusgrossen');
    expect(pdf.text).toContain('4500001');
    expect(pdf.text).toContain('Björken etapp 1');
    expect(pdf.text).toContain('Björkvägen 4');
    for (const item of order.orderItems) expect(pdf.text).toContain(item.articleNumber);
    expect(pdf.text).toMatch(/\d,\d\d kr/);
    // The same order's document is the same bytes every time.
    expect((await api('/orders/4500001/documents/order-confirmation?brand=Ljusgrossen', { token: gustav })).body).toEqual(answer.body);
  });

  it('leaves every price out for EJ_SE_PRISER, and has no confirmation for a received order', async () => {
    const pdf = await readPdf((await api('/orders/4500001/documents/order-confirmation', { token: dana })).body);
    expect(pdf.text).toContain('4500001');
    expect(pdf.text).not.toMatch(/\d,\d\d\s?kr/);
    expect(pdf.text).not.toContain('Summa');
    expect((await api('/orders/4500005/documents/order-confirmation', { token: gustav })).status).toBe(404);
    expect((await api('/orders/4500001/documents/order-confirmation?brand=%3Cscript%3E', { token: gustav })).status).toBe(400);
  });

  it('downloads invoices as PDF, 404 for an order without one', async () => {
    const answer = await api('/orders/4500001/download?brand=Virkesbolaget', { token: gustav });
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="faktura-94500001.pdf"');
    const pdf = await readPdf(answer.body);
    expect(pdf.text).toContain('Faktura');
    expect(pdf.text).toContain('94500001');
    expect(pdf.text).toContain('Att betala');
    expect((await api('/orders/4500001/download?invoiceNumber=94500001', { token: gustav })).status).toBe(200);
    expect((await api('/orders/4500001/download?invoiceNumber=11111111', { token: gustav })).status).toBe(404);
    expect((await api('/orders/4500005/download', { token: gustav })).status).toBe(404);
  });

  it('e-mails a document once, however often the form is posted', async () => {
    const recipient = `inkop.${Date.now()}@bygg-el-norr.example`;
    const body = { document: 'order-confirmation', recipient, message: 'Till arkivet', requestKey: uniqueKey('mail'), brand: 'Ljusgrossen' };
    const first = await api('/orders/4500003/documents/email', { token: gustav, body });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ orderId: '4500003', document: 'orderbekraftelse-4500003.pdf', recipient, replayed: false });
    const again = await Promise.all([api('/orders/4500003/documents/email', { token: gustav, body }), api('/orders/4500003/documents/email', { token: gustav, body })]);
    expect(again.map((a) => [a.status, a.body.replayed])).toEqual([[200, true], [200, true]]);
    const mails = await outbox(recipient);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Orderbekräftelse för order 4500003 från Ljusgrossen');
    expect(mails[0]?.body).toContain('Gustav Gran');
    expect(mails[0]?.body).toContain('Till arkivet');
    expect(mails[0]?.body).toContain('Bifogad fil: orderbekraftelse-4500003.pdf');
    expect((await api('/orders/4500001/documents/email', { token: gustav, body })).body.error.code).toBe('request_key_reused');

    const invoice = await api('/orders/4500001/documents/email', { token: gustav, body: { document: 'invoice', recipient, requestKey: uniqueKey('invoice') } });
    expect(invoice.body.document).toBe('faktura-94500001.pdf');
  });

  it('refuses a bad recipient, a missing document and a foreign order', async () => {
    for (const recipient of ['', 'gustav', 'a@b.c', 'a b@demo.se', `${'a'.repeat(260)}@demo.se`]) {
      expect((await api('/orders/4500001/documents/email', { token: gustav, body: { recipient, requestKey: uniqueKey('bad') } })).status, recipient).toBe(400);
    }
    expect((await api('/orders/4500001/documents/email', { token: gustav, body: { recipient: 'a@b.se', message: 'x'.repeat(1_001), requestKey: uniqueKey('long') } })).status).toBe(400);
    expect((await api('/orders/4500005/documents/email', { token: gustav, body: { recipient: 'a@b.se', requestKey: uniqueKey('none') } })).status).toBe(404);
    expect((await api('/orders/4500005/documents/email', { token: gustav, body: { document: 'invoice', recipient: 'a@b.se', requestKey: uniqueKey('none') } })).status).toBe(404);
    expect((await api('/orders/4500007/documents/email', { token: gustav, body: { recipient: 'a@b.se', requestKey: uniqueKey('foreign') } })).status).toBe(404);
  });
});

