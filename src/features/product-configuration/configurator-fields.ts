import 'server-only';
import { z } from 'zod';
import type { ConfigurationModel } from '../../../domain/product-configuration';
import { t } from '../../lib/texts';
import { readConfiguration, type ReadConfiguration } from './read-configuration';

const Fields = z.object({
  articleNumber: z.string().trim().regex(/^\d{1,20}$/),
  length: z.string().max(40),
  packaging: z.string().trim().max(20),
  pieces: z.string().max(20),
  replace: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/).optional().catch(undefined),
});
export type ConfiguratorFields = z.infer<typeof Fields>;

/** The configurator's form as posted (with or without JavaScript); null for a malformed post. */
export function configuratorFields(form: FormData): ConfiguratorFields | null {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const parsed = Fields.safeParse({ articleNumber: text('articleNumber'), length: text('length'), packaging: text('packaging'), pieces: text('pieces'), replace: text('replace') || undefined });
  return parsed.success ? parsed.data : null;
}

/** The typed fields against the article's rules; broken rules as Swedish messages per field. */
export function checkFields(model: ConfigurationModel, fields: ConfiguratorFields): ReadConfiguration & { messages: Partial<Record<'length' | 'packaging' | 'pieces', string>> } {
  const read = readConfiguration(model, fields);
  const messages = read.ok ? {} : Object.fromEntries(Object.entries(read.errors).map(([field, message]) => [field, message ? t(message.key, message.params) : '']));
  return { ...read, messages };
}
