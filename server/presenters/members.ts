import type { ManagedMember, Member } from '../../shared/entities';
import type { ItemTranslations } from '../../shared/schemas/translations';
import type { MemberModel } from '../models';
import { managedFields } from './fields';

/** A member company, in English (`localize` puts in the translations of another language). */
export function presentMember(member: MemberModel): Member {
  return {
    id: member.id,
    name: member.name,
    logo: member.logo,
    logoAlt: member.logoAlt ?? null,
    location: member.location,
    description: member.description,
    industry: member.industry,
    region: member.region,
    website: member.website,
    featured: Boolean(member.featured),
    contact:
      member.contactName || member.contactEmail || member.contactPhone
        ? { name: member.contactName ?? null, email: member.contactEmail ?? null, phone: member.contactPhone ?? null }
        : null,
    businessType: member.businessType ?? null,
    lang: 'en',
  };
}

/** A member as staff see it. */
export function presentManagedMember(member: MemberModel, translations: ItemTranslations): ManagedMember {
  return {
    ...presentMember(member),
    ...managedFields(member, translations),
    published: Boolean(member.published),
    hidden: Boolean(member.hidden),
  };
}
