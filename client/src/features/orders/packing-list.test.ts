import { describe, expect, it } from "vitest";
import { packingListHtml } from "./packing-list";

describe("packingListHtml", () => {
  it("prints each pickup time and the deliveries with their orders and dishes, escaping what customers typed", () => {
    const html = packingListHtml({
      date: "2026-12-01",
      slots: [
        { kind: "pickup", time: "12:30", orders: [{ number: "CC-2024-012", customerName: "Pat <b>Pickup</b>", deliveryAddress: null }], items: [{ name: "Braised Short Ribs", option: null, quantity: 2 }] },
        { kind: "delivery", time: null, orders: [{ number: "CC-2024-020", customerName: "Dee", deliveryAddress: "1 Pack St, Brooklyn" }], items: [{ name: "Mac & Cheese", option: "Full Pan", quantity: 3 }] },
      ],
    });
    expect(html).toContain("<h1>Packing list: December 1, 2026</h1>");
    expect(html).toContain("<h2>Pickup at 12:30 PM</h2>");
    expect(html).toContain("CC-2024-012 Pat &lt;b&gt;Pickup&lt;/b&gt;");
    expect(html).toContain('<td>Braised Short Ribs</td><td class="qty">2</td>');
    expect(html.indexOf("Pickup at")).toBeLessThan(html.indexOf("<h2>Deliveries</h2>"));
    expect(html).toContain('<td>Mac &amp; Cheese (Full Pan)</td><td class="qty">3</td>');
    // A delivery says where it goes; a pickup has no address.
    expect(html).toContain("CC-2024-020 Dee (deliver to 1 Pack St, Brooklyn)");
    expect(html).not.toContain("CC-2024-012 Pat &lt;b&gt;Pickup&lt;/b&gt; (");
  });

  it("says so when there is nothing to pack", () => {
    expect(packingListHtml({ date: "2026-12-01", slots: [] })).toContain("No orders to pack for this day.");
  });
});
