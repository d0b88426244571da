import { ChevronDownIcon } from "lucide-react";
import type { ComponentProps } from "react";

/**
 * A browser-native <select> drawn like the Radix Select's trigger. For pages that must stay light (the
 * storefront's listings): no popper or portal code to download, and the phone's own picker on mobile. No
 * class merging either (see button-classes.ts): `className` goes on the wrapper and replaces its default
 * width, w-fit.
 */
function NativeSelect({
  className,
  options,
  ...props
}: Omit<ComponentProps<"select">, "children"> & { options: readonly { value: string; label: string }[] }) {
  return (
    <div className={`relative ${className ?? "w-fit"}`}>
      <select
        data-slot="native-select"
        className="h-9 w-full appearance-none rounded-md border border-input bg-transparent py-2 pr-9 pl-3 text-sm shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed disabled:opacity-50 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 [&>option]:bg-background [&>option]:text-foreground"
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-50" aria-hidden="true" />
    </div>
  );
}

export { NativeSelect };
