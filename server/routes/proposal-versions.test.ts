import crypto from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { menuItems, quoteSignatures } from "@shared/schema";
import { diffProposalVersions, type DiffableVersion } from "@shared/rules/proposal-diff";
import { SIGNATURE_MESSAGES } from "@shared/rules/signatures";
import type { ProposalVersionView } from "@shared/validators/quotes";
import { createTestApp, type OutboxMessage, type TestApp } from "../test/harness";
import { pdfAttachments, pdfText } from "../test/pdf-text";
import { signBody } from "../test/signatures";

/**
 * Proposal versions (docs/decisions/015-proposal-versions.md): every change the business sends is a version, the
 * client is shown what changed since the version they last opened, and a signature binds one version.
 */
let t: TestApp;
let admin: request.Agent;
let adminName: string;
let dishes: { rice: number; chicken: number; plantains: number };
beforeAll(async () => {
  t = await createTestApp();
  const adminUser = await t.createUser({ role: "admin" });
  adminName = adminUser.username;
  admin = await t.signIn(adminUser);
  const rows = await t.database.db
    .insert(menuItems)
    .values([
      { category: "entrees", name: "Jollof Rice", price: "Half Pan $60 / Full Pan $90" },
      { category: "entrees", name: "Jerk Chicken", price: "Half Pan $75 / Full Pan $125" },
      { category: "sides", name: "Fried Plantains", price: "Half Pan $50 / Full Pan $80" },
    ])
    .returning({ id: menuItems.id });
  dishes = { rice: rows[0].id, chicken: rows[1].id, plantains: rows[2].id };
});
afterAll(() => t.close());

const sha256 = (bytes: Buffer | Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const TIME_ZONE = "America/New_York";

/** A binary answer's bytes (supertest buffers JSON and text only). */
async function bytesOf(pending: request.Test): Promise<request.Response & { body: Buffer }> {
  return pending.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });
}

/** A client and the $2,435.25 proposal an admin prepared for them, priced by hand line by line: version 1. */
async function proposalForClient() {
  const user = await t.createUser();
  const client = await t.signIn(user);
  const created = await admin.post("/api/admin/proposals").send({
    client: { kind: "existing", id: user.id },
    eventType: "wedding",
    eventDate: inDays(45),
    guestCount: 80,
    venue: "The Grand Hall, Brooklyn",
    lines: [
      { kind: "menu", description: "Jollof Rice (Full Pan)", quantity: 4, unitPrice: "90.00" },
      { kind: "menu", description: "Jerk Chicken (Full Pan)", quantity: 2, unitPrice: "125.00" },
      { kind: "staffing", description: "Servers, 6 hours", quantity: 4, unitPrice: "450.00" },
      { kind: "delivery", description: "Delivery and setup", quantity: 1, unitPrice: "25.25" },
    ],
    notes: "Gluten-free options for 10 guests",
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { client, id: created.body.id as number };
}

/** The diff the client's screen shows, with the dish names the versions carry. */
function diff(from: ProposalVersionView, to: ProposalVersionView) {
  const names = new Map([...from.dishes, ...to.dishes].map((d) => [d.id, d.name]));
  return diffProposalVersions(from as DiffableVersion, to as DiffableVersion, { timeZone: TIME_ZONE, dishName: (id) => names.get(id) }).map((c) => c.text);
}

describe("proposal versions (GET /api/quotes/:id/versions)", () => {
  it("makes a version of each change the business sends, and shows the diff since the version the client last opened", async () => {
    const { client, id } = await proposalForClient();
    const first = await client.get(`/api/quotes/${id}/versions`);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(1);
    expect(first.body[0]).toMatchObject({
      version: 1,
      source: "business",
      totalAmount: "2435.25",
      guestCount: 80,
      menuItemIds: [],
      dishes: [],
      notes: "Gluten-free options for 10 guests",
    });
    expect(first.body[0].lines).toMatchObject([
      { kind: "menu", menuItemId: null, description: "Jollof Rice (Full Pan)", quantity: 4, unitPrice: "90.00", lineTotal: "360.00" },
      { kind: "menu", menuItemId: null, description: "Jerk Chicken (Full Pan)", quantity: 2, unitPrice: "125.00", lineTotal: "250.00" },
      { kind: "staffing", menuItemId: null, description: "Servers, 6 hours", quantity: 4, unitPrice: "450.00", lineTotal: "1800.00" },
      { kind: "delivery", menuItemId: null, description: "Delivery and setup", quantity: 1, unitPrice: "25.25", lineTotal: "25.25" },
    ]);
    // The client's view does not name the admin who made a version.
    expect(first.body[0]).not.toHaveProperty("createdBy");

    expect((await client.get(`/api/quotes/${id}`)).body).toMatchObject({ version: 1, clientSeenVersion: null });
    // Opening it: version 1 is the one the client saw.
    // Opening alone (the list) marks it viewed but records no version: the screen that shows the changes does.
    expect((await client.patch(`/api/quotes/${id}/viewed`).send({})).body).toMatchObject({ status: "viewed", version: 1, clientSeenVersion: null });
    expect((await client.patch(`/api/quotes/${id}/viewed`).send({ version: 1 })).body).toMatchObject({ status: "viewed", version: 1, clientSeenVersion: 1 });

    // The business moves the date and names the dishes: version 2. (Its price is its lines': a typed total is refused.)
    expect((await admin.patch(`/api/quotes/${id}`).send({ totalAmount: "2600.00" })).status).toBe(409);
    const moved = await admin.patch(`/api/quotes/${id}`).send({ eventDate: inDays(52), menuItemIds: [dishes.rice, dishes.chicken] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ version: 2, clientSeenVersion: 1 });
    // The same values again are no change, and no version.
    expect((await admin.patch(`/api/quotes/${id}`).send({ menuItemIds: [dishes.rice, dishes.chicken] })).body.version).toBe(2);
    // New notes alone are sent to the client too: version 3.
    expect((await admin.patch(`/api/quotes/${id}`).send({ notes: "Gluten-free options for 12 guests" })).body.version).toBe(3);
    // An admin reading the proposal does not make it seen by the client.
    expect((await admin.patch(`/api/quotes/${id}/viewed`).send({ version: 3 })).body.clientSeenVersion).toBe(1);

    const versions: ProposalVersionView[] = (await client.get(`/api/quotes/${id}/versions`)).body;
    expect(versions.map((v) => [v.version, v.source, v.totalAmount, v.notes])).toEqual([
      [1, "business", "2435.25", "Gluten-free options for 10 guests"],
      [2, "business", "2435.25", "Gluten-free options for 10 guests"],
      [3, "business", "2435.25", "Gluten-free options for 12 guests"],
    ]);
    // Each version kept its own; the lines were not changed here, so every version has them as they were.
    expect(versions[2].lines).toEqual(versions[0].lines);
    expect(versions[1].dishes).toEqual([
      { id: dishes.rice, name: "Jollof Rice" },
      { id: dishes.chicken, name: "Jerk Chicken" },
    ]);
    // The dishes again, one swapped: version 4.
    expect((await admin.patch(`/api/quotes/${id}`).send({ menuItemIds: [dishes.rice, dishes.plantains] })).body.version).toBe(4);
    versions.push((await client.get(`/api/quotes/${id}/versions`)).body[3]);

    const seen = (await client.get(`/api/quotes/${id}`)).body;
    expect(seen).toMatchObject({ version: 4, clientSeenVersion: 1 });
    const since = diff(versions[seen.clientSeenVersion - 1], versions[seen.version - 1]);
    expect(since).toEqual([
      expect.stringMatching(/^Event date changed from .+ to .+$/),
      "Dish added: Jollof Rice",
      "Dish added: Fried Plantains",
      "Notes changed from “Gluten-free options for 10 guests” to “Gluten-free options for 12 guests”",
    ]);
    expect(diff(versions[1], versions[2])).toEqual(["Notes changed from “Gluten-free options for 10 guests” to “Gluten-free options for 12 guests”"]);
    expect(diff(versions[2], versions[3])).toEqual(["Dish added: Fried Plantains", "Dish removed: Jerk Chicken"]);

    // Opening it again: the client has now seen version 4, and the next diff starts there.
    // A version past the current one is taken as the current one, and the seen version never goes back.
    expect((await client.patch(`/api/quotes/${id}/viewed`).send({ version: 99 })).body).toMatchObject({ version: 4, clientSeenVersion: 4 });
    expect((await client.patch(`/api/quotes/${id}/viewed`).send({ version: 2 })).body).toMatchObject({ version: 4, clientSeenVersion: 4 });
    expect((await client.patch(`/api/quotes/${id}/viewed`).send({ version: "x" })).status).toBe(400);

    // Admins see who made each version.
    const forAdmin: ProposalVersionView[] = (await admin.get(`/api/quotes/${id}/versions`)).body;
    expect(forAdmin.map((v) => v.createdBy)).toEqual([adminName, adminName, adminName, adminName]);
  });

  it("is the owner's or an admin's: another client gets the same 404 as for a missing quote, a visitor 401", async () => {
    const { id } = await proposalForClient();
    const stranger = await t.signIn(await t.createUser());
    const refused = await stranger.get(`/api/quotes/${id}/versions`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual((await stranger.get("/api/quotes/999999/versions")).body);
    expect((await request(t.server).get(`/api/quotes/${id}/versions`)).status).toBe(401);
    expect((await admin.get(`/api/quotes/${id}/versions`)).status).toBe(200);
  });
});

describe("a visitor's versions, through the proposal link", () => {
  it("lists the request and the business's price, and remembers the version opened", async () => {
    const email = `versions_${Math.random().toString(36).slice(2, 8)}@example.com`;
    const created = await request(t.server)
      .post("/api/quotes")
      .send({ eventType: "wedding", eventDate: inDays(40), guestCount: 80, menuPackage: "custom", budget: "4000", contactName: "Vera Visitor", contactEmail: email, contactPhone: "555-0101" });
    expect(created.status).toBe(201);
    expect((await admin.patch(`/api/quotes/${created.body.id}`).send({ totalAmount: "3000.00" })).status).toBe(200);
    const mail = (await t.outbox()).filter((m: OutboxMessage) => m.to.some((to) => to.address === email) && m.subject.includes("was updated"));
    const token = [...mail.at(-1)!.text.matchAll(/\/proposals\/view\/([A-Za-z0-9_-]+)/g)][0][1];

    const versions = await request(t.server).get(`/api/proposal-links/${token}/versions`);
    expect(versions.status).toBe(200);
    expect(versions.body.map((v: ProposalVersionView) => [v.version, v.source, v.totalAmount])).toEqual([
      [1, "request", "0.00"],
      [2, "business", "3000.00"],
    ]);
    expect(versions.body[1]).not.toHaveProperty("createdBy");
    // The visitor made version 1 themselves: the business's price is shown to them as the change from it.
    expect((await request(t.server).get(`/api/proposal-links/${token}`)).body).toMatchObject({ version: 2, clientSeenVersion: 1 });
    expect((await request(t.server).patch(`/api/proposal-links/${token}/viewed`).send({ version: 2 })).body).toMatchObject({ version: 2, clientSeenVersion: 2 });
    // A link that opens nothing lists nothing.
    expect((await request(t.server).get(`/api/proposal-links/${"A".repeat(54)}/versions`)).status).toBe(404);
  });
});

describe("a signature binds one version", () => {
  it("records the version signed; a new version needs a new signature, which binds it and keeps the proposal accepted", async () => {
    const { client, id } = await proposalForClient();
    const signed = await client.post(`/api/quotes/${id}/sign`).send({ ...(await signBody("Pat Signer")), version: 1 });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ status: "accepted", version: 1, signature: { version: 1, current: true } });

    // The business changes the accepted proposal: version 2, which the first signature does not bind.
    expect((await admin.patch(`/api/quotes/${id}`).send({ notes: "Vegetarian menu for 10 guests" })).status).toBe(200);
    const changed = (await client.get(`/api/quotes/${id}`)).body;
    expect(changed).toMatchObject({ status: "accepted", version: 2, signature: { version: 1, current: false } });

    // A signature of the version the client read before the change is refused: it is not the document in force.
    const stale = await client.post(`/api/quotes/${id}/sign`).send({ ...(await signBody()), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(SIGNATURE_MESSAGES.changed);

    const again = await client.post(`/api/quotes/${id}/sign`).set("User-Agent", "Resign/1.0").send({ ...(await signBody("Pat Signer")), version: 2 });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ status: "accepted", version: 2, signature: { version: 2, current: true } });
    expect((await client.post(`/api/quotes/${id}/sign`).send(await signBody())).body.message).toBe(SIGNATURE_MESSAGES.alreadySigned);

    const rows = await t.database.db.select().from(quoteSignatures).where(eq(quoteSignatures.quoteId, id)).orderBy(asc(quoteSignatures.id));
    expect(rows.map((r) => r.version)).toEqual([1, 2]);
    // Each hash recomputed from the PDF stored with it; the two versions are two documents.
    for (const row of rows) expect(sha256(row.documentPdf)).toBe(row.documentSha256);
    expect(rows[1].documentSha256).not.toBe(rows[0].documentSha256);
    expect(await pdfText(rows[1].documentPdf)).toContain("Vegetarian menu for 10 guests");
    expect(await pdfText(rows[0].documentPdf)).not.toContain("Vegetarian menu for 10 guests");

    // The signed PDF is the signature in force: it names version 2 and carries version 2's document.
    const signedPdf = await bytesOf(client.get(`/api/quotes/${id}/signed.pdf`));
    const text = await pdfText(signedPdf.body);
    expect(text).toContain("Version 2");
    expect(text).toContain(rows[1].documentSha256);
    const attached = await pdfAttachments(signedPdf.body);
    const [name] = Object.keys(attached);
    expect(name).toMatch(/-v2\.pdf$/);
    expect(sha256(attached[name])).toBe(rows[1].documentSha256);
    expect(sha256((await bytesOf(client.get(`/api/quotes/${id}/signed-original.pdf`))).body)).toBe(rows[1].documentSha256);
  });

  it("a declined proposal cannot be signed again, whatever its version", async () => {
    const { client, id } = await proposalForClient();
    expect((await client.post(`/api/quotes/${id}/sign`).send(await signBody())).status).toBe(200);
    expect((await admin.patch(`/api/quotes/${id}`).send({ notes: "Changed after signing" })).status).toBe(200);
    expect((await admin.patch(`/api/quotes/${id}/status`).send({ status: "rejected" })).status).toBe(200);
    const refused = await client.post(`/api/quotes/${id}/sign`).send(await signBody());
    expect(refused.status).toBe(409);
    expect((await t.database.db.select().from(quoteSignatures).where(eq(quoteSignatures.quoteId, id))).map((r) => r.version)).toEqual([1]);
  });
});
