import type { ComponentProps } from "react";
import { buttonClass, buttonData, type ButtonSize, type ButtonVariant } from "@/components/ui/button-classes";

/**
 * components/ui/button's look for the storefront's always-loaded islands, without its class merging
 * (components/ui/button-classes.ts says why): `className` only adds, so it must not restate a utility of the
 * variant or size; button-classes.test.ts checks every use against Button's own result.
 */
export function StoreButton({ variant = "default", size = "default", className, ...props }: ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button {...buttonData(variant, size)} className={buttonClass(variant, size, className)} {...props} />;
}
