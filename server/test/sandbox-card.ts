import type http from "node:http";
import request from "supertest";
import { SANDBOX_API_KEY } from "../payments/sandbox";

/** What a browser does before paying in test mode: tokenise a good test card with the sandbox provider. */
export async function sandboxCardToken(app: http.Server): Promise<string> {
  const res = await request(app)
    .post("/api/payments/sandbox/tokens")
    .set("apikey", SANDBOX_API_KEY)
    .send({ card: { number: "4242424242424242", exp_month: "12", exp_year: "2031", cvv: "123" } });
  if (res.status !== 201) throw new Error(`sandbox tokenisation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}
