import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { projectRoot } from "./paths";
import type { DatabaseTimeouts } from "./db/client";
import type { S3StorageConfig } from "./storage/s3-storage";
import { rateLimitsFromEnv, type RateLimitSettings } from "./http/rate-limit-settings";

const booleanText = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default("./data"),
  UPLOADS_DIR: z.string().optional(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  DEMO_MODE: booleanText.optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Creative Cuisines <hello@creativecuisines.example>"),
  APP_URL: z.string().url().optional(),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  PAYMENT_PROVIDER: z.enum(["sandbox", "clover"]).default("sandbox"),
  CLOVER_PUBLIC_KEY: z.string().optional(),
  CLOVER_PRIVATE_TOKEN: z.string().optional(),
  CLOVER_TOKEN_URL: z.string().url().default("https://token-sandbox.dev.clover.com"),
  CLOVER_API_URL: z.string().url().default("https://scl-sandbox.dev.clover.com"),
  PAYMENT_TEST_PASSWORD: z.string().min(1).optional(),
  SERVE_CLIENT: booleanText.default(true),
  WORKERS: booleanText.default(true),
  STORAGE: z.enum(["disk", "s3"]).default("disk"),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanText.optional(),
  S3_PREFIX: z.string().default("uploads/"),
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).optional(),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).optional(),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface AppConfig {
  isProduction: boolean;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  sessionSecret: string;
  demoMode: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  trustProxy: number;
  logLevel: string;
  /** False: the API alone (the web client is served elsewhere, e.g. by a CDN). */
  serveClient: boolean;
  /** Absent = the built-in sandbox gateway. */
  clover: { publicKey: string; privateToken: string; tokenBaseUrl: string; apiBaseUrl: string } | undefined;
  /** Absent = the payment test page is switched off. */
  paymentTestPassword: string | undefined;
  /** WORKERS=false: this instance enqueues background jobs (mail) but leaves running them to the others. */
  workers: boolean;
  /** STORAGE=s3: uploads in an S3-compatible bucket shared by every instance; absent = the local folder. */
  s3: S3StorageConfig | undefined;
  /** DB_*_TIMEOUT_MS: how long a request may wait on PostgreSQL before it answers 503 (defaults in db/client.ts). */
  databaseTimeouts: Partial<DatabaseTimeouts>;
  /** Limits set with RATE_LIMIT_* variables; the rest keep their defaults. */
  rateLimits: Partial<RateLimitSettings>;
}

// Only ever used outside production, where a fixed secret does no harm: sessions are not worth forging there.
const DEVELOPMENT_SESSION_SECRET = "creative-cuisines-development-secret-not-for-production";

/** Reads and checks the environment once at start-up; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (DATABASE_URL= in a .env file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  if (isProduction && !e.SESSION_SECRET) {
    throw new Error("SESSION_SECRET is required when NODE_ENV=production (see .env.example).");
  }
  if (e.STORAGE === "s3" && !e.S3_BUCKET) throw new Error("STORAGE=s3 needs S3_BUCKET (see .env.example).");
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (see .env.example).");
  if (e.PAYMENT_PROVIDER === "clover" && (!e.CLOVER_PUBLIC_KEY || !e.CLOVER_PRIVATE_TOKEN)) {
    throw new Error("PAYMENT_PROVIDER=clover needs CLOVER_PUBLIC_KEY and CLOVER_PRIVATE_TOKEN (see .env.example).");
  }
  const root = projectRoot();
  const dataDir = path.resolve(root, e.DATA_DIR);
  return {
    isProduction,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadsDir: path.resolve(root, e.UPLOADS_DIR ?? "./uploads"),
    sessionSecret: e.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    // Demo data is the default only on the embedded database, and never in production unless asked for.
    demoMode: e.DEMO_MODE ?? (!e.DATABASE_URL && !isProduction),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    serveClient: e.SERVE_CLIENT,
    clover:
      e.PAYMENT_PROVIDER === "clover"
        ? { publicKey: e.CLOVER_PUBLIC_KEY!, privateToken: e.CLOVER_PRIVATE_TOKEN!, tokenBaseUrl: e.CLOVER_TOKEN_URL, apiBaseUrl: e.CLOVER_API_URL }
        : undefined,
    paymentTestPassword: e.PAYMENT_TEST_PASSWORD,
    workers: e.WORKERS,
    s3:
      e.STORAGE === "s3"
        ? {
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            credentials: e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! } : undefined,
            // Self-hosted stores (an endpoint is given) want the bucket in the path; AWS itself in the host name.
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
            prefix: e.S3_PREFIX,
          }
        : undefined,
    databaseTimeouts: {
      ...(e.DB_ACQUIRE_TIMEOUT_MS !== undefined && { acquireMs: e.DB_ACQUIRE_TIMEOUT_MS }),
      ...(e.DB_STATEMENT_TIMEOUT_MS !== undefined && { statementMs: e.DB_STATEMENT_TIMEOUT_MS }),
      ...(e.DB_LOCK_TIMEOUT_MS !== undefined && { lockMs: e.DB_LOCK_TIMEOUT_MS }),
    },
    rateLimits: rateLimitsFromEnv(present),
  };
}

/** Reads a .env file at the project root into process.env, if there is one; real environment variables win. */
export function loadDotEnvFile(): void {
  const file = path.join(projectRoot(), ".env");
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
