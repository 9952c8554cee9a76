import type { z } from 'zod';
import { ContactCreateSchema } from '../../../shared/schemas';
import { access } from '../../middleware/access';
import { validate, validated } from '../../middleware/validate';
import { presentContactSubmission } from '../../presenters';
import type { ApiRouter } from '../router';

/** POST /api/contact (anyone) and GET /api/admin/contact-submissions (admin, editor; newest first). */
export function registerContactSubmissionRoutes(router: ApiRouter): void {
  router.post('/contact', access('public'), validate(ContactCreateSchema), async (ctx) => {
    const input = validated<z.output<typeof ContactCreateSchema>>(ctx);
    // create() returns after the row is committed, so 201 always means "stored".
    const submission = await ctx.services.db.models.ContactSubmission.create({
      ...input,
      submittedAt: new Date(),
      processed: false,
    });
    ctx.status = 201;
    ctx.body = presentContactSubmission(submission);
  });

  router.get('/admin/contact-submissions', access('contacts:read'), async (ctx) => {
    const rows = await ctx.services.db.models.ContactSubmission.findAll({
      order: [
        ['submittedAt', 'DESC'],
        ['id', 'DESC'],
      ],
    });
    ctx.body = rows.map(presentContactSubmission);
  });
}
