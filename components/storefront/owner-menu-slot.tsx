"use client";
import { useEffect, useState, type ComponentType } from "react";
import { hasStaffHint } from "./staff-hint";

type PromptProps = { basePath: string };

/**
 * Where the header shows 'Add your header menu Here' (owner-menu-prompt.tsx) when the store has no header
 * menu. The prompt is for the store's owner only, so its code and its GET /api/auth/me load only in a browser
 * with the staff hint cookie: shoppers download neither (decision 0080).
 */
export function OwnerMenuSlot({ basePath }: PromptProps) {
  const [Prompt, setPrompt] = useState<ComponentType<PromptProps> | null>(null);
  useEffect(() => {
    if (!hasStaffHint()) return;
    let live = true;
    void import("./owner-menu-prompt").then((m) => {
      if (live) setPrompt(() => m.OwnerMenuPrompt);
    });
    return () => {
      live = false;
    };
  }, []);
  return Prompt ? <Prompt basePath={basePath} /> : null;
}
