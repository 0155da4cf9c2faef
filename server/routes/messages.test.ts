import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotes } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function quoteFor(clientId: number): Promise<number> {
  const [row] = await t.database.db
    .insert(quotes)
    .values({ clientId, eventType: "wedding", eventDate: new Date(Date.now() + 7 * 86_400_000), guestCount: 80, venue: "1 Long Enough Street, NY", menuPackage: "custom", totalCents: 0 })
    .returning({ id: quotes.id });
  return row.id;
}

describe("messages", () => {
  it("client and admin exchange messages on a quote's thread; the sender comes from the session", async () => {
    const client = await t.createUser();
    const quoteId = await quoteFor(client.id);
    const clientAgent = await t.signIn(client);
    const admin = await t.createUser({ role: "admin" });
    const adminAgent = await t.signIn(admin);

    const first = await clientAgent.post("/api/messages").send({ quoteId, content: "  Can we add a vegan option?  ", senderId: admin.id });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ senderId: client.id, fromBusiness: false, content: "Can we add a vegan option?" });
    expect((await adminAgent.post("/api/messages").send({ quoteId, content: "Of course!" })).status).toBe(201);

    const thread = (await clientAgent.get(`/api/quotes/${quoteId}/messages`)).body;
    expect(thread.map((m: { content: string; fromBusiness: boolean }) => [m.content, m.fromBusiness])).toEqual([
      ["Can we add a vegan option?", false],
      ["Of course!", true],
    ]);
    const subjects = (await t.outbox()).map((m) => `${m.to[0].address}: ${m.subject}`);
    expect(subjects).toContain(`${client.email}: New message about quote ${(await clientAgent.get(`/api/quotes/${quoteId}`)).body.number}`);
  });

  it("refuses empty or whitespace-only text and a missing quote", async () => {
    const client = await t.createUser();
    const quoteId = await quoteFor(client.id);
    const agent = await t.signIn(client);
    const blank = await agent.post("/api/messages").send({ quoteId, content: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Please write a message before sending.");
    const noQuote = await agent.post("/api/messages").send({ content: "hello" });
    expect(noQuote.status).toBe(400);
    expect(noQuote.body.message).toBe("No quote selected");
  });

  it("client B can neither read nor write client A's thread (404), and visitors get 401", async () => {
    const quoteId = await quoteFor((await t.createUser()).id);
    const bob = await t.signIn(await t.createUser());
    expect((await bob.get(`/api/quotes/${quoteId}/messages`)).status).toBe(404);
    expect((await bob.post("/api/messages").send({ quoteId, content: "peek" })).status).toBe(404);
    expect((await request(t.server).get(`/api/quotes/${quoteId}/messages`)).status).toBe(401);
  });

  it("lists threads newest activity first, with the latest message; a client sees only their own", async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const quiet = await quoteFor(alice.id);
    const busy = await quoteFor(alice.id);
    const bobs = await quoteFor(bob.id);
    const aliceAgent = await t.signIn(alice);
    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    await aliceAgent.post("/api/messages").send({ quoteId: busy, content: "First question" });
    await admin.post("/api/messages").send({ quoteId: busy, content: "Our answer" });

    const threads = await aliceAgent.get("/api/messages/threads");
    expect(threads.status).toBe(200);
    expect(threads.body.total).toBe(2);
    expect(threads.body.items.map((th: { quoteId: number }) => th.quoteId)).toEqual([busy, quiet]);
    expect(threads.body.items[0]).toMatchObject({ messageCount: 2, lastMessage: { content: "Our answer", fromBusiness: true } });
    expect(threads.body.items[1]).toMatchObject({ messageCount: 0, lastMessage: null });

    const adminThreads = (await admin.get("/api/messages/threads?pageSize=100")).body.items.map((th: { quoteId: number }) => th.quoteId);
    expect(adminThreads).toEqual(expect.arrayContaining([busy, quiet, bobs]));
    expect((await request(t.server).get("/api/messages/threads")).status).toBe(401);
  });

  it("recent messages: newest first, only from visible threads, at most the limit", async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const mine = await quoteFor(alice.id);
    const theirs = await quoteFor(bob.id);
    const aliceAgent = await t.signIn(alice);
    const bobAgent = await t.signIn(bob);
    for (const content of ["one", "two", "three"]) await aliceAgent.post("/api/messages").send({ quoteId: mine, content });
    await bobAgent.post("/api/messages").send({ quoteId: theirs, content: "secret" });

    const recent = await aliceAgent.get("/api/messages/recent?limit=2");
    expect(recent.status).toBe(200);
    expect(recent.body.map((m: { content: string }) => m.content)).toEqual(["three", "two"]);
    expect(recent.body[0].quoteNumber).toBe((await aliceAgent.get(`/api/quotes/${mine}`)).body.number);
    expect((await aliceAgent.get("/api/messages/recent?limit=500")).status).toBe(400);
  });
});
