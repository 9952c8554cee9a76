import type { Language } from '../../shared/constants';
import type { MemberListPage } from '../../shared/entities';
import { MEMBER_PAGE_SIZE } from '../../shared/constants';
import { MemberPageQueryFields } from '../../shared/schemas';
import { memberFilterOptions, publicMemberPage } from '../content/member-pages';
import type { Services } from '../context';
import { lenientField } from './page-query';

// The home page's search form may use short codes for its choices.
const ALIASES: Record<string, string> = {
  ibero: 'ibero-america',
  'ibero-american': 'ibero-america',
  tech: 'technology',
};

/** A filter's code as a link may write it: any letter case, the home form's short codes. */
function normalised(value: string | null): string | undefined {
  const code = (value ?? '').trim().toLowerCase();
  return code ? (ALIASES[code] ?? code) : undefined;
}

const field = <K extends keyof typeof MemberPageQueryFields>(key: K, value: string | null | undefined) =>
  lenientField(MemberPageQueryFields, key, value);

/**
 * The /members page a query asks for (`?search=&industry=&region=&page=`): its cards, the total
 * that matches, and the filters' options. A choice that is not among the options (a code no
 * visible member has, an outdated link) shows, and filters, as all; a page past the end is empty.
 */
export async function memberListPage(
  { db, labels, cache }: Pick<Services, 'db' | 'labels' | 'cache'>,
  query: URLSearchParams,
  language: Language,
): Promise<MemberListPage> {
  const options = await memberFilterOptions(cache, db.models);
  const industry = field('industry', normalised(query.get('industry')));
  const region = field('region', normalised(query.get('region')));
  const filters = {
    search: field('search', query.get('search')),
    industry: industry && options.industries.includes(industry) ? industry : null,
    region: region && options.regions.includes(region) ? region : null,
  };
  const window = { page: field('page', query.get('page')), pageSize: MEMBER_PAGE_SIZE };
  const result = await publicMemberPage(db, labels, { ...filters, ...window }, language);
  return { ...result, ...window, filters, options };
}
