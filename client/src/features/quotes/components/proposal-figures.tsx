import { TOTAL_LABEL } from "@shared/rules/proposal-document";
import type { QuoteDocument } from "../quote-document";

/** A proposal the business priced line by line: each line with its quantity, unit price and total (the document's). */
function ProposalLines({ lines }: { lines: QuoteDocument["lines"] }) {
  if (!lines.length) return null;
  return (
    <div className="mt-4 overflow-x-auto border-t border-gray-200 pt-3">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Proposal lines</caption>
        <thead>
          <tr className="text-gray-800">
            <th scope="col" className="py-1 pr-3 font-semibold">
              Item
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-semibold">
              Unit price
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index} className="border-t border-gray-100 text-gray-900">
              <td className="py-1 pr-3">{line.description}</td>
              <td className="py-1 pr-3 text-right tabular-nums">{line.quantity}</td>
              <td className="py-1 pr-3 text-right tabular-nums">{line.unitPrice}</td>
              <td className="py-1 text-right tabular-nums">{line.lineTotal}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every payment on the proposal (deposit, balance, offline payments, refunds), as the document lists them. */
function ProposalPayments({ payments }: { payments: QuoteDocument["payments"] }) {
  if (!payments.length) return null;
  return (
    <div className="mt-4 overflow-x-auto border-t border-gray-200 pt-3">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left font-semibold text-gray-900">Payments</caption>
        <thead>
          <tr className="text-gray-800">
            <th scope="col" className="py-1 pr-3 font-semibold">
              Date
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Payment
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment, index) => (
            <tr key={index} className="border-t border-gray-100 text-gray-900">
              <td className="py-1 pr-3 whitespace-nowrap">{payment.date}</td>
              <td className="wrap-anywhere py-1 pr-3">{payment.description}</td>
              <td className="py-1 text-right tabular-nums whitespace-nowrap">{payment.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The money of the proposal's document as the screen shows it: its lines, totals (with the balance and its due date)
 * and every payment. Rendered from the one document model, like the printed page and the PDF.
 */
export function ProposalFigures({ doc }: { doc: QuoteDocument }) {
  return (
    <>
      <ProposalLines lines={doc.lines} />
      <dl className="mt-4 space-y-1 border-t border-gray-200 pt-3 text-sm">
        {doc.totals.map((total) => {
          const isTotal = total.label === TOTAL_LABEL;
          return (
            <div key={total.label} className={isTotal ? "flex justify-between gap-4 text-base font-semibold text-gray-900" : "flex justify-between gap-4"}>
              <dt className={isTotal ? undefined : "text-gray-800"}>{total.label}</dt>
              <dd className={isTotal ? "tabular-nums" : "text-right tabular-nums text-gray-900"}>{total.value}</dd>
            </div>
          );
        })}
      </dl>
      <ProposalPayments payments={doc.payments} />
    </>
  );
}
