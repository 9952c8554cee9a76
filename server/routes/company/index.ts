import type { z } from 'zod';
import type { Representative } from '../../../shared/membership';
import {
  CompanyVisibilitySchema,
  ListingProposalSchema,
  RepresentativeInviteSchema,
  type ListingProposalPayload,
} from '../../../shared/schemas';
import { companyOf, proposeListingChange, readMyCompany, setCompanyVisibility } from '../../membership/listing-changes';
import { access, staffUser as signedInUser } from '../../http/access';
import { validate, validated } from '../../middleware/validate';
import { limitPerAccount } from '../../rate-limit';
import { assertCompanyAddress } from '../../membership/representative-domains';
import { createInvitation } from '../../users/invitations';
import { storeUploadedImage } from '../images';
import type { RouteModule } from '../../http/router';

/** The logo upload, whose body is the file's bytes rather than JSON (see `jsonBody`). */
export const COMPANY_LOGO_ROUTE = 'POST /api/company/logo';

/**
 * A member representative's own company (`company:manage`): read it, propose a change to its
 * listing (it waits for staff review), hide it from the public directory or show it again, invite a
 * colleague, upload a logo for a proposal. The company is always the signed-in account's
 * (`memberId`): no route takes a company's id, so no one reaches another company's listing.
 */
export const companyRoutes: RouteModule = (router) => {
  router.get('/company', access('company:manage'), async (ctx) => {
    const user = await signedInUser(ctx);
    ctx.body = await readMyCompany(ctx.services, user);
  });

  router.put('/company/listing', access('company:manage'), validate(ListingProposalSchema), async (ctx) => {
    const proposal = validated<ListingProposalPayload>(ctx);
    const user = await signedInUser(ctx);
    await proposeListingChange(ctx.services, user, proposal);
    ctx.body = await readMyCompany(ctx.services, user);
  });

  router.put('/company/visibility', access('company:manage'), validate(CompanyVisibilitySchema), async (ctx) => {
    const { hidden } = validated<z.output<typeof CompanyVisibilitySchema>>(ctx);
    const user = await signedInUser(ctx);
    await setCompanyVisibility(ctx.services, user, hidden);
    ctx.body = await readMyCompany(ctx.services, user);
  });

  router.post(
    '/company/representatives',
    access('company:manage'),
    limitPerAccount('representativeInvite'),
    validate(RepresentativeInviteSchema),
    async (ctx) => {
      const { fullName, email, language } = validated<z.output<typeof RepresentativeInviteSchema>>(ctx);
      const user = await signedInUser(ctx);
      const { services } = ctx;
      const invitation = await services.db.sequelize.transaction(async (transaction) => {
        const member = await companyOf(services.db.models, user, { transaction });
        // Only colleagues at the company's own domain: anyone else is invited by the chamber's staff.
        assertCompanyAddress(email, user.email, member.website);
        return createInvitation(
          services,
          transaction,
          user,
          { fullName, email, role: 'member', language, memberId: member.id },
          { answerAlike: true },
        );
      });
      ctx.status = 201;
      ctx.body = {
        id: invitation.id,
        fullName: invitation.fullName ?? fullName,
        email: invitation.email,
        accepted: false,
      } satisfies Representative;
    },
  );

  router.post('/company/logo', access('company:manage'), async (ctx) => {
    const user = await signedInUser(ctx);
    // Only a representative of a company still listed uploads (before the body is read).
    await companyOf(ctx.services.db.models, user);
    ctx.status = 201;
    ctx.body = await storeUploadedImage(ctx, user);
  });
};
