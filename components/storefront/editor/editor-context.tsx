"use client";
import { createContext, useContext } from "react";

/** What in-place editors change: one content key at a time (the section builder changes sections itself). */
export type EditorActions = {
  setContent: (values: Record<string, string>) => void;
  basePath: string;
};

export const EditorContext = createContext<EditorActions | null>(null);

export function useEditorActions(): EditorActions {
  const ctx = useContext(EditorContext);
  if (!ctx) throw new Error("useEditorActions outside the storefront editor");
  return ctx;
}
