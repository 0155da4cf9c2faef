import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { sql } from "drizzle-orm";
import { projectRoot } from "../paths";
import { emptyEmbeddedDatabase } from "../test/dump-cache";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-migrations-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The committed migrations up to and including `lastTag`, in a folder of their own. */
function migrationsUpTo(lastTag: string, into: string): string {
  const source = path.join(projectRoot(), "migrations");
  fs.cpSync(source, into, { recursive: true });
  const journalFile = path.join(into, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return into;
}

describe("migration 0014: one document number sequence", () => {
  it("keeps the numbers existing quotes and orders had (their ids), and numbers new ones after all of them", async () => {
    const client = await emptyEmbeddedDatabase();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo("0013_portal", path.join(dir, "before")) });
    await db.execute(sql`insert into quotes (event_type, event_date, guest_count, venue, menu_package, total_cents)
      select 'wedding', now(), 60, 'Hall', 'custom', 100 from generate_series(1, 5)`);
    await db.execute(sql`insert into orders (customer_name, customer_phone, subtotal_cents, total_cents)
      select 'Ann', '555-0100', 100, 100 from generate_series(1, 3)`);

    await migrate(db, { migrationsFolder: path.join(projectRoot(), "migrations") });
    const numbers = async (table: "quotes" | "orders") =>
      ((await db.execute(sql.raw(`select id, document_number from ${table} order by id`))) as unknown as { rows: { id: number; document_number: number }[] }).rows;
    for (const row of [...(await numbers("quotes")), ...(await numbers("orders"))]) expect(row.document_number).toBe(row.id);

    await db.execute(sql`insert into orders (customer_name, customer_phone, subtotal_cents, total_cents) values ('Bea', '555-0101', 100, 100)`);
    await db.execute(sql`insert into quotes (event_type, event_date, guest_count, venue, menu_package, total_cents) values ('wedding', now(), 60, 'Hall', 'custom', 100)`);
    expect((await numbers("orders")).at(-1)!.document_number).toBe(6);
    expect((await numbers("quotes")).at(-1)!.document_number).toBe(7);
    await client.close();
  });
});
