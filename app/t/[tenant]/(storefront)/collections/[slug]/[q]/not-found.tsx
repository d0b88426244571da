import { StoreMessage } from "@/components/storefront/store-message";

export default function CollectionNotFound() {
  return (
    <StoreMessage
      title="Collection Not Found"
      text="The collection you're looking for doesn't exist or is no longer available."
      actions={[{ label: "Browse Products", href: "/products" }]}
    />
  );
}
