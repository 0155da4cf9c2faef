import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { TRUCK_REFRESH_MS } from "@/features/truck/api/truck";
import TrackerPage from "@/app/pages/tracker";

const location = (address: string, updatedAt: string) => ({
  address,
  // No position: the map (Leaflet) stays out of this test; truck-map.test.tsx covers it.
  latitude: null,
  longitude: null,
  status: "serving",
  schedule: [],
  mapTileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  waitEstimate: "5–10 minutes",
  updatedAt,
});

afterEach(() => {
  vi.useRealTimers();
});

describe("/tracker", () => {
  it("shows a visitor where the truck moved without a reload, and keeps the last place shown when one check fails", async () => {
    // Only the page's polling interval is driven by the test; everything else runs on real time.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const answers = [
      () => json(location("Bryant Park, New York", "2026-11-20T15:00:00.000Z")),
      () => json({ message: "Please try again in a moment." }, 503),
      () => json(location("Union Square, New York", "2026-11-20T15:20:00.000Z")),
    ];
    let calls = 0;
    const api = stubApi({
      "GET /api/me": () => json({ message: "Authentication required" }, 401),
      "GET /api/truck/location": () => answers[Math.min(calls++, answers.length - 1)](),
    });
    renderWithApp(<TrackerPage />);
    expect(await screen.findByText("Bryant Park, New York")).toBeInTheDocument();
    const address = screen.getByText("Bryant Park, New York");
    // Announced politely when it changes.
    expect(address).toHaveAttribute("aria-live", "polite");

    // A failed check keeps the truck's last known place on screen.
    await act(async () => vi.advanceTimersByTime(TRUCK_REFRESH_MS));
    await waitFor(() => expect(calls).toBe(2));
    expect(screen.getByText("Bryant Park, New York")).toBeInTheDocument();
    expect(screen.queryByText(/Could not load the truck's location/)).not.toBeInTheDocument();

    // The admin moved the truck: the next check shows it, in the same element (no reload, no new page).
    await act(async () => vi.advanceTimersByTime(TRUCK_REFRESH_MS));
    await waitFor(() => expect(address).toHaveTextContent("Union Square, New York"));
    expect(screen.queryByText("Bryant Park, New York")).not.toBeInTheDocument();
    expect(api.mock.calls.filter(([url]) => String(url) === "/api/truck/location")).toHaveLength(3);
  });
});
