"use client";
import { Crown, MailPlus, Pencil, RotateCw, UserMinus, Users } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError, SkeletonRows } from "@/components/ui/load-states";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useApiQuery } from "@/lib/http/use-api-query";
import { PERMISSION_AREAS, STAFF_PERMISSIONS } from "@/lib/permissions";
import * as staffApi from "@/lib/staff/endpoints";
import type { StaffMemberDto } from "@/lib/staff/schemas";
import { SectionHeader } from "../section-header";
import { useAccess } from "../store-gate";
import { useDashboardStore } from "../use-dashboard";
import { EditPermissionsDialog, InviteDialog, memberName, TransferOwnershipDialog } from "./staff-dialogs";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

function permissionsLabel(m: StaffMemberDto): string {
  if (m.role === "owner" || m.permissions.length === STAFF_PERMISSIONS.length) return "All permissions";
  if (m.permissions.length === 0) return "No permissions yet";
  return m.permissions.map((p) => PERMISSION_AREAS[p].label).join(", ");
}

function StatusBadge({ m, now }: { m: StaffMemberDto; now: number }) {
  if (m.status === "active") return <Badge variant="success">Active</Badge>;
  const expired = m.invitationExpiresAt && new Date(m.invitationExpiresAt).getTime() < now;
  return <Badge variant={expired ? "destructive" : "warning"}>{expired ? "Invitation expired" : "Invited"}</Badge>;
}

/** Remove a member, or cancel an invitation, after asking: their access ends at their next click. */
function RemoveMember({ m, onConfirm, disabled }: { m: StaffMemberDto; onConfirm: () => void; disabled: boolean }) {
  const invited = m.status === "invited";
  const name = memberName(m);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" className="text-destructive hover:text-destructive" aria-label={invited ? `Cancel invitation for ${m.email}` : `Remove ${name}`} disabled={disabled}>
          <UserMinus aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{invited ? "Cancel invitation?" : "Remove staff member?"}</AlertDialogTitle>
          <AlertDialogDescription>
            {invited
              ? `The invitation link sent to ${m.email} stops working.`
              : `${name} loses access to this store at once: their next click in the dashboard is refused. You can invite them again later.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={onConfirm}>
            {invited ? "Cancel invitation" : "Remove"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Staff (issue 40): the owner and the staff with their permissions; invite, edit, remove, resend, hand over. */
export function StaffSection() {
  const { slug } = useDashboardStore();
  const list = useApiQuery(slug, staffApi.list);
  // Who is looking (the layout resolved it on the server): the owner grants anything and may hand the store over.
  const access = useAccess();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<StaffMemberDto | null>(null);
  const [transferring, setTransferring] = useState(false);
  // When the screen opened: an invitation past its 72 hours shows as expired.
  const [now] = useState(() => Date.now());

  const remove = useApiMutation(staffApi.remove, {
    input: (m: StaffMemberDto) => ({ params: { id: m.id } }),
    onSuccess: (r, m) => toast({ title: r.message, description: m.status === "invited" ? `${m.email} can no longer join with the old link.` : `${memberName(m)} no longer has access.`, variant: "success" }),
    onError: (err) => toast({ title: "Could not remove", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });
  const resend = useApiMutation(staffApi.resend, {
    input: (m: StaffMemberDto) => ({ params: { id: m.id } }),
    onSuccess: (m) => toast({ title: "Invitation sent again", description: `A new link went to ${m.email}; the older one no longer works.`, variant: "success" }),
    onError: (err) => toast({ title: "Could not resend the invitation", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });

  const items = list.data?.items ?? [];
  const staff = items.filter((m) => m.role === "staff");
  const isOwner = access.role === "owner";
  const grantable = isOwner ? STAFF_PERMISSIONS : access.permissions;
  const candidates = staff.filter((m) => m.status === "active");

  const actions = (
    <>
      {isOwner && candidates.length ? (
        <Button variant="outline" onClick={() => setTransferring(true)}>
          <Crown aria-hidden /> Transfer ownership
        </Button>
      ) : null}
      <Button onClick={() => setInviting(true)}>
        <MailPlus aria-hidden /> Invite staff
      </Button>
    </>
  );

  return (
    <div>
      <SectionHeader title="Staff" description="People who help run this store, and what each of them may manage." action={list.isSuccess ? actions : undefined} />
      {list.isPending ? (
        <SkeletonRows className="h-16" />
      ) : list.isError ? (
        <LoadError error={list.error} fallback="Could not load the staff." />
      ) : (
        <div className="space-y-6">
          <div className="overflow-x-auto rounded-lg border bg-background">
            <Table aria-label="Staff members">
              <TableHeader>
                <TableRow>
                  <TableHead>Member</TableHead>
                  <TableHead className="hidden md:table-cell">Permissions</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="hidden lg:table-cell">Last sign-in</TableHead>
                  <TableHead className="text-right">
                    <span className="sr-only sm:not-sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((m) => {
                  const name = memberName(m);
                  const busy = (remove.isPending && remove.variables?.id === m.id) || (resend.isPending && resend.variables?.id === m.id);
                  return (
                    <TableRow key={m.id} data-testid="staff-row" data-email={m.email}>
                      <TableCell className="max-w-72 whitespace-normal">
                        <p className="font-medium break-words">
                          {name}
                          {m.role === "owner" ? (
                            <Badge variant="secondary" className="ml-2 align-middle">
                              Owner
                            </Badge>
                          ) : null}
                        </p>
                        {name !== m.email ? <p className="text-xs break-all text-muted-foreground">{m.email}</p> : null}
                        {/* Where the other columns are hidden, their words sit under the name. */}
                        <p className="mt-1 text-xs md:hidden">{permissionsLabel(m)}</p>
                        <p className="text-xs text-muted-foreground lg:hidden">{m.lastSignInAt ? `Last sign-in ${when(m.lastSignInAt)}` : m.role === "owner" ? null : "Not signed in yet"}</p>
                      </TableCell>
                      <TableCell className="hidden max-w-64 whitespace-normal text-sm md:table-cell" data-testid="staff-permissions">
                        {permissionsLabel(m)}
                      </TableCell>
                      <TableCell className="whitespace-normal">
                        <StatusBadge m={m} now={now} />
                        {m.status === "invited" && m.invitationExpiresAt ? <p className="mt-1 text-xs text-muted-foreground sm:whitespace-nowrap">until {when(m.invitationExpiresAt)}</p> : null}
                      </TableCell>
                      <TableCell className="hidden text-sm whitespace-nowrap text-muted-foreground lg:table-cell">{m.lastSignInAt ? when(m.lastSignInAt) : "—"}</TableCell>
                      <TableCell className="text-right">
                        {m.role === "staff" ? (
                          // Stacked on a phone, so the actions stay on screen beside a long address.
                          <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                            {m.status === "invited" ? (
                              <Button variant="ghost" size="icon" aria-label={`Resend invitation to ${m.email}`} title="Resend invitation" disabled={busy} onClick={() => resend.mutate(m)}>
                                <RotateCw aria-hidden />
                              </Button>
                            ) : null}
                            <Button variant="ghost" size="icon" aria-label={`Edit permissions of ${name}`} title="Edit permissions" disabled={busy} onClick={() => setEditing(m)}>
                              <Pencil aria-hidden />
                            </Button>
                            <RemoveMember m={m} disabled={busy} onConfirm={() => remove.mutate(m)} />
                          </div>
                        ) : null}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
          {staff.length === 0 ? (
            <EmptyState
              icon={<Users className="size-10" />}
              title="No staff yet"
              description="Invite the people who pack orders or run the catalogue, with only the permissions they need. Nobody has to share your password."
              action={
                <Button variant="outline" onClick={() => setInviting(true)}>
                  <MailPlus aria-hidden /> Invite your first staff member
                </Button>
              }
            />
          ) : null}
        </div>
      )}
      <InviteDialog open={inviting} onOpenChange={setInviting} grantable={grantable} />
      <EditPermissionsDialog member={editing} onClose={() => setEditing(null)} grantable={grantable} />
      {isOwner ? <TransferOwnershipDialog open={transferring} onOpenChange={setTransferring} candidates={candidates} /> : null}
    </div>
  );
}
