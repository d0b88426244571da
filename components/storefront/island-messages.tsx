"use client";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { formatIcu, type IcuValues } from "@/lib/i18n/icu-lite";
import type { IslandMessages } from "@/lib/i18n/island";

const Ctx = createContext<IslandMessages>({ locale: "en", messages: {} });

/** Gives the islands below the messages their server parent picked (lib/i18n/island.ts); nested providers add up. */
export function IslandMessagesProvider({ value, children }: { value: IslandMessages; children: ReactNode }) {
  const parent = useContext(Ctx);
  const merged = useMemo(() => ({ locale: value.locale, messages: { ...parent.messages, ...value.messages } }), [parent, value]);
  return <Ctx.Provider value={merged}>{children}</Ctx.Provider>;
}

/** `t("cart.drawer.title", { count })`: the message in the page's language; the key itself if none was given. */
export function useT(): (key: string, values?: IcuValues) => string {
  const { locale, messages } = useContext(Ctx);
  return useMemo(() => (key: string, values?: IcuValues) => {
    const m = messages[key];
    return m === undefined ? key : formatIcu(m, values, locale);
  }, [locale, messages]);
}
