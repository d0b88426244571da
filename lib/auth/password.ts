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

// A real hash to compare against when the email is unknown, so response time does not reveal accounts. Made
// once per process at the configured cost, so an unknown address costs what a known one does (a fixed cost-10
// hash was cheaper than the accounts' own under BCRYPT_COST 12, and ten times dearer under the tests' 4).
const dummyHashes = new Map<number, Promise<string>>();
export async function burnPasswordCheck(plain: string): Promise<void> {
  const cost = getEnv().BCRYPT_COST;
  let dummy = dummyHashes.get(cost);
  if (!dummy) dummyHashes.set(cost, (dummy = bcrypt.hash("no account has this password", cost)));
  await verifyPassword(plain, await dummy);
}
