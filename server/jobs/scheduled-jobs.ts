import type { Database } from "../db/client";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import type { CurrentSettings } from "../settings/current-settings";
import { cleanUp, deleteExpiredGuestData, expireUnpaidOrders, sendBalanceReminders, type ProposalLinks, type ReconciliationService } from "../services";
import type { JobQueue, QueueDefinition } from "./job-queue";

// The work itself is the services' (through their public interface); this module only says when it runs. Exported
// again here, where the schedules name them.
export { BALANCE_REMINDER_DAYS, cleanUp, deleteExpiredGuestData, dueBalanceReminder, expireUnpaidOrders, IDEMPOTENCY_RETENTION_HOURS, sendBalanceReminders } from "../services";

/**
 * The work the business needs done on a clock. Each is a pg-boss schedule (server/jobs/job-queue.ts `every`): one
 * instance's worker runs it when due. Delivery is at least once, so each job works from the rows' state and is
 * safe to run twice: a reminder is recorded in the transaction that queues its email, an order expires only while
 * it is still pending, and a clean-up deletes only what has expired.
 */
export const SCHEDULED_JOBS = {
  balanceReminders: { queue: "balance-reminders", cron: "*/15 * * * *" },
  expireUnpaidOrders: { queue: "expire-unpaid-orders", cron: "*/15 * * * *" },
  cleanUp: { queue: "clean-up", cron: "7 * * * *" },
  // Compares the payments with the orders, proposals and the provider's charges; stores the findings it sees now.
  reconcilePayments: { queue: "reconcile-payments", cron: "23 * * * *" },
  // Guests' dietary answers are kept until 30 days after their event (docs/product/client-portal.md).
  guestDataRetention: { queue: "guest-data-retention", cron: "41 3 * * *" },
} as const;

/** One run at a time per job ("stately": at most one waiting and one running), retried twice a minute apart. */
export const SCHEDULED_QUEUE_DEFINITIONS: QueueDefinition[] = Object.values(SCHEDULED_JOBS).map(({ queue }) => ({
  name: queue,
  policy: "stately",
  retryLimit: 2,
  retryDelay: 60,
}));

export interface ScheduledJobDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  /** The business settings in force (reminders go out by the day and hour at the business). */
  settings: CurrentSettings;
  /** A visitor's balance reminder carries their proposal's own link (services/quote-access.ts). */
  links?: Pick<ProposalLinks, "visitorUrl">;
  /** The payments reconciliation (with the app's own gateway, whose charges it lists). */
  reconciliation?: Pick<ReconciliationService, "run">;
}

export async function startScheduledJobs(jobs: JobQueue, deps: ScheduledJobDeps): Promise<void> {
  await jobs.every(SCHEDULED_JOBS.balanceReminders.queue, SCHEDULED_JOBS.balanceReminders.cron, async () => {
    const sent = await sendBalanceReminders(deps);
    if (sent > 0) deps.logger.info({ sent }, "balance reminders queued");
  });
  await jobs.every(SCHEDULED_JOBS.expireUnpaidOrders.queue, SCHEDULED_JOBS.expireUnpaidOrders.cron, async () => {
    const expired = await expireUnpaidOrders(deps.db);
    if (expired > 0) deps.logger.info({ expired }, "unpaid orders cancelled");
  });
  await jobs.every(SCHEDULED_JOBS.cleanUp.queue, SCHEDULED_JOBS.cleanUp.cron, async () => {
    deps.logger.info(await cleanUp(deps.db), "clean-up done");
  });
  await jobs.every(SCHEDULED_JOBS.guestDataRetention.queue, SCHEDULED_JOBS.guestDataRetention.cron, async () => {
    const deleted = await deleteExpiredGuestData(deps.db);
    if (deleted.responses > 0 || deleted.links > 0) deps.logger.info(deleted, "guest answers past their keeping deleted");
  });
  const { reconciliation } = deps;
  if (reconciliation) {
    await jobs.every(SCHEDULED_JOBS.reconcilePayments.queue, SCHEDULED_JOBS.reconcilePayments.cron, async () => {
      await reconciliation.run();
    });
  }
}
