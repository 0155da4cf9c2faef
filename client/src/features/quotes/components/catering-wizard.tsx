// PLACEHOLDER: the helper building the catering order wizard replaces this file.
import type { EventType } from "@shared/rules/event-types";
import { Dialog } from "@/components/ui/dialog";

export interface CateringWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialEventType?: EventType;
}

export default function CateringWizard({ open, onOpenChange }: CateringWizardProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Catering Order">
      <p>Wizard</p>
    </Dialog>
  );
}
