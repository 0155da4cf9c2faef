import request from "supertest";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { pdfImagesPerPage, pdfText } from "../test/pdf-text";
import { DOCUMENT_LOGO_PX, renderLogoPng } from "./logo";

/** The proposal PDF carries the business's logo (issue 37), rendered from the site's own SVG. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A response's body as bytes (supertest buffers only text by default). */
const bytesOf = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });

describe("the logo on the proposal PDF", () => {
  it("is the site's SVG logo rendered to a square PNG, the same bytes every time", async () => {
    const png = await renderLogoPng();
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: DOCUMENT_LOGO_PX, height: DOCUMENT_LOGO_PX });
    // The logo's terracotta, not a blank square: its pixels vary.
    const { channels } = await sharp(png).stats();
    expect(channels.some((channel) => channel.min !== channel.max)).toBe(true);
    expect((await renderLogoPng()).equals(png)).toBe(true);
  });

  it("is painted on the first page of a client's proposal PDF, beside the company's name, and the PDF still renders to the same bytes", async () => {
    const client = await t.signIn(await t.createUser());
    const created = await client.post("/api/quotes").send({
      eventType: "wedding",
      eventDate: new Date(Date.now() + 40 * 86_400_000).toISOString(),
      guestCount: 80,
      venue: "123 Main Street, Brooklyn, NY 11201",
      menuPackage: "custom",
      budget: "4000",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const first = await bytesOf(client.get(`/api/quotes/${created.body.id}/pdf`));
    expect(first.status).toBe(200);
    const pdf = first.body as Buffer;
    expect((await pdfImagesPerPage(pdf))[0]).toBe(1);
    const company = (await request(t.server).get("/api/settings/company-info")).body as { name: string };
    expect((await pdfText(pdf)).startsWith(company.name)).toBe(true);
    // The logo is the same PNG each time, so a signature's hash of the PDF still means something (decision 014).
    expect(((await bytesOf(client.get(`/api/quotes/${created.body.id}/pdf`))).body as Buffer).equals(pdf)).toBe(true);
  });
});
