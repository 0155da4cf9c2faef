import path from "node:path";
import type { AppOptions } from "../app";
import { ChangeFeed } from "../db/change-feed";
import { LiveEventHub } from "../events/live-events";
import { startJobQueue } from "../jobs/job-queue";
import { jobPayloadKey, sealedQueue } from "../jobs/sealed-jobs";
import { SCHEDULED_QUEUE_DEFINITIONS } from "../jobs/scheduled-jobs";
import { createMailer, createQueuedMailer, MAIL_QUEUE_DEFINITION, mailDomain, messageIdKey } from "../mail/mailer";
import { createCloverGateway } from "../payments/clover";
import { createSandboxGateway } from "../payments/sandbox";
import { PASSWORD_RESET_QUEUE, PASSWORD_RESET_QUEUE_DEFINITION, PROPOSAL_LINK_QUEUE, PROPOSAL_LINK_QUEUE_DEFINITION, type PasswordResetRequest, type ProposalLinkRequest } from "../services";
import { LocalDiskStorage, type FileStorage } from "../storage/file-storage";
import { S3FileStorage } from "../storage/s3-storage";
import { createSettingsInForce } from "./settings-in-force";

/**
 * What the services run on: the job queue (mail, password resets, the schedules), the mailer, the change feed and
 * the live events between instances, the settings in force, photo storage and the card gateway. Nothing here
 * listens or works yet: createApp starts the feeds once everything is wired, and the workers last.
 */
export async function startInfrastructure({ config, database, logger, ...given }: AppOptions) {
  const jobs = await startJobQueue({ database, logger, workers: config.workers, queues: [MAIL_QUEUE_DEFINITION, PASSWORD_RESET_QUEUE_DEFINITION, PROPOSAL_LINK_QUEUE_DEFINITION, ...SCHEDULED_QUEUE_DEFINITIONS] });
  // Jobs that carry links or addresses are sealed with a key derived from the server's secret (jobs/sealed-jobs.ts).
  const payloadKey = jobPayloadKey(config.sessionSecret);
  const resetRequests = sealedQueue<PasswordResetRequest>(jobs, PASSWORD_RESET_QUEUE, payloadKey);
  const proposalLinkRequests = sealedQueue<ProposalLinkRequest>(jobs, PROPOSAL_LINK_QUEUE, payloadKey);
  const changeFeed = new ChangeFeed(database);
  const settingsInForce = createSettingsInForce(changeFeed, logger);
  const mailer = createQueuedMailer(
    jobs,
    given.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        outboxDir: path.join(config.dataDir, "outbox"),
        from: config.mailFrom,
        logger,
        // Read when a mail is delivered: the worker starts last, once the settings have been read.
        company: async () => settingsInForce.companyInfo(),
      }),
    payloadKey,
    // Each email once: its Message-ID is fixed when queued, and a sent-marker in the database stops a second send.
    { db: database.db, logger, messageIds: { key: messageIdKey(config.sessionSecret), domain: mailDomain(config.mailFrom) } },
  );
  const storage: FileStorage = given.storage ?? (config.s3 ? new S3FileStorage(config.s3) : new LocalDiskStorage(config.uploadsDir));
  // The sandbox may never mark orders paid in production unless demo mode is on (docs/decisions/006-product-rules.md).
  const sandboxEnabled = !config.isProduction || config.demoMode;
  const sandbox = createSandboxGateway({ secret: config.sessionSecret, enabled: sandboxEnabled });
  const gateway = given.gateway ?? (config.clover ? createCloverGateway(config.clover) : sandbox);
  return {
    jobs,
    resetRequests,
    proposalLinkRequests,
    changeFeed,
    liveEvents: new LiveEventHub(database, logger),
    settingsInForce,
    mailer,
    storage,
    sandbox,
    gateway,
    /** False when the sandbox must not mark orders paid (production without DEMO_MODE). */
    gatewayEnabled: gateway.provider !== "sandbox" || sandboxEnabled,
  };
}
export type Infrastructure = Awaited<ReturnType<typeof startInfrastructure>>;
