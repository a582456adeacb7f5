'use server';

import { z } from 'zod';
import { isEmailAddress } from '../../../../domain/contact/email-address';
import { actionFailure, callAsUser, formActionArgs, getRequestContext, parsedAction, requireSession } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { UpstreamError } from '../../../lib/upstream';
import { emailOrderDocument } from '../../../lib/upstream/order/email-order-document';
import type { OrderActionState } from '../order-action-state';
import { MAX_EMAIL_MESSAGE } from '../order-limits';


const EmailForm = z.object({
  orderId: z.string().regex(/^\d{1,12}$/),
  document: z.string().regex(/^(order-confirmation|invoice:\d{6,14})$/),
  recipient: z.string().trim().max(10_000),
  message: z.string().max(100_000),
  requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/),
});

const field = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * "E-posta dokument": the order confirmation or an invoice to a recipient (prefilled with the
 * buyer's own address), checked by the spec's e-mail rule here and again by the service. The
 * form's requestKey makes a double post one e-mail; after a send the form gets a fresh key.
 */
export const emailDocument = parsedAction(formActionArgs<OrderActionState>(), (failure): OrderActionState => failure, async (_previous, form): Promise<OrderActionState> => {
  const requestKey = field(form, 'requestKey');
  try {
    requireSession();
    const parsed = EmailForm.safeParse({ orderId: field(form, 'orderId'), document: field(form, 'document'), recipient: field(form, 'recipient'), message: field(form, 'message'), requestKey });
    if (!parsed.success) return { status: 'invalid', message: t('errors.bad_request'), requestKey };
    const input = parsed.data;
    if (!isEmailAddress(input.recipient)) return { status: 'invalid', message: t('orders.email.badRecipient'), requestKey };
    const message = input.message.trim();
    if (message.length > MAX_EMAIL_MESSAGE) return { status: 'invalid', message: t('orders.email.tooLong', { max: MAX_EMAIL_MESSAGE }), requestKey };
    const { brand, services, session } = getRequestContext();
    const invoiceNumber = input.document.startsWith('invoice:') ? input.document.slice('invoice:'.length) : undefined;
    const sent = await callAsUser((token) =>
      emailOrderDocument(services.order, { token, customerId: session?.customerId, orderId: input.orderId, document: invoiceNumber ? 'invoice' : 'order-confirmation', invoiceNumber, recipient: input.recipient, message, requestKey: input.requestKey, brand: brand.name }),
    );
    return { status: 'done', message: t('orders.email.sent', { recipient: sent.recipient }), requestKey: crypto.randomUUID() };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return { status: 'invalid', message: t('orders.email.noDocument'), requestKey };
    if (error instanceof UpstreamError && error.status === 400) return { status: 'invalid', message: t('orders.email.badRecipient'), requestKey };
    return { ...actionFailure(error, 'errors.order_service_not_available'), requestKey };
  }
});
