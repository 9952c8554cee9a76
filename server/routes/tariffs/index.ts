import type { z } from 'zod';
import {
  AdminTariffListQuerySchema,
  TariffInputSchema,
  TariffUpdateSchema,
  type TariffPayload,
} from '../../../shared/schemas/resources';
import { publicTariffRows, RESOURCE_ORDERS } from '../../content/resource-reads';
import { access } from '../../http/access';
import { publicList } from '../../http/public-list';
import { registerManagedRoutes } from '../../http/managed-routes';
import type { TariffRowModel } from '../../models';
import { presentManagedTariffRow } from '../../presenters/tariffs';
import type { RouteModule } from '../../http/router';

/**
 * GET /api/tariffs (by position): the rows of the trade regulations page's tariff table; the staff
 * routes under /api/admin/tariffs.
 */
export const tariffRoutes: RouteModule = (router) => {
  router.get('/tariffs', access('public'), publicList('tariffs', '/api/tariffs', publicTariffRows));

  registerManagedRoutes<TariffRowModel, TariffPayload, z.output<typeof AdminTariffListQuerySchema>>(router, {
    path: 'tariffs',
    entity: 'tariff',
    notFoundMessage: 'Tariff row not found',
    model: (models) => models.TariffRow,
    inputSchema: TariffInputSchema,
    updateSchema: TariffUpdateSchema,
    querySchema: AdminTariffListQuerySchema,
    row: (input) => ({ ...input }),
    label: (row) => row.title,
    present: presentManagedTariffRow,
    order: RESOURCE_ORDERS.tariffs,
    search: { text: ['title', 'hs_code'] },
    filters: () => [],
  });
};
