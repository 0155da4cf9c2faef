import { useState, type FormEvent } from "react";
import { proposalLinesUpdateSchema } from "@shared/validators/proposals";
import type { QuoteView } from "@shared/validators/quotes";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorSummary, ErrorSummaryScope, useErrorSummary } from "@/components/ui/error-summary";
import { FormField } from "@/components/ui/form-field";
import { inputClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { fieldErrors } from "@/lib/field-errors";
import { useMenuItems, type MenuItem } from "@/features/menu";
import { usePriceByLines } from "../api/create-proposal";
import { formatQuoteAmount } from "../quote-display";
import { linesFromQuote, menuById, ProposalLinesEditor, toLineInputs, type LineDraft } from "./proposal-lines-editor";

/**
 * Price by lines (admins): a client's request, or a proposal already sent, priced with the proposal line editor and
 * sent to the client as the next version (PUT /api/admin/quotes/:id/lines). Opens with the quote's lines, or its
 * requested dishes priced from the menu.
 */
export function PriceByLinesDialog({ quote, open, onOpenChange, onUpdated }: { quote: QuoteView; open: boolean; onOpenChange: (open: boolean) => void; onUpdated: (quote: QuoteView) => void }) {
  const menu = useMenuItems();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Price by lines" description={`${quote.number} for ${quote.guestCount} guests. We email the new version to the client.`} size="xl">
      {open && !menu.isPending ? (
        <PriceByLinesForm quote={quote} menu={menu.data ?? []} onDone={(updated) => (onUpdated(updated), onOpenChange(false))} onCancel={() => onOpenChange(false)} />
      ) : (
        <p className="text-sm text-gray-800">Loading the menu…</p>
      )}
    </Dialog>
  );
}

/** The form, mounted once the menu is read so it starts from the quote's dishes priced from it. */
export function PriceByLinesForm({ quote, menu, onDone, onCancel }: { quote: QuoteView; menu: readonly MenuItem[]; onDone: (quote: QuoteView) => void; onCancel: () => void }) {
  const [lines, setLines] = useState<LineDraft[]>(() => linesFromQuote(quote, menu));
  const [notes, setNotes] = useState(quote.notes ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const summary = useErrorSummary();
  const send = usePriceByLines();
  const nextVersion = (quote.version ?? 1) + 1;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { lines: toLineInputs(lines, menuById(menu)), notes: notes.trim() || null };
    const parsed = proposalLinesUpdateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, (path) => path.map(String).join(".")));
      summary.show();
      return;
    }
    setErrors({});
    send.mutate(
      { id: quote.id, body },
      {
        onSuccess: (updated) => {
          toast({ title: `Version ${updated.version} Sent`, description: `${updated.number} now totals ${formatQuoteAmount(updated.totalAmount)}.` });
          onDone(updated);
        },
        onError: (error) => {
          if (error instanceof ApiError && typeof error.details.field === "string") {
            setErrors({ [error.details.field]: getErrorMessage(error, "") });
            summary.show();
          }
          toast({ title: "Proposal Not Sent", description: getErrorMessage(error, "We couldn't send the new version. Please try again."), variant: "destructive" });
        },
      },
    );
  }

  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <ErrorSummary summary={summary} />
        <ProposalLinesEditor lines={lines} setLines={setLines} guestCount={quote.guestCount} menu={menu} errors={errors} />
        <FormField label="Notes for the client" error={errors.notes}>
          {(field) => <textarea {...field} rows={3} maxLength={2000} className={inputClasses} value={notes} onChange={(e) => setNotes(e.target.value)} />}
        </FormField>
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" pending={send.isPending}>
            {send.isPending ? "Sending..." : `Send version ${nextVersion}`}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}
