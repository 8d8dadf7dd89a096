import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { PasswordHashing } from '../../config';

/** Hashes and checks passwords with Argon2id (issue 2 §2). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  // Spends the same time as verify when there is no user, so timing does
  // not tell whether a user name exists.
  verifyNobody(password: string): Promise<false>;
}

export function createPasswordHasher(cost: PasswordHashing): PasswordHasher {
  const hash = (password: string) =>
    argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: cost.memoryCost,
      timeCost: cost.timeCost,
    });
  const verify = async (stored: string, password: string) => {
    try {
      return await argon2.verify(stored, password);
    } catch {
      return false;
    }
  };
  let dummy: Promise<string> | undefined;
  return {
    hash,
    verify,
    async verifyNobody(password) {
      dummy ??= hash(randomBytes(16).toString('hex'));
      await verify(await dummy, password);
      return false;
    },
  };
}
