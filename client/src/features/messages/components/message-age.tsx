import { useBusinessDates } from "@/features/company-info";

/** "5 minutes ago" / "2 hours ago" / "November 22, 2026", with the exact time as the element's machine-readable date and tooltip. */
export function MessageAge({ createdAt, now, className }: { createdAt: string; now: Date; className?: string }) {
  const { formatLongDateTime, formatMessageAge } = useBusinessDates();
  const date = new Date(createdAt);
  const valid = !Number.isNaN(date.getTime());
  return (
    <time dateTime={createdAt} title={valid ? formatLongDateTime(createdAt) : undefined} className={className}>
      {formatMessageAge(createdAt, now)}
    </time>
  );
}
