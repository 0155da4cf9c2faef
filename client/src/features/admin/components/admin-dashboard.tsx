import { useState } from "react";
import { Link } from "wouter";
import { formatDecimalAmount } from "@shared/rules/money";
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from "@shared/rules/order-lifecycle";
import type { OverviewPeriod } from "@shared/validators/admin";
import { buttonClasses } from "@/components/ui/button";
import { FilterButtons } from "@/components/ui/filter-buttons";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/lib/paths";
import { useAdminOverview } from "../api/admin";
import { MoneyNeedingAttention } from "./money-attention";

const PERIODS = [
  { value: "week", label: "This week" },
  { value: "30d", label: "Last 30 days" },
] as const satisfies readonly { value: OverviewPeriod; label: string }[];

const QUOTE_LABELS = { sent: "Sent", viewed: "Viewed", accepted: "Accepted", rejected: "Rejected", cancelled: "Cancelled", draft: "Draft" } as const;

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-gray-800">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-gray-900">{value}</dd>
      {detail ? <dd className="text-sm text-gray-800">{detail}</dd> : null}
    </div>
  );
}

const QUICK_LINKS = [
  { label: "Add a Menu Item", href: paths.adminEditItem.href("new") },
  { label: "Enhanced Menu Editor", href: paths.enhancedMenuEditor },
  { label: "Photo Gallery", href: paths.photoGallery },
  { label: "Proposals", href: paths.proposals },
  { label: "Orders", href: paths.orders },
  { label: "QR Codes", href: paths.qrCodes },
];

/** The business at a glance: money needing attention, money in, orders by status, the quote pipeline and what is coming due. */
export function AdminDashboard() {
  const [period, setPeriod] = useState<OverviewPeriod>("week");
  const overview = useAdminOverview(period);
  return (
    <div className="space-y-6">
      <MoneyNeedingAttention />
      <FilterButtons label="Period" options={PERIODS} value={period} onChange={setPeriod} />
      {overview.isPending ? (
        <Spinner />
      ) : overview.isError ? (
        <p className="text-red-700">Could not load the figures. Please reload the page.</p>
      ) : (
        <div className="space-y-6" aria-busy={overview.isPlaceholderData}>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Stat label="Revenue (after refunds)" value={formatDecimalAmount(overview.data.revenue)} detail={`${overview.data.paidOrders} paid orders`} />
            <Stat label="Deposits collected" value={formatDecimalAmount(overview.data.depositsCollected)} />
            <Stat
              label="Balances due in 14 days"
              value={formatDecimalAmount(overview.data.balancesDue.amount)}
              detail={`${overview.data.balancesDue.count} upcoming ${overview.data.balancesDue.count === 1 ? "event" : "events"}`}
            />
            <Stat
              label="Balances overdue"
              value={formatDecimalAmount(overview.data.balancesOverdue.amount)}
              detail={`${overview.data.balancesOverdue.count} ${overview.data.balancesOverdue.count === 1 ? "proposal" : "proposals"} past the balance date`}
            />
            <Stat label="New enquiries" value={String(overview.data.newEnquiries)} />
          </dl>
          <div className="grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="orders-by-status" className="rounded-lg border border-gray-200 bg-white p-4">
              <h2 id="orders-by-status" className="font-semibold text-gray-900">
                Orders by status
              </h2>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                {ORDER_STATUSES.map((status) => (
                  <div key={status} className="flex justify-between gap-2">
                    <dt className="text-gray-800">{ORDER_STATUS_LABELS[status]}</dt>
                    <dd className="font-semibold text-gray-900">{overview.data.ordersByStatus[status] ?? 0}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby="quote-pipeline" className="rounded-lg border border-gray-200 bg-white p-4">
              <h2 id="quote-pipeline" className="font-semibold text-gray-900">
                Proposal pipeline
              </h2>
              <dl className="mt-2 space-y-1 text-sm">
                {overview.data.quotePipeline.map((row) => (
                  <div key={row.status} className="flex justify-between gap-2">
                    <dt className="text-gray-800">{QUOTE_LABELS[row.status]}</dt>
                    <dd className="font-semibold text-gray-900">
                      {row.count} · {formatDecimalAmount(row.value)}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          </div>
        </div>
      )}
      <nav aria-label="Admin shortcuts" className="flex flex-wrap gap-3">
        {QUICK_LINKS.map((link) => (
          <Link key={link.href} href={link.href} className={buttonClasses({ variant: "secondary" })}>
            {link.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
