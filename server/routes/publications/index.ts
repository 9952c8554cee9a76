import type { z } from 'zod';
import {
  AdminPublicationListQuerySchema,
  PublicationInputSchema,
  PublicationUpdateSchema,
  type PublicationPayload,
} from '../../../shared/schemas/resources';
import { publicPublications, RESOURCE_ORDERS } from '../../content/resource-reads';
import { checkDocumentFile, documentFilesById } from '../../files/documents';
import { access } from '../../http/access';
import { publicList } from '../../http/public-list';
import { registerManagedRoutes } from '../../http/managed-routes';
import type { PublicationModel } from '../../models';
import { presentManagedPublication } from '../../presenters/publications';
import type { RouteModule } from '../../http/router';

/**
 * GET /api/publications (newest first, upcoming ones included), without deleted publications; the
 * staff routes under /api/admin/publications.
 */
export const publicationRoutes: RouteModule = (router) => {
  router.get('/publications', access('public'), publicList('publications', '/api/publications', publicPublications));

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
};
