import type { Database } from "./client";

/**
 * A statement built once per database and run as a named prepared statement: the hottest statements (checkout's
 * pricing, rate-limit counters, idempotency records) skip drizzle's query building and PostgreSQL's parsing on
 * every call. Only for statements on the database itself, not in a transaction.
 */
export function preparedStatement<Prepared>(build: (db: Database) => Prepared): (db: Database) => Prepared {
  const byDatabase = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
