import { z } from "zod";
import { notFound } from "../errors";

const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** A numeric id from the path; anything else names no record (404, like a missing one). */
export function parseId(raw: unknown, what = "Record"): number {
  const id = idParam.safeParse(raw);
  if (!id.success) throw notFound(`${what} not found`);
  return id.data;
}
