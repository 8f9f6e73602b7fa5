/** Password hashing (DESIGN.md "Session and security"): argon2id with the OWASP baseline parameters. */
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** @node-rs/argon2 declares Algorithm as an ambient const enum, which isolatedModules cannot read: 2 is Argon2id. */
const ARGON2ID = 2 as Algorithm;

/** OWASP's first recommended argon2id setting: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Verified when the account does not exist, so an unknown username costs the same time as a wrong
 * password (no user enumeration by timing). Same parameters as real hashes; its password is unknowable.
 */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$GczBa0LQUqY9lzGSGPFNyQ$lx6nTQvb5ksPEMrlArc/4XizwPFvRstA+zdR5Z4MRmk';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * True when `password` matches `passwordHash`. With no hash (unknown user) the dummy hash is verified
 * and the answer is always false.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  try {
    const ok = await verify(passwordHash ?? DUMMY_HASH, password);
    return ok && passwordHash != null;
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}
