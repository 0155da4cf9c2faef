import crypto from "node:crypto";
import request from "supertest";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { auditLog, quoteSignatures } from "@shared/schema";
import { MAX_SIGNATURE_PNG_BYTES, SIGNATURE_CONSENT_TEXT, SIGNATURE_MESSAGES } from "@shared/rules/signatures";
import { createTestApp, type OutboxMessage, type TestApp } from "../test/harness";
import { pdfAttachments, pdfText } from "../test/pdf-text";
import { makeImage } from "../test/images";
import { signBody, signaturePng } from "../test/signatures";

let t: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(() => t.close());

const sha256 = (bytes: Buffer | Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A binary answer's bytes (supertest buffers JSON and text only). */
async function bytesOf(pending: request.Test): Promise<request.Response & { body: Buffer }> {
  return pending.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });
}

/** A client and the $2,400.00 proposal an admin prepared for them (sent). */
async function proposalForClient() {
  const user = await t.createUser();
  const client = await t.signIn(user);
  const created = await admin.post("/api/admin/proposals").send({
    client: { kind: "existing", id: user.id },
    eventType: "wedding",
    eventDate: inDays(45),
    guestCount: 80,
    venue: "The Grand Hall, Brooklyn",
    lines: [{ kind: "staffing", description: "Servers, 6 hours", quantity: 4, unitPrice: "600.00" }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { client, id: created.body.id as number };
}

describe("signing a proposal (POST /api/quotes/:id/sign)", () => {
  it("binds one version: the stored PDF's SHA-256 is the recorded one, and that of the PDF the client downloaded", async () => {
    const { client, id } = await proposalForClient();
    const downloaded = await bytesOf(client.get(`/api/quotes/${id}/pdf`));
    expect(downloaded.status).toBe(200);
    // The same state renders to the same bytes: the hash means something.
    expect(sha256((await bytesOf(client.get(`/api/quotes/${id}/pdf`))).body)).toBe(sha256(downloaded.body));

    const signed = await client.post(`/api/quotes/${id}/sign`).set("User-Agent", "SignatureTest/1.0").send(await signBody("Pat Signer"));
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ status: "accepted", signature: { signerName: "Pat Signer", version: 1, current: true, documentSha256: sha256(downloaded.body) } });

    const rows = await t.database.db.select().from(quoteSignatures).where(eq(quoteSignatures.quoteId, id));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ version: 1, signerName: "Pat Signer", consentText: SIGNATURE_CONSENT_TEXT, userAgent: "SignatureTest/1.0" });
    expect(row.ipAddress).toMatch(/127\.0\.0\.1|::1/);
    expect(row.signaturePng.subarray(0, 4).toString("latin1")).toBe("\x89PNG");
    // Recomputed from the stored document: the recorded hash, and the hash of the PDF the client had downloaded.
    expect(sha256(row.documentPdf)).toBe(row.documentSha256);
    expect(row.documentPdf.equals(downloaded.body)).toBe(true);

    // The detail shows who signed; the original is served as stored.
    expect((await client.get(`/api/quotes/${id}`)).body.signature).toMatchObject({ signerName: "Pat Signer", documentSha256: row.documentSha256 });
    const original = await bytesOf(client.get(`/api/quotes/${id}/signed-original.pdf`));
    expect(original.status).toBe(200);
    expect(sha256(original.body)).toBe(row.documentSha256);

    // Signed once: the same version is not signed again.
    expect((await client.post(`/api/quotes/${id}/sign`).send(await signBody())).status).toBe(409);
  });

  it("serves the signed PDF: the certificate's fields and hash, the signature drawn, and the original attached byte for byte", async () => {
    const { client, id } = await proposalForClient();
    expect((await bytesOf(client.get(`/api/quotes/${id}/signed.pdf`))).status).toBe(404);
    expect((await client.post(`/api/quotes/${id}/sign`).set("User-Agent", "SignatureTest/2.0").send(await signBody("Pat Q. Signer"))).status).toBe(200);
    const [row] = await t.database.db.select().from(quoteSignatures).where(eq(quoteSignatures.quoteId, id));

    const signed = await bytesOf(client.get(`/api/quotes/${id}/signed.pdf`));
    expect(signed.status).toBe(200);
    expect(signed.headers["content-type"]).toContain("application/pdf");
    const text = await pdfText(signed.body);
    for (const expected of ["Signature certificate", "Pat Q. Signer", row.documentSha256, "SignatureTest/2.0", row.ipAddress, row.signedAt.toISOString(), "How to verify", "Version 1"]) {
      expect(text).toContain(expected);
    }
    // The drawn signature is on the page (an image XObject).
    expect(signed.body.includes(Buffer.from("/Subtype /Image"))).toBe(true);
    const attached = await pdfAttachments(signed.body);
    const [name] = Object.keys(attached);
    expect(name).toMatch(/^quote-CC-\d{4}-\d+-v1\.pdf$/);
    expect(sha256(attached[name])).toBe(row.documentSha256);
    expect(Buffer.from(attached[name]).equals(row.documentPdf)).toBe(true);

    // The same signature gives the same signed PDF; an admin reads it too; another client does not.
    expect(sha256((await bytesOf(admin.get(`/api/quotes/${id}/signed.pdf`))).body)).toBe(sha256(signed.body));
    const stranger = await t.signIn(await t.createUser());
    expect((await stranger.get(`/api/quotes/${id}/signed.pdf`)).status).toBe(404);
    expect((await stranger.get(`/api/quotes/${id}/signed-original.pdf`)).status).toBe(404);
  });

  it("a changed proposal renders another hash, and the signature binds the one in force when signed", async () => {
    const { client, id } = await proposalForClient();
    const before = await bytesOf(client.get(`/api/quotes/${id}/pdf`));
    expect((await admin.patch(`/api/quotes/${id}`).send({ notes: "Vegetarian menu for 10 guests" })).status).toBe(200);
    const after = await bytesOf(client.get(`/api/quotes/${id}/pdf`));
    expect(sha256(after.body)).not.toBe(sha256(before.body));
    const signed = await client.post(`/api/quotes/${id}/sign`).send(await signBody());
    expect(signed.body.signature.documentSha256).toBe(sha256(after.body));
  });

  it("refuses what is not a drawn signature, a missing consent or name, with 400 and nothing stored", async () => {
    const { client, id } = await proposalForClient();
    const body = await signBody();
    const base64 = (bytes: Buffer) => bytes.toString("base64");
    const blank = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, signaturePng: base64(await makeImage("jpeg")) }, SIGNATURE_MESSAGES.notPng],
      [{ ...body, signaturePng: base64(Buffer.from("not an image at all")) }, SIGNATURE_MESSAGES.notPng],
      // Starts like a PNG, but is not one.
      [{ ...body, signaturePng: base64(Buffer.concat([(await signaturePng()).subarray(0, 16), Buffer.alloc(64)])) }, SIGNATURE_MESSAGES.notPng],
      [{ ...body, signaturePng: "data:image/png;base64,@@@" }, SIGNATURE_MESSAGES.notPng],
      [{ ...body, signaturePng: base64(blank) }, SIGNATURE_MESSAGES.blank],
      [{ ...body, signaturePng: base64(Buffer.alloc(MAX_SIGNATURE_PNG_BYTES + 3)) }, SIGNATURE_MESSAGES.tooLarge],
      [{ ...body, signaturePng: "" }, SIGNATURE_MESSAGES.signature],
      [{ ...body, consent: false }, SIGNATURE_MESSAGES.consent],
      [{ signerName: body.signerName, signaturePng: body.signaturePng }, SIGNATURE_MESSAGES.consent],
      [{ ...body, signerName: "P" }, SIGNATURE_MESSAGES.signerName],
      [{ ...body, signerName: "x".repeat(101) }, SIGNATURE_MESSAGES.signerName],
    ];
    for (const [sent, message] of cases) {
      const res = await client.post(`/api/quotes/${id}/sign`).send(sent);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await t.database.db.select().from(quoteSignatures).where(eq(quoteSignatures.quoteId, id))).toEqual([]);
    expect((await client.get(`/api/quotes/${id}`)).body).toMatchObject({ status: "sent", signature: null });
  });

  it("is the client's own: another client and an admin get 404; an unpriced request cannot be signed", async () => {
    const { id } = await proposalForClient();
    const stranger = await t.signIn(await t.createUser());
    expect((await stranger.post(`/api/quotes/${id}/sign`).send(await signBody())).status).toBe(404);
    expect((await admin.post(`/api/quotes/${id}/sign`).send(await signBody())).status).toBe(404);
    expect((await request(t.server).post(`/api/quotes/${id}/sign`).send(await signBody())).status).toBe(401);

    const owner = await t.signIn(await t.createUser());
    const unpriced = await owner.post("/api/quotes").send({ eventType: "wedding", eventDate: inDays(40), guestCount: 80, menuPackage: "custom", budget: "900" });
    expect(unpriced.status, JSON.stringify(unpriced.body)).toBe(201);
    expect((await owner.post(`/api/quotes/${unpriced.body.id}/sign`).send(await signBody())).status).toBe(409);
  });

  it("accepting without a signature is refused to the client; an admin's acceptance for the client is audited", async () => {
    const { client, id } = await proposalForClient();
    const plain = await client.patch(`/api/quotes/${id}/status`).send({ status: "accepted" });
    expect(plain.status).toBe(400);
    expect(plain.body.message).toBe(SIGNATURE_MESSAGES.signToAccept);
    // Declining needs no signature.
    const other = await proposalForClient();
    expect((await other.client.patch(`/api/quotes/${other.id}/status`).send({ status: "rejected" })).status).toBe(200);

    expect((await admin.patch(`/api/quotes/${id}/status`).send({ status: "accepted" })).status).toBe(200);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, "quote"), eq(auditLog.entityId, id))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "quote.status", after: { status: "accepted" } });
    expect((await client.get(`/api/quotes/${id}`)).body.signature).toBeNull();
  });
});

describe("signing through a visitor's proposal link", () => {
  it("accepts the linked proposal by signature, serves its signed PDF, and refuses the plain acceptance", async () => {
    const email = `signer_${Math.random().toString(36).slice(2, 8)}@example.com`;
    const created = await request(t.server)
      .post("/api/quotes")
      .send({ eventType: "wedding", eventDate: inDays(40), guestCount: 80, menuPackage: "custom", budget: "4000", contactName: "Vera Visitor", contactEmail: email, contactPhone: "555-0101" });
    expect(created.status).toBe(201);
    expect((await admin.patch(`/api/quotes/${created.body.id}`).send({ totalAmount: "3000.00" })).status).toBe(200);
    const mail = (await t.outbox()).filter((m: OutboxMessage) => m.to.some((to) => to.address === email) && m.subject.includes("was updated"));
    const token = [...mail.at(-1)!.text.matchAll(/\/proposals\/view\/([A-Za-z0-9_-]+)/g)][0][1];

    const plain = await request(t.server).patch(`/api/proposal-links/${token}/status`).send({ status: "accepted" });
    expect(plain.status).toBe(400);
    expect(plain.body.message).toBe(SIGNATURE_MESSAGES.signToAccept);
    expect((await request(t.server).get(`/api/proposal-links/${token}/signed.pdf`)).status).toBe(404);

    // What the visitor sees is what the business's download shows: the bytes the signature will bind.
    const before = await bytesOf(admin.get(`/api/quotes/${created.body.id}/pdf`));
    const signed = await request(t.server).post(`/api/proposal-links/${token}/sign`).set("User-Agent", "VisitorBrowser/9").send(await signBody("Vera Visitor"));
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    // Version 2: the request was version 1, the business's price the next (docs/decisions/015-proposal-versions.md).
    expect(signed.body).toMatchObject({ status: "accepted", signature: { signerName: "Vera Visitor", version: 2, current: true } });
    expect((await request(t.server).get(`/api/proposal-links/${token}`)).body.signature).toMatchObject({ signerName: "Vera Visitor" });

    const [row] = await t.database.db.select().from(quoteSignatures).where(eq(quoteSignatures.quoteId, created.body.id));
    expect(row.userAgent).toBe("VisitorBrowser/9");
    expect(sha256(row.documentPdf)).toBe(row.documentSha256);
    expect(row.documentSha256).toBe(sha256(before.body));
    const pdf = await bytesOf(request(t.server).get(`/api/proposal-links/${token}/signed.pdf`));
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.body)).toContain(row.documentSha256);
    const original = await bytesOf(request(t.server).get(`/api/proposal-links/${token}/signed-original.pdf`));
    expect(sha256(original.body)).toBe(row.documentSha256);
    // A link that opens nothing signs nothing.
    expect((await request(t.server).post(`/api/proposal-links/${"A".repeat(54)}/sign`).send(await signBody())).status).toBe(404);
  });
});
