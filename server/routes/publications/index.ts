import type { z } from 'zod';
import {
  AdminPublicationListQuerySchema,
  PublicationInputSchema,
  PublicationUpdateSchema,
  type PublicationPayload,
} from '../../../shared/schemas/resources';
import { publicPublications, RESOURCE_ORDERS } from '../../content/resource-reads';
import { checkDocumentFile, documentFilesById } from '../../files/documents';
import { access } from '../../middleware/access';
import type { PublicationModel } from '../../models';
import { presentManagedPublication } from '../../presenters/publications';
import { cachedList } from '../content';
import { registerManagedRoutes } from '../managed';
import type { ApiRouter } from '../router';

/**
 * GET /api/publications (newest first, upcoming ones included), without deleted publications; the
 * staff routes under /api/admin/publications.
 */
export function registerPublicationRoutes(router: ApiRouter): void {
  router.get('/publications', access('public'), cachedList('publications', publicPublications));

  registerManagedRoutes<PublicationModel, PublicationPayload, z.output<typeof AdminPublicationListQuerySchema>>(
    router,
    {
      path: 'publications',
      entity: 'publication',
      notFoundMessage: 'Publication not found',
      model: (models) => models.Publication,
      inputSchema: PublicationInputSchema,
      updateSchema: PublicationUpdateSchema,
      querySchema: AdminPublicationListQuerySchema,
      row: (input) => ({ ...input }),
      check: checkDocumentFile,
      label: (publication) => publication.title,
      present: presentManagedPublication,
      related: documentFilesById((models) => models.Publication),
      order: RESOURCE_ORDERS.publications,
      search: { text: ['title', 'abstract'] },
      filters: ({ type }) => (type ? [{ type }] : []),
    },
  );
}
