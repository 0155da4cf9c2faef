import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

/** This week's figures on the dashboard (Monday 00:00 to the next Monday at the business): admins see the business and its revenue, clients their own, never revenue. */
export type WeeklyFigures = Answer<typeof view.weeklyFiguresView>;
