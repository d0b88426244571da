import { ItemNotFound } from "@/components/storefront/store-not-found";

export default function CollectionNotFound() {
  return <ItemNotFound kind="collection" />;
}
