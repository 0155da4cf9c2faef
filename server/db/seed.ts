import { sql } from "drizzle-orm";
import { menuItems, settings, users, type UserRole } from "@shared/schema";
import { DEFAULT_MENU_ITEMS } from "@shared/menu/default-menu";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import { hashPassword } from "../auth/passwords";
import type { Database } from "./client";
import type { Logger } from "../logger";

/** The two demo accounts from PRODUCT.md. They are created, and shown on the login page, only in demo mode. */
export const DEMO_ACCOUNTS: readonly { role: UserRole; username: string; email: string; password: string }[] = [
  { role: "admin", username: "admin", email: "admin@creativecuisines.example", password: "AdminDemo1" },
  { role: "client", username: "client", email: "client@creativecuisines.example", password: "ClientDemo1" },
];

/** Settings every deployment needs, demo or not. Existing values are never overwritten. */
export async function seedBaseline(db: Database): Promise<void> {
  await db.insert(settings).values({ key: "company_info", value: DEFAULT_COMPANY_INFO }).onConflictDoNothing();
}

/** Demo data. Safe to run at every start: each part is only written when it is missing. */
export async function seedDemo(db: Database, logger: Logger): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const inserted = await db
      .insert(users)
      .values({ username: account.username, email: account.email, role: account.role, passwordHash: await hashPassword(account.password) })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length) logger.info({ username: account.username }, "demo account created");
  }
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(menuItems);
  if (count === 0) {
    await db.insert(menuItems).values(
      DEFAULT_MENU_ITEMS.map(({ id: _id, ...item }, index) => ({ ...item, sortOrder: index + 1 })),
    );
    logger.info({ items: DEFAULT_MENU_ITEMS.length }, "demo menu seeded");
  }
}
