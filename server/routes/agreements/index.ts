import type { z } from 'zod';
import {
  AdminAgreementListQuerySchema,
  AgreementInputSchema,
  AgreementUpdateSchema,
  type AgreementPayload,
} from '../../../shared/schemas/resources';
import { publicAgreements, RESOURCE_ORDERS } from '../../content/resource-reads';
import { access } from '../../http/access';
import { publicList } from '../../http/public-list';
import { registerManagedRoutes } from '../../http/managed-routes';
import type { TradeAgreementModel } from '../../models';
import { presentManagedAgreement } from '../../presenters/agreements';
import type { RouteModule } from '../../http/router';

/**
 * GET /api/agreements (by position), without deleted agreements; the staff routes under
 * /api/admin/agreements.
 */
export const agreementRoutes: RouteModule = (router) => {
  router.get('/agreements', access('public'), publicList('agreements', '/api/agreements', publicAgreements));

  registerManagedRoutes<TradeAgreementModel, AgreementPayload, z.output<typeof AdminAgreementListQuerySchema>>(router, {
    path: 'agreements',
    entity: 'agreement',
    notFoundMessage: 'Agreement not found',
    model: (models) => models.TradeAgreement,
    inputSchema: AgreementInputSchema,
    updateSchema: AgreementUpdateSchema,
    querySchema: AdminAgreementListQuerySchema,
    row: (input) => ({ ...input }),
    label: (agreement) => agreement.title,
    present: presentManagedAgreement,
    order: RESOURCE_ORDERS.agreements,
    search: { text: ['title', 'description'] },
    filters: ({ status }) => (status ? [{ status }] : []),
  });
};
