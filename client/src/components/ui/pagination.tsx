import { Button } from "@/components/ui/button";

export interface PaginationProps {
  /** Names the navigation landmark, e.g. "Order pages". */
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Previous / "Page x of y" / Next under a paginated list; nothing when everything fits on one page. */
export function Pagination({ label, page, pageCount, onPageChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <p aria-live="polite" className="text-sm text-gray-800">
        Page {page} of {pageCount}
      </p>
      <Button variant="secondary" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
        Next
      </Button>
    </nav>
  );
}
