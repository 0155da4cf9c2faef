import type { UserRole } from "@shared/schema";

/**
 * The two demo accounts from docs/decisions/006-product-rules.md. They are created (db/seed.ts), and shown on the
 * login page (GET /api/config), only in demo mode.
 */
export const DEMO_ACCOUNTS: readonly { role: UserRole; username: string; email: string; password: string }[] = [
  { role: "admin", username: "admin", email: "admin@creativecuisines.example", password: "AdminDemo1" },
  { role: "client", username: "client", email: "client@creativecuisines.example", password: "ClientDemo1" },
];
