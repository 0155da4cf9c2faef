import { useState } from "react";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { LEDGER_PAGE_SIZE, useLoyaltyLedger, type LoyaltyEntry } from "../api/loyalty";
import { useBusinessDates } from "@/features/company-info";
import { formatPoints } from "@shared/rules/loyalty";

const KIND_LABELS: Record<LoyaltyEntry["kind"], string> = { earn: "Earned", refund: "Refund", redeem: "Redeemed", adjust: "Adjustment" };

/** Every earn, redeem, refund and adjustment, newest first; the balance is their sum. */
export function PointsLedger({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const { formatLongDate } = useBusinessDates();
  const ledger = useLoyaltyLedger(userId, page);
  if (ledger.isPending) return <Spinner />;
  if (ledger.isError) return <p className="text-red-700">Could not load the points history.</p>;
  const { items, total } = ledger.data;
  if (!items.length) return <p className="text-gray-800">No points yet. Every paid order earns points.</p>;
  return (
    <div className="space-y-4">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Points history</caption>
        <thead className="border-b border-gray-200 text-gray-900">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">Date</th>
            <th scope="col" className="py-2 pr-3 font-semibold">What</th>
            <th scope="col" className="py-2 text-right font-semibold">Points</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {items.map((entry) => (
            <tr key={entry.id}>
              <td className="py-2 pr-3 whitespace-nowrap text-gray-800">{formatLongDate(entry.createdAt)}</td>
              <td className="py-2 pr-3 text-gray-900">
                <span className="font-medium">{KIND_LABELS[entry.kind]}</span>: {entry.description}
                {entry.couponCode ? <span className="font-mono"> ({entry.couponCode})</span> : null}
              </td>
              <td className={`py-2 text-right font-semibold whitespace-nowrap ${entry.points < 0 ? "text-red-700" : "text-green-800"}`}>
                {entry.points > 0 ? "+" : "−"}
                {formatPoints(Math.abs(entry.points))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination label="Points history pages" page={page} pageCount={Math.ceil(total / LEDGER_PAGE_SIZE)} onPageChange={setPage} />
    </div>
  );
}
