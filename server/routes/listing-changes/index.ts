import type { z } from 'zod';
import {
  ListingChangeApproveSchema,
  ListingChangeListQuerySchema,
  ListingChangeRejectSchema,
} from '../../../shared/schemas';
import { decideListingChange, listingChangeCounts, STAFF_ORDER } from '../../membership/listing-changes';
import { presentListingChanges, presentOneListingChange } from '../../presenters/listing-changes';
import { access, staffUser } from '../../http/access';
import { idParam } from '../../http/params';
import { validate, validated, validateQuery, validatedQuery } from '../../middleware/validate';
import { pageWindow, sendPage } from '../../paging';
import type { RouteModule } from '../../http/router';

export { ALREADY_DECIDED, LISTING_CHANGE_NOT_FOUND } from '../../membership/listing-changes';

/**
 * Staff review of the changes member representatives propose to their listings (`members:review`):
 * the list (pending first, each proposal beside the listing as it is now), approve (the proposal is
 * applied to the listing) and reject (with a reason the representative is told), each based on the
 * change's version.
 */
export const listingChangeRoutes: RouteModule = (router) => {
  router.get(
    '/admin/listing-changes',
    access('members:review'),
    validateQuery(ListingChangeListQuerySchema),
    async (ctx) => {
      const query = validatedQuery<z.output<typeof ListingChangeListQuerySchema>>(ctx);
      const { models } = ctx.services.db;
      const result = await models.ListingChange.findAndCountAll({
        where: query.status ? { status: query.status } : {},
        order: STAFF_ORDER,
        ...pageWindow(query),
      });
      sendPage(ctx, { items: await presentListingChanges(models, result.rows), total: result.count }, query);
    },
  );

  router.get('/admin/listing-changes/counts', access('members:review'), async (ctx) => {
    ctx.body = await listingChangeCounts(ctx.services.db.models);
  });

  router.post(
    '/admin/listing-changes/:id/approve',
    access('members:review'),
    validate(ListingChangeApproveSchema),
    async (ctx) => {
      const id = idParam(ctx);
      const { version } = validated<z.output<typeof ListingChangeApproveSchema>>(ctx);
      const user = await staffUser(ctx);
      const { services } = ctx;
      const change = await decideListingChange(services, user, id, version, { status: 'approved' });
      ctx.body = await presentOneListingChange(services.db.models, change);
    },
  );

  router.post(
    '/admin/listing-changes/:id/reject',
    access('members:review'),
    validate(ListingChangeRejectSchema),
    async (ctx) => {
      const id = idParam(ctx);
      const { version, reason } = validated<z.output<typeof ListingChangeRejectSchema>>(ctx);
      const user = await staffUser(ctx);
      const { services } = ctx;
      const change = await decideListingChange(services, user, id, version, { status: 'rejected', reason });
      ctx.body = await presentOneListingChange(services.db.models, change);
    },
  );
};
