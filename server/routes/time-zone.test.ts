import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import { createTestApp, type TestApp } from "../test/harness";
import { pdfText } from "../test/pdf-text";

let t: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(async () => {
  await t.close();
});

const { businessInstant } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

const pdfOf = async (agent: request.Agent, id: number) =>
  (
    await agent
      .get(`/api/quotes/${id}/pdf`)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => callback(null, Buffer.concat(chunks)));
      })
  ).body as Buffer;

describe("the business's time zone", () => {
  it("a quote at 23:30 New York time is on the New York date in its PDF and emails; a new zone setting moves them", async () => {
    const year = new Date().getFullYear() + 1;
    const lateEvening = businessInstant(`${year}-12-06`, "23:30")!;
    expect(lateEvening.toISOString()).toBe(`${year}-12-07T04:30:00.000Z`);
    const client = await t.createUser();
    const agent = await t.signIn(client);
    const created = await agent.post("/api/quotes").send({ eventType: "corporate", eventDate: lateEvening.toISOString(), guestCount: 60, menuPackage: "custom" });
    expect(created.status).toBe(201);
    expect(await pdfText(await pdfOf(agent, created.body.id))).toContain(`Event date: December 6, ${year}`);
    const received = (await t.outbox()).find((m) => m.to[0].address === client.email);
    expect(received?.text).toContain(`December 6, ${year}`);

    // The admin moves the business to Tokyo: the same instant is December 7 there, in every document.
    const saved = await admin.put("/api/settings/company-info").send({ ...DEFAULT_COMPANY_INFO, timeZone: "Asia/Tokyo" });
    expect(saved.status).toBe(200);
    expect(t.settings().timeZone).toBe("Asia/Tokyo");
    expect((await request(t.server).get("/api/settings/company-info")).body.timeZone).toBe("Asia/Tokyo");
    expect(await pdfText(await pdfOf(agent, created.body.id))).toContain(`Event date: December 7, ${year}`);

    const refused = await admin.put("/api/settings/company-info").send({ ...DEFAULT_COMPANY_INFO, timeZone: "Mars/Olympus_Mons" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Please choose a time zone such as America/New_York");
    await admin.put("/api/settings/company-info").send(DEFAULT_COMPANY_INFO);
    expect(t.settings().timeZone).toBe("America/New_York");
  });
});
