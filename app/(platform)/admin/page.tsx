import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminScreen } from "@/components/admin/admin-screen";
import { LoginCard } from "@/components/auth/login-card";
import { getCurrentStaff } from "@/lib/auth/current";

export const metadata: Metadata = { title: "Platform Admin — StoreBuilder" };

/**
 * /admin on the platform host: the platform admin's screen. No session: the login page
 * shows here; signed in as anyone but the admin: sent to /login.
 */
export default async function AdminPage() {
  const staff = await getCurrentStaff();
  if (!staff) return <LoginCard title="Admin sign in" />;
  if (staff.role !== "admin") redirect("/login");
  return <AdminScreen email={staff.email} />;
}
