import 'server-only';
import { cache } from 'react';
import { unstable_notFound as notFound } from 'waku/router/server';
import { ContentNotFoundError, getDynamicForm, type DynamicForm } from '../../lib/upstream/content';
import { getContentProvider } from './content-context';

/**
 * A dynamic form by id for a page of its own (Rörkraft's service booking), or the 404 page when
 * the brand's content has no such form. A content outage stays an error for loadPageData.
 */
export const loadDynamicForm = cache(async (formId: string): Promise<DynamicForm> => {
  try {
    return await getDynamicForm(getContentProvider(), formId);
  } catch (error) {
    if (error instanceof ContentNotFoundError) notFound();
    throw error;
  }
});
