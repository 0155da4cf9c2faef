import type { ReactNode } from "react";
import { SERVICE_CLOSED_MESSAGES, type ServiceSettings } from "@shared/settings/features";
import { useUser } from "@/features/auth";
import { useFeatureSettings } from "../api/get-company-info";

/** Admins keep a closed service (they prepare and test it); customers get the notice the API gives too. */
function ClosedService({ service, children }: { service: keyof ServiceSettings; children: ReactNode }) {
  if (useUser().data?.role === "admin") return children;
  return (
    <p role="status" className="mx-auto my-10 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-5 text-gray-900">
      {SERVICE_CLOSED_MESSAGES[service]}
    </p>
  );
}

/** A service's page content, or the closed notice when the business switched it off. */
export function ServiceGate({ service, children }: { service: keyof ServiceSettings; children: ReactNode }) {
  if (useFeatureSettings({ fetch: false }).services[service]) return children;
  return <ClosedService service={service}>{children}</ClosedService>;
}
