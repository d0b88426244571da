import { ListPageSkeleton } from "@/components/storefront/skeletons";

export default function Loading() {
  return <ListPageSkeleton header />;
}
