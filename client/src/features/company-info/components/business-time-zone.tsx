import { Fragment, type ReactNode } from "react";
import { businessTimeZone, setBusinessTimeZone } from "@shared/rules/dates";
import { useQuery } from "@tanstack/react-query";
import { companyInfoQueryOptions } from "../api/get-company-info";

/**
 * Dates everywhere are written in the business's time zone (a company setting; America/New_York until it loads).
 * When the setting differs, the zone is switched and the pages below are drawn again with it: once per visit, or
 * when an admin changes it. It only watches the cache: every layout's footer loads the company info.
 */
export function BusinessTimeZone({ children }: { children: ReactNode }) {
  const zone = useQuery({ ...companyInfoQueryOptions(), enabled: false }).data?.timeZone;
  // Idempotent, and needed before the children render: the formatters they call read the zone synchronously.
  if (zone && zone !== businessTimeZone()) setBusinessTimeZone(zone);
  return <Fragment key={businessTimeZone()}>{children}</Fragment>;
}
