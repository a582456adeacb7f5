import { z } from 'zod';

/**
 * What a configurable article allows (decision 035), as the product service answers it and the
 * shop validates against: a length cut from a drum or bar, and for cable a delivery form (on a
 * ring up to some length, or on a drum for a fee). Lengths in metres, money in öre.
 */
export const PackagingSchema = z.object({
  code: z.string().min(1).max(20),
  /** How the summary names it: "på trumma". */
  label: z.string().min(1).max(40),
  /** The longest cut this form holds; null: any length the article allows. */
  maxLength: z.number().positive().nullable(),
  fee: z.number().int().nonnegative(),
});
export type Packaging = z.infer<typeof PackagingSchema>;

export const ConfigurationModelSchema = z.object({
  articleNumber: z.string(),
  kind: z.literal('CUT_LENGTH'),
  /** Metres one sold unit holds: 1 for cable sold per metre, the bar's length for a pipe bar. */
  unitLength: z.number().positive(),
  minLength: z.number().positive(),
  /** The drum's or bar's length: no cut can be longer. */
  maxLength: z.number().positive(),
  lengthStep: z.number().positive(),
  cuttingFee: z.number().int().nonnegative(),
  packaging: z.array(PackagingSchema),
});
export type ConfigurationModel = z.infer<typeof ConfigurationModelSchema>;

/** A buyer's choice. Shape only: whether it fits the article is configuration-rules.ts's job. */
export const ConfigurationSchema = z.object({
  length: z.number().finite(),
  packaging: z.string().trim().min(1).max(20).nullish(),
});
export type Configuration = z.infer<typeof ConfigurationSchema>;
