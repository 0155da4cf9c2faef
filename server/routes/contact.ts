import { Router, type RequestHandler } from "express";
import { parseId } from "./params";
import { requireAdmin } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import type { ContactService } from "../services/contact";
import type { CurrentSettings } from "../settings/current-settings";

/** `settings`: the business settings in force (an event date is checked against today in its time zone). */
export function contactRouter(contact: ContactService, limitEnquiries: RequestHandler, settings: CurrentSettings): Router {
  const router = Router();
  const send = apiRoute("POST /api/contact", { settings });
  const list = apiRoute("GET /api/contact");
  const setStatus = apiRoute("PATCH /api/contact/:id");
  const reply = apiRoute("POST /api/contact/:id/replies");
  router.post(send.path, limitEnquiries, send.validate, async (req, res) => {
    const enquiry = await contact.createEnquiry(send.body(req), req.user?.id);
    send.send(res, { id: enquiry.id, message: "Message Sent Successfully!" });
  });
  router.get(list.path, requireAdmin, list.validate, async (req, res) => {
    list.send(res, await contact.listEnquiries(list.query(req)));
  });
  router.patch(setStatus.path, requireAdmin, setStatus.validate, async (req, res) => {
    setStatus.send(res, await contact.setStatus(req.user!, parseId(req.params.id, "Enquiry"), setStatus.body(req).status));
  });
  router.post(reply.path, requireAdmin, reply.validate, async (req, res) => {
    reply.send(res, await contact.reply(req.user!, parseId(req.params.id, "Enquiry"), reply.body(req).message));
  });
  return router;
}
