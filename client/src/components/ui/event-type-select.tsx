import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { EVENT_TYPES } from "@shared/rules/event-types";
import { inputClasses } from "@/components/ui/input";
import { cn } from "@/lib/cn";

/** The one event-type list (docs/decisions/006-product-rules.md) as a select, with an empty first choice that says what to do. */
export const EventTypeSelect = forwardRef<HTMLSelectElement, ComponentPropsWithoutRef<"select"> & { placeholder: string }>(function EventTypeSelect(
  { placeholder, className, ...props },
  ref,
) {
  return (
    <select ref={ref} {...props} className={cn(inputClasses, "pr-8", className)}>
      <option value="">{placeholder}</option>
      {EVENT_TYPES.map((type) => (
        <option key={type.value} value={type.value}>
          {type.label}
        </option>
      ))}
    </select>
  );
});
