import { useId, useState } from "react";
import { useBusinessDates } from "@/features/company-info";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { api, getErrorMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { openPrintWindow, POPUP_BLOCKED_MESSAGE, writeAndPrint } from "@/lib/print-window";
import { packingListHtml } from "../packing-list";

/** Admins: print the packing list of a day (today unless another is chosen). */
export function PackingListButton() {
  const { businessToday } = useBusinessDates();
  const [date, setDate] = useState(() => businessToday());
  const [isLoading, setIsLoading] = useState(false);
  const id = useId();

  const print = async () => {
    // Opened straight from the click, before any await, or pop-up blockers refuse it.
    const target = openPrintWindow();
    if (!target) {
      toast({ title: "Print Failed", description: POPUP_BLOCKED_MESSAGE, variant: "destructive" });
      return;
    }
    setIsLoading(true);
    try {
      writeAndPrint(target, packingListHtml(await api("GET /api/orders/packing-list", { query: { date } })));
    } catch (error) {
      target.close();
      toast({ title: "Print Failed", description: getErrorMessage(error, "We couldn't load the packing list. Please try again."), variant: "destructive" });
    } finally {
      setIsLoading(false);
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-2 rounded-lg border border-gray-200 bg-white p-4">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-gray-900">
          Packing list for
        </label>
        <input id={id} type="date" value={date} onChange={(event) => setDate(event.target.value)} className={inputClasses} />
      </div>
      <Button variant="secondary" disabled={isLoading || !date} onClick={() => void print()}>
        {isLoading ? "Preparing..." : "Print Packing List"}
      </Button>
      {/* The kitchen-side sibling: what to cook that day (docs/product/admin.md, "Production sheet and BEO"). */}
      <Link href={paths.adminProduction} className={buttonClasses({ variant: "link" })}>
        Production sheet
      </Link>
    </div>
  );
}
