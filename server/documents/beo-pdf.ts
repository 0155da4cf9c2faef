import PDFDocument from "pdfkit";
import { allergenLabel } from "@shared/menu/allergens";
import { dietaryLabel } from "@shared/menu/categories";
import { businessDates } from "@shared/rules/dates";
import { eventTypeLabel } from "@shared/rules/event-types";
import type { GuestNeeds, GuestTally } from "@shared/rules/guest-tally";
import { BEO_BREAKDOWN_HOURS_AFTER, BEO_SETUP_HOURS_BEFORE, eventTimeline } from "@shared/rules/production";
import type { CompanyInfo } from "@shared/settings/company-info";

export interface BeoLine {
  description: string;
  quantity: number;
}

/** What a banquet event order prints: the event, its client, its lines by kind, and its guests' needs. */
export interface Beo {
  number: string;
  status: string;
  eventType: string;
  eventDate: Date;
  guestCount: number;
  venue: string;
  notes: string | null;
  client: { name: string; email: string | null; phone: string | null };
  menu: BeoLine[];
  staffing: BeoLine[];
  equipment: BeoLine[];
  services: BeoLine[];
  tally: GuestTally<GuestNeeds>;
}

/**
 * An event's banquet event order as a PDF, for the team on the day (docs/product/admin.md, "Production sheet and
 * BEO"): the company, the client and venue, the timeline (setup access 2 hours before the start, service, breakdown
 * 3 hours after), the menu with quantities, the guest count, the dietary tally with each guest's needs, staffing and
 * equipment, notes. Times in the business's time zone.
 */
export function renderBeoPdf(beo: Beo, company: CompanyInfo): Promise<Buffer> {
  const dates = businessDates(company.timeZone);
  const pdf = new PDFDocument({
    size: "LETTER",
    margin: 56,
    info: { Title: `BEO ${beo.number}`, Author: company.name },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const heading = (text: string) => pdf.moveDown().fontSize(12).font("Helvetica-Bold").text(text).fontSize(10).font("Helvetica");
  const lines = (items: BeoLine[], none: string) => {
    if (items.length === 0) pdf.text(none);
    for (const item of items) pdf.text(`•  ${item.description} × ${item.quantity}`);
  };

  pdf.fontSize(20).font("Helvetica-Bold").text(company.name);
  pdf.fontSize(10).font("Helvetica").fillColor("#333333").text(company.address).text(`${company.phone} · ${company.email}`);
  pdf.moveDown(1.5);
  pdf.fillColor("#000000").fontSize(16).font("Helvetica-Bold").text(`Banquet Event Order ${beo.number}`);
  pdf
    .fontSize(10)
    .font("Helvetica")
    .text(`${eventTypeLabel(beo.eventType)} · Status: ${beo.status}`);

  heading("Client");
  pdf.text(beo.client.name || "Not given");
  if (beo.client.email) pdf.text(beo.client.email);
  if (beo.client.phone) pdf.text(beo.client.phone);

  heading("Event");
  pdf.text(`Venue: ${beo.venue}`);
  pdf.text(`Date: ${dates.formatBusinessDate(beo.eventDate)}`);
  pdf.text(`Guests: ${beo.guestCount}`);

  heading("Timeline");
  // An event given by date alone is stored at the day's midnight: it has no times to plan from yet.
  if (dates.businessDateParts(beo.eventDate).time === "00:00") pdf.text("Start time to be confirmed.");
  else {
    const { setup, service, breakdown } = eventTimeline(beo.eventDate);
    pdf.text(`Setup access: ${dates.formatBusinessTime(setup)} (${BEO_SETUP_HOURS_BEFORE} hours before service)`);
    pdf.text(`Service: ${dates.formatBusinessTime(service)}`);
    pdf.text(`Breakdown: ${dates.formatBusinessTime(breakdown)} (${BEO_BREAKDOWN_HOURS_AFTER} hours after service)`);
  }

  heading("Menu");
  lines(beo.menu, "Menu to be agreed.");

  heading("Dietary needs");
  const { tally } = beo;
  if (tally.answered === 0) pdf.text("No guest has answered yet.");
  else {
    pdf.text(`${tally.answered} of ${beo.guestCount} guests answered.`);
    const counts = [
      ...Object.entries(tally.dietary).map(([choice, n]) => [dietaryLabel(choice), n] as const),
      ...Object.entries(tally.allergens).map(([allergen, n]) => [`Allergic to ${allergenLabel(allergen).toLowerCase()}`, n] as const),
    ].filter(([, n]) => n > 0);
    if (counts.length) pdf.text(counts.map(([label, n]) => `${label}: ${n}`).join(" · "));
    pdf.moveDown(0.5);
    for (const guest of tally.guests) {
      const needs = [...guest.dietary.map(dietaryLabel), ...guest.allergens.map((a) => `allergic to ${allergenLabel(a).toLowerCase()}`)];
      const text = [needs.join(", ") || "No dietary needs", guest.notes.trim()].filter(Boolean).join("; ");
      pdf.font("Helvetica-Bold").text(`${guest.name}: `, { continued: true }).font("Helvetica").text(text);
    }
  }

  heading("Staffing");
  lines(beo.staffing, "None listed.");
  heading("Equipment and rentals");
  lines(beo.equipment, "None listed.");
  if (beo.services.length) {
    heading("Delivery and other services");
    lines(beo.services, "");
  }

  heading("Notes");
  pdf.text(beo.notes?.trim() || "None.");

  pdf.end();
  return done;
}
