import { describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";

/**
 * Leaflet draws nothing in happy-dom: a stand-in records the tile layer's listeners so the test can make every tile
 * fail, as on a phone whose network blocks the tile server. Where the note lands in the real layout (clear of the
 * zoom buttons, which stay usable) is checked in Chromium: e2e/truck-tracker.spec.ts.
 */
const tileListeners = new Map<string, () => void>();
vi.mock("leaflet", () => {
  const chain = { addTo: () => chain, bindTooltip: () => chain };
  const map = { setView: () => map, remove: () => undefined };
  return {
    default: {
      map: () => map,
      tileLayer: () => ({ addTo: () => ({ on: (event: string, listener: () => void) => tileListeners.set(event, listener) }) }),
      circleMarker: () => chain,
    },
  };
});

const { default: TruckMap } = await import("./truck-map");

describe("TruckMap", () => {
  it("when no tile loads, says so under the map, outside it and not laid over it, in a live region", async () => {
    render(<TruckMap latitude={40.75} longitude={-73.98} address="Bryant Park" tileUrl="https://tiles.example.org/{z}/{x}/{y}.png" />);
    const map = screen.getByRole("region", { name: "Map showing the truck at Bryant Park" });
    const status = screen.getByRole("status");
    // The live region is there (empty) before the failure, so its message is announced when it comes.
    expect(status).toBeEmptyDOMElement();

    act(() => tileListeners.get("tileerror")!());
    expect(status).toHaveTextContent("The map cannot load right now. The address and the link above still show where we are.");
    // Beside the map in the page's flow: not inside the map, not positioned over it.
    expect(map.contains(status)).toBe(false);
    expect(map.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (let node: HTMLElement | null = status; node && node !== document.body; node = node.parentElement) {
      expect(node.className, node.outerHTML.slice(0, 80)).not.toMatch(/\b(absolute|fixed|inset-|top-)/);
    }
  });

  it("says nothing once a tile has loaded, even if a later one fails", () => {
    render(<TruckMap latitude={40.75} longitude={-73.98} address="Union Square" tileUrl="https://tiles.example.org/{z}/{x}/{y}.png" />);
    act(() => {
      tileListeners.get("tileload")!();
      tileListeners.get("tileerror")!();
    });
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
