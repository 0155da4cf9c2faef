import { useEffect, useState } from "react";

/** The current time, refreshed every `intervalMs`, so relative ages ("5 minutes ago") keep up while the page stays open. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
