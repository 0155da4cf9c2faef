import crypto from "node:crypto";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { emailChangeTokens, passwordResetTokens, users, type PublicUser, type UserRole } from "@shared/schema";
import type { RegisterRequest } from "@shared/validators/auth";
import type { ClientSummary } from "@shared/validators/proposals";
import type { Database, Transaction } from "../db/client";
import { badRequest, conflict, InvalidRequest, isUniqueViolation, notFound } from "../errors";
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from "../auth/passwords";
import { publicUserColumns } from "../auth/session-user";
import { mailWithChange, type Mailer } from "../mail/mailer";
import { emails } from "../mail/templates";
import type { Logger } from "../logger";
import type { QueueDefinition } from "../jobs/job-queue";
import type { SealedQueue } from "../jobs/sealed-jobs";
import { recordAudit } from "./audit-log";
import { attachVisitorQuotes } from "./quote-access";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** An email-verification (or email-change) link lasts a day. */
export const EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** An invited admin has three days to choose a password. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

export const AUTH_SERVICE_MESSAGES = {
  commonPassword: "This password is too common. Please choose one that is harder to guess.",
  usernameTaken: "That username is already taken",
  emailTaken: "An account with that email already exists",
  wrongCurrentPassword: "Your current password is not correct.",
  samePassword: "Please choose a password different from your current one.",
  invalidResetToken: "This reset link is invalid or has expired. Please request a new one.",
  forgotAccepted: "If an account exists for that email, a reset link is on its way.",
  staffNotFound: "Team member not found",
  lastAdmin: (username: string) => `${username} is the last admin. Invite another admin before removing them, so someone can still run the business.`,
} as const;

/**
 * Password-reset requests are queued, whichever email they name, and a worker makes the link: the request does the
 * same work (one job queued) for a known and an unknown email, so its answer and its timing say nothing about
 * which emails have accounts.
 */
export const PASSWORD_RESET_QUEUE = "password-reset";
export const PASSWORD_RESET_QUEUE_DEFINITION: QueueDefinition = { name: PASSWORD_RESET_QUEUE, retryLimit: 5, retryDelay: 5, retryBackoff: true };

export interface PasswordResetRequest {
  email: string;
  /** The request that asked, so the worker's log line can be matched to it. */
  requestId?: string;
}

export interface AuthServiceDeps {
  db: Database;
  mailer: Mailer;
  /** Where password-reset requests wait for the worker (sealed: the job holds an email address). */
  resetRequests: Pick<SealedQueue<PasswordResetRequest>, "send">;
  logger: Logger;
  appUrl: string;
  /** Ends a user's sessions (all, or all but one after a password change), and their live streams, on every instance. */
  endUserSessions: (userId: number, exceptSid?: string) => Promise<void>;
}

export type AuthService = ReturnType<typeof createAuthService>;

export type CredentialCheck = { user: PublicUser } | { user: undefined; reason: "unknown_user" | "wrong_password"; userId?: number };

export function createAuthService({ db, mailer, resetRequests, logger, appUrl, endUserSessions }: AuthServiceDeps) {
  async function findPublicUser(id: number): Promise<PublicUser | undefined> {
    const [user] = await db.select(publicUserColumns).from(users).where(eq(users.id, id));
    return user;
  }

  const byLogin = (login: string) => {
    const key = login.trim().toLowerCase();
    return or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`);
  };

  /** The account a sign-in names, by username or email in any case (brute-force counters are per account). */
  async function findAccountId(login: string): Promise<number | undefined> {
    const [user] = await db.select({ id: users.id }).from(users).where(byLogin(login)).limit(1);
    return user?.id;
  }

  /**
   * Accepts the username or the email address, in any case. A failure says why, for the security log only;
   * the caller answers the same "Invalid credentials" either way.
   */
  async function verifyCredentials(login: string, password: string): Promise<CredentialCheck> {
    const [user] = await db
      .select({ ...publicUserColumns, passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(byLogin(login))
      .limit(1);
    if (!user) {
      await verifyAgainstDummy(password);
      return { user: undefined, reason: "unknown_user" };
    }
    if (!(await verifyPassword(user.passwordHash, password))) return { user: undefined, reason: "wrong_password", userId: user.id };
    const { passwordHash: _hash, emailVerifiedAt, ...publicUser } = user;
    // Signing in with a verified email brings in the quotes a visitor asked for from it since (an unverified
    // address proves nothing: anyone can sign up with someone else's).
    if (emailVerifiedAt) await attachVisitorQuotes(db, publicUser);
    return { user: publicUser };
  }

  /**
   * A new account (sign-up): registered, then sent the link that proves its email. Opening it (profile service's
   * confirmEmail) verifies the address and brings in the quotes asked for from it.
   */
  async function signUp(input: RegisterRequest): Promise<PublicUser> {
    const user = await register(input);
    await sendEmailVerification(user);
    return user;
  }

  /**
   * Sends the account a link to its own address: the email-change link with the address it has, so one page and one
   * endpoint confirm both (a link opened proves the address). One live link at a time, 24 hours.
   */
  async function sendEmailVerification(user: PublicUser): Promise<void> {
    const token = crypto.randomBytes(32).toString("base64url");
    const link = `${appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    await db.transaction(async (tx) => {
      await tx.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id));
      await tx.insert(emailChangeTokens).values({ userId: user.id, newEmail: user.email, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + EMAIL_LINK_TTL_MS) });
      await mailer.send({ to: user.email, email: emails.emailVerification({ name: null, username: user.username, link }) }, tx);
    });
  }

  /** A signed-in account asks for its verification link again; an address already verified needs none. */
  async function resendEmailVerification(userId: number): Promise<void> {
    const [user] = await db.select({ ...publicUserColumns, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
    if (!user || user.emailVerifiedAt) return;
    const { emailVerifiedAt: _verified, ...publicUser } = user;
    await sendEmailVerification(publicUser);
  }

  async function register(input: RegisterRequest, role: UserRole = "client"): Promise<PublicUser> {
    if (isCommonPassword(input.password)) throw badRequest(AUTH_SERVICE_MESSAGES.commonPassword);
    const taken = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(or(sql`lower(${users.username}) = ${input.username.toLowerCase()}`, sql`lower(${users.email}) = ${input.email.toLowerCase()}`));
    if (taken.some((u) => u.username.toLowerCase() === input.username.toLowerCase())) throw conflict(AUTH_SERVICE_MESSAGES.usernameTaken);
    if (taken.length > 0) throw conflict(AUTH_SERVICE_MESSAGES.emailTaken);
    try {
      const [user] = await db
        .insert(users)
        .values({ username: input.username, email: input.email, passwordHash: await hashPassword(input.password), role })
        .returning(publicUserColumns);
      logger.info({ event: "user_registered", userId: user.id }, "user registered");
      return user;
    } catch (error) {
      // Two sign-ups racing for the same name: the unique index decides, and the loser gets the same 409.
      if (isUniqueViolation(error)) throw conflict("That username or email is already registered");
      throw error;
    }
  }

  /**
   * Only queues the request: no lookup of the email happens before the answer, so a known and an unknown email
   * cost the request the same (issuePasswordReset does the rest, in the job queue's worker).
   */
  async function requestPasswordReset(email: string, requestId?: string): Promise<void> {
    await resetRequests.send({ email, ...(requestId ? { requestId } : {}) });
  }

  /** The worker's part of a reset request: for a registered email, a new link and its email; otherwise nothing. */
  async function issuePasswordReset({ email, requestId }: PasswordResetRequest): Promise<void> {
    const [user] = await db
      .select({ ...publicUserColumns, fullName: users.fullName })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    // Not the email itself: the log says only whether it named an account.
    logger.info({ event: "password_reset_processed", requestId, userId: user?.id, knownEmail: user !== undefined }, "password reset request processed");
    if (!user) return;
    const token = crypto.randomBytes(32).toString("base64url");
    const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    // The link and its email commit together. One live link at a time: a new request retires the older ones.
    await db.transaction(async (tx) => {
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      await tx.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      await mailer.send({ to: user.email, email: emails.passwordReset({ name: user.fullName, username: user.username, link }) }, tx);
    });
  }

  /** Spends the token (once, atomically), sets the password and ends the user's other sessions. */
  async function resetPassword(token: string, newPassword: string, currentSid?: string): Promise<{ userId: number }> {
    if (isCommonPassword(newPassword)) throw badRequest(AUTH_SERVICE_MESSAGES.commonPassword);
    const [spent] = await db
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new InvalidRequest(AUTH_SERVICE_MESSAGES.invalidResetToken);
    const passwordHash = await hashPassword(newPassword);
    // The link came by email, so opening it proves the address too (an invited client's first password included):
    // the email is verified, and the quotes a visitor asked for from it join the account.
    await db.transaction(async (tx) => {
      const [account] = await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
        .where(eq(users.id, spent.userId))
        .returning({ id: users.id, email: users.email });
      if (account) await attachVisitorQuotes(tx, account);
    });
    await endUserSessions(spent.userId, currentSid);
    return { userId: spent.userId };
  }

  /**
   * Changes a signed-in user's password after checking the current one, then ends their other sessions
   * (ASVS V7.4.3): whoever else had the old password is signed out everywhere but here.
   */
  async function changePassword(userId: number, currentPassword: string, newPassword: string, currentSid: string): Promise<void> {
    const [user] = await db.select({ ...publicUserColumns, passwordHash: users.passwordHash, fullName: users.fullName }).from(users).where(eq(users.id, userId));
    if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
      throw badRequest(AUTH_SERVICE_MESSAGES.wrongCurrentPassword, { field: "currentPassword" });
    }
    if (currentPassword === newPassword) throw badRequest(AUTH_SERVICE_MESSAGES.samePassword, { field: "newPassword" });
    if (isCommonPassword(newPassword)) throw badRequest(AUTH_SERVICE_MESSAGES.commonPassword, { field: "newPassword" });
    const passwordHash = await hashPassword(newPassword);
    // The new password and the notice of it commit together; a notice that cannot be queued never undoes the change.
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
      const email = emails.passwordChanged({ name: user.fullName, username: user.username, resetUrl: `${appUrl}/forgot-password` });
      await mailWithChange(tx, mailer, { to: user.email, email }, logger);
    });
    await endUserSessions(userId, currentSid);
  }

  /** An account with a password nobody knows, and a link (valid three days) to the reset page to choose one. */
  async function createInvitedAccount(
    input: { username: string; email: string },
    role: UserRole,
    profile: { fullName?: string; phone?: string } = {},
    /** Queues the invitation in the transaction that records its link: the link exists if and only if it is sent. */
    invite?: (tx: Transaction, user: PublicUser, link: string) => Promise<void>,
  ) {
    const unknowable = crypto.randomBytes(32).toString("base64url");
    const user = await register({ username: input.username, email: input.email, password: unknowable }, role);
    if (profile.fullName || profile.phone) await db.update(users).set({ fullName: profile.fullName ?? null, phone: profile.phone ?? null }).where(eq(users.id, user.id));
    const token = crypto.randomBytes(32).toString("base64url");
    const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await db.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + INVITATION_TTL_MS) });
      await invite?.(tx, user, link);
    });
    return { user, link };
  }

  /**
   * An admin invites a member of staff: an admin account, and an email whose link lets them choose a password.
   * Audited in the transaction that records the invitation and queues its email.
   */
  async function inviteAdmin(invitedBy: PublicUser, input: { username: string; email: string }): Promise<PublicUser> {
    const { user: staff } = await createInvitedAccount(input, "admin", {}, async (tx, user, link) => {
      await recordAudit(tx, invitedBy, { action: "staff.invite", entityType: "user", entityId: user.id, after: user });
      await mailer.send({ to: user.email, email: emails.adminInvitation({ name: null, username: user.username, invitedBy: invitedBy.username, link }) }, tx);
    });
    logger.info({ event: "admin_invited", userId: staff.id, invitedBy: invitedBy.id }, "admin invited");
    return staff;
  }

  /**
   * A new client the business prepares a proposal for: a client account named after their email, and the link that
   * lets them choose a password (the caller sends it with the proposal).
   */
  async function inviteClient(input: { name: string; email: string; phone: string }): Promise<{ user: PublicUser; link: string }> {
    const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`);
    if (taken) throw conflict("An account with this email already exists. Please choose the client from the list.", { field: "email" });
    const invited = await createInvitedAccount({ username: await freeUsername(input.email), email: input.email }, "client", { fullName: input.name, phone: input.phone });
    logger.info({ event: "client_invited", userId: invited.user.id }, "client invited");
    return invited;
  }

  /** A username from an email's local part ("ada.lovelace"), with a number added while it is taken. */
  async function freeUsername(email: string): Promise<string> {
    const base = (email.split("@")[0].replace(/[^A-Za-z0-9_.-]/g, "").slice(0, 24) || "client").padEnd(3, "0");
    for (let n = 1; ; n += 1) {
      const candidate = n === 1 ? base : `${base}${n}`;
      const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${candidate.toLowerCase()}`);
      if (!row) return candidate;
    }
  }

  /**
   * An admin removes a member of staff (another admin, or themselves) from the team: the account is deleted, which
   * deletes its sessions (and a pending invitation's link) in the same transaction, so their cookie is signed out on
   * its next request; their open live streams are closed once it has committed. Their past audit entries keep their
   * name. Never the last admin: every admin row is locked first (in id order), so two admins removing each other at
   * once cannot both succeed and leave nobody.
   */
  async function removeStaff(removedBy: PublicUser, staffId: number): Promise<void> {
    const removed = await db.transaction(async (tx) => {
      const admins = await tx.select(publicUserColumns).from(users).where(eq(users.role, "admin")).orderBy(users.id).for("update");
      const staff = admins.find((admin) => admin.id === staffId);
      if (!staff) throw notFound(AUTH_SERVICE_MESSAGES.staffNotFound);
      if (admins.length === 1) throw conflict(AUTH_SERVICE_MESSAGES.lastAdmin(staff.username));
      // Recorded before the account goes: an admin removing themselves is the entry's actor (its actor id is then
      // cleared with the account, its name kept).
      await recordAudit(tx, removedBy, { action: "staff.remove", entityType: "user", entityId: staff.id, before: staff, after: null });
      await tx.delete(users).where(eq(users.id, staff.id));
      return staff;
    });
    await endUserSessions(removed.id);
    logger.info({ event: "admin_removed", userId: removed.id, removedBy: removedBy.id }, "admin removed");
  }

  /** The business's staff: every admin account, oldest first. */
  async function listAdmins(): Promise<PublicUser[]> {
    return db.select(publicUserColumns).from(users).where(eq(users.role, "admin")).orderBy(users.id);
  }

  /** Client accounts matching a search (name, username or email), for the admin's proposal form; 20 at most. */
  async function findClients(search: string): Promise<ClientSummary[]> {
    const text = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return db
      .select({ id: users.id, username: users.username, email: users.email, fullName: users.fullName, phone: users.phone })
      .from(users)
      .where(and(eq(users.role, "client"), search ? or(sql`${users.username} ilike ${text}`, sql`${users.email} ilike ${text}`, sql`${users.fullName} ilike ${text}`) : undefined))
      .orderBy(users.username)
      .limit(20);
  }

  return { findPublicUser, findAccountId, verifyCredentials, register, signUp, resendEmailVerification, requestPasswordReset, issuePasswordReset, resetPassword, changePassword, inviteAdmin, inviteClient, removeStaff, findClients, listAdmins };
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

