import { StoreNotFound } from "@/components/storefront/store-not-found";

export default function NotFound() {
  return <StoreNotFound />;
}
