"use client";
import { useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage, HttpError } from "@/lib/http/client";
import * as orders from "@/lib/orders/endpoints";
import { useApiMutation } from "@/lib/http/use-api-mutation";

/** One timeline event as GET /api/orders/{id} answers it. */
export type TimelineEvent = { id: string; type: string; message: string; actorName: string | null; createdAt: string };

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Events newest first (what just happened is what an owner looks for), the same instant keeping its order. */
export function newestFirst<T extends { createdAt: string }>(events: readonly T[]): T[] {
  return events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => Date.parse(b.e.createdAt) - Date.parse(a.e.createdAt) || b.i - a.i)
    .map((x) => x.e);
}

/** The order's timeline, newest first, with who did what and when, and the owner's "Add note". */
export function TimelineCard({ orderId, events }: { orderId: string; events: TimelineEvent[] }) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const add = useApiMutation(orders.addNote, {
    input: () => ({ params: { id: orderId }, body: { note } }),
    onSuccess: () => {
      setNote("");
      setError(undefined);
    },
    onError: (err) => setError((err instanceof HttpError ? err.fieldErrors?.note : undefined) ?? errorMessage(err, "Could not add the note.")),
  });
  const id = `order-note-${orderId}`;
  return (
    <Card data-testid="order-timeline">
      <CardHeader className="border-b">
        <CardTitle className="text-base">Timeline</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          noValidate
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!note.trim()) setError("Write a note");
            else add.mutate();
          }}
        >
          <Label htmlFor={id}>Add note</Label>
          <Textarea
            id={id}
            rows={2}
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder="Only your staff sees notes"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <SubmitButton pending={add.isPending} size="sm" variant="outline">
            Add note
          </SubmitButton>
        </form>
        <ol className="relative space-y-4 border-l pl-4">
          {newestFirst(events).map((e) => (
            <li key={e.id} className="relative text-sm" data-testid="timeline-event" data-type={e.type}>
              <span className={`absolute top-1.5 -left-[21px] size-2.5 rounded-full ${e.type === "note" ? "bg-primary" : "bg-muted-foreground/60"}`} aria-hidden />
              <p className={`break-words whitespace-pre-line ${e.type === "note" ? "rounded-md bg-muted/60 px-2 py-1" : ""}`}>{e.message}</p>
              <p className="text-xs text-muted-foreground">
                {e.actorName ? `${e.actorName} · ` : ""}
                <time dateTime={e.createdAt}>{when(e.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
