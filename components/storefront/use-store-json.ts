"use client";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { apiUrl, HttpError } from "@/lib/http/fetch";

/**
 * A GET of this store's API for the storefront's islands (header account area, owner prompt, wishlist heart)
 * without TanStack Query, which shoppers' pages then need not download. Keys come from lib/http/query-keys.ts
 * and are fetched the way the default query function does ([store, ...path parts] → GET of the joined parts).
 * One entry per path for the whole page: components that mount together share one request, and every mount
 * asks again (the data is per visitor and changes with sign-in), like a query with no stale time.
 */
export type StoreJson<T> = {
  /** undefined until the first answer; null for 401 (nobody signed in). */
  data: T | null | undefined;
  /** true until the first answer arrives. */
  isLoading: boolean;
  refetch: () => Promise<void>;
};

type Snapshot = { data: unknown; isLoading: boolean };
type Entry = { snapshot: Snapshot; inflight: Promise<void> | null; listeners: Set<() => void> };

const entries = new Map<string, Entry>();
const IDLE: Snapshot = { data: undefined, isLoading: false };
const noop = () => () => {};

function entryFor(path: string): Entry {
  let e = entries.get(path);
  if (!e) {
    e = { snapshot: { data: undefined, isLoading: true }, inflight: null, listeners: new Set() };
    entries.set(path, e);
  }
  return e;
}

function load(path: string): Promise<void> {
  const e = entryFor(path);
  if (e.inflight) return e.inflight;
  e.inflight = fetch(apiUrl(path), { credentials: "include" })
    .then(async (res) => {
      if (res.status === 401) return null;
      if (!res.ok) throw new HttpError(res.status, (await res.text()) || res.statusText);
      return (await res.json()) as unknown;
    })
    // A failed read leaves what was known (nothing, the first time): the islands then show their signed-out state.
    .then(
      (data) => ({ data, isLoading: false }),
      () => ({ data: e.snapshot.data, isLoading: false }),
    )
    .then((snapshot) => {
      e.snapshot = snapshot;
      e.inflight = null;
      e.listeners.forEach((l) => l());
    });
  return e.inflight;
}

/** Invalidate-and-refetch for a key after a change (e.g. the wishlist after a toggle). */
export function refetchStoreJson(key: readonly (string | number)[]): Promise<void> {
  return load(key.slice(1).join("/"));
}

/** The current answer for a key; `null` as key waits (nothing fetched, not loading). */
export function useStoreJson<T>(key: readonly (string | number)[] | null): StoreJson<T> {
  const path = key ? key.slice(1).join("/") : null;
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!path) return noop();
      const e = entryFor(path);
      e.listeners.add(listener);
      return () => {
        e.listeners.delete(listener);
      };
    },
    [path],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => (path ? entryFor(path).snapshot : IDLE),
    () => IDLE,
  );
  useEffect(() => {
    if (path) void load(path);
  }, [path]);
  const refetch = useCallback(() => (path ? load(path) : Promise.resolve()), [path]);
  return { data: snapshot.data as T | null | undefined, isLoading: snapshot.isLoading, refetch };
}
