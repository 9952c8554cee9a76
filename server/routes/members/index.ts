import type { z } from 'zod';
import {
  AdminMemberListQuerySchema,
  MemberInputSchema,
  MemberUpdateSchema,
  type MemberPayload,
} from '../../../shared/schemas';
import { access } from '../../middleware/access';
import type { MemberModel } from '../../models';
import { publicMember, publicMembers } from '../../content/public-reads';
import { presentManagedMember } from '../../presenters/members';
import { cachedList, itemById } from '../content';
import { registerManagedRoutes, type ManagedResource } from '../managed';
import type { ApiRouter } from '../router';

/** The staff API of members (and what an import of members writes through). */
export const memberResource: ManagedResource<
  MemberModel,
  MemberPayload,
  z.output<typeof AdminMemberListQuerySchema>
> = {
  path: 'members',
  entity: 'member',
  notFoundMessage: 'Member not found',
  model: (models) => models.Member,
  inputSchema: MemberInputSchema,
  updateSchema: MemberUpdateSchema,
  querySchema: AdminMemberListQuerySchema,
  row: (input) => ({ ...input }),
  label: (member) => member.name,
  present: presentManagedMember,
  order: [
    ['featured', 'DESC'],
    ['name', 'ASC'],
    ['id', 'ASC'],
  ],
  search: {
    text: ['name'],
    codes: [
      { column: 'industry', vocabulary: 'industries' },
      { column: 'region', vocabulary: 'regions' },
    ],
  },
  filters: ({ region, industry }) => [...(region ? [{ region }] : []), ...(industry ? [{ industry }] : [])],
};

/**
 * GET /api/members (featured first, then by name) and GET /api/members/:id, without deleted
 * members; the staff routes under /api/admin/members.
 */
export function registerMemberRoutes(router: ApiRouter): void {
  router.get('/members', access('public'), cachedList('members', publicMembers));
  router.get('/members/:id', access('public'), itemById(publicMember, 'Member not found'));

  registerManagedRoutes(router, memberResource);
}
