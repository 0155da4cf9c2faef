import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { cn } from "@/lib/cn";

export const inputClasses =
  "block w-full min-h-11 rounded-md border border-gray-500 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 " +
  "focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 " +
  "aria-invalid:border-red-700 disabled:bg-gray-100";

export const Input = forwardRef<HTMLInputElement, ComponentPropsWithoutRef<"input">>(function Input({ className, ...props }, ref) {
  return <input ref={ref} className={cn(inputClasses, className)} {...props} />;
});
