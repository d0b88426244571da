import { StoreMessage } from "@/components/storefront/store-message";

export default function CategoryNotFound() {
  return (
    <StoreMessage
      title="Category Not Found"
      text="The category you're looking for doesn't exist or is no longer available."
      actions={[{ label: "Browse Products", href: "/products" }]}
    />
  );
}
