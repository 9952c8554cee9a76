import { Op, type WhereOptions } from 'sequelize';
import { SIGN_IN_AUDIT_ACTIONS, type AuditEntity, type AuditEntry, type Role } from '../../../shared/entities';
import { can } from '../../../shared/roles';
import { readableAuditWhere } from '../../content/audit';
import { VISIBLE_MEMBERS, visibleNews } from '../../content/public-reads';
import type { Models } from '../../models';
import { presentAuditEntry } from '../../presenters/audit';

/** The kinds of content whose entries a role without `content:manage` sees only while the item is public. */
const CONTENT_ENTITIES = ['member', 'event', 'news'] as const satisfies readonly AuditEntity[];
type ContentEntity = (typeof CONTENT_ENTITIES)[number];

const TRANSLATION_SUFFIX = / \((?:es|sv)\)$/;

/** The items the public sees now, with the name each shows under (English, as entries are labelled). */
async function publicNames(models: Models, now: Date): Promise<Record<ContentEntity, Map<number, string>>> {
  const [members, events, news] = await Promise.all([
    models.Member.findAll({ attributes: ['id', 'name'], where: VISIBLE_MEMBERS }),
    models.Event.findAll({ attributes: ['id', 'title'], where: { deletedAt: null } }),
    models.NewsArticle.findAll({ attributes: ['id', 'title'], where: visibleNews(now) }),
  ]);
  return {
    member: new Map(members.map((row) => [row.id, row.name])),
    event: new Map(events.map((row) => [row.id, row.title])),
    news: new Map(news.map((row) => [row.id, row.title])),
  };
}

/**
 * The newest `limit` audit entries a role may read, sign-ins and sign-outs left out. Which kinds of
 * entry a role reads is the one table of shared/roles.ts (AUDIT_VISIBILITY). A role that cannot manage content (a viewer) sees a member, event or article's
 * entries only while the item is public, labelled with its public name of now: an entry written
 * while it was a draft, scheduled or deleted, or under another title, says nothing of that.
 */
export async function activityFor(models: Models, role: Role, limit: number, now: Date): Promise<AuditEntry[]> {
  // Sign-ins and sign-outs are about access, not changes: the Activity page lists them.
  const conditions: WhereOptions[] = [{ action: { [Op.notIn]: SIGN_IN_AUDIT_ACTIONS } }, readableAuditWhere(role)];
  const names = can(role, 'content:manage') ? null : await publicNames(models, now);
  if (names) {
    conditions.push({
      [Op.or]: [
        { entity: { [Op.notIn]: CONTENT_ENTITIES } },
        ...CONTENT_ENTITIES.map((entity) => ({ entity, entityId: { [Op.in]: [...names[entity].keys()] } })),
      ],
    });
  }
  const entries = await models.AuditEntry.findAll({
    where: { [Op.and]: conditions },
    order: [
      ['at', 'DESC'],
      ['id', 'DESC'],
    ],
    limit,
  });
  return entries.map((entry) => {
    const presented = presentAuditEntry(entry);
    const name =
      names && (CONTENT_ENTITIES as readonly AuditEntity[]).includes(entry.entity)
        ? names[entry.entity as ContentEntity].get(entry.entityId)
        : undefined;
    if (name === undefined) return presented;
    const suffix = entry.action === 'translate' ? (TRANSLATION_SUFFIX.exec(entry.label)?.[0] ?? '') : '';
    return { ...presented, label: `${name}${suffix}` };
  });
}
