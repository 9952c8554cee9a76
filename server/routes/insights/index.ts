import type { z } from 'zod';
import {
  AdminInsightListQuerySchema,
  InsightInputSchema,
  InsightUpdateSchema,
  type InsightPayload,
} from '../../../shared/schemas/resources';
import { publicInsights, RESOURCE_ORDERS } from '../../content/resource-reads';
import { access } from '../../http/access';
import { publicList } from '../../http/public-list';
import { registerManagedRoutes } from '../../http/managed-routes';
import type { MarketInsightModel } from '../../models';
import { presentManagedInsight } from '../../presenters/insights';
import type { RouteModule } from '../../http/router';

/**
 * GET /api/insights (by position): the Market Insights cards of the market reports page; the staff
 * routes under /api/admin/insights.
 */
export const insightRoutes: RouteModule = (router) => {
  router.get('/insights', access('public'), publicList('insights', '/api/insights', publicInsights));

  registerManagedRoutes<MarketInsightModel, InsightPayload, z.output<typeof AdminInsightListQuerySchema>>(router, {
    path: 'insights',
    entity: 'insight',
    notFoundMessage: 'Insight not found',
    model: (models) => models.MarketInsight,
    inputSchema: InsightInputSchema,
    updateSchema: InsightUpdateSchema,
    querySchema: AdminInsightListQuerySchema,
    row: (input) => ({ ...input }),
    label: (insight) => insight.title,
    present: presentManagedInsight,
    order: RESOURCE_ORDERS.insights,
    search: { text: ['title', 'description', 'source'] },
    filters: ({ category }) => (category ? [{ category }] : []),
  });
};
