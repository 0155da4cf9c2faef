import PDFDocument from "pdfkit";
import type { ProductionSheet } from "@shared/api/contract";
import { allergenLabel } from "@shared/menu/allergens";
import { formatCalendarDate } from "@shared/rules/dates";
import { formatSheetTime } from "@shared/rules/production";
import { formatClockTime } from "@shared/rules/dinner";
import { FULFILMENT_LABELS } from "@shared/rules/fulfilment";
import type { CompanyInfo } from "@shared/settings/company-info";

const COLUMNS = [
  { title: "Dish", width: 150 },
  { title: "Half pans", width: 50, align: "right" },
  { title: "Full pans", width: 50, align: "right" },
  { title: "Per person", width: 55, align: "right" },
  { title: "Other", width: 80 },
  { title: "Total", width: 40, align: "right" },
  { title: "Prep", width: 50, align: "right" },
  { title: "Start prep", width: 80 },
  { title: "Allergens", width: 125 },
] as const;

/**
 * The production sheet as a PDF for the kitchen wall (docs/product/admin.md, "Production sheet and BEO"): the company
 * name, the day, one table row per dish with its counts, prep time, prep start and allergens, the totals, then the
 * orders and events the rows come from. Times are already the business's.
 */
export function renderProductionSheetPdf(sheet: ProductionSheet, company: CompanyInfo): Promise<Buffer> {
  const day = formatCalendarDate(sheet.date);
  const pdf = new PDFDocument({
    size: "LETTER",
    layout: "landscape",
    margin: 40,
    info: { Title: `Production sheet ${day}`, Author: company.name },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  pdf.fontSize(18).font("Helvetica-Bold").text(company.name);
  pdf.fontSize(14).text(`Production sheet: ${day}`);
  pdf.moveDown(0.5);

  const left = pdf.page.margins.left;
  const row = (cells: string[], bold = false) => {
    pdf.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    const height = Math.max(...cells.map((cell, i) => pdf.heightOfString(cell || " ", { width: COLUMNS[i].width - 4 }))) + 4;
    if (pdf.y + height > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
    const top = pdf.y;
    let x = left;
    cells.forEach((cell, i) => {
      const column = COLUMNS[i];
      pdf.text(cell, x, top, {
        width: column.width - 4,
        align: "align" in column ? column.align : "left",
      });
      x += column.width;
    });
    pdf
      .moveTo(left, top + height - 2)
      .lineTo(x, top + height - 2)
      .lineWidth(0.5)
      .strokeColor("#999999")
      .stroke();
    pdf.x = left;
    pdf.y = top + height;
  };
  const counts = (c: ProductionSheet["totals"]) => [
    String(c.halfPans),
    String(c.fullPans),
    String(c.perPerson),
    c.other.map((o) => `${o.quantity} ${o.label}`).join(", "),
    String(c.total),
  ];

  if (sheet.rows.length === 0) pdf.fontSize(11).font("Helvetica").text("Nothing to cook on this day.");
  else {
    row(
      COLUMNS.map((c) => c.title),
      true,
    );
    for (const dish of sheet.rows) {
      row([
        dish.name,
        ...counts(dish.counts),
        dish.prepMinutes ? `${dish.prepMinutes} min` : "",
        formatSheetTime(dish.prepStart, sheet.date),
        dish.allergens.map(allergenLabel).join(", ") || "None listed",
      ]);
    }
    row(["Totals", ...counts(sheet.totals), "", "", ""], true);
  }

  pdf.moveDown().fontSize(12).font("Helvetica-Bold").text("Orders and events", left);
  pdf.fontSize(10).font("Helvetica");
  if (sheet.sources.length === 0) pdf.text("None.");
  for (const source of sheet.sources) {
    const how = source.fulfilment === "event" ? `Event for ${source.guests ?? 0} guests` : FULFILMENT_LABELS[source.fulfilment];
    const when = source.time ? ` at ${formatClockTime(source.time)}` : "";
    pdf.text(`${source.number} · ${source.customerName} · ${how}${when}${source.place ? ` · ${source.place}` : ""}`);
  }

  pdf.end();
  return done;
}
