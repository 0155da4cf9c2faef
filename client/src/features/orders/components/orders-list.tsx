import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useSearch } from "wouter";
import { paths } from "@/lib/paths";
import { Pagination } from "@/components/ui/pagination";
import { Button, buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { useOrders, type Order } from "../api/get-orders";
import type { OrderFilter } from "../order-display";
import type { OrderFilter as OrderFilterValues } from "@shared/validators/orders";
import { AdminOrderFilters } from "./admin-order-filters";
import { OrderCard } from "./order-card";
import { PackingListButton } from "./packing-list-button";
import { OrderStatusFilter } from "./order-status-filter";

export const ORDERS_PAGE_SIZE = 10;

function linkedSearch(search: string): OrderFilterValues {
  const q = new URLSearchParams(search).get("q")?.trim();
  return q ? { q: q.slice(0, 100) } : {};
}

/**
 * The status filter, one page of order cards and the pager. A client sees their own orders; an admin every
 * customer's, with the customer's contact details on each card.
 */
export function OrdersList({ isAdmin }: { isAdmin: boolean }) {
  const [filter, setFilter] = useState<OrderFilter>("all");
  // /orders?q=CC-2024-012 (the admin dashboard's links to an order) opens with that search applied.
  const search = useSearch();
  const [adminFilter, setAdminFilter] = useState<OrderFilterValues>(() => linkedSearch(search));
  const [page, setPage] = useState(1);
  // Where each page reached with Next starts: the server continues from there in its index (keyset paging), as fast
  // a thousand pages in as on the first. A page without one (the last, after a change) is read by its number.
  const [cursors, setCursors] = useState<Record<number, string>>({});
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } = useOrders({
    page,
    pageSize: ORDERS_PAGE_SIZE,
    group: filter === "all" ? undefined : filter,
    ...adminFilter,
    ...(cursors[page] ? { cursor: cursors[page] } : {}),
  });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / ORDERS_PAGE_SIZE)) : 1;
  const nextCursor = !isPlaceholderData ? data?.nextCursor : undefined;
  useEffect(() => {
    if (nextCursor) setCursors((known) => (known[page + 1] === nextCursor ? known : { ...known, [page + 1]: nextCursor }));
  }, [nextCursor, page]);

  // Orders can disappear between requests (another tab, an admin's change): a page past the end goes to the last.
  const isPastEnd = !isPlaceholderData && !!data && data.items.length === 0 && page > pageCount;
  useEffect(() => {
    if (isPastEnd) setPage(pageCount);
  }, [isPastEnd, pageCount]);

  const changeFilter = (next: OrderFilter) => {
    setFilter(next);
    setPage(1);
    setCursors({});
  };
  const applyAdminFilter = (next: OrderFilterValues) => {
    setAdminFilter(next);
    setPage(1);
    setCursors({});
  };
  const adminFilters = isAdmin ? (
    <>
      <AdminOrderFilters applied={{ group: filter === "all" ? undefined : filter, ...adminFilter }} onApply={applyAdminFilter} />
      <PackingListButton />
    </>
  ) : null;
  const isFiltered = filter !== "all" || Object.keys(adminFilter).length > 0;

  // A previous answer with no cards says nothing about the new filter: wait for the real one.
  const isWaitingForEmpty = isPlaceholderData && data.items.length === 0;

  if (isPending || isPastEnd || isWaitingForEmpty) {
    return (
      <Frame filter={filter} onFilterChange={changeFilter} extra={adminFilters}>
        <Spinner label="Loading orders" />
      </Frame>
    );
  }

  if (isError) {
    return (
      <Frame filter={filter} onFilterChange={changeFilter} extra={adminFilters}>
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5">
          <p className="font-medium text-gray-900">We couldn't load the orders.</p>
          <p className="mt-1 text-sm text-gray-800">{getErrorMessage(error, "Please check your connection and try again.")}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void refetch()} pending={isFetching}>
            Try Again
          </Button>
        </div>
      </Frame>
    );
  }

  return (
    <Frame filter={filter} onFilterChange={changeFilter} extra={adminFilters}>
      {data.items.length === 0 ? (
        <EmptyOrders filtered={isFiltered} isAdmin={isAdmin} />
      ) : (
        <OrderPage
          orders={data.items}
          page={page}
          pageCount={pageCount}
          morePages={data.totalIsCapped ? !!data.nextCursor : false}
          showCustomer={isAdmin}
          isBusy={isPlaceholderData}
          onPageChange={setPage}
        />
      )}
    </Frame>
  );
}

function Frame({
  filter,
  onFilterChange,
  extra,
  children,
}: {
  filter: OrderFilter;
  onFilterChange: (value: OrderFilter) => void;
  /** The admin's filter form, under the status buttons. */
  extra: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mt-6 space-y-6">
      <OrderStatusFilter value={filter} onChange={onFilterChange} />
      {extra}
      {children}
    </div>
  );
}

function OrderPage({
  orders,
  page,
  pageCount,
  morePages,
  showCustomer,
  isBusy,
  onPageChange,
}: {
  orders: Order[];
  page: number;
  pageCount: number;
  /** The count was capped and more pages follow: "Page 3 of 1,000+". */
  morePages: boolean;
  showCustomer: boolean;
  /** The cards are still the previous page's while the requested one loads. */
  isBusy: boolean;
  onPageChange: (page: number) => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);

  // The pressed button may become disabled (first or last page): move focus to the new cards instead of losing it.
  const goTo = (next: number) => {
    onPageChange(next);
    listRef.current?.focus();
  };

  return (
    <>
      <ul
        ref={listRef}
        tabIndex={-1}
        aria-label="Orders"
        aria-busy={isBusy}
        className={`space-y-4 outline-none transition-opacity ${isBusy ? "opacity-60" : ""}`}
      >
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} showCustomer={showCustomer} />
          </li>
        ))}
      </ul>
      <Pagination label="Order pages" page={page} pageCount={pageCount} morePages={morePages} onPageChange={goTo} />
    </>
  );
}

function EmptyOrders({ filtered, isAdmin }: { filtered: boolean; isAdmin: boolean }) {
  const text = filtered
    ? "Try another status, or choose All to see every order."
    : isAdmin
      ? "Orders customers place will appear here."
      : "When you place an order, you can follow it here.";
  return (
    <div className="rounded-lg border border-dashed border-gray-400 bg-white p-8 text-center">
      <h2 className="font-display text-2xl font-bold text-brand-900">{filtered ? "No orders match this filter" : "No orders yet"}</h2>
      <p className="mt-2 text-gray-800">{text}</p>
      {!filtered && !isAdmin ? (
        <Link href={paths.menu} className={buttonClasses({ className: "mt-5" })}>
          Browse Menu
        </Link>
      ) : null}
    </div>
  );
}
