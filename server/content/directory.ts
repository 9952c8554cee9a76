import { Op, type WhereOptions } from 'sequelize';
import type { z } from 'zod';
import type { Language } from '../../shared/constants';
import { DIRECTORY_PAGE_SIZE, type DirectoryPage } from '../../shared/resources';
import type { DirectoryQuerySchema } from '../../shared/schemas';
import type { Database } from '../db';
import { presentMember } from '../presenters/members';
import { pageWindow } from '../paging';
import { VISIBLE_MEMBERS } from './public-reads';
import { searchCondition, type CodeLabels } from './search';
import { localize } from './translations';

/** By name, then by id so that companies of the same name keep their place from page to page. */
const BY_NAME: [string, 'ASC' | 'DESC'][] = [
  ['name', 'ASC'],
  ['id', 'ASC'],
];

/**
 * One page of the business directory: the members the public sees, filtered by region, industry and
 * business type and searched in their name, description and location (and the description's ready
 * translations: a visitor searches the text they read), by name; texts in `language` where translated.
 */
export async function directoryPage(
  db: Database,
  labels: CodeLabels,
  query: z.output<typeof DirectoryQuerySchema>,
  language: Language = 'en',
): Promise<DirectoryPage> {
  const { Member } = db.models;
  const conditions: WhereOptions[] = [VISIBLE_MEMBERS];
  if (query.region) conditions.push({ region: query.region });
  if (query.industry) conditions.push({ industry: query.industry });
  if (query.type) conditions.push({ businessType: query.type });
  const search = searchCondition(
    db,
    labels,
    {
      table: Member.name,
      text: ['name', 'description', 'location'],
      translations: { kind: 'members', fields: ['description'], readyOnly: true },
    },
    query.search,
  );
  if (search) conditions.push(search);

  const window = { page: query.page, pageSize: DIRECTORY_PAGE_SIZE };
  const result = await Member.findAndCountAll({
    where: { [Op.and]: conditions },
    order: BY_NAME,
    ...pageWindow(window),
  });
  return {
    items: await localize(db.models, 'members', result.rows.map(presentMember), language),
    total: result.count,
    ...window,
    filters: { search: query.search, region: query.region, industry: query.industry, type: query.type },
  };
}
