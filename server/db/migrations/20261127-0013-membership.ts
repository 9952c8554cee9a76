import { DataTypes, QueryTypes } from 'sequelize';
import type { Migration } from '../migrate';

/**
 * Membership: applications, member accounts and the listings members keep themselves.
 *
 * `users.member_id`: the member company a `member` account represents (null for every other
 * role). Accounts made on the sign-in page are now `registered` (no staff access) until an
 * administrator gives them a role: the ones still waiting for a decision on a role request become
 * `registered` here. Viewers without a request stay viewers (nothing tells an administrator's
 * viewer from one that registered; a viewer sees nothing that is not public any more).
 *
 * `account_tokens.member_id`: an invitation to represent a member company.
 *
 * `members`: `published` (staff publish a listing made from an application; existing ones are
 * public), `hidden` (the member's own choice to leave the public directory), the organisation
 * number, and the listing's contact person.
 *
 * `events.members_only`: registration needs a signed-in member account.
 *
 * `membership_applications`: one company's application, with its state, the decision and, once
 * approved, the listing made from it. `organisation_key` is the organisation number without spaces
 * and punctuation (duplicates are compared on it), `email_key` the representative's address in
 * lower case.
 *
 * `listing_changes`: a representative's proposal for the listing (the proposed fields as JSON), its
 * state and the staff decision.
 */
export const membership: Migration = {
  name: '20261127-0013-membership',
  async up({ context: qi }) {
    await qi.addColumn('users', 'member_id', {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'members', key: 'id' },
    });
    await qi.sequelize.query(
      "UPDATE users SET role = 'registered' WHERE role = 'viewer' AND requested_role IS NOT NULL",
      { type: QueryTypes.UPDATE },
    );
    await qi.addColumn('account_tokens', 'member_id', { type: DataTypes.INTEGER, allowNull: true });

    await qi.addColumn('members', 'published', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true });
    await qi.addColumn('members', 'hidden', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
    await qi.addColumn('members', 'organisation_number', { type: DataTypes.STRING(40), allowNull: true });
    await qi.addColumn('members', 'contact_name', { type: DataTypes.STRING(100), allowNull: true });
    await qi.addColumn('members', 'contact_email', { type: DataTypes.STRING(254), allowNull: true });
    await qi.addColumn('members', 'contact_phone', { type: DataTypes.STRING(40), allowNull: true });

    await qi.addColumn('events', 'members_only', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });

    await qi.createTable('membership_applications', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      company_name: { type: DataTypes.STRING(200), allowNull: false },
      organisation_number: { type: DataTypes.STRING(40), allowNull: false },
      organisation_key: { type: DataTypes.STRING(40), allowNull: false },
      country: { type: DataTypes.STRING(8), allowNull: false },
      region: { type: DataTypes.STRING(40), allowNull: false },
      industry: { type: DataTypes.STRING(40), allowNull: false },
      company_website: { type: DataTypes.STRING(2048), allowNull: true },
      size: { type: DataTypes.STRING(10), allowNull: false },
      contact_name: { type: DataTypes.STRING(100), allowNull: false },
      contact_email: { type: DataTypes.STRING(254), allowNull: false },
      email_key: { type: DataTypes.STRING(254), allowNull: false },
      contact_phone: { type: DataTypes.STRING(40), allowNull: false },
      message: { type: DataTypes.TEXT, allowNull: true },
      language: { type: DataTypes.STRING(5), allowNull: false },
      status: { type: DataTypes.STRING(14), allowNull: false },
      reason: { type: DataTypes.TEXT, allowNull: true },
      member_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'members', key: 'id' } },
      decided_by: { type: DataTypes.INTEGER, allowNull: true },
      decided_at: { type: DataTypes.DATE, allowNull: true },
      consented_at: { type: DataTypes.DATE, allowNull: false },
      spam: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      honeypot: { type: DataTypes.STRING(500), allowNull: true },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      deleted_at: { type: DataTypes.DATE, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('membership_applications', ['status', 'created_at'], { name: 'membership_applications_status' });
    await qi.addIndex('membership_applications', ['organisation_key'], { name: 'membership_applications_org' });
    await qi.addIndex('membership_applications', ['email_key'], { name: 'membership_applications_email' });

    await qi.createTable('listing_changes', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      member_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'members', key: 'id' },
        onDelete: 'CASCADE',
      },
      fields: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.STRING(10), allowNull: false },
      reason: { type: DataTypes.TEXT, allowNull: true },
      proposed_by: { type: DataTypes.INTEGER, allowNull: true },
      decided_by: { type: DataTypes.INTEGER, allowNull: true },
      decided_at: { type: DataTypes.DATE, allowNull: true },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('listing_changes', ['member_id', 'status'], { name: 'listing_changes_member_status' });
    await qi.addIndex('listing_changes', ['status', 'created_at'], { name: 'listing_changes_status' });
  },
  async down({ context: qi }) {
    await qi.dropTable('listing_changes');
    await qi.dropTable('membership_applications');
    await qi.removeColumn('events', 'members_only');
    for (const column of [
      'contact_phone',
      'contact_email',
      'contact_name',
      'organisation_number',
      'hidden',
      'published',
    ]) {
      await qi.removeColumn('members', column);
    }
    await qi.removeColumn('account_tokens', 'member_id');
    await qi.sequelize.query("UPDATE users SET role = 'viewer' WHERE role IN ('registered', 'member')", {
      type: QueryTypes.UPDATE,
    });
    await qi.removeColumn('users', 'member_id');
  },
};
