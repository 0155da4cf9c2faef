import { useRef, type FocusEvent, type ReactNode, type RefObject } from "react";
import * as RadixDialog from "@radix-ui/react-dialog";
import { CloseIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { focusNearestHeading } from "./focus-fallback";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read to screen readers with the title; omit when the body speaks for itself. */
  description?: ReactNode;
  children: ReactNode;
  /** Width on larger screens; on a phone every dialog is full width. */
  size?: "sm" | "md" | "lg" | "xl";
  className?: string;
  /**
   * Where the focus goes when the dialog closes, when not back to the control that opened it: read at closing, so
   * an action that changes the page (a full refund removes the Refund button) can point at what it changed.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

const widths = { sm: "sm:max-w-sm", md: "sm:max-w-lg", lg: "sm:max-w-2xl", xl: "sm:max-w-4xl" } as const;

/**
 * Brings the focused element into the dialog's view. Radix moves the focus with scrolling switched off when Tab
 * wraps from the last control to the first (and Shift+Tab the other way), which would leave the focus on a
 * button below the fold of a tall dialog. "nearest" scrolls only when needed and keeps clear of the element's
 * scroll margin, which is how a sticky part inside the dialog (a counter) keeps from covering it.
 */
function keepInView(event: FocusEvent<HTMLElement>) {
  const target = event.target;
  if (target === event.currentTarget || !(target instanceof HTMLElement)) return;
  target.scrollIntoView?.({ block: "nearest", inline: "nearest" });
}

/**
 * The one modal of the app (Radix: focus trapped and restored, Escape and the close button close it, the page
 * behind is inert). Tall content scrolls inside the dialog so it fits a 375 px phone; whatever takes the focus
 * inside is scrolled into view.
 */
export function Dialog({ open, onOpenChange, title, description, children, size = "md", className, returnFocusRef }: DialogProps) {
  // Our dialogs open from state, not a Radix Trigger, so Radix cannot know where focus came from: remember the
  // element that had focus when the dialog opened and give focus back to it on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // And what was around it: if an action inside removes it, the focus goes to the nearest heading still there.
  const openerSurroundings = useRef<HTMLElement[]>([]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          // Closing a toast (which sits above the dialog) is not a click outside the dialog.
          onPointerDownOutside={(event) => {
            if (event.target instanceof Element && event.target.closest("[data-toast-viewport]")) event.preventDefault();
          }}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            openerSurroundings.current = [];
            for (let node = returnFocusTo.current?.parentElement ?? null; node && node !== document.body; node = node.parentElement) {
              openerSurroundings.current.push(node);
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = [returnFocusRef?.current, returnFocusTo.current].find((element) => element?.isConnected);
            if (target) target.focus();
            // What opened it is gone (the action removed it): not the page's <body>, but the nearest heading still
            // there (inside the dialog it was opened from, if any).
            else focusNearestHeading(openerSurroundings.current.find((node) => node.isConnected) ?? document.querySelector("main"));
          }}
          onFocus={keepInView}
          // Without a description Radix would warn; undefined tells it there is none on purpose.
          {...(description ? {} : { "aria-describedby": undefined })}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[calc(100%-1rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl focus:outline-none",
            widths[size],
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4">
            <div>
              <RadixDialog.Title className="font-display text-xl font-bold text-brand-900">{title}</RadixDialog.Title>
              {description ? <RadixDialog.Description className="mt-1 text-sm text-gray-700">{description}</RadixDialog.Description> : null}
            </div>
            <DialogCloseButton label="Close" className="-m-2 shrink-0 text-gray-700 hover:bg-gray-100 focus-visible:outline-brand-700" />
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A dialog's round × button (44 px, for a finger), closing the Radix dialog it sits in; colours and place are the caller's. */
export function DialogCloseButton({ label, className }: { label: string; className: string }) {
  return (
    <RadixDialog.Close asChild>
      <button type="button" aria-label={label} className={cn("inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-2", className)}>
        <CloseIcon />
      </button>
    </RadixDialog.Close>
  );
}
