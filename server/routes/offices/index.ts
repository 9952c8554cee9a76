import type { z } from 'zod';
import {
  AdminOfficeListQuerySchema,
  OfficeInputSchema,
  OfficeUpdateSchema,
  type OfficePayload,
} from '../../../shared/schemas/resources';
import { publicOffices, RESOURCE_ORDERS } from '../../content/resource-reads';
import { access } from '../../http/access';
import { publicList } from '../../http/public-list';
import { registerManagedRoutes } from '../../http/managed-routes';
import type { OfficeModel } from '../../models';
import { presentManagedOffice } from '../../presenters/offices';
import type { RouteModule } from '../../http/router';

/**
 * GET /api/offices (by position): the headquarters and the regional offices of the home and contact
 * pages; the staff routes under /api/admin/offices.
 */
export const officeRoutes: RouteModule = (router) => {
  router.get('/offices', access('public'), publicList('offices', '/api/offices', publicOffices));

  registerManagedRoutes<OfficeModel, OfficePayload, z.output<typeof AdminOfficeListQuerySchema>>(router, {
    path: 'offices',
    entity: 'office',
    notFoundMessage: 'Office not found',
    model: (models) => models.Office,
    inputSchema: OfficeInputSchema,
    updateSchema: OfficeUpdateSchema,
    querySchema: AdminOfficeListQuerySchema,
    row: (input) => ({ ...input }),
    label: (office) => office.city,
    present: presentManagedOffice,
    order: RESOURCE_ORDERS.offices,
    search: { text: ['city', 'country', 'street', 'email'], codes: [{ column: 'region', vocabulary: 'regions' }] },
    filters: ({ region }) => (region ? [{ region }] : []),
  });
};
