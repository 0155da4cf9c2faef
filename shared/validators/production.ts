import { z } from "zod";
import { calendarDateField } from "./fields";

/** GET /api/production-sheet?date=YYYY-MM-DD[&format=pdf] (admins): the sheet on screen (JSON) or as a PDF. */
export const productionSheetQuerySchema = z.object({
  date: calendarDateField({ invalid: "Dates are written YYYY-MM-DD" }),
  format: z.enum(["json", "pdf"], { error: "format must be json or pdf" }).default("json"),
});
