import { integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

export const userRoleEnum = pgEnum("user_role", ["admin", "client"]);
export type UserRole = (typeof userRoleEnum.enumValues)[number];

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: userRoleEnum("role").notNull().default("client"),
    // The profile: prefills checkout and quote forms.
    fullName: text("full_name"),
    phone: text("phone"),
    eventAddress: text("event_address"),
    /** Which emails the client wants (shared/rules/notifications.ts); missing keys mean yes. */
    notificationPrefs: jsonb("notification_prefs").notNull().default({}),
    /** When the account proved it receives mail at `email` (a link sent there was opened); null until then. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames and emails are unique regardless of case: "Alice" and "alice" are one account.
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** What the API ever says about a user: never the hash. */
export type PublicUser = Pick<UserRow, "id" | "username" | "email" | "role">;

/** A pending change of email: it takes effect only when the link sent to the new address is opened. */
export const emailChangeTokens = pgTable("email_change_tokens", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  newEmail: text("new_email").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
