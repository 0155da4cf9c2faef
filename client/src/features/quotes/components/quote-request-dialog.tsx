// PLACEHOLDER: the helper building the quote forms replaces this file.
import { Dialog } from "@/components/ui/dialog";

export interface QuoteRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The custom quote request form in a dialog (the cart's Request Event Quote and the dashboard's New Proposal). */
export function QuoteRequestDialog({ open, onOpenChange }: QuoteRequestDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Request Event Quote">
      <p>Form</p>
    </Dialog>
  );
}
