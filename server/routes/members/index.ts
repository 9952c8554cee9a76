import { access } from '../../middleware/access';
import { presentMember } from '../../presenters';
import { cachedList, itemById } from '../content';
import type { ApiRouter } from '../router';

/** GET /api/members (featured first, then by name) and GET /api/members/:id. */
export function registerMemberRoutes(router: ApiRouter): void {
  router.get(
    '/members',
    access('public'),
    cachedList('members', async ({ Member }) =>
      (
        await Member.findAll({
          order: [
            ['featured', 'DESC'],
            ['name', 'ASC'],
            ['id', 'ASC'],
          ],
        })
      ).map(presentMember),
    ),
  );
  router.get(
    '/members/:id',
    access('public'),
    itemById(({ Member }, id) => Member.findByPk(id), presentMember, 'Member not found'),
  );
}
