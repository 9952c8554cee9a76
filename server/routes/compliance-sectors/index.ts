import type { z } from 'zod';
import {
  AdminComplianceSectorListQuerySchema,
  ComplianceSectorInputSchema,
  ComplianceSectorUpdateSchema,
  type ComplianceSectorPayload,
} from '../../../shared/schemas/resources';
import { publicComplianceSectors, RESOURCE_ORDERS } from '../../content/resource-reads';
import { access } from '../../http/access';
import { publicList } from '../../http/public-list';
import { registerManagedRoutes } from '../../http/managed-routes';
import type { ComplianceSectorModel } from '../../models';
import { presentManagedComplianceSector } from '../../presenters/compliance-sectors';
import type { RouteModule } from '../../http/router';

/**
 * GET /api/compliance-sectors (by position): the rows of the trade regulations page's sector
 * compliance table; the staff routes under /api/admin/compliance-sectors.
 */
export const complianceSectorRoutes: RouteModule = (router) => {
  router.get(
    '/compliance-sectors',
    access('public'),
    publicList('compliance-sectors', '/api/compliance-sectors', publicComplianceSectors),
  );

  registerManagedRoutes<
    ComplianceSectorModel,
    ComplianceSectorPayload,
    z.output<typeof AdminComplianceSectorListQuerySchema>
  >(router, {
    path: 'compliance-sectors',
    entity: 'compliance-sector',
    notFoundMessage: 'Sector not found',
    model: (models) => models.ComplianceSector,
    inputSchema: ComplianceSectorInputSchema,
    updateSchema: ComplianceSectorUpdateSchema,
    querySchema: AdminComplianceSectorListQuerySchema,
    row: (input) => ({ ...input }),
    label: (sector) => sector.title,
    present: presentManagedComplianceSector,
    order: RESOURCE_ORDERS['compliance-sectors'],
    search: { text: ['title', 'requirements', 'certification'] },
    filters: () => [],
  });
};
