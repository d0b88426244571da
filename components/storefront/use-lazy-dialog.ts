"use client";
import { useRef, useState } from "react";

/**
 * A header button whose dialog (Radix, menus, search) is a separate chunk: fetched as the pointer or focus
 * reaches the button, mounted on the first click, and giving the focus back to the button when it closes.
 * Store pages then carry only the button.
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return {
    wanted,
    buttonProps: {
      ref: button,
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
      onClick: () => {
        setWanted(true);
        setOpen(true);
      },
    },
    dialogProps: { open, setOpen, onClosed: () => button.current?.focus() },
  };
}
