import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { QuoteRequestDialog } from "./quote-request-dialog";

/**
 * "New Proposal": opens the custom quote request form (the dashboard and the proposals panel). The form is
 * mounted the first time it is opened, not with every page visit, and keeps what was typed if closed.
 */
export function NewProposalButton({ size = "sm", className }: Pick<ButtonProps, "size" | "className">) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        size={size}
        className={className}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        New Proposal
      </Button>
      {used ? <QuoteRequestDialog open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
