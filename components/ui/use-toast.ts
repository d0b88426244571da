"use client";

import * as React from "react";
import type { ReactElement, ReactNode } from "react";
import { signalToastShown } from "./toast-signal";

/** Only one toast is visible at a time: a new toast replaces the current one. */
export const TOAST_LIMIT = 1;
/** How long a toast stays on screen before it closes by itself (ms). */
export const TOAST_DEFAULT_DURATION = 5000;
/** How long a dismissed toast stays in state so its exit animation can play (ms). */
export const TOAST_REMOVE_DELAY = 1000;

export type ToastVariant = "default" | "destructive" | "success";

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Display duration in ms; defaults to TOAST_DEFAULT_DURATION. */
  duration?: number;
  /** Optional action element, normally a `<ToastAction altText="…">`. */
  action?: ReactElement;
}

export interface ToasterToast {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  duration: number;
  action?: ReactElement;
  /** false once dismissed; the toast is removed after its exit animation. */
  open: boolean;
}

export interface ToastState {
  toasts: ToasterToast[];
}

export type ToastAction =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & Pick<ToasterToast, "id"> }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

export const initialToastState: ToastState = { toasts: [] };

/** Build a toast record from user options, applying defaults. Pure. */
export function createToast(options: ToastOptions, id: string): ToasterToast {
  return {
    id,
    title: options.title,
    description: options.description,
    variant: options.variant ?? "default",
    duration: options.duration ?? TOAST_DEFAULT_DURATION,
    action: options.action,
    open: true,
  };
}

/** Pure state transition for the toast store. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return {
        ...state,
        toasts: [action.toast, ...state.toasts.filter((t) => t.id !== action.toast.id)].slice(
          0,
          TOAST_LIMIT,
        ),
      };

    case "UPDATE_TOAST":
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };

    case "DISMISS_TOAST": {
      const { toastId } = action;
      return {
        ...state,
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      };
    }

    case "REMOVE_TOAST":
      if (action.toastId === undefined) {
        return { ...state, toasts: [] };
      }
      return {
        ...state,
        toasts: state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

/* ------------------------------------------------------------------------ */
/* Module-level store (shared by every caller of toast() and useToast()).   */
/* ------------------------------------------------------------------------ */

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

let memoryState: ToastState = initialToastState;
const listeners = new Set<() => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function clearRemoveTimeout(id: string) {
  const timeout = removeTimeouts.get(id);
  if (timeout !== undefined) {
    clearTimeout(timeout);
    removeTimeouts.delete(id);
  }
}

function scheduleRemoval(id: string) {
  if (removeTimeouts.has(id)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(id);
    dispatch({ type: "REMOVE_TOAST", toastId: id });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(id, timeout);
}

function dispatch(action: ToastAction) {
  const previous = memoryState;
  memoryState = toastReducer(memoryState, action);

  if (action.type === "DISMISS_TOAST") {
    for (const t of memoryState.toasts) {
      if (!t.open) scheduleRemoval(t.id);
    }
  }

  // Forget timers for toasts that are gone (removed or pushed out by the limit).
  const remaining = new Set(memoryState.toasts.map((t) => t.id));
  for (const t of previous.toasts) {
    if (!remaining.has(t.id)) clearRemoveTimeout(t.id);
  }

  for (const listener of listeners) listener();
}

/** Current store snapshot (stable reference until the next change). */
export function getToastState(): ToastState {
  return memoryState;
}

/** Subscribe to store changes; returns an unsubscribe function. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Close a toast (or every toast when no id is given). */
export function dismiss(toastId?: string) {
  dispatch({ type: "DISMISS_TOAST", toastId });
}

/** Show a toast. Replaces the toast currently on screen (TOAST_LIMIT = 1). */
export function toast(options: ToastOptions) {
  const id = genId();

  const update = (next: Partial<ToastOptions>) => {
    const changes = Object.fromEntries(
      Object.entries(next).filter(([, value]) => value !== undefined),
    ) as Partial<ToasterToast>;
    dispatch({ type: "UPDATE_TOAST", toast: { ...changes, id } });
  };

  dispatch({ type: "ADD_TOAST", toast: createToast(options, id) });
  signalToastShown(); // a storefront page's LazyToaster fetches the Toaster now (toast-signal.ts)

  return {
    id,
    dismiss: () => dismiss(id),
    update,
  };
}

const getServerSnapshot = () => initialToastState;

/** React binding for the toast store. */
export function useToast() {
  const state = React.useSyncExternalStore(subscribeToToasts, getToastState, getServerSnapshot);

  return {
    toasts: state.toasts,
    toast,
    dismiss,
  };
}
