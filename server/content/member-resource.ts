import type { z } from 'zod';
import {
  AdminMemberListQuerySchema,
  MemberInputSchema,
  MemberUpdateSchema,
  type MemberPayload,
} from '../../shared/schemas';
import type { MemberModel } from '../models';
import { presentManagedMember } from '../presenters/members';
import type { ManagedResource } from './managed';

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
