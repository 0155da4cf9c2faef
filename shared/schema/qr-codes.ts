import { boolean, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { QR_CODE_TYPES } from "../rules/qr-codes";

export const qrCodeTypeEnum = pgEnum("qr_code_type", QR_CODE_TYPES);

/**
 * QR codes an admin saved. A custom code encodes our short link /q/:slug, which counts the scan and redirects
 * to its url while active; the others encode their data as is.
 */
export const qrCodes = pgTable(
  "qr_codes",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    type: qrCodeTypeEnum("type").notNull(),
    data: text("data").notNull(),
    slug: text("slug").notNull(),
    url: text("url"),
    active: boolean("active").notNull().default(true),
    description: text("description"),
    scanCount: integer("scan_count").notNull().default(0),
    lastScannedAt: timestamp("last_scanned_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("qr_codes_slug_idx").on(t.slug)],
);
export type QrCodeRow = typeof qrCodes.$inferSelect;
