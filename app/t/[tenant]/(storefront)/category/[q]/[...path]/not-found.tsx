import { ItemNotFound } from "@/components/storefront/store-not-found";

export default function CategoryNotFound() {
  return <ItemNotFound kind="category" />;
}
