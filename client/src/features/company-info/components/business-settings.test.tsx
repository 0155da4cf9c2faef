import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import { createQueryClient } from "@/lib/query-client";
import { companyInfoQueryOptions, featureSettingsQueryOptions } from "../api/get-company-info";
import { quoteMessages } from "@shared/rules/quotes";
import { DEFAULT_FEATURES } from "@shared/settings/features";
import { useBusinessDates, useBusinessSettings } from "../business-settings-context";
import { BusinessSettings } from "./business-settings";

// 11:30 PM on December 6 in New York; already December 7 in UTC (this test runner's zone) and in Tokyo.
const lateInNewYork = "2026-12-07T04:30:00.000Z";
const EventDate = () => <p>{useBusinessDates().formatLongDate(lateInNewYork)}</p>;

// Each test has its own query cache: the settings are the defaults until its answers are put there.

describe("<BusinessSettings>", () => {
  it("applies the booking rules from the feature settings: the quote messages follow them", async () => {
    const queryClient = createQueryClient();
    const MinGuests = () => <p>{quoteMessages(useBusinessSettings().booking).customMinGuests}</p>;
    queryClient.setQueryData(featureSettingsQueryOptions().queryKey, { ...DEFAULT_FEATURES, booking: { wizardEnabled: true, minLeadHours: 48, minGuests: 30 } });
    render(
      <QueryClientProvider client={queryClient}>
        <BusinessSettings>
          <MinGuests />
        </BusinessSettings>
      </QueryClientProvider>,
    );
    expect(screen.getByText("Custom quotes require at least 30 guests.")).toBeInTheDocument();
  });

  it("shows dates in the business's zone, not the reader's, and follows the setting when it arrives", async () => {
    const queryClient = createQueryClient();
    const { rerender } = render(
      <QueryClientProvider client={queryClient}>
        <BusinessSettings>
          <EventDate />
        </BusinessSettings>
      </QueryClientProvider>,
    );
    expect(screen.getByText("December 6, 2026")).toBeInTheDocument();

    queryClient.setQueryData(companyInfoQueryOptions().queryKey, { ...DEFAULT_COMPANY_INFO, timeZone: "Asia/Tokyo" });
    rerender(
      <QueryClientProvider client={queryClient}>
        <BusinessSettings>
          <EventDate />
        </BusinessSettings>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("December 7, 2026")).toBeInTheDocument();
  });
});
