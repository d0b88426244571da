import type { IcuValues } from "@/lib/i18n/icu-lite";

/**
 * A translate function by "namespace.key" (record 0162), for components drawn both on the server and in islands
 * (product cards, stars, home sections): server parents pass `serverTr(lang)` (./server-tr.ts), islands `useT()`.
 */
export type Tr = (key: string, values?: IcuValues) => string;
