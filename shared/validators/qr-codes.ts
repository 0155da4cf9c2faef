import { z } from "zod";
import { isWebUrl, QR_CODE_TYPES, QR_MISSING_FIELDS_MESSAGE } from "../rules/qr-codes";
import { safeText } from "./text";
import type * as view from "../api/responses";

const webUrl = safeText()
  .trim()
  .max(2000, "The link must be at most 2000 characters")
  .refine(isWebUrl, "Please enter a web address starting with http:// or https://");

/**
 * A QR code (docs/product/admin.md, QR codes): `{name, type, data, url, active, description}`. A custom code's data is
 * our short link, made by the server, so it needs a url instead; the others encode their data as given.
 */
export const qrCodeCreateSchema = z
  .object({
    name: safeText({ message: QR_MISSING_FIELDS_MESSAGE }).trim().min(1, QR_MISSING_FIELDS_MESSAGE).max(100),
    type: z.enum(QR_CODE_TYPES, { message: "Please choose discount, app-access or custom." }),
    data: safeText().trim().max(2000).optional(),
    url: webUrl.optional(),
    active: z.boolean().default(true),
    description: safeText().trim().max(500).optional(),
  })
  .strict()
  .superRefine((code, ctx) => {
    if (code.type === "custom" && !code.url) ctx.addIssue({ code: "custom", path: ["url"], message: "Please enter the web address this code leads to." });
    if (code.type !== "custom" && !code.data) ctx.addIssue({ code: "custom", path: ["data"], message: QR_MISSING_FIELDS_MESSAGE });
  });
export type QrCodeCreate = z.input<typeof qrCodeCreateSchema>;

export const qrCodeUpdateSchema = z
  .object({
    name: safeText().trim().min(1, QR_MISSING_FIELDS_MESSAGE).max(100),
    data: safeText().trim().min(1, QR_MISSING_FIELDS_MESSAGE).max(2000),
    url: webUrl,
    active: z.boolean(),
    description: safeText().trim().max(500),
  })
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, "Nothing to update");
export type QrCodeUpdate = z.infer<typeof qrCodeUpdateSchema>;

export type QrCodeView = z.output<typeof view.qrCodeView>;
