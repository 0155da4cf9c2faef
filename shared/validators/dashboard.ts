/** This week's figures on the dashboard (Monday 00:00 to the next Monday, server time): admins see the business, clients their own. */
export interface WeeklyFigures {
  weekStart: string;
  weekEnd: string;
  /** Quote requests received this week. */
  newQuotes: number;
  /** Accepted quotes whose event falls in this week. */
  eventsThisWeek: number;
  /** Messages written this week on the visible threads. */
  messages: number;
  /** Paid orders placed this week and what they brought in. */
  orders: number;
  orderRevenue: string;
}
