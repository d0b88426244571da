"use client";
import { useT } from "./island-messages";

/** "Loading…" for screen readers, in the page's language (a loading file has no params; the store layout gives the words). */
export function LoadingLabel() {
  const t = useT();
  return <span className="sr-only">{t("common.shell.loading")}</span>;
}
