import { resolveTxt } from "node:dns/promises";

/**
 * Proof that a store's owner controls a custom domain: a DNS TXT record
 *   _storebuilder.{domain}  TXT  "storebuilder-verify={token}"
 * with the store's own random token. Only the domain's owner can publish it, so until it is found the
 * domain is not served (anyone could otherwise type someone else's domain into their settings).
 * The resolver is Node's; tests swap in a stub (`setTxtResolver`), since they cannot publish DNS.
 */
export type TxtResolver = (name: string) => Promise<string[][]>;

const g = globalThis as unknown as { __sbTxtResolver?: TxtResolver };

export function setTxtResolver(resolver: TxtResolver | null) {
  g.__sbTxtResolver = resolver ?? undefined;
}

export const VERIFY_LABEL = "_storebuilder";

export function verificationRecord(domain: string, token: string) {
  return { type: "TXT" as const, name: `${VERIFY_LABEL}.${domain}`, value: `storebuilder-verify=${token}` };
}

/** Whether the domain publishes the store's token; a lookup that fails or takes over 5 s is a no. */
export async function hasVerificationRecord(domain: string, token: string): Promise<boolean> {
  return (await lookUpVerificationRecord(domain, token)) === "present";
}

/**
 * The re-check's answer (record 0126): "absent" only when DNS answers that the name has no such record
 * (no TXT at all, no such name, or other values); "unknown" when the lookup itself failed (timeout, server
 * failure), which must not take a store's domain away on a resolver's bad minute.
 */
export async function lookUpVerificationRecord(domain: string, token: string): Promise<"present" | "absent" | "unknown"> {
  const { name, value } = verificationRecord(domain, token);
  const resolve = g.__sbTxtResolver ?? resolveTxt;
  let timer: NodeJS.Timeout | undefined;
  try {
    const records = await Promise.race([
      resolve(name),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("DNS timeout")), 5000))),
    ]);
    // A long TXT value arrives in chunks of up to 255 characters.
    return records.some((chunks) => chunks.join("").trim() === value) ? "present" : "absent";
  } catch (err) {
    const code = (err as { code?: string }).code;
    return code === "ENODATA" || code === "ENOTFOUND" ? "absent" : "unknown";
  } finally {
    clearTimeout(timer);
  }
}
