import argon2 from "argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

/** OWASP / ASVS V11.4.2 minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane. */
export const PASSWORD_HASHING = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The test suite hashes and checks hundreds of passwords; at 19 MiB and two passes each they took most of a busy
 * two-core machine's time. Tests still use argon2id, with the least memory and time. A hash records its own
 * parameters, so verifying works for both kinds.
 */
const TEST_HASHING = { type: argon2.argon2id, memoryCost: 1_024, timeCost: 1, parallelism: 1 } as const;

let hashing: typeof PASSWORD_HASHING | typeof TEST_HASHING = PASSWORD_HASHING;

/** Switched on by the server tests' setup file (server/test/setup.ts); refused anywhere but under vitest. */
export function useTestPasswordHashing(on: boolean): void {
  if (on && !process.env.VITEST) throw new Error("Cheap password hashing is for the test suite only");
  hashing = on ? TEST_HASHING : PASSWORD_HASHING;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, hashing);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a wrong username and a wrong password cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword("timing-equaliser-Password1");
  await verifyPassword(await dummyHash, password);
}

let commonPasswords: Set<string> | undefined;

/**
 * ASVS V6.2.4: refuse the most common passwords (a bundled offline list of ~49,000). Server-only, so the
 * list never ships to the browser. Compared case-insensitively: "Password1" is as guessable as "password1".
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}
