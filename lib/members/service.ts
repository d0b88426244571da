import "server-only";
import type { Tx } from "@/db/client";
import type { TenantId } from "@/lib/tenancy/store";
import * as repo from "./repository";

/**
 * Store members' rows as the slices above read and write them (record 0142): the staff slice's rules
 * (lib/staff/service.ts) and the sign-in's "last sign-in" (lib/auth/session.ts). The Drizzle code stays in
 * ./repository.ts; every function there names the store but the invitation's lookup by its token's hash.
 */
export type MemberRow = repo.MemberRow;
type NewMember = Parameters<typeof repo.insertMember>[1];

export const listMembers = (tenantId: TenantId) => repo.listMembers(tenantId);
export const findMember = (tenantId: TenantId, id: string, tx?: Tx) => repo.findMember(tenantId, id, tx);
export const lockMember = (tx: Tx, tenantId: TenantId, id: string) => repo.lockMember(tx, tenantId, id);
export const findMemberByEmail = (tenantId: TenantId, email: string, tx?: Tx) => repo.findMemberByEmail(tenantId, email, tx);
export const insertMember = (tx: Tx, v: NewMember) => repo.insertMember(tx, v);
export const setMemberPermissions = (tx: Tx, tenantId: TenantId, id: string, permissions: MemberRow["permissions"]) => repo.setMemberPermissions(tx, tenantId, id, permissions);
export const deleteMember = (tx: Tx, tenantId: TenantId, id: string) => repo.deleteMember(tx, tenantId, id);
/** Locked (FOR UPDATE) when a transaction is given: concurrent accepts of one invitation queue on its row. */
export const findInvitationByHash = (tokenHash: string) => repo.findInvitationByHash(tokenHash);
export const lockInvitation = (tx: Tx, tenantId: string, id: string, tokenHash: string) => repo.lockInvitation(tx, tenantId, id, tokenHash);
export const setInvitationToken = (tenantId: TenantId, id: string, tokenHash: string, expiresAt: Date) => repo.setInvitationToken(tenantId, id, tokenHash, expiresAt);
export const activateMember = (tx: Tx, tenantId: TenantId, id: string, v: Parameters<typeof repo.activateMember>[3]) => repo.activateMember(tx, tenantId, id, v);
export const isMemberElsewhere = (userId: string, exceptTenantId: TenantId) => repo.isMemberElsewhere(userId, exceptTenantId);
export const listMemberStores = (userId: string) => repo.listMemberStores(userId);
/** A staff session began: the account's memberships show it as their last sign-in. */
export const touchMemberSignIn = (userId: string) => repo.touchMemberSignIn(userId);
