import { ArticleSkeleton } from "@/components/storefront/skeletons";

export default function Loading() {
  return <ArticleSkeleton />;
}
