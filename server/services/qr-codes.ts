import crypto from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { qrCodes, type PublicUser, type QrCodeRow } from "@shared/schema";
import { qrShortLinkPath } from "@shared/rules/qr-codes";
import type { QrCodeUpdate, QrCodeView } from "@shared/validators/qr-codes";
import type { Page, PaginationQuery } from "@shared/validators/pagination";
import type { z } from "zod";
import type { qrCodeCreateSchema } from "@shared/validators/qr-codes";
import type { Database } from "../db/client";
import { badRequest, notFound } from "../errors";
import { recordAudit } from "./audit-log";

type QrCodeInput = z.output<typeof qrCodeCreateSchema>;

/** 8 url-safe characters: short enough for a small code, too many to guess (64^8). */
const newSlug = () => crypto.randomBytes(6).toString("base64url");

const toView = (row: QrCodeRow): QrCodeView => ({
  id: row.id,
  name: row.name,
  type: row.type,
  data: row.data,
  slug: row.slug,
  url: row.url,
  active: row.active,
  description: row.description,
  scanCount: row.scanCount,
  lastScannedAt: row.lastScannedAt,
  createdAt: row.createdAt,
});

export type ScanOutcome = { kind: "redirect"; url: string } | { kind: "inactive" } | { kind: "unknown" };

export function createQrCodeService({ db, appUrl }: { db: Database; appUrl: string }) {
  const shortLink = (slug: string) => `${appUrl}${qrShortLinkPath(slug)}`;

  async function list({ page, pageSize }: PaginationQuery): Promise<Page<QrCodeView>> {
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(qrCodes).orderBy(desc(qrCodes.createdAt), desc(qrCodes.id)).limit(pageSize).offset((page - 1) * pageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(qrCodes),
    ]);
    return { items: rows.map(toView), page, pageSize, total };
  }

  async function create(admin: PublicUser, input: QrCodeInput): Promise<QrCodeView> {
    const slug = newSlug();
    // The code and its audit entry commit together.
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(qrCodes)
        .values({
          name: input.name,
          type: input.type,
          slug,
          // A custom code encodes our short link, so the destination can change after printing.
          data: input.type === "custom" ? shortLink(slug) : input.data!,
          url: input.type === "custom" ? input.url! : (input.url ?? null),
          active: input.active,
          description: input.description || null,
        })
        .returning();
      await recordAudit(tx, admin, { action: "qr_code.create", entityType: "qr_code", entityId: created.id, after: toView(created) });
      return created;
    });
    return toView(row);
  }

  async function update(admin: PublicUser, id: number, change: QrCodeUpdate): Promise<QrCodeView> {
    const [current] = await db.select().from(qrCodes).where(eq(qrCodes.id, id));
    if (!current) throw notFound("QR code not found");
    if (current.type === "custom" && change.data !== undefined) throw badRequest("A custom code encodes its short link: change its web address instead.", { field: "data" });
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(qrCodes)
        .set({ ...change, description: change.description === undefined ? undefined : change.description || null })
        .where(eq(qrCodes.id, id))
        .returning();
      await recordAudit(tx, admin, { action: "qr_code.update", entityType: "qr_code", entityId: id, before: toView(current), after: toView(updated) });
      return updated;
    });
    return toView(row);
  }

  async function remove(admin: PublicUser, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx.delete(qrCodes).where(eq(qrCodes.id, id)).returning();
      if (!row) throw notFound("QR code not found");
      await recordAudit(tx, admin, { action: "qr_code.delete", entityType: "qr_code", entityId: id, before: toView(row) });
    });
  }

  /** A scan of a custom code's short link: counted, then sent on while the code is active. */
  async function scan(slug: string): Promise<ScanOutcome> {
    const [row] = await db
      .update(qrCodes)
      .set({ scanCount: sql`${qrCodes.scanCount} + 1`, lastScannedAt: new Date() })
      .where(sql`${qrCodes.slug} = ${slug} and ${qrCodes.type} = 'custom'`)
      .returning({ url: qrCodes.url, active: qrCodes.active });
    if (!row || !row.url) return { kind: "unknown" };
    return row.active ? { kind: "redirect", url: row.url } : { kind: "inactive" };
  }

  return { list, create, update, remove, scan };
}
export type QrCodeService = ReturnType<typeof createQrCodeService>;
