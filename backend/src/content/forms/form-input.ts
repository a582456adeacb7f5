import { z } from 'zod';

export const FORM_INPUT_TYPES = ['text', 'textarea', 'email', 'tel', 'number', 'select', 'radio', 'checkbox', 'date'] as const;

/** A formInput entry's fields (spec point 3: title, type, inputList, requiredField, placeholderText, id). */
export const FormInputSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  title: z.string(),
  type: z.enum(FORM_INPUT_TYPES),
  inputList: z.array(z.string()).optional(),
  requiredField: z.boolean().optional(),
  placeholderText: z.string().optional(),
});
export type FormInput = z.infer<typeof FormInputSchema>;

/** What a visitor may send per input: text, a checkbox's state, or the chosen options. */
export const SubmittedValueSchema = z.union([z.string().max(5000), z.boolean(), z.array(z.string().max(200)).max(50)]);
export type SubmittedValue = z.infer<typeof SubmittedValueSchema>;
