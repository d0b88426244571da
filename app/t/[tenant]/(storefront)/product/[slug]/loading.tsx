import { ProductPageSkeleton } from "@/components/storefront/skeletons";

export default function Loading() {
  return <ProductPageSkeleton />;
}
