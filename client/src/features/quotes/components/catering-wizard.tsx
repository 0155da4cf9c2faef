import type { EventType } from "@shared/rules/event-types";
import { Dialog } from "@/components/ui/dialog";
import { QuoteSteps } from "./quote-steps";

export interface CateringWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Chosen before opening (the /events tiles): step 1 starts with it selected. */
  initialEventType?: EventType;
}

/**
 * The catering order wizard: the 5-step package quote in a dialog, opened from the header's Book Now
 * and the /events tiles. It closes itself once the request is stored; the close button leaves at any step.
 */
export default function CateringWizard({ open, onOpenChange, initialEventType }: CateringWizardProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Catering Order"
      description="Plan your event in five steps. We'll contact you within 24 hours with a detailed quote."
      size="lg"
    >
      <QuoteSteps initialEventType={initialEventType} onSubmitted={() => onOpenChange(false)} />
    </Dialog>
  );
}
