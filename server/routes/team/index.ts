import type { z } from 'zod';
import {
  AdminTeamListQuerySchema,
  TeamMemberInputSchema,
  TeamMemberUpdateSchema,
  type TeamMemberPayload,
} from '../../../shared/schemas/resources';
import { publicTeam, RESOURCE_ORDERS } from '../../content/resource-reads';
import { access } from '../../http/access';
import { publicList } from '../../http/public-list';
import { registerManagedRoutes } from '../../http/managed-routes';
import type { TeamMemberModel } from '../../models';
import { presentManagedTeamMember } from '../../presenters/team';
import type { RouteModule } from '../../http/router';

/** GET /api/team (by position), without deleted people; the staff routes under /api/admin/team. */
export const teamRoutes: RouteModule = (router) => {
  router.get('/team', access('public'), publicList('team', '/api/team', publicTeam));

  registerManagedRoutes<TeamMemberModel, TeamMemberPayload, z.output<typeof AdminTeamListQuerySchema>>(router, {
    path: 'team',
    entity: 'team-member',
    notFoundMessage: 'Team member not found',
    model: (models) => models.TeamMember,
    inputSchema: TeamMemberInputSchema,
    updateSchema: TeamMemberUpdateSchema,
    querySchema: AdminTeamListQuerySchema,
    row: (input) => ({ ...input }),
    label: (member) => member.name,
    present: presentManagedTeamMember,
    order: RESOURCE_ORDERS.team,
    search: { text: ['name', 'role'] },
    filters: () => [],
  });
};
