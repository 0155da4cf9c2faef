import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { passwordResetTokens } from "@shared/schema";
import { createTestApp, type TestApp, type TestUser } from "../test/harness";
import { hashToken, PASSWORD_RESET_QUEUE } from "../services/auth";
import { MAIL_QUEUE } from "../mail/mailer";

let t: TestApp;
/** An instance without workers (WORKERS=false): what its requests queue stays in the queue to be looked at. */
let webOnly: TestApp;
beforeAll(async () => {
  [t, webOnly] = await Promise.all([createTestApp(), createTestApp({ env: { WORKERS: "false" } })]);
});
afterAll(async () => {
  // Nobody works webOnly's queue: its jobs are dropped so that closing it does not wait for them.
  await webOnly.database.db.execute(sql`delete from pgboss.job where name = ${PASSWORD_RESET_QUEUE}`);
  await Promise.all([t.close(), webOnly.close()]);
});

const INVALID_LINK = "This reset link is invalid or has expired. Please request a new one.";

/** Asks for a reset and returns the token from the emailed link. */
async function requestResetToken(user: TestUser): Promise<string> {
  const before = (await t.outbox()).length;
  const res = await request(t.server).post("/api/forgot-password").send({ email: user.email });
  expect(res.status).toBe(200);
  const mail = (await t.outbox()).slice(before).find((m) => m.to[0].address === user.email);
  expect(mail, "a reset email was written to the outbox").toBeTruthy();
  const link = mail!.text.match(/http:\/\/localhost:5000\/reset-password\?token=([A-Za-z0-9_-]+)/);
  expect(link).toBeTruthy();
  return decodeURIComponent(link![1]);
}

describe("POST /api/forgot-password", () => {
  it("answers the same whether or not the email has an account, and mails only real accounts", async () => {
    const user = await t.createUser();
    const before = (await t.outbox()).length;
    const known = await request(t.server).post("/api/forgot-password").send({ email: user.email });
    const unknown = await request(t.server).post("/api/forgot-password").send({ email: "stranger@example.com" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const sent = (await t.outbox()).slice(before);
    expect(sent.map((m) => m.to[0].address)).toEqual([user.email]);
    expect(sent[0].subject).toBe("Reset your password");
  });

  it("answers before any work on the account: a known and an unknown email each only queue one sealed job", async () => {
    const user = await webOnly.createUser();
    const queued = async () => {
      const result = await webOnly.database.db.execute<{ name: string; data: Record<string, unknown> }>(sql`select name, data from pgboss.job where name in (${PASSWORD_RESET_QUEUE}, ${MAIL_QUEUE}) order by created_on, id`);
      return (result as unknown as { rows: { name: string; data: Record<string, unknown> }[] }).rows;
    };
    const before = await queued();
    const known = await request(webOnly.server).post("/api/forgot-password").send({ email: user.email });
    const unknown = await request(webOnly.server).post("/api/forgot-password").send({ email: "stranger@example.com" });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(unknown.body).toEqual(known.body);
    // The known email's answer came before its link was made: the worker makes it (and nothing works this queue).
    expect(await webOnly.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toEqual([]);
    const jobs = (await queued()).slice(before.length);
    expect(jobs.map((job) => job.name)).toEqual([PASSWORD_RESET_QUEUE, PASSWORD_RESET_QUEUE]);
    // The same shape for both, sealed: the row says nothing of the address it names.
    expect(jobs.map((job) => Object.keys(job.data).sort())).toEqual([["data", "iv", "sealed", "tag"], ["data", "iv", "sealed", "tag"]]);
    expect(JSON.stringify(jobs)).not.toContain(user.email);
    expect(JSON.stringify(jobs)).not.toContain("stranger");
  });

  it("stores only a hash of the token, expiring in one hour", async () => {
    const user = await t.createUser();
    const token = await requestResetToken(user);
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(token));
    expect(rows[0].tokenHash).not.toContain(token);
    const ttl = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
  });

  it("answers 400 when the email is missing", async () => {
    const res = await request(t.server).post("/api/forgot-password").send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please enter your email address");
  });
});

describe("POST /api/reset-password", () => {
  it("sets the new password: the new one signs in, the old one no longer does", async () => {
    const user = await t.createUser();
    const token = await requestResetToken(user);
    const res = await request(t.server).post("/api/reset-password").send({ token, newPassword: "Fresh-Basil42" });
    expect(res.status).toBe(200);
    expect((await request(t.server).post("/api/login").send({ username: user.username, password: "Fresh-Basil42" })).status).toBe(200);
    expect((await request(t.server).post("/api/login").send({ username: user.username, password: user.password })).status).toBe(401);
  });

  it("refuses a token used a second time", async () => {
    const user = await t.createUser();
    const token = await requestResetToken(user);
    expect((await request(t.server).post("/api/reset-password").send({ token, newPassword: "Fresh-Basil42" })).status).toBe(200);
    const reuse = await request(t.server).post("/api/reset-password").send({ token, newPassword: "Other-Basil43" });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual({ message: INVALID_LINK });
  });

  it("refuses an expired token", async () => {
    const user = await t.createUser();
    const token = await requestResetToken(user);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await request(t.server).post("/api/reset-password").send({ token, newPassword: "Fresh-Basil42" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: INVALID_LINK });
    expect((await request(t.server).post("/api/login").send({ username: user.username, password: user.password })).status).toBe(200);
  });

  it("refuses a made-up token and a missing one", async () => {
    const madeUp = await request(t.server).post("/api/reset-password").send({ token: "not-a-real-token", newPassword: "Fresh-Basil42" });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body).toEqual({ message: INVALID_LINK });
    const missing = await request(t.server).post("/api/reset-password").send({ newPassword: "Fresh-Basil42" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Invalid Token");
  });

  it("refuses a weak new password and keeps the token usable", async () => {
    const user = await t.createUser();
    const token = await requestResetToken(user);
    const weak = await request(t.server).post("/api/reset-password").send({ token, newPassword: "weak" });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe("Please meet all password requirements");
    expect((await request(t.server).post("/api/reset-password").send({ token, newPassword: "Fresh-Basil42" })).status).toBe(200);
  });

  it("ends the user's other sessions", async () => {
    const user = await t.createUser();
    const laptop = await t.signIn(user);
    const phone = await t.signIn(user);
    const token = await requestResetToken(user);
    expect((await request(t.server).post("/api/reset-password").send({ token, newPassword: "Fresh-Basil42" })).status).toBe(200);
    expect((await laptop.get("/api/me")).status).toBe(401);
    expect((await phone.get("/api/me")).status).toBe(401);
  });

  it("only the newest reset link works", async () => {
    const user = await t.createUser();
    const older = await requestResetToken(user);
    const newer = await requestResetToken(user);
    expect((await request(t.server).post("/api/reset-password").send({ token: older, newPassword: "Fresh-Basil42" })).status).toBe(400);
    expect((await request(t.server).post("/api/reset-password").send({ token: newer, newPassword: "Fresh-Basil42" })).status).toBe(200);
  });
});
