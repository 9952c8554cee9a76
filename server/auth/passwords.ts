import bcrypt from 'bcryptjs';

/** bcrypt cost factor for every stored password. */
export const BCRYPT_COST = 12;

/** Hashes a password (the schemas have already refused passwords over 72 bytes). */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown username) it still does the same
 * work against a dummy hash, so the answer's timing does not reveal which usernames exist.
 */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  if (hash === undefined) {
    dummyHash ??= bcrypt.hash('not-a-real-password', BCRYPT_COST);
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  return bcrypt.compare(password, hash);
}
