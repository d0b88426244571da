"use client";
import { Badge } from "@/components/ui/badge";
import type { ActivityEntryDto } from "@/lib/activity/schemas";
import { actorLabel, changeLine } from "@/lib/activity/labels";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The fields an entry changed, one per line (at most `max`, then "and N more"). */
export function ChangeList({ changes, max = 6 }: { changes: ActivityEntryDto["changes"]; max?: number }) {
  const fields = Object.entries(changes ?? {});
  if (!fields.length) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs break-words text-muted-foreground">
      {fields.slice(0, max).map(([field, change]) => (
        <li key={field}>{changeLine(field, change)}</li>
      ))}
      {fields.length > max ? <li>and {fields.length - max} more</li> : null}
    </ul>
  );
}

/**
 * One entry: who ("Pat Packer (packer@…)"), what they did ("shipped order #1A2B3C4D: …"), when, and the fields
 * changed. Stacked on a phone, a row of columns from md up. `onActor` filters the log by that person.
 */
export function EntryRow({ entry, onActor }: { entry: ActivityEntryDto; onActor?: (actorId: string) => void }) {
  const who = actorLabel(entry.actor);
  return (
    <li className="grid gap-1 py-3 md:grid-cols-[11rem_14rem_minmax(0,1fr)] md:gap-4" data-testid="activity-entry" data-action={entry.action}>
      <time dateTime={entry.createdAt} className="text-xs text-muted-foreground md:text-sm">
        {when(entry.createdAt)}
      </time>
      <div className="min-w-0 text-sm">
        {onActor && entry.actor.id ? (
          <button type="button" className="max-w-full truncate text-left font-medium underline-offset-2 hover:underline" title={`Only ${who}`} onClick={() => onActor(entry.actor.id!)}>
            {who}
          </button>
        ) : (
          <span className="font-medium break-words">{who}</span>
        )}
        {entry.actor.type !== "owner" ? (
          <Badge variant="secondary" className="ml-2 align-middle">
            {entry.actor.type}
          </Badge>
        ) : null}
      </div>
      <div className="min-w-0 text-sm">
        <p className="break-words" data-testid="activity-summary">
          {entry.summary}
        </p>
        <p className="text-xs text-muted-foreground">{entry.action}</p>
        <ChangeList changes={entry.changes} />
      </div>
    </li>
  );
}
