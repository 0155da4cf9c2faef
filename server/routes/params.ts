import { notFound } from "../errors";
import { recordIdFromText } from "@shared/validators/ids";

const idParam = recordIdFromText();

/** A numeric id from the path; anything else names no record (404, like a missing one). */
export function parseId(raw: unknown, what = "Record"): number {
  const id = idParam.safeParse(raw);
  if (!id.success) throw notFound(`${what} not found`);
  return id.data;
}
