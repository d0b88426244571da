import { notFound } from "next/navigation";

/** Any store URL no page claims: the store-aware 404 inside the store shell. */
export default function UnknownStorePage() {
  notFound();
}
