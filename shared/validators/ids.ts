import { z } from "zod";

/** The largest id a PostgreSQL `integer` / `serial` column holds. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id in a JSON body: a whole number 1…2³¹−1 (anything larger would fail in the database, not here). */
export const recordId = (message = "Invalid id") => z.number({ error: message }).int(message).min(1, message).max(MAX_RECORD_ID, message);

/** A record id from text (path, query string, multipart field). */
export const recordIdFromText = (message = "Invalid id") => z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_RECORD_ID, message);
