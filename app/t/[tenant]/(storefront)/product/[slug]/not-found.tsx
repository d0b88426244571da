import { StoreMessage } from "@/components/storefront/store-message";

export default function ProductNotFound() {
  return (
    <StoreMessage
      title="Product Not Found"
      text="The product you're looking for doesn't exist or is no longer available."
      actions={[{ label: "Browse Products", href: "/products" }]}
    />
  );
}
