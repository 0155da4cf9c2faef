import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailSent } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";
import { loadConfig } from "../env";
import { createLogger } from "../logger";
import { jobPayloadKey } from "../jobs/sealed-jobs";
import { createQueuedMailer, MAIL_QUEUE, mailDomain, messageIdFor, messageIdKey, sentMarkerLookup, type Mailer, type MailMessage } from "./mailer";

/**
 * Each email once, with one Message-ID: the id is fixed when the email is queued, the worker writes a sent-marker
 * as soon as the mail server took it (trying again while the database refuses), and a job that runs again finds the
 * marker. The faults suite does the same to real processes with PostgreSQL stopped and an instance killed mid-send.
 */
let t: TestApp;
/** What the worker handed to the mail server, in order. */
const delivered: MailMessage[] = [];
/** Subjects the mail server refuses once. */
const refuseOnce = new Set<string>();
const mailServer: Mailer = {
  async send(message) {
    for (const one of Array.isArray(message) ? message : [message]) {
      if (refuseOnce.delete(one.email.subject)) throw new Error("451 try again later");
      delivered.push(one);
    }
  },
};
/** A mailer that queues as the app's does (same keys), so the app's own worker delivers what it queues. */
let queue: Mailer;
const config = loadConfig({ NODE_ENV: "test" });
const ids = { key: messageIdKey(config.sessionSecret), domain: mailDomain(config.mailFrom) };

beforeAll(async () => {
  t = await createTestApp({ mailer: mailServer });
  queue = createQueuedMailer(t.jobs, mailServer, jobPayloadKey(config.sessionSecret), { db: t.database.db, logger: createLogger("silent"), messageIds: ids });
});
afterAll(() => t.close());
beforeEach(() => {
  delivered.length = 0;
  refuseOnce.clear();
});

const message = (subject: string, about?: string): MailMessage => ({ to: "dora@example.com", about, email: { subject, preview: subject, blocks: [{ kind: "text", text: subject }] } });
const sentTo = (subject: string) => delivered.filter((m) => m.email.subject === subject);
const markers = async () => (await t.database.db.select().from(mailSent)).map((row) => row.messageId);
const rowsOf = async <T>(query: ReturnType<typeof sql>) => (await t.database.db.execute(query)) as unknown as { rows: T[] };
const until = async (check: () => boolean | Promise<boolean>, what: string) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never: ${what}`);
};

describe("Message-IDs", () => {
  it("are derived from what the email is about and its recipient, in the From address's domain", () => {
    const receipt = messageIdFor({ to: "dora@example.com", about: "order-12/receipt" }, ids);
    expect(receipt).toMatch(/^<[0-9a-f]{40}@creativecuisines\.example>$/);
    expect(messageIdFor({ to: "Dora@Example.com ", about: "order-12/receipt" }, ids)).toBe(receipt);
    expect(messageIdFor({ to: "boss@example.com", about: "order-12/receipt" }, ids)).not.toBe(receipt);
    expect(messageIdFor({ to: "dora@example.com", about: "order-13/receipt" }, ids)).not.toBe(receipt);
    // Another installation (another secret) never makes the same id.
    expect(messageIdFor({ to: "dora@example.com", about: "order-12/receipt" }, { ...ids, key: messageIdKey("another-secret-of-32-characters!!") })).not.toBe(receipt);
    // One of a kind: drawn once.
    expect(messageIdFor({ to: "dora@example.com" }, ids)).not.toBe(messageIdFor({ to: "dora@example.com" }, ids));
  });

  it("an enquiry's email is sent with the id derived from the enquiry, and its marker is written", async () => {
    const res = await request(t.server).post("/api/contact").send({ name: "Ada Message-Id", email: "ada@example.com", message: "Lunch for 40?" });
    expect(res.status).toBe(201);
    await t.jobs.settled(MAIL_QUEUE);
    const [sent] = delivered.filter((m) => JSON.stringify(m.email).includes("Ada Message-Id"));
    expect(sent.messageId).toBe(messageIdFor({ to: sent.to, about: `enquiry-${res.body.id}/new-enquiry` }, ids));
    expect(await markers()).toContain(sent.messageId);
  });
});

describe("each email once", () => {
  it("a second job for an email already sent sends nothing", async () => {
    await queue.send(message("Once only", "test/once-only"));
    await t.jobs.settled(MAIL_QUEUE);
    await queue.send(message("Once only", "test/once-only"));
    await t.jobs.settled(MAIL_QUEUE);
    expect(sentTo("Once only")).toHaveLength(1);
  });

  it("an email whose marker was lost goes out again with the same Message-ID", async () => {
    await queue.send(message("Sent twice", "test/sent-twice"));
    await t.jobs.settled(MAIL_QUEUE);
    const [first] = sentTo("Sent twice");
    await t.database.db.execute(sql`delete from mail_sent where message_id = ${first.messageId!}`);
    await queue.send(message("Sent twice", "test/sent-twice"));
    await t.jobs.settled(MAIL_QUEUE);
    expect(sentTo("Sent twice").map((m) => m.messageId)).toEqual([first.messageId, first.messageId]);
  });

  it("a marker the database refuses is tried again until written; only then is the job done", async () => {
    // The database refuses the marker (as when PostgreSQL stops just after the mail server took the email).
    await t.database.db.execute(sql`create function refuse_mail_sent() returns trigger language plpgsql as $$ begin raise exception 'database away'; end $$`);
    await t.database.db.execute(sql`create trigger refuse_mail_sent before insert on mail_sent for each row execute function refuse_mail_sent()`);
    try {
      await queue.send(message("Marker later", "test/marker-later"));
      await until(() => sentTo("Marker later").length === 1, "the email was sent");
      // Twice the retry pause: the worker is still at it, and the job is not done.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const active = await rowsOf<{ state: string }>(sql`select state from pgboss.job where name = ${MAIL_QUEUE} and state = 'active'`);
      expect(active.rows).toHaveLength(1);
      expect(await markers()).not.toContain(sentTo("Marker later")[0].messageId);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_mail_sent on mail_sent`);
      await t.database.db.execute(sql`drop function refuse_mail_sent()`);
    }
    await t.jobs.settled(MAIL_QUEUE);
    expect(await markers()).toContain(sentTo("Marker later")[0].messageId);
    expect((await rowsOf(sql`select id from pgboss.job where name = ${MAIL_QUEUE}`)).rows).toEqual([]);
    // And the email, queued again, is known as sent.
    await queue.send(message("Marker later", "test/marker-later"));
    await t.jobs.settled(MAIL_QUEUE);
    expect(sentTo("Marker later")).toHaveLength(1);
  });

  it("in a batch, an email the mail server refuses is retried alone: the others go out once", async () => {
    const subjects = ["Batch 1", "Batch 2", "Batch 3", "Batch 4", "Batch 5"];
    refuseOnce.add("Batch 3");
    await queue.send(subjects.map((subject) => message(subject, `test/${subject}`)));
    try {
      await until(() => ["Batch 1", "Batch 2", "Batch 4", "Batch 5"].every((s) => sentTo(s).length === 1), "the four others were sent");
      // A sent email's job finishes a moment after the mail server took it (its marker is written first): wait for
      // the queue to hold only the refused one, waiting for its retry.
      const states = async () => (await rowsOf<{ state: string }>(sql`select state from pgboss.job where name = ${MAIL_QUEUE}`)).rows.map((row) => row.state);
      await until(async () => (await states()).join() === "retry", "only the refused one is left, waiting for its retry");
      for (const subject of ["Batch 1", "Batch 2", "Batch 4", "Batch 5"]) expect(sentTo(subject)).toHaveLength(1);
      expect(sentTo("Batch 3")).toEqual([]);
    } finally {
      // Its retry comes after the queue's backoff (15 s and more); not waited for here, and not left for the next test.
      await t.database.db.execute(sql`delete from pgboss.job where name = ${MAIL_QUEUE} and state = 'retry'`);
    }
  });
});

describe("sent-markers", () => {
  it("the emails of a batch look theirs up in one statement, and a marker written since is seen", async () => {
    const run = Date.now().toString(36);
    const id = (n: number) => `<lookup-${run}-${n}@example.com>`;
    await t.database.db.insert(mailSent).values([{ messageId: id(1) }, { messageId: id(3) }]);
    // The real database, with its select() calls counted.
    let selects = 0;
    const db = t.database.db;
    const counting = new Proxy(db, {
      get(target, name) {
        if (name === "select") selects += 1;
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const isSent = sentMarkerLookup(counting);
    expect(await Promise.all([1, 2, 3, 4].map((n) => isSent(id(n))))).toEqual([true, false, true, false]);
    expect(selects).toBe(1);
    // Never cached: the email sent meanwhile is found sent.
    await db.insert(mailSent).values({ messageId: id(2) });
    expect(await isSent(id(2))).toBe(true);
    expect(selects).toBe(2);
  });
});
