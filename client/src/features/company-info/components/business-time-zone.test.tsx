import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { formatLongDate, setBusinessTimeZone } from "@shared/rules/dates";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import { createQueryClient } from "@/lib/query-client";
import { companyInfoQueryOptions } from "../api/get-company-info";
import { BusinessTimeZone } from "./business-time-zone";

// 11:30 PM on December 6 in New York; already December 7 in UTC (this test runner's zone) and in Tokyo.
const lateInNewYork = "2026-12-07T04:30:00.000Z";
const EventDate = () => <p>{formatLongDate(lateInNewYork)}</p>;

afterEach(() => setBusinessTimeZone("America/New_York"));

describe("<BusinessTimeZone>", () => {
  it("shows dates in the business's zone, not the reader's, and follows the setting when it arrives", async () => {
    const queryClient = createQueryClient();
    const { rerender } = render(
      <QueryClientProvider client={queryClient}>
        <BusinessTimeZone>
          <EventDate />
        </BusinessTimeZone>
      </QueryClientProvider>,
    );
    expect(screen.getByText("December 6, 2026")).toBeInTheDocument();

    queryClient.setQueryData(companyInfoQueryOptions().queryKey, { ...DEFAULT_COMPANY_INFO, timeZone: "Asia/Tokyo" });
    rerender(
      <QueryClientProvider client={queryClient}>
        <BusinessTimeZone>
          <EventDate />
        </BusinessTimeZone>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("December 7, 2026")).toBeInTheDocument();
  });
});
