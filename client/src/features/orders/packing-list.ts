import { formatClockTime } from "@shared/rules/dinner";
import type { PackingList } from "@shared/api/contract";
import { formatCalendarDate } from "@shared/rules/dates";
import { escapeHtml } from "@shared/text/escape-html";

const STYLES = `
  body { font-family: Arial, Helvetica, sans-serif; color: #111; margin: 0 auto; max-width: 720px; padding: 24px; }
  h1 { font-size: 22px; margin: 0 0 16px; }
  h2 { font-size: 17px; margin: 20px 0 6px; border-bottom: 1px solid #111; }
  table { width: 100%; border-collapse: collapse; }
  td, th { text-align: left; padding: 4px 6px; border-bottom: 1px solid #ccc; }
  td.qty, th.qty { text-align: right; width: 5em; }
  p { margin: 4px 0; font-size: 13px; }
`;

/** The packing list as a printable document: one section per pickup time (deliveries last), dishes × quantity. */
export function packingListHtml(list: PackingList): string {
  const e = escapeHtml;
  const day = formatCalendarDate(list.date);
  const sections = list.slots.map((slot) => {
    const heading = slot.time ? `Pickup at ${formatClockTime(slot.time)}` : "Deliveries";
    const rows = slot.items.map((item) => `<tr><td>${e(item.name)}${item.option ? ` (${e(item.option)})` : ""}</td><td class="qty">${item.quantity}</td></tr>`).join("");
    const orders = slot.orders
      .map((order) => `${e(order.number)} ${e(order.customerName)}${order.deliveryAddress ? ` (deliver to ${e(order.deliveryAddress)})` : ""}`)
      .join(" · ");
    return `<section><h2>${e(heading)}</h2><p>Orders: ${orders}</p><table><thead><tr><th>Dish</th><th class="qty">Qty</th></tr></thead><tbody>${rows}</tbody></table></section>`;
  });
  const body = sections.length ? sections.join("") : "<p>No orders to pack for this day.</p>";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Packing list ${e(day)}</title><style>${STYLES}</style></head><body><h1>Packing list: ${e(day)}</h1>${body}</body></html>`;
}
