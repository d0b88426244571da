import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  createToast,
  dismiss,
  getToastState,
  initialToastState,
  subscribeToToasts,
  toast,
  toastReducer,
  type ToastState,
} from "./use-toast";

describe("toast constants", () => {
  it("shows one toast at a time for 5000 ms by default", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
  });
});

describe("createToast", () => {
  it("applies the default duration and variant", () => {
    const t = createToast({ title: "Success" }, "1");
    expect(t).toMatchObject({ id: "1", title: "Success", variant: "default", open: true });
    expect(t.duration).toBe(5000);
  });

  it("keeps an explicit duration and variant", () => {
    const t = createToast({ title: "Error", variant: "destructive", duration: 8000 }, "2");
    expect(t.duration).toBe(8000);
    expect(t.variant).toBe("destructive");
  });
});

describe("toastReducer", () => {
  it("replaces the current toast when a second one is added (limit 1)", () => {
    const first = createToast({ title: "Error", variant: "destructive" }, "a");
    const second = createToast({ title: "Success", variant: "success" }, "b");

    let state: ToastState = toastReducer(initialToastState, { type: "ADD_TOAST", toast: first });
    expect(state.toasts.map((t) => t.id)).toEqual(["a"]);

    state = toastReducer(state, { type: "ADD_TOAST", toast: second });
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0]).toMatchObject({ id: "b", title: "Success", variant: "success" });
  });

  it("does not mutate the previous state", () => {
    const before: ToastState = { toasts: [createToast({ title: "Error" }, "a")] };
    const after = toastReducer(before, { type: "DISMISS_TOAST", toastId: "a" });
    expect(before.toasts[0].open).toBe(true);
    expect(after.toasts[0].open).toBe(false);
    expect(after).not.toBe(before);
  });

  it("dismisses a toast by id by closing it", () => {
    const state: ToastState = { toasts: [createToast({ title: "Success" }, "a")] };
    const next = toastReducer(state, { type: "DISMISS_TOAST", toastId: "a" });
    expect(next.toasts).toHaveLength(1);
    expect(next.toasts[0].open).toBe(false);
  });

  it("dismisses every toast when no id is given", () => {
    const state: ToastState = {
      toasts: [createToast({ title: "A" }, "a"), createToast({ title: "B" }, "b")],
    };
    const next = toastReducer(state, { type: "DISMISS_TOAST" });
    expect(next.toasts.every((t) => !t.open)).toBe(true);
  });

  it("ignores a dismiss for an unknown id", () => {
    const state: ToastState = { toasts: [createToast({ title: "A" }, "a")] };
    const next = toastReducer(state, { type: "DISMISS_TOAST", toastId: "zzz" });
    expect(next.toasts[0].open).toBe(true);
  });

  it("updates a toast in place", () => {
    const state: ToastState = { toasts: [createToast({ title: "Saving" }, "a")] };
    const next = toastReducer(state, {
      type: "UPDATE_TOAST",
      toast: { id: "a", title: "Success", variant: "success" },
    });
    expect(next.toasts[0]).toMatchObject({ id: "a", title: "Success", variant: "success" });
  });

  it("removes a toast by id, or all toasts without an id", () => {
    const state: ToastState = {
      toasts: [createToast({ title: "A" }, "a"), createToast({ title: "B" }, "b")],
    };
    expect(toastReducer(state, { type: "REMOVE_TOAST", toastId: "a" }).toasts.map((t) => t.id)).toEqual([
      "b",
    ]);
    expect(toastReducer(state, { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });
});

describe("toast() store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    dismiss();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it("keeps only the latest toast and gives it the default duration", () => {
    toast({ title: "Error", description: "Something went wrong", variant: "destructive" });
    const { id } = toast({ title: "Success" });

    const { toasts } = getToastState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      id,
      title: "Success",
      variant: "default",
      duration: 5000,
      open: true,
    });
  });

  it("dismiss closes the toast, then removes it after the exit delay", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);

    const handle = toast({ title: "Success", variant: "success" });
    expect(listener).toHaveBeenCalledTimes(1);

    handle.dismiss();
    expect(getToastState().toasts[0]).toMatchObject({ id: handle.id, open: false });

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(getToastState().toasts).toEqual([]);

    unsubscribe();
  });

  it("dismiss() without an id closes the visible toast", () => {
    toast({ title: "Error", variant: "destructive" });
    dismiss();
    expect(getToastState().toasts.every((t) => !t.open)).toBe(true);
  });

  it("update() changes the visible toast", () => {
    const handle = toast({ title: "Saving" });
    handle.update({ title: "Success", variant: "success" });
    expect(getToastState().toasts[0]).toMatchObject({
      id: handle.id,
      title: "Success",
      variant: "success",
      duration: 5000,
    });
  });
});
