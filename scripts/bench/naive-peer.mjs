// The menu read built the way most Express apps do it, as the reference `npm run bench` compares ours against:
// Express, express-session on every request, and one drizzle query per request, JSON-serialised each time, on
// the same database. Run by scripts/bench.mjs in its own process (DATABASE_URL, PORT); says "ready" over IPC.
import express from "express";
import session from "express-session";
import { asc } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { boolean, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import pg from "pg";

// The columns a menu card needs (fewer than our API sends, which only favours the peer).
const menuItems = pgTable("menu_items", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description"),
  price: text("price").notNull(),
  category: text("category").notNull(),
  imageUrl: text("image_url"),
  isActive: boolean("is_active").notNull(),
  sortOrder: integer("sort_order").notNull(),
});

const db = drizzle(new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }));
const app = express();
app.use(session({ secret: "naive-peer-session-secret", resave: false, saveUninitialized: false }));
app.get("/api/menu-items", async (_req, res, next) => {
  try {
    res.json(await db.select().from(menuItems).orderBy(asc(menuItems.sortOrder), asc(menuItems.id)));
  } catch (error) {
    next(error);
  }
});
app.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
