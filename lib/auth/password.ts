import bcrypt from "bcryptjs";
import { getEnv } from "@/lib/env";

/** Passwords are hashed with bcrypt (a deliberately slow hash); the cost comes from BCRYPT_COST. */
export async function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, getEnv().BCRYPT_COST);
}

export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  try {
    return await bcrypt.compare(plain, hash);
  } catch {
    return false;
  }
}

// A real hash to compare against when the email is unknown, so response time does not reveal accounts.
const DUMMY_HASH = "$2b$10$CwTycUXWue0Thq9StjUM0uJ8.8mA8p0K8Qz2m4dRzQv0t3aX8cG3a";
export async function burnPasswordCheck(plain: string): Promise<void> {
  await verifyPassword(plain, DUMMY_HASH);
}
