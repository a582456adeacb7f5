import { Hono } from 'hono';
import type { ContentEnv } from './content-env';
import { formSubmissionRoutes } from './forms/form-submission-routes';
import { contentImageRoutes } from './images/content-image-routes';
import { cdaRoutes } from './routes/cda-routes';

/**
 * The embedded content system (spec point 7): the Contentful-compatible delivery API under
 * /spaces, the generated asset images under /images/content and dynamic form submissions.
 */
export const contentRoutes = new Hono<ContentEnv>();
contentRoutes.route('/', cdaRoutes);
contentRoutes.route('/', contentImageRoutes);
contentRoutes.route('/', formSubmissionRoutes);
