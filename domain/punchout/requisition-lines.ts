import { z } from 'zod';

/**
 * One ItemOut line of a cXML edit setup (decision 031): the requisition line the buyer wants to
 * change in the shop, by the shop's own article number (SupplierPartID) and quantity.
 */
export const RequisitionLineSchema = z.object({
  articleNumber: z.string().trim().min(1).max(64),
  quantity: z.number().positive().max(1_000_000),
});
export type RequisitionLine = z.infer<typeof RequisitionLineSchema>;

/** A requisition longer than this is refused: the cart holds fewer lines anyway. */
export const MAX_REQUISITION_LINES = 200;

export const RequisitionLinesSchema = z.array(RequisitionLineSchema).max(MAX_REQUISITION_LINES);

/** How many lines that could not be loaded the buyer is told about (they ride in a 4 KB cookie). */
export const MAX_REPORTED_LINES = 20;
