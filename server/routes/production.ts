import { Router } from "express";
import { requireAdmin } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import { parseId } from "./params";
import type { ProductionService } from "../services/production";

/** The kitchen's documents, admins only: the day's production sheet (JSON or PDF) and an event's BEO (PDF). */
export function productionRouter(production: ProductionService): Router {
  const router = Router();

  const sheet = apiRoute("GET /api/production-sheet");
  router.get(sheet.path, requireAdmin, sheet.validate, async (req, res) => {
    const { date, format } = sheet.query(req);
    if (format === "json") {
      sheet.send(res, await production.productionSheet(date));
      return;
    }
    const { filename, pdf } = await production.productionSheetPdf(date);
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
    res.send(pdf);
  });

  const beo = apiRoute("GET /api/quotes/:id/beo.pdf");
  router.get(beo.path, requireAdmin, async (req, res) => {
    const { filename, pdf } = await production.beoPdf(parseId(req.params.id, "Quote"));
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
    res.send(pdf);
  });

  return router;
}
