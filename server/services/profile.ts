import crypto from "node:crypto";
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import { emailChangeTokens, users } from "@shared/schema";
import { notificationPrefsOf, type NotificationTopic } from "@shared/rules/notifications";
import { PROFILE_MESSAGES, type ProfileUpdate, type ProfileView } from "@shared/validators/profile";
import type { Database } from "../db/client";
import { badRequest, conflict, notFound } from "../errors";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { emails } from "../mail/templates";
import { EMAIL_LINK_TTL_MS, hashToken } from "./auth";
import { attachVisitorQuotes } from "./quote-access";


/** Whether the owner of this email wants mail on a topic. Addresses without an account (visitors) always get it. */
export async function wantsEmail(db: Database, email: string | null | undefined, topic: NotificationTopic): Promise<boolean> {
  if (!email) return false;
  const [row] = await db.select({ prefs: users.notificationPrefs }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ? notificationPrefsOf(row.prefs)[topic] : true;
}

export function createProfileService({ db, mailer, logger, appUrl }: { db: Database; mailer: Mailer; logger: Logger; appUrl: string }) {
  async function getProfile(userId: number): Promise<ProfileView> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound("Profile not found");
    const [pending] = await db
      .select({ newEmail: emailChangeTokens.newEmail })
      .from(emailChangeTokens)
      .where(and(eq(emailChangeTokens.userId, userId), gt(emailChangeTokens.expiresAt, new Date())))
      .orderBy(desc(emailChangeTokens.createdAt))
      .limit(1);
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      emailVerified: user.emailVerifiedAt !== null,
      role: user.role,
      fullName: user.fullName ?? "",
      phone: user.phone ?? "",
      eventAddress: user.eventAddress ?? "",
      notificationPrefs: notificationPrefsOf(user.notificationPrefs),
      // A link to the address it has already is a verification, not a change.
      pendingEmail: pending && pending.newEmail.toLowerCase() !== user.email.toLowerCase() ? pending.newEmail : null,
    };
  }

  async function emailTaken(email: string, exceptUserId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, exceptUserId)));
    return Boolean(row);
  }

  /**
   * Saves the fields given. A new email is not saved: a link goes to the new address and the change happens when
   * it is opened, so nobody can move an account to an address they do not own.
   */
  async function updateProfile(userId: number, update: ProfileUpdate): Promise<ProfileView> {
    const current = await getProfile(userId);
    const { email, notificationPrefs, ...fields } = update;
    const set: Partial<typeof users.$inferInsert> = {};
    if (fields.fullName !== undefined) set.fullName = fields.fullName || null;
    if (fields.phone !== undefined) set.phone = fields.phone || null;
    if (fields.eventAddress !== undefined) set.eventAddress = fields.eventAddress || null;
    if (notificationPrefs) set.notificationPrefs = { ...current.notificationPrefs, ...notificationPrefs };
    if (Object.keys(set).length) await db.update(users).set({ ...set, updatedAt: new Date() }).where(eq(users.id, userId));

    if (email !== undefined && email.toLowerCase() !== current.email.toLowerCase()) {
      if (await emailTaken(email, userId)) throw conflict("That email is already registered", { field: "email" });
      const token = crypto.randomBytes(32).toString("base64url");
      const link = `${appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
      // The link and its email commit together; one live link at a time.
      await db.transaction(async (tx) => {
        await tx.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, userId));
        await tx.insert(emailChangeTokens).values({ userId, newEmail: email, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + EMAIL_LINK_TTL_MS) });
        await mailer.send({ to: email, email: emails.emailChange({ name: (fields.fullName ?? current.fullName) || null, username: current.username, link }) }, tx);
      });
      logger.info({ event: "email_change_requested", userId }, "email change requested");
    }
    return getProfile(userId);
  }

  /**
   * Spends the emailed token (once) and moves the account to the new address (or keeps the one it has: a sign-up's
   * verification). Either way the address is now proven: verified, and the quotes a visitor asked for from it join the
   * account in the same transaction (services/quote-access.ts).
   */
  async function confirmEmail(token: string): Promise<{ email: string; changed: boolean }> {
    const [spent] = await db
      .delete(emailChangeTokens)
      .where(and(eq(emailChangeTokens.tokenHash, hashToken(token)), gt(emailChangeTokens.expiresAt, new Date())))
      .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail });
    if (!spent) throw badRequest(PROFILE_MESSAGES.linkInvalid);
    if (await emailTaken(spent.newEmail, spent.userId)) throw conflict("That email is already registered");
    const [before] = await db.select({ email: users.email }).from(users).where(eq(users.id, spent.userId));
    const attached = await db.transaction(async (tx) => {
      await tx.update(users).set({ email: spent.newEmail, emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, spent.userId));
      return attachVisitorQuotes(tx, { id: spent.userId, email: spent.newEmail });
    });
    logger.info({ event: "email_confirmed", userId: spent.userId, quotesAttached: attached.length }, "email confirmed");
    return { email: spent.newEmail, changed: before?.email.toLowerCase() !== spent.newEmail.toLowerCase() };
  }

  return { getProfile, updateProfile, confirmEmail };
}
export type ProfileService = ReturnType<typeof createProfileService>;
