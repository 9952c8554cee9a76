import type { AuditEntry, Role } from '../../../shared/entities';
import { resourceKindOf } from '../../../shared/resources';
import { can } from '../../../shared/roles';
import { settingsPath } from '../settings';

/** The list (with its search preset to the item) an audit entry links to, if the role may open it. */
export function activityLink(entry: AuditEntry, role: Role | undefined): string | null {
  // A translation's entry is labelled '<title> (es)': its list is searched by the title.
  const label = entry.action === 'translate' ? entry.label.replace(/ \((?:es|sv)\)$/, '') : entry.label;
  const search = `search=${encodeURIComponent(label)}`;
  if (entry.entity === 'contact') return can(role, 'contacts:read') ? `/admin/contacts?${search}` : null;
  if (entry.entity === 'settings') return can(role, 'settings:manage') ? settingsPath('site') : null;
  if (entry.entity === 'user') {
    // A refused sign-in for a username no account has (item id 0) names no one to open.
    if (!can(role, 'settings:manage') || entry.entityId === 0) return null;
    // A deleted account is gone from the list: the link opens the whole list.
    return settingsPath('users', entry.action === 'delete' ? undefined : entry.label);
  }
  // Invitations are listed (while pending) in Settings → Users.
  if (entry.entity === 'invitation') return can(role, 'users:invite') ? settingsPath('users') : null;
  if (entry.entity === 'outbox') return can(role, 'outbox:manage') ? settingsPath('outbox') : null;
  // A removed subscriber is gone: the link opens the subscriber lists.
  if (entry.entity === 'subscription') return can(role, 'subscriptions:manage') ? '/admin/subscribers' : null;
  if (entry.entity === 'newsletter') return can(role, 'subscriptions:manage') ? '/admin/newsletters' : null;
  // A registration's entry opens the events, where each event's attendees are.
  if (entry.entity === 'registration') return can(role, 'registrations:manage') ? '/admin/events' : null;
  // Applications and listing changes open their review screens.
  if (entry.entity === 'application') return can(role, 'members:review') ? `/admin/applications?${search}` : null;
  if (entry.entity === 'listing-change') return can(role, 'members:review') ? '/admin/listing-changes' : null;
  if (!can(role, 'content:manage')) return null;
  // An uploaded file has no list of its own: it is reached through the document it belongs to.
  if (entry.entity === 'file') return null;
  const lists: Partial<Record<AuditEntry['entity'], string>> = { member: 'members', event: 'events', news: 'news' };
  const list = lists[entry.entity] ?? resourceKindOf(entry.entity);
  if (!list) return null;
  // An import's entry names the file, not an item: it opens the whole list.
  if (entry.action === 'import') return `/admin/${list}`;
  // A deleted item is only listed among the deleted ones, which admins see.
  if (entry.action === 'delete') return can(role, 'content:restore') ? `/admin/${list}?${search}&deleted=true` : null;
  return `/admin/${list}?${search}`;
}
