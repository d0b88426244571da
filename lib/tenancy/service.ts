import "server-only";
import { randomBytes } from "node:crypto";
import { getEnv } from "@/lib/env";
import { badRequest, forbidden, notFound } from "@/lib/errors";
import { revalidatePath } from "next/cache";
import { invalidateStore } from "@/lib/cache/tags";
import type { Tx } from "@/db/client";
import * as repo from "./repository";
import type { NewTenantValues } from "./repository";
import { hasVerificationRecord, lookUpVerificationRecord, verificationRecord } from "./dns";
import { toPublicTenant, toStoreRow, type DomainStatus, type StoreRow, type PublicTenant, type TenantRow, type UpdateStoreInput } from "./schemas";
import { toStore, type StaffRow, type Store, type TenantId } from "./store";
import { encodeTenantKey } from "./tenant-key";

/**
 * The tenants table belongs to this slice: other slices (payment and tax settings) save their columns
 * of the store row through here. A store deleted meanwhile is 'Store Not Found'.
 */
/**
 * What runs in the save's own transaction after the row is written: the activity log's entry (lib/activity,
 * a floor above, hands it in), so the change and its entry commit together (record 0143).
 */
export type StoreChangeHook = (tx: Tx, change: { before: Record<string, unknown>; after: TenantRow; fields: string[] }) => Promise<void>;

export async function saveStoreColumns(store: Store, values: Partial<Omit<TenantRow, "id" | "createdAt">>, onSaved?: StoreChangeHook): Promise<StoreRow> {
  if (Object.keys(values).length === 0) return store.row;
  const row = onSaved
    ? await repo.inTransaction(async (tx) => {
        const after = await repo.updateTenant(store.id, values, tx);
        if (after) await onSaved(tx, { before: store.row as Record<string, unknown>, after, fields: Object.keys(values) });
        return after;
      })
    : await repo.updateTenant(store.id, values);
  if (!row) throw notFound("Store Not Found");
  // The saved row goes back to the caller's slice: without the payment secrets, as `store.row` is.
  return toStoreRow(row);
}

/** The owner's store information or branding; name, logo, colours and locale show on every store page. */
export async function updateStoreInfo(store: Store, input: UpdateStoreInput, onSaved?: StoreChangeHook): Promise<PublicTenant> {
  const values: Partial<TenantRow> = { ...input };
  // A new custom domain must be proven again (a fresh token, unverified); none clears both.
  if (input.customDomain !== undefined && input.customDomain !== store.row.customDomain) {
    values.customDomainToken = input.customDomain ? randomBytes(18).toString("base64url") : null;
    values.customDomainVerifiedAt = null;
  }
  const row = await saveStoreColumns(store, values, onSaved);
  invalidateStore(store.id);
  return toPublicTenant(row, getEnv().ROOT_DOMAIN);
}

function domainStatusOf(row: Pick<TenantRow, "customDomain" | "customDomainVerifiedAt" | "customDomainToken">, message?: string): DomainStatus {
  if (!row.customDomain) return { customDomain: null, status: "none", verifiedAt: null, record: null };
  const verified = !!row.customDomainVerifiedAt;
  return {
    customDomain: row.customDomain,
    status: verified ? "verified" : "pending",
    verifiedAt: row.customDomainVerifiedAt?.toISOString() ?? null,
    record: row.customDomainToken ? verificationRecord(row.customDomain, row.customDomainToken) : null,
    ...(message ? { message } : {}),
  };
}

/** The owner's view of their custom domain and the record that verifies it. */
export function customDomainStatus(store: Store): DomainStatus {
  return domainStatusOf(store.row);
}

/**
 * Looks up the domain's TXT record now; when it carries the store's token the domain is verified and
 * served from then on. Asking again about a verified domain answers its status; the daily re-check
 * (`recheckCustomDomains`, record 0126) is what takes a domain whose record is gone away.
 */
export async function verifyCustomDomain(store: Store, onVerified?: StoreChangeHook): Promise<DomainStatus> {
  const row = store.row;
  if (!row.customDomain) throw badRequest("This store has no custom domain", { customDomain: "Enter a custom domain first" });
  if (row.customDomainVerifiedAt) return domainStatusOf(row);
  let token = row.customDomainToken;
  if (!token) {
    // A domain saved before verification existed: issue its token now.
    token = randomBytes(18).toString("base64url");
    await saveStoreColumns(store, { customDomainToken: token });
  }
  if (!(await hasVerificationRecord(row.customDomain, token))) {
    const { name } = verificationRecord(row.customDomain, token);
    return domainStatusOf({ ...row, customDomainToken: token }, `No TXT record with the verification value was found at ${name} yet. DNS changes can take a while to appear.`);
  }
  const now = new Date();
  const updated = await saveStoreColumns(store, { customDomainVerifiedAt: now, customDomainCheckedAt: now }, onVerified);
  invalidateStore(store.id);
  invalidateDomainPages(row.customDomain);
  return domainStatusOf(updated);
}

/** A store id named in a URL must be the request's own store: an owner never reaches another by its id. */
export function assertOwnStore(store: Store, id: string): void {
  if (id !== store.id) throw notFound("Store Not Found");
}

/**
 * GET /api/my-tenant: the signed-in owner's store. On a store's host (or /store/{slug}) that store, when
 * the caller may manage it; on the platform host the store the owner owns (the first, by creation).
 */
export async function myTenant(store: Store | null, staff: StaffRow, mayManage: boolean): Promise<PublicTenant> {
  if (store) {
    // mayManage: the route's resolved access (the owner, a staff member, or the admin; lib/members).
    if (!mayManage) throw forbidden("You do not have access to this store");
    return store.tenant;
  }
  const [own] = staff.role === "tenant" ? await repo.listStoresOwnedBy(staff.id, staff.tenantId) : [];
  if (!own) throw notFound("Store Not Found");
  return toPublicTenant(own, getEnv().ROOT_DOMAIN);
}

/** GET /api/tenants/current: the store the request names (public fields), else the signed-in owner's own. */
export async function currentTenant(store: Store | null, staff: StaffRow | null): Promise<PublicTenant> {
  if (store) return store.tenant;
  if (!staff) throw notFound("Store Not Found");
  return myTenant(null, staff, false);
}

// Store creation (admin, registration) and the owner's store picker read and write stores through these
// functions: the tenants table is this slice's, and the signatures below are its promise to them.
/** Runs `fn` in one transaction (creating a store and its owner together). */
export function inTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return repo.inTransaction(fn);
}

/** Inserts a store row inside the caller's transaction. */
export function insertTenant(tx: Tx, values: NewTenantValues): Promise<TenantRow> {
  return repo.insertTenant(tx, values);
}

/** Writes columns of a store row; null when the store is gone. */
export function updateTenant(id: TenantId, values: Partial<Omit<TenantRow, "id" | "createdAt">>, tx?: Tx): Promise<TenantRow | null> {
  return repo.updateTenant(id, values, tx);
}

/** Hands a store to another owner inside the caller's transaction (issue 40); null when `fromUserId` no longer owns it. */
export function setStoreOwnerIf(tx: Tx, id: TenantId, fromUserId: string, toUserId: string): Promise<TenantRow | null> {
  return repo.setOwnerIf(tx, id, fromUserId, toUserId);
}

/** Whether a slug or subdomain is taken already (before a store is created, or its labels change). */
export function takenStoreLabels(slug: string, subdomain: string, tx?: Tx): Promise<{ slug: boolean; subdomain: boolean }> {
  return repo.takenStoreLabels(slug, subdomain, tx);
}

/** The stores an owner may pick between (their own, or the one their account was created for). */
export function listStoresOwnedBy(userId: string, tenantId: string | null): Promise<TenantRow[]> {
  return repo.listStoresOwnedBy(userId, tenantId);
}

/**
 * Pages rendered for a custom domain before it named a store (a cached 'Store Not Found' carries no store
 * tag): expired when the domain is verified, so the store shows there at once.
 */
function invalidateDomainPages(domain: string) {
  try {
    revalidatePath(`/t/${encodeTenantKey({ mode: "domain", domain })}`, "layout");
  } catch (err) {
    if (process.env.NODE_ENV !== "test") console.error("[cache] revalidatePath failed", err);
  }
}

// ---- the re-check of verified custom domains (record 0126) ----

/** A verified domain's proof older than this is looked up again, daily and before a mail links to it. */
export const DOMAIN_RECHECK_MS = 24 * 60 * 60 * 1000;

export type DomainRecheck = { storeId: TenantId; domain: string; outcome: "kept" | "lost" | "unknown" };

/**
 * Looks the store's TXT proof up again. Gone: the domain is unverified (no longer served, links fall back
 * to the subdomain; the owner can verify it again with the same record). A failed lookup changes nothing:
 * it is tried again on the next run, rather than taking a store offline for a resolver's bad minute.
 */
async function recheckRow(row: TenantRow): Promise<DomainRecheck | null> {
  const domain = row.customDomain;
  if (!domain || !row.customDomainVerifiedAt || !row.customDomainToken) return null;
  const storeId = row.id as TenantId;
  const found = await lookUpVerificationRecord(domain, row.customDomainToken);
  if (found === "unknown") return { storeId, domain, outcome: "unknown" };
  const saved = await repo.saveDomainCheck(storeId, domain, found === "absent");
  if (!saved) return null;
  if (found === "absent") {
    invalidateStore(storeId);
    invalidateDomainPages(domain);
    console.warn(`[domains] ${domain} lost its TXT proof: unverified, no longer served (store ${storeId})`);
    return { storeId, domain, outcome: "lost" };
  }
  return { storeId, domain, outcome: "kept" };
}

/** The daily job: every verified domain not re-checked within a day. Answers what happened to each. */
export async function recheckCustomDomains(now = new Date()): Promise<DomainRecheck[]> {
  const out: DomainRecheck[] = [];
  for (const row of await repo.findDomainsCheckedBefore(new Date(now.getTime() - DOMAIN_RECHECK_MS))) {
    const r = await recheckRow(row);
    if (r) out.push(r);
  }
  return out;
}

/**
 * Where a mail to this store's shoppers may link: its custom domain only while verified and proven within
 * a day (looked up now otherwise), else its subdomain. `recheck` says when this look-up took it away.
 */
export async function mailAddressOf(store: Store): Promise<{ slug: string; customDomain: string | null; recheck: DomainRecheck | null }> {
  const row = store.row;
  const plain = { slug: row.slug, customDomain: null, recheck: null };
  if (!row.customDomain || !row.customDomainVerifiedAt) return plain;
  const checked = row.customDomainCheckedAt;
  if (checked && Date.now() - checked.getTime() < DOMAIN_RECHECK_MS) return { ...plain, customDomain: row.customDomain };
  const full = await repo.findTenantById(store.id);
  const recheck = full ? await recheckRow(full) : null;
  // "unknown": the proof could not be looked up; the domain stays what it was (verified) for this mail too.
  return { ...plain, customDomain: recheck?.outcome === "lost" || !recheck ? null : row.customDomain, recheck };
}

/** Stores whose free trial ends within [from, to) (the jobs' reminder). */
export function trialsEndingBetween(from: Date, to: Date) {
  return repo.findTrialsEndingBetween(from, to);
}

/** A store by its id, without the payment secrets (jobs that work for a store outside a request). */
/** Store names by id, for lists that span stores (the admin's outbox). */
export async function storeNames(ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))] as TenantId[];
  return new Map((await repo.findTenantNames(wanted)).map((r) => [r.id, r.name]));
}

export async function storeById(id: TenantId): Promise<Store | null> {
  const row = await repo.findTenantById(id);
  return row ? toStore({ mode: "path", slug: row.slug }, row, getEnv().ROOT_DOMAIN) : null;
}
