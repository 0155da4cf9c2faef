import * as ToastPrimitive from "@radix-ui/react-toast";
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from "react";
import type { ToastVariant } from "./use-toast";
import { cn } from "@/lib/cn";

export const ToastProvider = ToastPrimitive.Provider;

export const ToastViewport = forwardRef<ElementRef<typeof ToastPrimitive.Viewport>, ComponentPropsWithoutRef<typeof ToastPrimitive.Viewport>>(function ToastViewport(
  { className, ...props },
  ref,
) {
  return (
    <ToastPrimitive.Viewport
      ref={ref}
      className={cn(
        // Above every dialog (z-50) and clickable while one is open: Radix makes the page behind a modal inert.
        "pointer-events-auto fixed inset-x-0 bottom-0 z-[60] data-[side=top]:top-0 data-[side=top]:bottom-auto m-0 flex list-none flex-col gap-2 p-4 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:inset-x-auto sm:right-0 sm:w-96",
        className,
      )}
      data-toast-viewport=""
      {...props}
    />
  );
});

const variantClasses: Record<ToastVariant, string> = {
  default: "border-gray-300 bg-white text-gray-900",
  destructive: "border-red-800 bg-red-700 text-white",
};

export function Toast({
  className,
  variant = "default",
  ...props
}: ComponentPropsWithoutRef<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      data-variant={variant}
      className={cn(
        "relative flex items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
        "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentPropsWithoutRef<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentPropsWithoutRef<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("mt-1 text-sm", className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentPropsWithoutRef<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className={cn(
        "absolute top-2 right-2 rounded p-1 leading-none opacity-80 hover:opacity-100",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current",
        className,
      )}
      {...props}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 4l8 8M12 4l-8 8" />
      </svg>
    </ToastPrimitive.Close>
  );
}
