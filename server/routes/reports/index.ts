import type { z } from 'zod';
import {
  AdminReportListQuerySchema,
  ReportInputSchema,
  ReportUpdateSchema,
  type ReportPayload,
} from '../../../shared/schemas/resources';
import { publicReports, RESOURCE_ORDERS } from '../../content/resource-reads';
import { checkDocumentFile, documentFilesById } from '../../files/documents';
import { access } from '../../http/access';
import { publicList } from '../../http/public-list';
import { registerManagedRoutes } from '../../http/managed-routes';
import type { MarketReportModel } from '../../models';
import { presentManagedReport } from '../../presenters/reports';
import type { RouteModule } from '../../http/router';

/** GET /api/reports (newest first), without deleted reports; the staff routes under /api/admin/reports. */
export const reportRoutes: RouteModule = (router) => {
  router.get('/reports', access('public'), publicList('reports', '/api/reports', publicReports));

  registerManagedRoutes<MarketReportModel, ReportPayload, z.output<typeof AdminReportListQuerySchema>>(router, {
    path: 'reports',
    entity: 'report',
    notFoundMessage: 'Report not found',
    model: (models) => models.MarketReport,
    inputSchema: ReportInputSchema,
    updateSchema: ReportUpdateSchema,
    querySchema: AdminReportListQuerySchema,
    row: (input) => ({ ...input }),
    check: checkDocumentFile,
    label: (report) => report.title,
    present: presentManagedReport,
    related: documentFilesById((models) => models.MarketReport),
    order: RESOURCE_ORDERS.reports,
    search: { text: ['title', 'description'] },
    filters: ({ category }) => (category ? [{ category }] : []),
  });
};
