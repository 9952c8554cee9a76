import { Op, type WhereOptions } from 'sequelize';
import type { Language } from '../../shared/constants';
import {
  INDUSTRIES,
  REGIONS,
  type Industry,
  type Member,
  type MemberFilterOptions,
  type MemberListFilters,
  type Region,
} from '../../shared/entities';
import type { JsonCache } from '../cache';
import type { Database } from '../db';
import type { Models } from '../models';
import { pageWindow, type PageQuery, type PageResult } from '../paging';
import { presentMember } from '../presenters/members';
import { MEMBER_ORDER, VISIBLE_MEMBERS } from './public-reads';
import { searchCondition, type CodeLabels } from './search';
import { localize } from './translations';

// The public member list read a page at a time: the filters are a WHERE, the page a LIMIT and
// OFFSET, so a request costs one page of rows whatever the number of members.

/** What a read of the list asks for: the filters, the page, and optionally only some members. */
export interface MemberListQuery extends MemberListFilters, PageQuery {
  ids?: readonly number[];
}

/**
 * The condition of the visible members a query keeps: the search (a case-insensitive substring of
 * the name or the description, the description's ready translations too: a visitor searches the
 * text they read), the exact industry and region, and the ids when it names some.
 */
function memberConditions(db: Database, labels: CodeLabels, query: MemberListQuery): WhereOptions {
  const conditions: WhereOptions[] = [VISIBLE_MEMBERS];
  if (query.industry) conditions.push({ industry: query.industry });
  if (query.region) conditions.push({ region: query.region });
  if (query.ids) conditions.push({ id: { [Op.in]: [...query.ids] } });
  const search = searchCondition(
    db,
    labels,
    {
      table: db.models.Member.name,
      text: ['name', 'description'],
      translations: { kind: 'members', fields: ['description'], readyOnly: true },
    },
    query.search,
  );
  if (search) conditions.push(search);
  return { [Op.and]: conditions };
}

/** One page of the visible members a query keeps, in `language` where translated, and how many match. */
export async function publicMemberPage(
  db: Database,
  labels: CodeLabels,
  query: MemberListQuery,
  language: Language = 'en',
): Promise<PageResult<Member>> {
  const { Member } = db.models;
  const result = await Member.findAndCountAll({
    where: memberConditions(db, labels, query),
    order: MEMBER_ORDER,
    ...pageWindow(query),
  });
  return { items: await localize(db.models, 'members', result.rows.map(presentMember), language), total: result.count };
}

/** The JSON cache's key of the filter options: under `members`, so a change to a member clears it. */
const OPTIONS_KEY = 'members:filter-options';

/** The industries and regions of the visible members, read with one DISTINCT query each. */
async function readFilterOptions(models: Models): Promise<MemberFilterOptions> {
  const distinct = async (column: 'industry' | 'region') => {
    const rows = await models.Member.findAll({
      attributes: [column],
      where: VISIBLE_MEMBERS,
      group: [column],
      raw: true,
    });
    return new Set(rows.map((row) => row[column]));
  };
  const [industries, regions] = await Promise.all([distinct('industry'), distinct('region')]);
  // In the vocabularies' order; the island sorts them by their label in the page's language.
  return {
    industries: INDUSTRIES.filter((code): code is Industry => industries.has(code)),
    regions: REGIONS.filter((code): code is Region => regions.has(code)),
  };
}

/**
 * The filters' options ("the distinct values in the data"), kept in the JSON cache beside the
 * member list: cleared, like it, when a member is written.
 */
export async function memberFilterOptions(cache: JsonCache, models: Models): Promise<MemberFilterOptions> {
  const body = await cache.get(OPTIONS_KEY, () => readFilterOptions(models));
  return JSON.parse(body.toString()) as MemberFilterOptions;
}
