import { isUtf8 } from 'node:buffer';
import {
  IMPORT_KINDS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  importQuerySchema,
  type ImportKind,
  type ImportQuery,
} from '../../../shared/schemas/imports';
import type { AppContext } from '../../context';
import { badRequest, HttpError } from '../../errors';
import { uploadedFileName, FILE_NAME_HEADER } from '../../files/store';
import { describeColumns, describePlan, planImport, readCsv, runImport, type CsvTable } from '../../imports/csv-import';
import { access, staffUser } from '../../http/access';
import { readRawBody } from '../../middleware/json-body';
import { validateQuery, validatedQuery } from '../../middleware/validate';
import type { ApiRouter, RouteModule } from '../../http/router';

/** The import routes, whose body is the CSV file's text rather than JSON (see `jsonBody`). */
export const IMPORT_ROUTES: readonly string[] = IMPORT_KINDS.flatMap((kind) => [
  `POST /api/admin/imports/${kind}/preview`,
  `POST /api/admin/imports/${kind}`,
]);

/** The CSV text of the request: text/csv (else 415), UTF-8 (else 400), at most IMPORT_LIMITS.bytes (else 413). */
async function csvBody(ctx: AppContext): Promise<CsvTable> {
  if (!ctx.request.is('text/csv')) throw new HttpError(415, IMPORT_MESSAGES.notCsvType);
  const bytes = await readRawBody(ctx, IMPORT_LIMITS.bytes);
  if (!isUtf8(bytes)) throw badRequest(IMPORT_MESSAGES.notUtf8, { file: IMPORT_MESSAGES.notUtf8 });
  return readCsv(bytes.toString('utf8'));
}

/** The mapping of the query, required by an import (a preview without one suggests it). */
function requiredMapping(query: ImportQuery): (string | null)[] {
  if (!query.mapping) throw badRequest(IMPORT_MESSAGES.mappingLength, { mapping: IMPORT_MESSAGES.mappingLength });
  return query.mapping;
}

/**
 * POST /api/admin/imports/{members|events}/preview: without `mapping`, the file's columns and the
 * mapping suggested for them; with one, the dry run (nothing written). POST
 * /api/admin/imports/{members|events}: the import itself, all rows or none (docs/api.md, "Import").
 */
export const importRoutes: RouteModule = (router) => {
  for (const kind of IMPORT_KINDS) registerKind(router, kind);
};

function registerKind(router: ApiRouter, kind: ImportKind): void {
  const base = `/admin/imports/${kind}`;
  const querySchema = importQuerySchema(kind);

  router.post(`${base}/preview`, access('content:manage'), validateQuery(querySchema), async (ctx) => {
    const query = validatedQuery<ImportQuery>(ctx);
    const table = await csvBody(ctx);
    if (!query.mapping) {
      ctx.body = describeColumns(kind, table);
      return;
    }
    const plan = await planImport(ctx.services, kind, table, query.mapping);
    ctx.body = describePlan(kind, table, query.mapping, plan);
  });

  router.post(base, access('content:manage'), validateQuery(querySchema), async (ctx) => {
    const query = validatedQuery<ImportQuery>(ctx);
    const mapping = requiredMapping(query);
    const user = await staffUser(ctx);
    const table = await csvBody(ctx);
    const filename = uploadedFileName(ctx.get(FILE_NAME_HEADER)) || `${kind}.csv`;
    ctx.body = await runImport(ctx.services, user, kind, filename, table, mapping);
  });
}
