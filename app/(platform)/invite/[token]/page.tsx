import type { Metadata } from "next";
import { AcceptInvitationForm, type AcceptMode } from "@/components/auth/accept-invitation-form";
import { AuthBackLink, AuthScreen } from "@/components/auth/auth-screen";
import { Brand } from "@/components/platform/brand";
import { getCurrentStaff } from "@/lib/auth/current";
import { invitationPreview } from "@/lib/staff/service";

export const metadata: Metadata = { title: "Join a store — StoreBuilder", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ token: string }> };

/**
 * /invite/{token} on the platform host, the invitation mail's link (issue 40): which store, who invited, and
 * how to accept (a new account, one click when signed in as the invited address, or its password). An
 * expired, used or unknown link is a page that says so.
 */
export default async function InvitationPage({ params }: Props) {
  const token = decodeURIComponent((await params).token);
  const [invitation, staff] = await Promise.all([invitationPreview(token), getCurrentStaff()]);
  if (invitation.state === "gone") {
    return (
      <AuthScreen logo={<Brand />} title="This invitation is no longer valid" description="It has expired, was already used, or was cancelled." footer={<AuthBackLink href="/login">Go to sign in</AuthBackLink>}>
        <p role="alert" className="text-center text-sm">
          Invitation links work once and for 72 hours. Ask the store&apos;s owner to send you a new one.
        </p>
      </AuthScreen>
    );
  }
  const mode: AcceptMode =
    staff?.email === invitation.email
      ? { kind: "signed-in" }
      : invitation.hasAccount
        ? { kind: "password", signedInAs: staff?.email ?? null }
        : { kind: "new", firstName: invitation.firstName ?? "", lastName: invitation.lastName ?? "" };
  return (
    <AuthScreen
      logo={<Brand />}
      title={`Join ${invitation.storeName}`}
      description={`${invitation.inviterName ?? "The store's owner"} invited ${invitation.email} to help run ${invitation.storeName}.`}
      footer={<AuthBackLink href="/login">Back to sign in</AuthBackLink>}
    >
      <AcceptInvitationForm token={token} email={invitation.email} storeName={invitation.storeName} mode={mode} />
    </AuthScreen>
  );
}
