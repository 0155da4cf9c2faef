import { Button } from "@/components/ui/button";

export interface PaginationProps {
  /** Names the navigation landmark, e.g. "Order pages". */
  label: string;
  page: number;
  pageCount: number;
  /** The list's count was capped (Page.totalIsCapped) and more pages follow the last counted one. */
  morePages?: boolean;
  onPageChange: (page: number) => void;
}

/** Previous / "Page x of y" / Next under a paginated list; nothing when everything fits on one page. */
export function Pagination({ label, page, pageCount, morePages = false, onPageChange }: PaginationProps) {
  if (pageCount <= 1 && !morePages) return null;
  const of = morePages ? (page < pageCount ? ` of ${pageCount.toLocaleString("en-US")}+` : "") : ` of ${pageCount.toLocaleString("en-US")}`;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <p aria-live="polite" className="text-sm text-gray-800">
        Page {page.toLocaleString("en-US")}
        {of}
      </p>
      <Button variant="secondary" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount && !morePages}>
        Next
      </Button>
    </nav>
  );
}
