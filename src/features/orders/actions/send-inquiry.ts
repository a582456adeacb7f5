'use server';

import { z } from 'zod';
import { actionFailure, callAsUser, formActionArgs, getRequestContext, parsedAction, requireSession } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { UpstreamError, upstreamErrorCode } from '../../../lib/upstream';
import { sendOrderInquiry } from '../../../lib/upstream/order/send-order-inquiry';
import type { OrderActionState } from '../order-action-state';
import { MAX_INQUIRY_LENGTH } from '../order-limits';


const InquiryForm = z.object({
  orderId: z.string().regex(/^\d{1,12}$/),
  position: z.string().regex(/^\d{0,5}$/),
  message: z.string().max(100_000),
  requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/),
});

const field = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * "Fråga om ordern": a question about the order or one line, to the customer's sales team.
 * An empty or too long question is refused with a Swedish message before any call; a double
 * post is one inquiry (the form's requestKey); after a send the form gets a fresh key.
 */
export const sendInquiry = parsedAction(formActionArgs<OrderActionState>(), (failure): OrderActionState => failure, async (_previous, form): Promise<OrderActionState> => {
  const requestKey = field(form, 'requestKey');
  try {
    requireSession();
    const parsed = InquiryForm.safeParse({ orderId: field(form, 'orderId'), position: field(form, 'position'), message: field(form, 'message'), requestKey });
    if (!parsed.success) return { status: 'invalid', message: t('errors.bad_request'), requestKey };
    const message = parsed.data.message.trim();
    if (!message) return { status: 'invalid', message: t('orders.inquiry.empty'), requestKey };
    if (message.length > MAX_INQUIRY_LENGTH) return { status: 'invalid', message: t('orders.inquiry.tooLong', { max: MAX_INQUIRY_LENGTH }), requestKey };
    const position = parsed.data.position ? Number(parsed.data.position) : undefined;
    const { services, session } = getRequestContext();
    await callAsUser((token) => sendOrderInquiry(services.order, { token, customerId: session?.customerId, orderId: parsed.data.orderId, position, message, requestKey }));
    return { status: 'done', message: t('orders.inquiry.sent'), requestKey: crypto.randomUUID() };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 400 && upstreamErrorCode(error) === 'unknown_line') return { status: 'invalid', message: t('orders.inquiry.unknownLine'), requestKey };
    if (error instanceof UpstreamError && error.status === 404) return { status: 'invalid', message: t('errors.not_found'), requestKey };
    return { ...actionFailure(error, 'errors.order_service_not_available'), requestKey };
  }
});
