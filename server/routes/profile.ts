import { Router } from "express";
import { PROFILE_MESSAGES } from "@shared/validators/profile";
import { requireAuth } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import type { ProfileService } from "../services/profile";

export function profileRouter(profile: ProfileService): Router {
  const router = Router();
  const read = apiRoute("GET /api/profile");
  router.get(read.path, requireAuth, async (req, res) => {
    read.send(res, await profile.getProfile(req.user!.id));
  });
  const update = apiRoute("PATCH /api/profile");
  router.patch(update.path, requireAuth, update.validate, async (req, res) => {
    update.send(res, await profile.updateProfile(req.user!.id, update.body(req)));
  });
  /** The emailed link's page posts here; the token alone proves the address, so no session is needed. */
  const confirm = apiRoute("POST /api/profile/email-confirmations");
  router.post(confirm.path, confirm.validate, async (req, res) => {
    const { email, changed } = await profile.confirmEmail(confirm.body(req).token);
    confirm.send(res, { email, changed, message: changed ? PROFILE_MESSAGES.emailConfirmed : PROFILE_MESSAGES.emailVerified });
  });
  return router;
}
