import PgBoss from "pg-boss";
import { transactionSql, type DatabaseHandle, type Transaction } from "../db/client";
import { withSchemaLock } from "../db/migrate";
import type { Logger } from "../logger";

/**
 * Durable background jobs in PostgreSQL (pg-boss, its own `pgboss` schema), on either database: a job is a row, so it
 * survives a crash or a restart and is taken by exactly one instance's worker, with retries and backoff. Every
 * instance runs workers unless WORKERS=false (a web-only instance still enqueues).
 */
export interface JobQueue {
  boss: PgBoss;
  /** Whether this instance's queue is started (readiness). */
  running(): boolean;
  /**
   * Queues a job, or several in one statement (a checkout's two emails). Given `tx`, in that transaction: the jobs
   * exist if and only if the change that causes them commits. Workers on every instance are woken when they become
   * visible, instead of at their next poll.
   */
  send(queue: string, data: object | readonly object[], tx?: Transaction): Promise<void>;
  /**
   * Registers a worker (skipped when workers are off). Errors thrown by `handle` retry the job with backoff.
   * `deleteWhenDone`: a job that succeeded is deleted at once rather than kept as a completed row and archived.
   * `batchSize`: up to that many jobs are fetched at once and handled side by side, each succeeding or failing on
   * its own (one bad email does not resend the others).
   */
  work<T extends object>(
    queue: string,
    options: { pollingIntervalSeconds?: number; deleteWhenDone?: boolean; batchSize?: number },
    handle: (data: T) => Promise<void>,
  ): Promise<void>;
  /**
   * Runs `handle` on a cron schedule (UTC). The schedule is a row: pg-boss's clock, on every instance with workers
   * and one at a time, queues a job when it is due, and one worker runs it. The queue is created with the others.
   */
  every(queue: string, cron: string, handle: () => Promise<void>): Promise<void>;
  /** Resolves once no job of `queue` waits or runs (tests read the mail outbox after it). */
  settled(queue: string, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** A queue and its retry policy, created at start if missing. */
export type QueueDefinition = PgBoss.Queue & { name: string };

/** NOTIFY channel: a job was queued (payload: its queue); every instance wakes its worker for that queue. */
const JOBS_CHANNEL = "cc_jobs";

/**
 * How often pg-boss's maintenance runs (one instance at a time): among other things it gives back jobs whose lease
 * (the queue's expireInSeconds) ran out while active, because their worker died or their completion could not be
 * recorded. Every 10 s, so such a job runs again soon after its lease (pg-boss's default is 2 minutes).
 */
const MAINTENANCE_INTERVAL_SECONDS = 10;

export async function startJobQueue({
  database,
  logger,
  workers,
  queues = [],
}: {
  database: DatabaseHandle;
  logger: Logger;
  workers: boolean;
  queues?: QueueDefinition[];
}): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) as Promise<{ rows: never[] }> },
    schema: "pgboss",
    // Archiving, expiry and the schedule clock run on every instance; pg-boss coordinates them with advisory locks.
    supervise: workers,
    schedule: workers,
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
  });
  boss.on("error", (error) => logger.warn({ err: error }, "job queue error"));
  const setUp = async () => {
    await boss.start();
    for (const queue of queues) {
      await boss.createQueue(queue.name, queue);
      // createQueue leaves an existing queue as it was: the policy in the code (a shorter lease, say) applies to
      // queues an earlier version created too.
      await boss.updateQueue(queue.name, queue);
    }
  };
  // pg-boss creates its schema and each queue's partition on first start; two instances doing it at once deadlock.
  if (database.driver === "postgres") await withSchemaLock(database, setUp);
  else await setUp();
  let started = true;
  const workerIds = new Map<string, string>();
  /** Jobs this instance's workers are handling, per queue (settled() waits for them too). */
  const inHand = new Map<string, number>();
  const countInHand = (queue: string, change: number) => inHand.set(queue, (inHand.get(queue) ?? 0) + change);
  // A NOTIFY sent inside a transaction is delivered when it commits: the worker looks once the job is there to find.
  const listener = await database.listen(JOBS_CHANNEL, (queue) => {
    const id = workerIds.get(queue);
    if (id) boss.notifyWorker(id);
  });
  const jobQueue: JobQueue = {
    boss,
    running: () => started,
    async send(name, data, tx) {
      const executeSql = tx ? transactionSql(tx) : (text: string, values?: unknown[]) => database.executeSql(text, values);
      const db = { executeSql: executeSql as (text: string, values?: unknown[]) => Promise<{ rows: never[] }> };
      if (Array.isArray(data)) {
        if (data.length === 0) return;
        // insert() applies the queue's retry policy as send() does (the queue's row comes before pg-boss's defaults).
        await boss.insert(data.map((item: object) => ({ name, data: item })), { db });
      } else await boss.send(name, data, { db });
      await executeSql("select pg_notify($1, $2)", [JOBS_CHANNEL, name]);
    },
    async work(queue, options, handle) {
      if (!workers) return;
      const batchSize = options.batchSize ?? 1;
      // pg-boss completes or fails a fetched batch as a whole: one bad email would resend the others. So each job
      // of a batch is settled here on its own: a failed one is failed (retried with backoff) by itself, and pg-boss's
      // completion of the batch afterwards only touches the jobs still active, the ones that succeeded.
      /** Handles one job; whether it succeeded. */
      const runOne = async (job: PgBoss.Job<object>): Promise<boolean> => {
        try {
          await handle(job.data as never);
          return true;
        } catch (error) {
          if (batchSize === 1) throw error;
          // When even that cannot be recorded (PostgreSQL away), the job stays active until its lease runs out,
          // and runs again then.
          await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) }).catch((failure) => logger.warn({ err: failure, queue }, "recording a failed job failed"));
          return false;
        }
      };
      let id = "";
      id = await boss.work<object>(queue, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize }, async (batch) => {
        countInHand(queue, batch.length);
        try {
          const succeeded = await Promise.all(batch.map(runOne));
          // The batch's finished jobs in one statement; pg-boss then finds no row to mark completed, which it
          // accepts. Rows that cannot be deleted are only completed as usual: failing them now would do their work
          // (send the emails) a second time.
          const done = batch.filter((_job, i) => succeeded[i]).map((job) => job.id);
          if (options.deleteWhenDone && done.length > 0) await boss.deleteJob(queue, done).catch((error) => logger.warn({ err: error, queue }, "deleting finished jobs failed"));
        } finally {
          countInHand(queue, -batch.length);
          // pg-boss waits its polling interval after every fetch; waking the worker after each batch makes it take
          // the next ones at once while any are waiting, and wait only once the queue is empty.
          if (id) boss.notifyWorker(id);
        }
      });
      workerIds.set(queue, id);
    },
    async every(name, cron, handle) {
      await boss.schedule(name, cron);
      await jobQueue.work(name, { pollingIntervalSeconds: 10 }, handle);
    },
    async settled(queue, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      // A job deleted when done leaves the count before its handler has returned: the handler is waited for too.
      while ((inHand.get(queue) ?? 0) > 0 || (await boss.getQueueSize(queue, { before: "completed" })) > 0) {
        if (Date.now() > deadline) throw new Error(`jobs of ${queue} still waiting after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      started = false;
      await listener.stop();
      // graceful: let a job in hand finish (an email being handed to the mail server); close: false, the
      // database is ours to close.
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 5_000 });
    },
  };
  return jobQueue;
}
