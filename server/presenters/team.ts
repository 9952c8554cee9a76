import type { ManagedTeamMember, TeamMember } from '../../shared/resources';
import type { ItemTranslations } from '../../shared/schemas/translations';
import type { TeamMemberModel } from '../models';
import { managedFields } from './fields';

// The texts are English; `localize` puts in the ready translations of another language.

export function presentTeamMember(member: TeamMemberModel): TeamMember {
  return {
    id: member.id,
    name: member.name,
    role: member.role,
    bio: member.bio,
    office: member.office,
    photo: member.photo,
    linkedin: member.linkedin,
    position: member.position,
    lang: 'en',
  };
}

export function presentManagedTeamMember(member: TeamMemberModel, translations: ItemTranslations): ManagedTeamMember {
  return { ...presentTeamMember(member), ...managedFields(member, translations) };
}
