import { Router, type RequestHandler } from "express";
import { contactRequestSchema } from "@shared/validators/contact";
import { paginationQuerySchema, type PaginationQuery } from "@shared/validators/pagination";
import { requireAdmin } from "../auth/guards";
import { validateBody, validateQuery } from "../middleware/validate";
import type { ContactService } from "../services/contact";

export function contactRouter(contact: ContactService, limitEnquiries: RequestHandler): Router {
  const router = Router();
  router.post("/contact", limitEnquiries, validateBody(contactRequestSchema), async (req, res) => {
    const enquiry = await contact.createEnquiry(req.body, req.user?.id);
    res.status(201).json({ id: enquiry.id, message: "Message Sent Successfully!" });
  });
  router.get("/contact", requireAdmin, validateQuery(paginationQuerySchema), async (_req, res) => {
    res.json(await contact.listEnquiries(res.locals.query as PaginationQuery));
  });
  return router;
}
