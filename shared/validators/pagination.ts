import { z } from "zod";

/** `?page=&pageSize=` on every list endpoint: 1-based pages, at most 100 rows each. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000, "Page number too large").default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  /** How many rows match; at most LIST_COUNT_CAP where a list caps its count (then `totalIsCapped`). */
  total: number;
  /** There are more than `total` rows (a capped count). */
  totalIsCapped?: boolean;
  /** Where the next page starts (keyset paging), on lists that offer it; null on the last page. */
  nextCursor?: string | null;
}

/**
 * A list that may grow to millions of rows counts at most this many: an exact count of a million rows costs a scan
 * of them on every page, and nobody pages through more than this (filters and search narrow a list further).
 */
export const LIST_COUNT_CAP = 10_000;

/**
 * Keyset cursors: the position of a list's last row (its time to the microsecond, and its id), so the next page is
 * read from the index where this one ended, as fast on page 50,000 as on page 2.
 */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_(\d{1,10})$/;
function readCursor(cursor: string): { at: string; id: number } | null {
  const match = CURSOR.exec(cursor);
  if (!match) return null;
  const [, at, id] = match;
  // A real instant (no 13th month) and an id PostgreSQL's integer holds.
  const time = Date.parse(at.slice(0, 23) + "Z");
  const valid = !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === at.slice(0, 19) && Number(id) <= 2_147_483_647;
  return valid ? { at, id: Number(id) } : null;
}
export const listCursorSchema = z.string().refine((cursor) => readCursor(cursor) !== null, "Invalid cursor");
/** A cursor listCursorSchema has accepted. */
export const parseListCursor = (cursor: string) => readCursor(cursor)!;
/** The cursor of a row at `at` (its time in UTC to the microsecond, YYYY-MM-DDTHH:MM:SS.ffffffZ) with `id`. */
export const formatListCursor = (at: string, id: number) => `${at}_${id}`;
