import { endpoint } from "@/lib/endpoint";
import type { idParams } from "@/lib/validation";
import type { AcceptAnswer, acceptSchema, inviteSchema, StaffList, StaffMemberDto, transferSchema, updateMemberSchema } from "./schemas";

/**
 * The staff's /api calls (issue 40, record 0142): the store's members, their invitations and permissions,
 * and handing the store to another owner. A staff member needs `staff`; handing over is the owner's alone.
 */
const staff = ["/api/staff", "/api/mail", "/api/auth"];

export const list = endpoint<{ response: StaffList }>()({
  method: "GET",
  path: "/api/staff",
  auth: "owner",
  permission: "staff",
  summary: "The store's owner (first) and staff, with their permissions, status and last sign-in",
});
export const invite = endpoint<{ body: typeof inviteSchema; response: StaffMemberDto }>()({
  method: "POST",
  path: "/api/staff",
  auth: "owner",
  permission: "staff",
  invalidates: staff,
  summary: "Invite a staff member by e-mail with some permissions (201, status invited)",
});
export const accept = endpoint<{ body: typeof acceptSchema; response: AcceptAnswer }>()({
  method: "POST",
  path: "/api/staff/accept",
  auth: "public",
  invalidates: staff,
  summary: "Accept an invitation: a new account sets its password, an existing one signs in or is signed in; 410 when expired or used",
});
export const update = endpoint<{ params: typeof idParams; body: typeof updateMemberSchema; response: StaffMemberDto }>()({
  method: "PATCH",
  path: "/api/staff/{id}",
  auth: "owner",
  permission: "staff",
  invalidates: staff,
  summary: "Change a staff member's permissions",
});
export const remove = endpoint<{ params: typeof idParams; response: { message: string } }>()({
  method: "DELETE",
  path: "/api/staff/{id}",
  auth: "owner",
  permission: "staff",
  invalidates: staff,
  summary: "Remove a staff member (or cancel an invitation): their access ends at once",
});
export const resend = endpoint<{ params: typeof idParams; response: StaffMemberDto }>()({
  method: "POST",
  path: "/api/staff/{id}/resend",
  auth: "owner",
  permission: "staff",
  invalidates: staff,
  summary: "Send a pending invitation again: a new link, the older one stops working",
});
export const transferOwnership = endpoint<{ body: typeof transferSchema; response: StaffList }>()({
  method: "POST",
  path: "/api/staff/transfer-ownership",
  auth: "owner",
  permission: "owner",
  invalidates: staff,
  summary: "Hand the store to an active staff member (the owner's password confirms); the previous owner stays as staff with every permission",
});
