import { PASSWORD_REQUIREMENTS } from "@shared/rules/password";
import { registerRequestSchema } from "@shared/validators/auth";
import type { PublicUser } from "@shared/schema";
import type { Database } from "../db/client";
import { InvalidRequest } from "../errors";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { createAuthService } from "../services";
import { DatabaseSessionStore } from "../auth/session-store";

/**
 * The first admin of a real deployment (outside demo mode nobody else can make one): the same username, email and
 * password rules as sign-up, and the same refusal of common passwords.
 */
export async function createAdmin(deps: { db: Database; mailer: Mailer; logger: Logger; appUrl: string }, input: { username: string; email: string; password: string }): Promise<PublicUser> {
  const checked = registerRequestSchema.safeParse(input);
  if (!checked.success) {
    // A terminal has no live checklist: name the password rules that are not met.
    const unmet = PASSWORD_REQUIREMENTS.filter((rule) => !rule.test(input.password)).map((rule) => `  - ${rule.label}`);
    throw new InvalidRequest([...checked.error.issues.map((issue) => issue.message), ...unmet].join("\n"));
  }
  const sessions = new DatabaseSessionStore(deps.db);
  // Only register() is used here: no password reset is ever requested from the command line.
  const resetRequests = { send: () => Promise.reject(new Error("password resets are not taken from the command line")) };
  const auth = createAuthService({ ...deps, resetRequests, endUserSessions: (userId, exceptSid) => sessions.destroyUserSessions(userId, exceptSid) });
  return auth.register(checked.data, "admin");
}
