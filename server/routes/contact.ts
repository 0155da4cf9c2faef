import { Router, type RequestHandler } from "express";
import { contactRequestSchema, enquiryListQuerySchema, enquiryReplySchema, enquiryStatusSchema } from "@shared/validators/contact";
import type { PaginationQuery } from "@shared/validators/pagination";
import type { EnquiryStatus } from "@shared/rules/enquiries";
import { parseId } from "./params";
import { requireAdmin } from "../auth/guards";
import { validateBody, validateQuery } from "../middleware/validate";
import type { ContactService } from "../services/contact";

export function contactRouter(contact: ContactService, limitEnquiries: RequestHandler): Router {
  const router = Router();
  router.post("/contact", limitEnquiries, validateBody(contactRequestSchema), async (req, res) => {
    const enquiry = await contact.createEnquiry(req.body, req.user?.id);
    res.status(201).json({ id: enquiry.id, message: "Message Sent Successfully!" });
  });
  router.get("/contact", requireAdmin, validateQuery(enquiryListQuerySchema), async (_req, res) => {
    res.json(await contact.listEnquiries(res.locals.query as PaginationQuery & { status?: EnquiryStatus }));
  });
  router.patch("/contact/:id", requireAdmin, validateBody(enquiryStatusSchema), async (req, res) => {
    res.json(await contact.setStatus(req.user!, parseId(req.params.id, "Enquiry"), req.body.status));
  });
  router.post("/contact/:id/replies", requireAdmin, validateBody(enquiryReplySchema), async (req, res) => {
    res.status(201).json(await contact.reply(req.user!, parseId(req.params.id, "Enquiry"), req.body.message));
  });
  return router;
}
