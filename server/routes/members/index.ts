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
import { presentManagedMember } from '../../presenters';
import { cachedList, itemById } from '../content';
import { registerManagedRoutes } from '../managed';
import type { ApiRouter } from '../router';

/**
 * GET /api/members (featured first, then by name) and GET /api/members/:id, without deleted
 * members; the staff routes under /api/admin/members.
 */
export function registerMemberRoutes(router: ApiRouter): void {
  router.get('/members', access('public'), cachedList('members', publicMembers));
  router.get('/members/:id', access('public'), itemById(publicMember, 'Member not found'));

  registerManagedRoutes<MemberModel, MemberPayload, z.output<typeof AdminMemberListQuerySchema>>(router, {
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
  });
}
