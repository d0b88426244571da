import { HomeSkeleton } from "@/components/storefront/skeletons";

export default function Loading() {
  return <HomeSkeleton />;
}
