"use client";
import { useEffect } from "react";
import { PREVIEW_MESSAGE, PREVIEW_READY } from "@/lib/themes/preview";
import { shellStyle, type ThemeSettings } from "@/lib/themes/style";

/**
 * Runs only on the /theme-preview page (never on shoppers' pages): takes the customizer's unsaved settings
 * from the parent window (same origin only) and applies them to the store shell exactly as the server would,
 * through the same shellStyle(). It then tells the parent it is ready, so the first settings arrive at once.
 */
export function ThemePreviewListener() {
  useEffect(() => {
    const shell = document.querySelector<HTMLElement>("[data-theme-shell]");
    if (!shell) return;
    let appliedVars: string[] = [];

    function apply(settings: ThemeSettings) {
      const { vars, attrs } = shellStyle(settings);
      for (const k of appliedVars) shell!.style.removeProperty(k);
      for (const [k, v] of Object.entries(vars)) shell!.style.setProperty(k, v);
      appliedVars = Object.keys(vars);
      for (const [k, v] of Object.entries(attrs)) shell!.setAttribute(k, v);
      const bar = shell!.querySelector<HTMLElement>("[data-announcement]");
      if (bar) {
        if (typeof settings.announcementText === "string") bar.textContent = settings.announcementText;
        bar.hidden = !(settings.announcementEnabled === true && bar.textContent);
      }
      const logo = shell!.querySelector<HTMLImageElement>("[data-store-logo]");
      if (logo && typeof settings.siteLogo === "string" && settings.siteLogo) logo.src = settings.siteLogo;
    }

    function onMessage(e: MessageEvent) {
      if (e.origin !== window.location.origin || e.source !== window.parent) return;
      const data = e.data as { type?: unknown; settings?: unknown } | null;
      if (!data || data.type !== PREVIEW_MESSAGE || !data.settings || typeof data.settings !== "object") return;
      apply(data.settings as ThemeSettings);
      shell!.dataset.previewApplied = "true";
    }

    window.addEventListener("message", onMessage);
    if (window.parent !== window) window.parent.postMessage({ type: PREVIEW_READY }, window.location.origin);
    return () => window.removeEventListener("message", onMessage);
  }, []);
  return null;
}
