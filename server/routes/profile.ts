import { Router } from "express";
import { confirmEmailSchema, PROFILE_MESSAGES, profileUpdateSchema } from "@shared/validators/profile";
import { requireAuth } from "../auth/guards";
import { validateBody } from "../middleware/validate";
import type { ProfileService } from "../services/profile";

export function profileRouter(profile: ProfileService): Router {
  const router = Router();
  router.get("/profile", requireAuth, async (req, res) => {
    res.json(await profile.getProfile(req.user!.id));
  });
  router.patch("/profile", requireAuth, validateBody(profileUpdateSchema), async (req, res) => {
    res.json(await profile.updateProfile(req.user!.id, req.body));
  });
  /** The emailed link's page posts here; the token alone proves the address, so no session is needed. */
  router.post("/profile/email-confirmations", validateBody(confirmEmailSchema), async (req, res) => {
    const { email } = await profile.confirmEmail(req.body.token);
    res.json({ email, message: PROFILE_MESSAGES.emailConfirmed });
  });
  return router;
}
