import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Merge Tailwind class lists, later classes winning (shadcn's cn). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
