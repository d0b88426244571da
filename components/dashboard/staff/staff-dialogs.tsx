"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { applyFieldErrors, DialogFormFooter, Field, FieldError, fieldAria, PasswordInput, SubmitButton } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import type { StaffPermission } from "@/lib/permissions";
import * as staffApi from "@/lib/staff/endpoints";
import { inviteSchema, transferSchema, updateMemberSchema, type StaffMemberDto } from "@/lib/staff/schemas";
import { PermissionCheckboxes } from "./permission-checkboxes";

export const memberName = (m: Pick<StaffMemberDto, "firstName" | "lastName" | "email">) => [m.firstName, m.lastName].filter(Boolean).join(" ") || m.email;

type InviteInput = z.input<typeof inviteSchema>;
type InviteValues = z.output<typeof inviteSchema>;
const INVITE_EMPTY: InviteInput = { email: "", firstName: "", lastName: "", permissions: [] };

/** "Invite staff": an address, optional names and the permissions to grant; the invitation goes by mail. */
export function InviteDialog({ open, onOpenChange, grantable }: { open: boolean; onOpenChange: (o: boolean) => void; grantable: readonly StaffPermission[] }) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteInput, unknown, InviteValues>({ resolver: zodResolver(inviteSchema), defaultValues: INVITE_EMPTY });
  const invite = useApiMutation(staffApi.invite, { input: (v: InviteValues) => ({ body: v }), retry: false });

  async function onSubmit(values: InviteValues) {
    try {
      await invite.mutateAsync(values);
    } catch (err) {
      applyFieldErrors(err, setError, ["email", "firstName", "lastName", "permissions"]);
      toast({ title: "Could not send the invitation", description: errorMessage(err, "Please check the form and try again."), variant: "destructive" });
      return;
    }
    toast({ title: "Invitation sent", description: `${values.email} has 72 hours to accept.`, variant: "success" });
    onOpenChange(false);
  }

  const change = (o: boolean) => {
    if (o) reset(INVITE_EMPTY);
    onOpenChange(o);
  };
  const err = (n: keyof InviteInput) => errors[n]?.message;

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Invite staff</DialogTitle>
          <DialogDescription>They get an e-mail with a link to join this store. It works once, for 72 hours.</DialogDescription>
        </DialogHeader>
        <form id="invite-staff-form" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <Field id="invite-email" label="Email" error={err("email")}>
            <Input {...fieldAria("invite-email", err("email"))} type="email" autoComplete="off" placeholder="packer@example.com" {...register("email")} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="invite-first-name" label="First name (optional)" error={err("firstName")}>
              <Input {...fieldAria("invite-first-name", err("firstName"))} autoComplete="off" {...register("firstName")} />
            </Field>
            <Field id="invite-last-name" label="Last name (optional)" error={err("lastName")}>
              <Input {...fieldAria("invite-last-name", err("lastName"))} autoComplete="off" {...register("lastName")} />
            </Field>
          </div>
          <Controller
            control={control}
            name="permissions"
            render={({ field }) => (
              <PermissionCheckboxes idPrefix="invite-permission" value={(field.value ?? []) as StaffPermission[]} onChange={field.onChange} grantable={grantable} invalid={!!errors.permissions} />
            )}
          />
          <FieldError id="invite-permissions-error" message={errors.permissions?.message} alert />
        </form>
        <DialogFormFooter onCancel={() => change(false)} cancelDisabled={isSubmitting}>
          <SubmitButton form="invite-staff-form" pending={isSubmitting}>
            Send invitation
          </SubmitButton>
        </DialogFormFooter>
      </DialogContent>
    </Dialog>
  );
}

type PermInput = z.input<typeof updateMemberSchema>;
type PermValues = z.output<typeof updateMemberSchema>;

/** "Edit permissions" of one staff member. */
export function EditPermissionsDialog({ member, onClose, grantable }: { member: StaffMemberDto | null; onClose: () => void; grantable: readonly StaffPermission[] }) {
  return (
    <Dialog open={!!member} onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {member ? <EditPermissionsForm key={member.id} member={member} onClose={onClose} grantable={grantable} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditPermissionsForm({ member, onClose, grantable }: { member: StaffMemberDto; onClose: () => void; grantable: readonly StaffPermission[] }) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PermInput, unknown, PermValues>({ resolver: zodResolver(updateMemberSchema), defaultValues: { permissions: member.permissions } });
  const save = useApiMutation(staffApi.update, { input: (v: PermValues) => ({ params: { id: member.id }, body: v }), retry: false });

  async function onSubmit(values: PermValues) {
    try {
      await save.mutateAsync(values);
    } catch (err) {
      applyFieldErrors(err, setError, ["permissions"]);
      toast({ title: "Could not save the permissions", description: errorMessage(err, "Please try again."), variant: "destructive" });
      return;
    }
    toast({ title: "Permissions saved", description: `${memberName(member)} has the new permissions from their next click.`, variant: "success" });
    onClose();
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Edit permissions</DialogTitle>
        <DialogDescription>What {memberName(member)} may manage in this store.</DialogDescription>
      </DialogHeader>
      <form id="edit-permissions-form" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <Controller
          control={control}
          name="permissions"
          render={({ field }) => (
            <PermissionCheckboxes idPrefix="edit-permission" value={(field.value ?? []) as StaffPermission[]} onChange={field.onChange} grantable={grantable} invalid={!!errors.permissions} />
          )}
        />
        <FieldError id="edit-permissions-error" message={errors.permissions?.message} alert />
      </form>
      <DialogFormFooter onCancel={onClose} cancelDisabled={isSubmitting}>
        <SubmitButton form="edit-permissions-form" pending={isSubmitting}>
          Save permissions
        </SubmitButton>
      </DialogFormFooter>
    </>
  );
}

type TransferInput = z.input<typeof transferSchema>;
type TransferValues = z.output<typeof transferSchema>;

/** "Transfer ownership" (the owner only): an active staff member, and the owner's password to confirm. */
export function TransferOwnershipDialog({ open, onOpenChange, candidates }: { open: boolean; onOpenChange: (o: boolean) => void; candidates: StaffMemberDto[] }) {
  const empty: TransferInput = { memberId: candidates[0]?.id ?? "", password: "" };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TransferInput, unknown, TransferValues>({ resolver: zodResolver(transferSchema), defaultValues: empty });
  const transfer = useApiMutation(staffApi.transferOwnership, { input: (v: TransferValues) => ({ body: v }), retry: false });
  const [done, setDone] = useState(false);
  const router = useRouter();

  async function onSubmit(values: TransferValues) {
    try {
      await transfer.mutateAsync(values);
    } catch (err) {
      applyFieldErrors(err, setError, ["memberId", "password"]);
      toast({ title: "Ownership not transferred", description: errorMessage(err, "Please try again."), variant: "destructive" });
      return;
    }
    const to = candidates.find((c) => c.id === values.memberId);
    setDone(true);
    toast({ title: "Ownership transferred", description: `${to ? memberName(to) : "The new owner"} owns this store now. You stay as staff with every permission.`, variant: "success" });
    onOpenChange(false);
    // The dashboard's access (owner → staff) is resolved by the layout on the server: rendered again.
    router.refresh();
  }

  const change = (o: boolean) => {
    if (o) {
      reset(empty);
      setDone(false);
    }
    onOpenChange(o);
  };
  const err = (n: keyof TransferInput) => errors[n]?.message;

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Transfer ownership</DialogTitle>
          <DialogDescription>
            The member you pick becomes the store&apos;s owner, with its billing and the power to remove you. You stay as a staff member with every permission.
          </DialogDescription>
        </DialogHeader>
        <form id="transfer-ownership-form" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <Field id="transfer-member" label="New owner" error={err("memberId")}>
            <NativeSelect
              {...fieldAria("transfer-member", err("memberId"))}
              options={candidates.map((c) => ({ value: c.id, label: `${memberName(c)} (${c.email})` }))}
              {...register("memberId")}
            />
          </Field>
          <Field id="transfer-password" label="Your password" error={err("password")}>
            <PasswordInput {...fieldAria("transfer-password", err("password"))} autoComplete="current-password" toggleNameVia="text" {...register("password")} />
          </Field>
        </form>
        <DialogFormFooter onCancel={() => change(false)} cancelDisabled={isSubmitting}>
          <SubmitButton form="transfer-ownership-form" variant="destructive" pending={isSubmitting} disabled={isSubmitting || done}>
            Transfer ownership
          </SubmitButton>
        </DialogFormFooter>
      </DialogContent>
    </Dialog>
  );
}
