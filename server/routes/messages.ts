import { Router, type RequestHandler } from "express";
import { requireAuth } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import { parseId } from "./params";
import type { MessageService } from "../services/messages";

export function messagesRouter(service: MessageService, limitMessages: RequestHandler): Router {
  const router = Router();
  const conversation = apiRoute("GET /api/quotes/:id/messages");
  router.get(conversation.path, requireAuth, async (req, res) => {
    conversation.send(res, await service.listMessages(req.user!, parseId(req.params.id, "Quote")));
  });
  const threads = apiRoute("GET /api/messages/threads");
  router.get(threads.path, requireAuth, threads.validate, async (req, res) => {
    threads.send(res, await service.listThreads(req.user!, threads.query(req)));
  });
  const recent = apiRoute("GET /api/messages/recent");
  router.get(recent.path, requireAuth, recent.validate, async (req, res) => {
    recent.send(res, await service.recentMessages(req.user!, recent.query(req).limit));
  });
  const unread = apiRoute("GET /api/messages/unread");
  router.get(unread.path, requireAuth, async (req, res) => {
    unread.send(res, await service.unread(req.user!));
  });
  const read = apiRoute("POST /api/quotes/:id/messages/read");
  router.post(read.path, requireAuth, async (req, res) => {
    read.send(res, await service.readThread(req.user!, parseId(req.params.id, "Quote")));
  });
  const write = apiRoute("POST /api/messages");
  router.post(write.path, requireAuth, limitMessages, write.validate, async (req, res) => {
    const { quoteId, content } = write.body(req);
    write.send(res, await service.sendMessage(req.user!, quoteId, content));
  });
  return router;
}
