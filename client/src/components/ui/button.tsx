import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { cn } from "@/lib/cn";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "link";
export type ButtonSize = "md" | "sm";

const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 " +
  "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-900",
  secondary: "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
  ghost: "text-gray-800 hover:bg-gray-100",
  link: "text-sm text-brand-700 underline underline-offset-2 hover:text-brand-900",
};

const sizes: Record<ButtonSize, string> = {
  md: "min-h-11 px-4 py-2 text-sm",
  sm: "min-h-9 px-3 py-1.5 text-sm",
};

/** Class names shared by <Button> and links styled as buttons. */
export function buttonClasses({ variant = "primary", size = "md", className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(base, variants[variant], variant === "link" ? "p-0" : sizes[size], className);
}

export type ButtonProps = ComponentPropsWithoutRef<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * The button's action is under way: it says so (aria-disabled) and ignores presses, but stays focusable and in
   * the Tab order. A `disabled` button would drop the keyboard's focus to the page and say nothing when pressed,
   * so submit buttons use this instead (GOV.UK: never disable a submit button).
   */
  pending?: boolean;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant, size, className, type = "button", pending = false, onClick, ...props }, ref) {
  const inert = pending || props["aria-disabled"] === true || props["aria-disabled"] === "true";
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses({ variant, size, className })}
      {...props}
      aria-disabled={inert || undefined}
      onClick={(event) => {
        // Cancelling the click also cancels the form submission a submit button (or Enter in a field) would start.
        if (inert) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    />
  );
});
