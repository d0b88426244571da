import { StoreNotFoundScreen } from "@/components/not-found-screen";

/** Reached only when app/t/[tenant]/layout finds no store for the URL. */
export default function StoreNotFound() {
  return <StoreNotFoundScreen />;
}
