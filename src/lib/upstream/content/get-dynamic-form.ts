import { queryKey } from './cache-keys';
import type { DynamicForm } from './content-model';
import { ContentNotFoundError } from './content-errors';
import type { ContentProvider } from './content-provider';
import { mapDynamicForm } from './map-parts';
import { newMapContext } from './raw-entry';

/** A dynamic form by its id (the form section and the submission route both read it). */
export function getDynamicForm(provider: ContentProvider, formId: string): Promise<DynamicForm> {
  return provider.lookup(queryKey('form', [formId]), async (client) => {
    const answer = await client.getEntries({ content_type: 'dynamicForm', 'fields.id': formId, limit: 1, include: 1 });
    const form = mapDynamicForm(answer.items[0], newMapContext());
    if (!form) throw new ContentNotFoundError(`No form found for id: ${formId}`);
    return form;
  });
}
