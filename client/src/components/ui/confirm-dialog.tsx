import type { RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, e.g. the approved "Are you sure you want to delete this photo?". */
  message: string;
  confirmLabel?: string;
  /** Shown on the confirm button while the action runs; the button ignores presses meanwhile (and keeps the focus). */
  pendingLabel?: string;
  pending?: boolean;
  /** "danger" (red) for destructive actions, the default; "primary" for a commitment such as accepting. */
  tone?: "danger" | "primary";
  onConfirm: () => void;
  /** Where the focus goes on closing instead of the opener (read at closing: set it when the action removed the opener). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** An accessible replacement for window.confirm: keyboard and screen-reader friendly, and testable. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = "Delete",
  pendingLabel,
  pending = false,
  tone = "danger",
  onConfirm,
  returnFocusRef,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={message} size="sm" returnFocusRef={returnFocusRef}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button className={tone === "danger" ? "bg-red-700 hover:bg-red-800" : undefined} pending={pending} onClick={onConfirm}>
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
