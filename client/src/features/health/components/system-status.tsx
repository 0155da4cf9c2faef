import { cn } from "@/lib/cn";
import { useSystemHealth } from "../api/get-health";

/** The header's System Online light, refreshed every 30 seconds from GET /api/health. */
export function SystemStatus({ className }: { className?: string }) {
  const { isChecking, isOnline } = useSystemHealth();
  const label = isChecking ? "Checking system" : isOnline ? "System Online" : "System Offline";
  return (
    <p role="status" className={cn("inline-flex items-center gap-2 text-sm font-medium whitespace-nowrap text-gray-800", className)}>
      <span
        aria-hidden="true"
        className={cn(
          "size-2.5 shrink-0 rounded-full",
          isChecking ? "bg-gray-400" : isOnline ? "bg-green-600 ring-2 ring-green-200" : "bg-red-600 ring-2 ring-red-200",
        )}
      />
      {label}
    </p>
  );
}
