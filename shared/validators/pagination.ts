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
  total: number;
}
