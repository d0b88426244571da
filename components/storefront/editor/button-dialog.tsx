"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { isSafeUrl } from "@/lib/themes/drafts/schemas";

/** Edit a button's label and link. */
export function ButtonDialog({ label, url, onSave, onClose }: { label: string; url: string; onSave: (label: string, url: string) => void; onClose: () => void }) {
  const [l, setL] = useState(label);
  const [u, setU] = useState(url);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Button</DialogTitle>
          <DialogDescription>The button&apos;s text and where it leads (a page of this store such as /products, or a full web address).</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!isSafeUrl(u) || !u.trim()) return setError("Invalid URL");
            onSave(l.trim(), u.trim());
          }}
        >
          <div className="space-y-2">
            <Label htmlFor="button-label">Button Text</Label>
            <Input id="button-label" value={l} maxLength={80} onChange={(e) => setL(e.target.value)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="button-url">Button URL</Label>
            <Input id="button-url" value={u} maxLength={2048} aria-invalid={!!error} aria-describedby={error ? "button-url-error" : undefined} onChange={(e) => (setU(e.target.value), setError(null))} />
            {error ? (
              <p id="button-url-error" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
