import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AuditEntityType } from "@shared/rules/audit";
import type { AuditEntryView } from "@shared/validators/audit-log";
import { api } from "@/lib/api-client";

export type AuditEntry = AuditEntryView;

/** The audit log page's filters; an omitted one means every entry. Days are the business's, both included. */
export interface AuditLogFilter {
  actor?: string;
  entityType?: AuditEntityType;
  from?: string;
  to?: string;
}

export const AUDIT_LOG_PAGE_SIZE = 25;

/** Every read of the log shares this prefix (a record's own history too), so a change refreshes them all. */
export const auditLogQueryKey = ["/api/audit-log"] as const;

/** One page of the whole log, newest first: the first page, or the one after `cursor` (the previous page's nextCursor). */
export const auditLogQueryOptions = (filter: AuditLogFilter, cursor: string | undefined) =>
  queryOptions({
    queryKey: [...auditLogQueryKey, "log", filter, cursor ?? null] as const,
    queryFn: ({ signal }) => api("GET /api/audit-log", { query: { ...filter, pageSize: AUDIT_LOG_PAGE_SIZE, cursor }, signal }),
    // Paging or filtering keeps the current entries on screen (marked busy) instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filter: AuditLogFilter, cursor: string | undefined) {
  return useQuery(auditLogQueryOptions(filter, cursor));
}
