import type { Metadata } from "next";
import { RegisterPage } from "@/components/platform/register-page";

export const metadata: Metadata = { title: "Start Your Online Store — StoreBuilder" };
// Reads the platform's payment configuration at request time.
export const dynamic = "force-dynamic";

export default function Page() {
  return <RegisterPage />;
}
