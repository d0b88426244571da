import "server-only";
import { sendLater } from "@/lib/mail/service";
import type { LinkTarget } from "@/lib/mail/origin";
import { mailAddressOf, recheckCustomDomains, type DomainRecheck } from "@/lib/tenancy/service";
import type { Store } from "@/lib/tenancy/store";

/**
 * Custom domains stay proven (record 0126): the "domains.recheck" job (daily) looks up each verified
 * domain's TXT proof again, and a mail about to link to a domain whose proof is over a day old looks it up
 * first. A domain whose proof is gone is unverified (lib/tenancy) and its owner is told here, once per loss.
 */
async function tellOwner(r: DomainRecheck) {
  if (r.outcome !== "lost") return;
  await sendLater({ tenantId: r.storeId, kind: "domain-unverified", payload: { domain: r.domain }, dedupeKey: `domain-unverified:${r.domain}:${new Date().toISOString().slice(0, 10)}` });
}

/** The daily job. Answers what it found, for the logs and the tests. */
export async function recheckDomainsJob(): Promise<DomainRecheck[]> {
  const results = await recheckCustomDomains();
  for (const r of results) await tellOwner(r);
  const lost = results.filter((r) => r.outcome === "lost").length;
  if (results.length) console.info(`[domains] re-checked ${results.length} custom domains, ${lost} lost their proof`);
  return results;
}

/** Where a mail to this store's shoppers links: its freshly proven custom domain, else its subdomain. */
export async function storeLinkTarget(store: Store): Promise<LinkTarget> {
  const a = await mailAddressOf(store);
  if (a.recheck) await tellOwner(a.recheck);
  return { kind: "store", slug: a.slug, customDomain: a.customDomain };
}
