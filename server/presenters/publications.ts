import type { ManagedPublication, Publication, ResourceFile } from '../../shared/resources';
import type { ItemTranslations } from '../../shared/schemas/translations';
import type { PublicationModel } from '../models';
import { documentFields } from './documents';
import { managedFields } from './fields';

// The texts are English; `localize` puts in the ready translations of another language. The
// document's file comes from `documentFiles` (undefined: none).

const publicationFields = (publication: PublicationModel) => ({
  id: publication.id,
  type: publication.type,
  title: publication.title,
  abstract: publication.abstract,
  authors: [...publication.authors],
  publishedOn: publication.publishedOn,
  upcoming: Boolean(publication.upcoming),
  pages: publication.pages,
  journal: publication.journal,
  journalIssue: publication.journalIssue,
  themes: [...publication.themes],
  cover: publication.cover,
  lang: 'en' as const,
});

export function presentPublication(publication: PublicationModel, file?: ResourceFile): Publication {
  return { ...publicationFields(publication), ...documentFields('publications', publication, file) };
}

export function presentManagedPublication(
  publication: PublicationModel,
  translations: ItemTranslations,
  file?: unknown,
): ManagedPublication {
  return {
    ...publicationFields(publication),
    ...documentFields('publications', publication, file as ResourceFile | undefined, true),
    ...managedFields(publication, translations),
  };
}
