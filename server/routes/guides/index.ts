import type { z } from 'zod';
import {
  AdminGuideListQuerySchema,
  GuideInputSchema,
  GuideUpdateSchema,
  type GuidePayload,
} from '../../../shared/schemas/resources';
import { publicGuides, RESOURCE_ORDERS } from '../../content/resource-reads';
import { checkDocumentFile, documentFilesById } from '../../files/documents';
import { access } from '../../http/access';
import { publicList } from '../../http/public-list';
import { registerManagedRoutes } from '../../http/managed-routes';
import type { InvestmentGuideModel } from '../../models';
import { presentManagedGuide } from '../../presenters/guides';
import type { RouteModule } from '../../http/router';

/**
 * GET /api/guides (country guides, then market-entry guides, each newest first), without deleted
 * guides; the staff routes under /api/admin/guides.
 */
export const guideRoutes: RouteModule = (router) => {
  router.get('/guides', access('public'), publicList('guides', '/api/guides', publicGuides));

  registerManagedRoutes<InvestmentGuideModel, GuidePayload, z.output<typeof AdminGuideListQuerySchema>>(router, {
    path: 'guides',
    entity: 'guide',
    notFoundMessage: 'Guide not found',
    model: (models) => models.InvestmentGuide,
    inputSchema: GuideInputSchema,
    updateSchema: GuideUpdateSchema,
    querySchema: AdminGuideListQuerySchema,
    row: (input) => ({ ...input }),
    check: checkDocumentFile,
    label: (guide) => guide.title,
    present: presentManagedGuide,
    related: documentFilesById((models) => models.InvestmentGuide),
    order: RESOURCE_ORDERS.guides,
    search: { text: ['title', 'description'], codes: [{ column: 'region', vocabulary: 'regions' }] },
    filters: ({ kind, region }) => [...(kind ? [{ kind }] : []), ...(region ? [{ region }] : [])],
  });
};
