import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { menuItems, messages, quoteLines, users } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
let admin: request.Agent;
let dish: number;
let marketDish: number;
beforeAll(async () => {
  t = await createTestApp();
  [{ id: dish }, { id: marketDish }] = await t.database.db
    .insert(menuItems)
    .values([
      { category: "sides", name: "Jollof Rice", price: "Half Pan $60 / Full Pan $90" },
      { category: "entrees", name: "Lobster Tails", price: "Market Value" },
    ])
    .returning({ id: menuItems.id });
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(() => t.close());

const inThreeWeeks = () => new Date(Date.now() + 21 * 86_400_000).toISOString();
const proposal = (client: object) => ({
  client,
  eventType: "wedding",
  eventDate: inThreeWeeks(),
  guestCount: 120,
  venue: "The Grand Hall, Brooklyn",
  lines: [
    { kind: "menu", menuItemId: dish, option: "Full Pan", description: "Jollof Rice (Full Pan)", quantity: 4, unitPrice: "90.00" },
    { kind: "menu", menuItemId: marketDish, description: "Lobster Tails", quantity: 120, unitPrice: "18.50" },
    { kind: "staffing", description: "Servers, 6 hours", quantity: 4, unitPrice: "150" },
    { kind: "delivery", description: "Delivery and setup", quantity: 1, unitPrice: "75.00" },
  ],
  notes: "Gluten-free options for 10 guests",
});

describe("proposals prepared for a client", () => {
  it("an admin prepares a priced proposal for an existing client: it is theirs, totalled by the server, posted and emailed", async () => {
    const client = await t.createUser({ role: "client" });
    const found = await admin.get("/api/admin/clients").query({ search: client.username.slice(0, 6) });
    expect(found.status).toBe(200);
    expect(found.body.map((c: { id: number }) => c.id)).toContain(client.id);

    const res = await admin.post("/api/admin/proposals").send(proposal({ kind: "existing", id: client.id }));
    expect(res.status).toBe(201);
    // 4 × 90 + 120 × 18.50 + 4 × 150 + 75 = 360 + 2,220 + 600 + 75
    expect(res.body).toMatchObject({ clientId: client.id, status: "sent", totalAmount: "3255.00", depositAmount: "1627.50", menuPackage: "custom" });
    expect(res.body.menuItemIds.sort()).toEqual([dish, marketDish].sort());
    expect(res.body.lines).toHaveLength(4);
    expect(res.body.lines[2]).toEqual({ kind: "staffing", menuItemId: null, description: "Servers, 6 hours", quantity: 4, unitPrice: "150.00", lineTotal: "600.00", rateBasisPoints: null, perPerson: false });

    const own = await t.signIn(client);
    const seen = await own.get(`/api/quotes/${res.body.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.lines.map((l: { lineTotal: string }) => l.lineTotal)).toEqual(["360.00", "2220.00", "600.00", "75.00"]);
    const posted = await t.database.db.select().from(messages).where(eq(messages.quoteId, res.body.id));
    expect(posted[0].content).toContain(`We have prepared proposal ${res.body.number} for you: $3,255.00`);
    const mail = (await t.outbox()).find((m) => m.to[0].address === client.email && m.subject.includes(res.body.number));
    expect(mail?.text).toContain("Total: $3,255.00");
    expect((await own.get(`/api/quotes/${res.body.id}/pdf`)).status).toBe(200);
  });

  it("a new contact gets a client account and an invitation that lets them choose a password", async () => {
    const res = await admin.post("/api/admin/proposals").send(proposal({ kind: "new", name: "Nia Okafor", email: "Nia.Okafor@example.com", phone: "555-0199" }));
    expect(res.status).toBe(201);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, res.body.clientId));
    expect(account).toMatchObject({ role: "client", username: "Nia.Okafor", fullName: "Nia Okafor", phone: "555-0199" });
    expect(res.body.client).toMatchObject({ fullName: "Nia Okafor" });
    const mail = (await t.outbox()).find((m) => m.to[0].address === "Nia.Okafor@example.com");
    const link = /reset-password\?token=([\w-]+)/.exec(mail!.text)!;
    const reset = await request(t.server).post("/api/reset-password").send({ token: link[1], newPassword: "Okafor-Events-2026" });
    expect(reset.status).toBe(200);
    const signedIn = await request(t.server).post("/api/login").send({ username: "Nia.Okafor", password: "Okafor-Events-2026" });
    expect(signedIn.status).toBe(200);

    const again = await admin.post("/api/admin/proposals").send(proposal({ kind: "new", name: "Nia O.", email: "nia.okafor@example.com", phone: "555-0199" }));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already exists/);
  });

  it("refuses bad input with a clear 4xx and keeps the money on the server", async () => {
    const client = await t.createUser({ role: "client" });
    const bad = [
      { ...proposal({ kind: "existing", id: client.id }), lines: [] },
      { ...proposal({ kind: "existing", id: client.id }), lines: [{ kind: "menu", description: "Rice", quantity: 0, unitPrice: "10.00" }] },
      { ...proposal({ kind: "existing", id: client.id }), lines: [{ kind: "menu", description: "Rice", quantity: 1, unitPrice: "-5" }] },
      { ...proposal({ kind: "existing", id: client.id }), lines: [{ kind: "other", description: "Gold", quantity: 100_000, unitPrice: "99999999.00" }] },
      { ...proposal({ kind: "existing", id: client.id }), totalAmount: "1.00" },
      proposal({ kind: "new", name: "", email: "not-an-email", phone: "1" }),
    ];
    for (const body of bad) {
      const res = await admin.post("/api/admin/proposals").send(body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const otherAdmin = await t.createUser({ role: "admin" });
    expect((await admin.post("/api/admin/proposals").send(proposal({ kind: "existing", id: otherAdmin.id }))).status).toBe(404);
    expect((await admin.post("/api/admin/proposals").send(proposal({ kind: "existing", id: 999_999 }))).status).toBe(404);
    const gone = await admin.post("/api/admin/proposals").send({ ...proposal({ kind: "existing", id: client.id }), lines: [{ kind: "menu", menuItemId: 999_999, description: "Ghost", quantity: 1, unitPrice: "1.00" }] });
    expect(gone.status).toBe(400);
    expect(await t.database.db.select().from(quoteLines).where(eq(quoteLines.description, "Ghost"))).toEqual([]);
  });
});
