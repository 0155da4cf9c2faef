import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { DEFAULT_FEATURES, SERVICE_CLOSED_MESSAGES, type ServiceSettings } from "@shared/settings/features";
import { useUser } from "@/features/auth";
import { featureSettingsQueryOptions } from "../api/get-company-info";

/** Whether customers may use the service now (Feature Manager → Services). Reads the cache the header fills. */
function useServiceSwitch(service: keyof ServiceSettings): boolean {
  return (useQuery({ ...featureSettingsQueryOptions(), enabled: false }).data?.services ?? DEFAULT_FEATURES.services)[service];
}

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
  if (useServiceSwitch(service)) return children;
  return <ClosedService service={service}>{children}</ClosedService>;
}
