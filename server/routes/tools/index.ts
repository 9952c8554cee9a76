import type { z } from 'zod';
import {
  AdminToolListQuerySchema,
  ToolInputSchema,
  ToolUpdateSchema,
  type ToolPayload,
} from '../../../shared/schemas/resources';
import { publicTools, RESOURCE_ORDERS } from '../../content/resource-reads';
import { access } from '../../http/access';
import { publicList } from '../../http/public-list';
import { registerManagedRoutes } from '../../http/managed-routes';
import type { InvestmentToolModel } from '../../models';
import { presentManagedTool } from '../../presenters/tools';
import type { RouteModule } from '../../http/router';

/** GET /api/tools (by position), without deleted tools; the staff routes under /api/admin/tools. */
export const toolRoutes: RouteModule = (router) => {
  router.get('/tools', access('public'), publicList('tools', '/api/tools', publicTools));

  registerManagedRoutes<InvestmentToolModel, ToolPayload, z.output<typeof AdminToolListQuerySchema>>(router, {
    path: 'tools',
    entity: 'tool',
    notFoundMessage: 'Tool not found',
    model: (models) => models.InvestmentTool,
    inputSchema: ToolInputSchema,
    updateSchema: ToolUpdateSchema,
    querySchema: AdminToolListQuerySchema,
    row: (input) => ({ ...input }),
    label: (tool) => tool.title,
    present: presentManagedTool,
    order: RESOURCE_ORDERS.tools,
    search: { text: ['title', 'description'] },
    filters: () => [],
  });
};
