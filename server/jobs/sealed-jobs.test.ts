import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/harness";
import { loadConfig } from "../env";
import { createQueuedMailer, MAIL_QUEUE, messageIdKey, type MailMessage } from "../mail/mailer";
import { createLogger } from "../logger";
import { isSealed, jobPayloadKey, openPayload, sealPayload } from "./sealed-jobs";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SECRET_LINK = "http://localhost:5000/reset-password?token=sealed-jobs-test-secret-token";
const message = (subject: string): MailMessage => ({ to: "dora@example.com", email: { subject, preview: subject, blocks: [{ kind: "action", label: "Choose a password", url: SECRET_LINK }] } });

/** The rows of pgboss.job and pgboss.archive with these ids. */
async function rows(ids: string[]): Promise<unknown[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await t.database.db.execute(sql`select id from pgboss.job where id in (${list}) union all select id from pgboss.archive where id in (${list})`);
  return (result as unknown as { rows: unknown[] }).rows;
}

describe("sealed payloads", () => {
  const key = jobPayloadKey("a-server-secret-of-at-least-thirty-two-characters");

  it("open with the key and queue they were sealed for, and with nothing else", () => {
    const sealed = sealPayload(key, "mail", { link: SECRET_LINK });
    expect(isSealed(sealed)).toBe(true);
    expect(JSON.stringify(sealed)).not.toContain("sealed-jobs-test-secret-token");
    expect(openPayload(key, "mail", sealed)).toEqual({ link: SECRET_LINK });
    // Another queue, another secret, a changed byte: refused (GCM's tag), never a wrong message.
    expect(() => openPayload(key, "password-reset", sealed)).toThrow();
    expect(() => openPayload(jobPayloadKey("another-server-secret-of-thirty-two-characters"), "mail", sealed)).toThrow();
    const data = Buffer.from(sealed.data, "base64");
    data[0] ^= 1;
    expect(() => openPayload(key, "mail", { ...sealed, data: data.toString("base64") })).toThrow();
    // A fresh IV each time: the same message never seals to the same text.
    expect(sealPayload(key, "mail", { link: SECRET_LINK }).data).not.toBe(sealed.data);
  });
});

describe("the mail queue", () => {
  it("holds each message sealed, delivers it, and deletes its row once delivered", async () => {
    // The app's own key: the one its worker opens messages with.
    const secret = loadConfig({ NODE_ENV: "test" }).sessionSecret;
    const mailer = createQueuedMailer(t.jobs, { send: () => Promise.reject(new Error("not this instance's worker")) }, jobPayloadKey(secret), {
      db: t.database.db,
      logger: createLogger("silent"),
      messageIds: { key: messageIdKey(secret), domain: "example.com" },
    });
    const queued = await t.database.db.transaction(async (tx) => {
      await mailer.send([message("Sealed 1"), message("Sealed 2")], tx);
      // Read before the commit: once committed, the worker takes the jobs.
      const result = await tx.execute<{ id: string; data: unknown }>(sql`select id, data from pgboss.job where name = ${MAIL_QUEUE} order by created_on desc, id limit 2`);
      return (result as unknown as { rows: { id: string; data: unknown }[] }).rows;
    });
    expect(queued).toHaveLength(2);
    for (const job of queued) {
      expect(isSealed(job.data)).toBe(true);
      const text = JSON.stringify(job.data);
      for (const clear of ["sealed-jobs-test-secret-token", "reset-password", "dora@example.com", "Sealed 1", "Sealed 2"]) expect(text).not.toContain(clear);
    }
    const delivered = (await t.outbox()).filter((m) => m.subject.startsWith("Sealed "));
    expect(delivered.map((m) => m.subject).sort()).toEqual(["Sealed 1", "Sealed 2"]);
    expect(delivered[0].text).toContain(SECRET_LINK);
    expect(await rows(queued.map((job) => job.id))).toEqual([]);
  });

  it("still delivers a message queued in clear before sealing (and deletes it too)", async () => {
    await t.jobs.send(MAIL_QUEUE, message("Queued before sealing"));
    expect((await t.outbox()).map((m) => m.subject)).toContain("Queued before sealing");
    const left = await t.database.db.execute(
      sql`select id from pgboss.job where data->'email'->>'subject' = 'Queued before sealing' union all select id from pgboss.archive where data->'email'->>'subject' = 'Queued before sealing'`,
    );
    expect((left as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
