// Password hashing: argon2id through @node-rs/argon2, whose compiled binary comes as a registry package
// for each platform (nothing is built on install). It reads and verifies the PHC strings
// (`$argon2id$v=19$m=19456,t=2,p=1$...`) that earlier releases stored, so no password needs rehashing.

import { createHash } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// The package's Algorithm is a const enum, which isolated modules cannot read: its Argon2id member is 2.
const ARGON2ID: Algorithm.Argon2id = 2;
// OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/**
 * Verifies against a throw-away hash: an unknown e-mail then costs the same time as a wrong password,
 * so the answer's timing does not tell whether an account exists.
 */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, plain);
  return false;
}

/**
 * The sha-256 (hex) of a set-password link's secret: what password_links keeps (issue 26). The secret is
 * 32 random bytes, so a fast hash is enough; nobody who reads the table can use a link.
 */
export function passwordLinkHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
