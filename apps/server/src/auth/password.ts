import { hash, verify } from '@node-rs/argon2';
import { passwordSchema } from '@club/shared/accounts';

// argon2id with OWASP's recommended memory cost (19 MiB, 2 passes).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal which e-mails are known. */
let dummyHash: Promise<string> | undefined;
export const getDummyHash = () => {
  dummyHash ??= hashPassword('not-a-real-password-1A');
  return dummyHash;
};

/** The first message of the shared password rule, or null when the password passes. */
export function passwordSchemaError(password: string): string | null {
  const result = passwordSchema.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid password');
}
