import { ItemNotFound } from "@/components/storefront/store-not-found";

export default function ProductNotFound() {
  return <ItemNotFound kind="product" />;
}
