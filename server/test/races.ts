import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import type { FakeClover } from "./fake-clover";

/**
 * Tests racing two actors on the same thing (docs/architecture.md, "Money and the business's changes"): the gap
 * between their starts, the race itself, and the app over real HTTP with each side's own session.
 */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A gap of up to `max` ms either way: positive, the first side starts first; negative, the second does. */
export const randomGap = (max: number) => Math.round((Math.random() * 2 - 1) * max);

/** Runs both sides with `gap` ms between their starts: positive, `first` goes first; negative, `second`; near 0, they overlap. */
export async function race<A, B>(gap: number, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  const later = async <T,>(ms: number, run: () => Promise<T>) => {
    if (ms > 0) await sleep(ms);
    return run();
  };
  return Promise.all([later(-gap, first), later(gap, second)]);
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** The app listening on a free port: JSON calls with a session cookie, and sign-in for that cookie. */
export async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const res = await fetch(`${base}${path}`, { method, headers: { "Content-Type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {} };
  }

  async function signIn(username: string, password: string): Promise<string> {
    const res = await fetch(`${base}/api/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username, password }) });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie().find((c) => c.startsWith("cc.sid="))!.split(";")[0];
  }

  return { base, api, signIn, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A card token from the fake provider, as the browser's card form gets one (a 4242 test card). */
export async function cardToken(fake: FakeClover): Promise<string> {
  const res = await fetch(`${fake.url}/v1/tokens`, {
    method: "POST",
    headers: { apikey: fake.publicKey, "Content-Type": "application/json" },
    body: JSON.stringify({ card: { number: "4242424242424242", exp_month: "12", exp_year: "2031", cvv: "123" } }),
  });
  return ((await res.json()) as { id: string }).id;
}
