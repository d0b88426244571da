"use client";
import { Check, Copy } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import * as giftCardsApi from "@/lib/gift-cards/endpoints";
import type { IssuedGiftCardDto } from "@/lib/gift-cards/schemas";
import { errorMessage } from "@/lib/http/client";
import { HttpError } from "@/lib/http/fetch";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { formatMoney } from "@/lib/money";
import { useTenant } from "../store-gate";

const EMPTY = { initialValue: "", code: "", expiresOn: "", recipientEmail: "", note: "" };

/** Issue a gift card: its value and, optionally, a code of the owner's, an expiry, a recipient to mail and a note; then its code, once. */
export function IssueGiftCardDialog({ open, onOpenChange, onIssued }: { open: boolean; onOpenChange: (open: boolean) => void; onIssued: (card: IssuedGiftCardDto) => void }) {
  const { currency } = useTenant();
  const id = useId();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [issued, setIssued] = useState<IssuedGiftCardDto | null>(null);
  const [copied, setCopied] = useState(false);
  const issue = useApiMutation(giftCardsApi.issue, {
    input: () => ({ body: { ...form, code: form.code.trim() || null, expiresOn: form.expiresOn || null, recipientEmail: form.recipientEmail.trim() || null, note: form.note.trim() || null } }),
    retry: 0,
    onSuccess: (card) => {
      setIssued(card);
      setErrors({});
      onIssued(card);
    },
    onError: (err) => {
      setErrors(err instanceof HttpError ? (err.fieldErrors ?? {}) : {});
      toast({ title: "The gift card was not issued", description: errorMessage(err, "Please try again."), variant: "destructive" });
    },
  });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setForm(EMPTY);
      setErrors({});
      setIssued(null);
      setCopied(false);
    }
  };
  const field = (name: keyof typeof EMPTY, label: string, props: React.ComponentProps<typeof Input> = {}, hint?: string) => (
    <div className="space-y-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        name={name}
        value={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] || hint ? `${id}-${name}-note` : undefined}
        {...props}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-note`} className="text-sm text-destructive">
          {errors[name]}
        </p>
      ) : hint ? (
        <p id={`${id}-${name}-note`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-lg">
        {issued ? (
          <>
            <DialogHeader>
              <DialogTitle>Gift card issued</DialogTitle>
              <DialogDescription>Copy the code now: it is not shown again. {issued.recipientEmail ? `It is on its way to ${issued.recipientEmail}.` : ""}</DialogDescription>
            </DialogHeader>
            <div className="rounded-lg border bg-muted/40 p-4 text-center">
              <p className="font-mono text-xl font-semibold tracking-wider break-all sm:text-2xl" data-testid="issued-gift-card-code">
                {issued.code}
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{formatMoney(issued.initialValue, issued.currency)}</p>
            </div>
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  void navigator.clipboard?.writeText(issued.code).then(() => setCopied(true), () => undefined);
                }}
              >
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? "Copied" : "Copy code"}
              </Button>
              <Button type="button" onClick={() => close(false)}>
                Done
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Issue gift card</DialogTitle>
              <DialogDescription>Shoppers enter the code at checkout to pay with it. Its code is shown once.</DialogDescription>
            </DialogHeader>
            <form
              className="space-y-4"
              onSubmit={(e) => {
                e.preventDefault();
                issue.mutate();
              }}
            >
              {field("initialValue", `Value (${currency})`, { inputMode: "decimal", required: true, placeholder: "1000.00" })}
              {field("code", "Code (optional)", { autoComplete: "off", className: "font-mono uppercase" }, "16 letters or digits; leave empty for a random code.")}
              {field("expiresOn", "Expires on (optional)", { type: "date" })}
              {field("recipientEmail", "Send to (optional)", { type: "email", autoComplete: "off" }, "The card is e-mailed to this address.")}
              {field("note", "Note (optional)", { maxLength: 500 })}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => close(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={issue.isPending}>
                  Issue gift card
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
