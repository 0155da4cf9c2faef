import { Router } from "express";
import { isWebUrl } from "@shared/rules/qr-codes";
import { requireAdmin } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import type { QrCodeService } from "../services/qr-codes";
import { escapeHtml } from "@shared/text/escape-html";
import { parseId } from "./params";

/** Saved QR codes: admins only. */
export function qrCodesRouter(qr: QrCodeService): Router {
  const router = Router();
  router.use("/qr-codes", requireAdmin);
  const list = apiRoute("GET /api/qr-codes");
  router.get(list.path, list.validate, async (req, res) => {
    list.send(res, await qr.list(list.query(req)));
  });
  const create = apiRoute("POST /api/qr-codes");
  router.post(create.path, create.validate, async (req, res) => {
    create.send(res, await qr.create(req.user!, create.body(req)));
  });
  const update = apiRoute("PATCH /api/qr-codes/:id");
  router.patch(update.path, update.validate, async (req, res) => {
    update.send(res, await qr.update(req.user!, parseId(req.params.id, "QR code"), update.body(req)));
  });
  const remove = apiRoute("DELETE /api/qr-codes/:id");
  router.delete(remove.path, async (req, res) => {
    await qr.remove(req.user!, parseId(req.params.id, "QR code"));
    remove.sendNoContent(res);
  });
  return router;
}

function plainPage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/" style="color:#b45309">Go to Creative Cuisines</a></p></body></html>`;
}

/** The short link printed in a custom QR code: /q/:slug. Outside /api, so a phone's camera lands on a page. */
export function qrShortLinkRouter(qr: QrCodeService): Router {
  const router = Router();
  router.get("/q/:slug", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const outcome = /^[A-Za-z0-9_-]{1,32}$/.test(req.params.slug) ? await qr.scan(req.params.slug) : { kind: "unknown" as const };
    // Stored urls were checked when saved; checking again costs nothing and keeps the redirect web-only for ever.
    if (outcome.kind === "redirect" && isWebUrl(outcome.url)) return void res.redirect(302, outcome.url);
    if (outcome.kind === "inactive") {
      return void res.status(410).type("html").send(plainPage("This code is no longer active", "This code is no longer active. Ask Creative Cuisines for a current one."));
    }
    res.status(404).type("html").send(plainPage("Code not found", "This QR code is not one of ours, or it has been removed."));
  });
  return router;
}
