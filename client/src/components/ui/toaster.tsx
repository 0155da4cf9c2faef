import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { useRef } from "react";
import { TOAST_DEFAULT_DURATION, useToast } from "./use-toast";
import { useToastSide } from "./use-toast-side";

/** Renders the toast store. Mounted once, in the app providers. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const viewport = useRef<HTMLOListElement>(null);
  const side = useToastSide(viewport, toasts.length);
  return (
    <ToastProvider duration={TOAST_DEFAULT_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant, duration }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          // Errors interrupt; confirmations wait their turn.
          type={variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewport} data-side={side} hotkey={["F8"]} />
    </ToastProvider>
  );
}
