import type { ReactNode } from "react";

/**
 * How a section renders its texts, buttons and images. Visitors' pages get the static versions
 * (static-editables.tsx); the owner's editor passes in-place editors with the same props, so one set of
 * section components serves both and the shopper bundle carries no editor code.
 */
export type Editables = {
  Text: (p: { id: string; value: string; as?: "h1" | "h2" | "h3" | "p" | "span"; className?: string; placeholder?: string }) => ReactNode;
  Rich: (p: { id: string; html: string; className?: string }) => ReactNode;
  Button: (p: { id: string; label: string; url: string; basePath: string; className?: string }) => ReactNode;
  Image: (p: { id: string; src: string; alt: string; className?: string; imgClassName?: string; width: number; height: number; eager?: boolean; /** Only the editor's "Edit Image" control (the picture is drawn elsewhere). */ buttonOnly?: boolean }) => ReactNode;
  /** True in the editor: empty sections show a prompt instead of nothing. */
  editing: boolean;
};
