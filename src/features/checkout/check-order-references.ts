import 'server-only';
import { t, type TextKey } from '../../lib/texts';
import { UpstreamError } from '../../lib/upstream';
import type { UpstreamService } from '../../lib/upstream/upstream-service';
import { validateOrderReference, type OrderReferenceVerdict } from '../../lib/upstream/auth/validate-order-reference';
import { fieldName } from './delivery-form-state';
import { ORDER_FIELDS } from './order-fields';
import type { DeliveryPlan } from './validate-delivery';

const MESSAGES: Record<NonNullable<OrderReferenceVerdict['reason']>, () => string> = {
  in_use: () => t('myPages.reference.in_use' satisfies TextKey),
  invalid_characters: () => t('myPages.reference.invalid_characters'),
  too_long: () => t('order.maxCharacters', { max: ORDER_FIELDS.reference.maxLength }),
  empty: () => t('myPages.reference.empty'),
};

/**
 * The delivery step's server-side check of each order reference with the customer service
 * (GET /v4/customers/orders/{number}/validate, decision 019): a reference the customer already
 * used on another order in the last twelve months gets a field message. Deliveries of one cart
 * may share a reference (one purchase split over deliveries), so each distinct reference is asked
 * once. The check advises: if the service cannot answer, saving goes on and the order service's
 * own limits still apply.
 */
export async function checkOrderReferences(plans: readonly DeliveryPlan[], input: { auth: UpstreamService; token: string; customerId: string | undefined }): Promise<Record<string, string>> {
  const references = [...new Set(plans.map((plan) => plan.details.reference?.trim() ?? '').filter(Boolean))];
  const verdicts = new Map(
    await Promise.all(
      references.map(async (reference) => {
        try {
          return [reference, await validateOrderReference(input.auth, { token: input.token, customerId: input.customerId, reference })] as const;
        } catch (error) {
          if (error instanceof UpstreamError && error.status !== 401) return [reference, null] as const;
          throw error;
        }
      }),
    ),
  );
  const errors: Record<string, string> = {};
  for (const plan of plans) {
    const verdict = verdicts.get(plan.details.reference?.trim() ?? '');
    if (verdict && !verdict.valid && verdict.reason) errors[fieldName('reference', plan.index)] = MESSAGES[verdict.reason]();
  }
  return errors;
}
