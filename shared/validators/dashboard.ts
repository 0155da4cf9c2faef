import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

/** This week's figures on the dashboard (Monday 00:00 to the next Monday, server time): admins see the business, clients their own. */
export type WeeklyFigures = Answer<typeof view.weeklyFiguresView>;
