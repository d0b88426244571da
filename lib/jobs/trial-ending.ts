import "server-only";
import { kickMail, queueMail } from "@/lib/mail/service";
import { trialsEndingBetween } from "@/lib/tenancy/service";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Daily: the owner of every store whose trial ends in 3 days (between 2 and 3 days from now) gets one
 * reminder; the dedupe key (the end date) keeps a second run, or a second instance, from writing another.
 */
export async function remindTrialsEnding(now = new Date()): Promise<number> {
  const stores = await trialsEndingBetween(new Date(now.getTime() + 2 * DAY), new Date(now.getTime() + 3 * DAY));
  const ids: (string | null)[] = [];
  for (const s of stores) {
    const endsOn = s.trialEndsAt.toISOString().slice(0, 10);
    ids.push(await queueMail({ tenantId: s.id, kind: "trial-ending", payload: { endsOn }, dedupeKey: `trial-ending:${endsOn}` }));
  }
  kickMail(ids);
  return ids.filter(Boolean).length;
}
