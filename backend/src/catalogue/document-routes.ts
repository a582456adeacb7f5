import { z } from 'zod';
import type { BackendEnv } from '../backend-env';
import { notFound } from '../lib/api-error';
import { createRouter } from '../lib/create-router';
import { validateParams } from '../lib/validate';
import { loadCategoryIndex } from './category-repository';
import { ArticleNumberParam } from './catalogue-params';
import { productDocumentPdf } from './product-document-pdf';
import { DOCUMENT_KINDS, type DocumentKind } from './product-documents';
import { loadVariantsByArticleNumbers, loadWarnings } from './variant-repository';
import { toVariantCore } from './variant-shape';

/**
 * GET /variants/{articleNumber}/documents/{produktblad|sakerhetsdatablad}: a variant's datasheet
 * or safety data sheet as PDF (decision 030). Public like the rest of the product data: no price
 * is in it. The shop keeps each answer in its object store, so this draws a document once.
 */
export const documentRoutes = createRouter<BackendEnv>();

const DocumentParams = z.object({
  articleNumber: ArticleNumberParam,
  kind: z.enum(Object.keys(DOCUMENT_KINDS) as [DocumentKind, ...DocumentKind[]]),
});

documentRoutes.get('/variants/:articleNumber/documents/:kind', validateParams(DocumentParams), async (c) => {
  const { articleNumber, kind } = c.req.valid('param');
  const [[row], index] = await Promise.all([loadVariantsByArticleNumbers(c.env.DB, [articleNumber]), loadCategoryIndex(c.env.DB)]);
  if (!row) throw notFound('Unknown article');
  const bytes = await productDocumentPdf(toVariantCore(row, index, await loadWarnings(c.env.DB, row.warnings)), kind);
  if (!bytes) throw notFound('This article has no such document');
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `inline; filename="${kind}-${articleNumber}.pdf"`,
      'Cache-Control': 'public, max-age=86400',
    },
  });
});
