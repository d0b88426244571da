"use client";
import { useLayoutEffect, useState, type RefObject } from "react";

/**
 * What a listing's controls must keep when the page under them is replaced.
 *
 * Each listing query is its own cached page (the proxy moves the query into a path segment), so a change
 * of filter, sort or page mounts a new page tree: the controls' React state would start over, the focused
 * field would lose focus mid-typing, and letters typed while the next page loaded would vanish. The
 * store shell around the page stays mounted, and so does this module: it remembers, per listing path,
 * which panels are open, which control had focus (with its caret) and what is typed but not yet applied,
 * and the new page's controls pick that up when they mount.
 *
 * Written only in the browser (event handlers, effects), so server renders and the first hydration always
 * start from the defaults and never disagree.
 */

/** A remembered focus or draft older than this is a visit of its own, not the page just swapped in. */
const FRESH_MS = 10_000;

type FocusMark = { path: string; selector: string; start: number | null; end: number | null; at: number };
let focusMark: FocusMark | null = null;
const flags = new Map<string, boolean>();
const drafts = new Map<string, { value: string; committed: string; at: number }>();

const here = () => (typeof window === "undefined" ? "" : window.location.pathname);
const fresh = (at: number) => Date.now() - at < FRESH_MS;

/** useState for an open/closed panel that outlives the page swap of its own listing. */
export function useRememberedFlag(name: string, initial = false) {
  const [value, setValue] = useState(() => flags.get(`${here()}|${name}`) ?? initial);
  const set = (next: boolean | ((v: boolean) => boolean)) => {
    setValue((prev) => {
      const v = typeof next === "function" ? next(prev) : next;
      flags.set(`${here()}|${name}`, v);
      return v;
    });
  };
  return [value, set] as const;
}

/** What the field named `name` showed when its page was swapped out, if the shopper had typed past the last commit. */
export function pendingDraft(name: string | undefined): string | null {
  if (!name) return null;
  const d = drafts.get(`${here()}|${name}`);
  return d && d.value !== d.committed && fresh(d.at) ? d.value : null;
}

export function rememberDraft(name: string | undefined, value: string, committed: boolean) {
  if (!name || typeof window === "undefined") return;
  const key = `${here()}|${name}`;
  const prev = drafts.get(key);
  drafts.set(key, { value, committed: committed ? value : (prev?.committed ?? ""), at: Date.now() });
}

function selectorOf(el: Element): string | null {
  if (el.id) return `#${CSS.escape(el.id)}`;
  const name = el.getAttribute("name");
  const label = el.getAttribute("aria-label");
  if (!name) return label ? `${el.tagName.toLowerCase()}[aria-label="${CSS.escape(label)}"]` : null;
  const value = el instanceof HTMLButtonElement ? el.value : null;
  return `${el.tagName.toLowerCase()}[name="${CSS.escape(name)}"]${value !== null ? `[value="${CSS.escape(value)}"]` : ""}`;
}

function caretOf(el: Element): { start: number | null; end: number | null } {
  if (el instanceof HTMLInputElement && (el.type === "text" || el.type === "search")) return { start: el.selectionStart, end: el.selectionEnd };
  return { start: null, end: null };
}

/**
 * Keeps the focused control of a listing form focused across the page swap its own change caused: the
 * new form focuses the same control (and caret) when nothing else has focus.
 */
export function useFocusMemory(form: RefObject<HTMLFormElement | null>) {
  // A layout effect: focus is back before the browser paints the new page or takes the next key.
  useLayoutEffect(() => {
    const el = form.current;
    if (!el) return;
    const mark = focusMark;
    if (mark && mark.path === here() && fresh(mark.at) && (document.activeElement === null || document.activeElement === document.body)) {
      const target = el.querySelector<HTMLElement>(mark.selector);
      if (target) {
        target.focus({ preventScroll: true });
        if (target instanceof HTMLInputElement && mark.start !== null && (target.type === "text" || target.type === "search")) {
          const end = Math.min(mark.end ?? mark.start, target.value.length);
          target.setSelectionRange(Math.min(mark.start, end), end);
        }
      }
    }
    const record = (e: Event) => {
      const t = e.target;
      if (!(t instanceof Element)) return;
      const selector = selectorOf(t);
      focusMark = selector ? { path: here(), selector, ...caretOf(t), at: Date.now() } : null;
    };
    const leave = (e: FocusEvent) => {
      // Focus moving elsewhere on the page ends the mark; focus lost to nothing (the control was removed
      // with its page) keeps it for the next page's form.
      if (e.relatedTarget instanceof Node && !el.contains(e.relatedTarget)) focusMark = null;
    };
    const events = ["focusin", "input", "keyup", "change", "click"] as const;
    for (const name of events) el.addEventListener(name, record);
    el.addEventListener("focusout", leave);
    return () => {
      for (const name of events) el.removeEventListener(name, record);
      el.removeEventListener("focusout", leave);
    };
  }, [form]);
}
