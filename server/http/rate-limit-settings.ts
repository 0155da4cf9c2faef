import { z } from "zod";

/**
 * How many requests each limit allows. Sign-in limits count within `windowMs`; the others per hour.
 * Every value can be set from the environment as RATE_LIMIT_<NAME> (e.g. RATE_LIMIT_LOGIN_PER_IP=30).
 */
export interface RateLimitSettings {
  /** Sign-in attempts per address, successful or not (password spraying across accounts). */
  loginPerIp: number;
  /** Failed sign-ins per account from browsers it has never signed in on, from all addresses together. */
  loginFailuresPerAccount: number;
  /** Failed sign-ins from a browser holding the account's device cookie: its own allowance, so an attacker elsewhere cannot lock the real user out. */
  loginFailuresPerDevice: number;
  registerPerIp: number;
  forgotPerIp: number;
  /** Contact enquiries and quote requests per address: each one sends email, so the forms must not become a spam relay. */
  enquiriesPerIp: number;
  /** Orders and dinner orders created per address, and per signed-in user. */
  ordersPerIp: number;
  ordersPerUser: number;
  /** Test-card tokens made by the payment sandbox per address. */
  cardTokensPerIp: number;
  /** Declined card payments (checkout and deposits) per address, and per order or quote: card testing stops here. */
  cardDeclinesPerIp: number;
  cardDeclinesPerOrder: number;
  /** Portal messages sent per user. */
  messagesPerUser: number;
  /** Wrong passwords at the payment test tool per address, and from all addresses together, within `windowMs`. */
  paymentTestGuessesPerIp: number;
  paymentTestGuessesTotal: number;
  /** The sign-in window, in milliseconds. */
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerIp: 30,
  loginFailuresPerAccount: 10,
  loginFailuresPerDevice: 5,
  registerPerIp: 10,
  forgotPerIp: 5,
  enquiriesPerIp: 20,
  ordersPerIp: 30,
  ordersPerUser: 30,
  cardTokensPerIp: 30,
  cardDeclinesPerIp: 5,
  cardDeclinesPerOrder: 5,
  messagesPerUser: 120,
  paymentTestGuessesPerIp: 10,
  paymentTestGuessesTotal: 20,
  windowMs: 15 * 60 * 1000,
};

const envName = (setting: string) => `RATE_LIMIT_${setting.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/** The limits set in the environment (RATE_LIMIT_LOGIN_PER_IP …); a bad value stops start-up with its name. */
export function rateLimitsFromEnv(env: Record<string, string | undefined>): Partial<RateLimitSettings> {
  const settings: Partial<RateLimitSettings> = {};
  for (const setting of Object.keys(DEFAULT_RATE_LIMITS) as (keyof RateLimitSettings)[]) {
    const raw = env[envName(setting)];
    if (raw === undefined || raw === "") continue;
    const parsed = z.coerce.number().int().min(1).safeParse(raw);
    if (!parsed.success) throw new Error(`Invalid environment: ${envName(setting)} must be a whole number of at least 1`);
    settings[setting] = parsed.data;
  }
  return settings;
}
