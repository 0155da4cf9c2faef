import { Router } from "express";
import { z } from "zod";
import { sendMessageRequestSchema } from "@shared/validators/messages";
import { requireAuth } from "../auth/guards";
import { validateBody } from "../middleware/validate";
import { notFound } from "../errors";
import type { MessageService } from "../services/messages";

const idParam = z.coerce.number().int().positive();

export function messagesRouter(service: MessageService): Router {
  const router = Router();
  router.get("/quotes/:id/messages", requireAuth, async (req, res) => {
    const id = idParam.safeParse(req.params.id);
    if (!id.success) throw notFound("Quote not found");
    res.json(await service.listMessages(req.user!, id.data));
  });
  router.post("/messages", requireAuth, validateBody(sendMessageRequestSchema), async (req, res) => {
    res.status(201).json(await service.sendMessage(req.user!, req.body.quoteId, req.body.content));
  });
  return router;
}
