import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A checkbox inside its label (a 44 px target), for on/off settings such as "Active" or "Public". */
export const CheckboxField = forwardRef<HTMLInputElement, Omit<ComponentPropsWithoutRef<"input">, "type"> & { label: ReactNode }>(function CheckboxField(
  { label, className, ...input },
  ref,
) {
  return (
    <label className={cn("flex min-h-11 items-center gap-2 text-gray-900", className)}>
      <input
        ref={ref}
        type="checkbox"
        className="size-5 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        {...input}
      />
      <span>{label}</span>
    </label>
  );
});
