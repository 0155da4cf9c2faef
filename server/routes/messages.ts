import { Router, type RequestHandler } from "express";
import { z } from "zod";
import { sendMessageRequestSchema } from "@shared/validators/messages";
import { requireAuth } from "../auth/guards";
import { validateBody, validateQuery } from "../middleware/validate";
import { paginationQuerySchema, type PaginationQuery } from "@shared/validators/pagination";
import { parseId } from "./params";
import type { MessageService } from "../services/messages";

const recentQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) });

export function messagesRouter(service: MessageService, limitMessages: RequestHandler): Router {
  const router = Router();
  router.get("/quotes/:id/messages", requireAuth, async (req, res) => {
    res.json(await service.listMessages(req.user!, parseId(req.params.id, "Quote")));
  });
  router.get("/messages/threads", requireAuth, validateQuery(paginationQuerySchema), async (req, res) => {
    res.json(await service.listThreads(req.user!, res.locals.query as PaginationQuery));
  });
  router.get("/messages/recent", requireAuth, validateQuery(recentQuerySchema), async (req, res) => {
    res.json(await service.recentMessages(req.user!, (res.locals.query as { limit: number }).limit));
  });
  router.get("/messages/unread", requireAuth, async (req, res) => {
    res.json(await service.unread(req.user!));
  });
  router.post("/quotes/:id/messages/read", requireAuth, async (req, res) => {
    res.json(await service.readThread(req.user!, parseId(req.params.id, "Quote")));
  });
  router.post("/messages", requireAuth, limitMessages, validateBody(sendMessageRequestSchema), async (req, res) => {
    res.status(201).json(await service.sendMessage(req.user!, req.body.quoteId, req.body.content));
  });
  return router;
}
