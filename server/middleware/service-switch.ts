import type { RequestHandler } from "express";
import type { FeatureSettings, ServiceSettings } from "@shared/settings/features";
import { conflict } from "../errors";

/**
 * Services an admin switched off (Feature Manager → Services) take no new requests: a POST gets 409 with a clear
 * message. Admins keep access (they prepare and test them). Reads stay open; the screens say the service is closed.
 */
export function serviceSwitch(getFeatures: () => Promise<FeatureSettings>) {
  return (service: keyof ServiceSettings, message: string): RequestHandler =>
    async (req, _res, next) => {
      if (req.method !== "POST" || req.user?.role === "admin") return next();
      try {
        const { services } = await getFeatures();
        next(services[service] ? undefined : conflict(message));
      } catch (error) {
        next(error);
      }
    };
}
