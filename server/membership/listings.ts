import { Op, type Transaction } from 'sequelize';
import type { ListingFields } from '../../shared/membership';
import type { TranslationLanguage } from '../../shared/schemas/translations';
import type { MemberModel, Models } from '../models';

// A member company's listing as its representatives edit it: the English fields of the member's
// row and the descriptions in the other languages from `content_translations`.

/** The languages a representative writes the description in besides English, with their proposal field. */
export const TRANSLATED_DESCRIPTIONS = [
  ['es', 'descriptionEs'],
  ['sv', 'descriptionSv'],
] as const satisfies readonly (readonly [TranslationLanguage, keyof ListingFields])[];

/**
 * The listings of `members` as a representative edits them: the English fields of the row, and the
 * Spanish and Swedish descriptions from `content_translations` (whatever their state: it is the
 * text the member would change; null when there is none).
 */
export async function listingsOf(
  models: Models,
  members: readonly MemberModel[],
  transaction?: Transaction,
): Promise<Map<number, ListingFields>> {
  const rows = members.length
    ? await models.ContentTranslation.findAll({
        where: {
          kind: 'members',
          itemId: { [Op.in]: members.map((member) => member.id) },
          language: { [Op.in]: TRANSLATED_DESCRIPTIONS.map(([language]) => language) },
        },
        transaction,
      })
    : [];
  const description = (memberId: number, language: TranslationLanguage) =>
    rows.find((row) => row.itemId === memberId && row.language === language)?.description || null;
  return new Map(
    members.map((member) => [
      member.id,
      {
        description: member.description,
        descriptionEs: description(member.id, 'es'),
        descriptionSv: description(member.id, 'sv'),
        logo: member.logo ?? null,
        logoAlt: member.logoAlt ?? null,
        website: member.website ?? null,
        location: member.location,
        contactName: member.contactName ?? null,
        contactEmail: member.contactEmail ?? null,
        contactPhone: member.contactPhone ?? null,
      },
    ]),
  );
}
