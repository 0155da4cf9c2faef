import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useUser } from "@/features/auth";
import { ProposalBuilderDialog } from "./proposal-builder-dialog";
import { QuoteRequestDialog } from "./quote-request-dialog";

/**
 * "New Proposal" (the dashboard and the proposals panel): a client asks for a custom quote; an admin prepares a
 * priced proposal for a client. The form is mounted the first time it is opened, not with every page visit, and
 * keeps what was typed if closed.
 */
export function NewProposalButton({ size = "sm", className }: Pick<ButtonProps, "size" | "className">) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const isAdmin = useUser().data?.role === "admin";
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
      {used ? isAdmin ? <ProposalBuilderDialog open={open} onOpenChange={setOpen} /> : <QuoteRequestDialog open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
