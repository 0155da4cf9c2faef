import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { Router } from "express";
import { UPLOADS_CSP, UPLOADS_URL_PREFIX, isStorageKey, type FileStorage } from "./file-storage";

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, Cloudflare R2, a local test server); absent for AWS itself. */
  endpoint?: string;
  /** Absent: the AWS SDK's usual chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path rather than the host name: MinIO and most self-hosted stores need it. */
  forcePathStyle: boolean;
  /** Folder inside the bucket. */
  prefix: string;
}

/**
 * Uploaded photos in an S3-compatible bucket, shared by every instance. Their URLs stay /uploads/<key>: the app
 * serves them itself (uploadsFromS3 below) with the same headers as the disk store (immutable caching, nosniff,
 * a sandboxing CSP), so the bucket stays private and nothing else changes for the browser or the database.
 */
export class S3FileStorage implements FileStorage {
  readonly client: S3Client;

  constructor(readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Photos are small; a stuck store must not hold an admin's upload or a visitor's image for long.
      requestHandler: { requestTimeout: 10_000, connectionTimeout: 3_000 },
      maxAttempts: 3,
    });
  }

  private objectKey(key: string): string {
    return this.config.prefix + key;
  }

  async save(key: string, data: Buffer): Promise<string> {
    if (!isStorageKey(key)) throw new Error(`Refusing unsafe storage key ${key}`);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key), Body: data, ContentType: "image/webp", CacheControl: "public, max-age=31536000, immutable" }),
    );
    return UPLOADS_URL_PREFIX + key;
  }

  owns(url: string): boolean {
    return url.startsWith(UPLOADS_URL_PREFIX) && isStorageKey(url.slice(UPLOADS_URL_PREFIX.length));
  }

  async remove(url: string): Promise<void> {
    if (!this.owns(url)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(url.slice(UPLOADS_URL_PREFIX.length)) }));
  }

  /** The stored bytes and their ETag, or null when there is no such object. */
  async read(key: string, ifNoneMatch?: string): Promise<{ body: Readable; etag?: string; length?: number } | "not-modified" | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key), IfNoneMatch: ifNoneMatch }));
      return { body: object.Body as Readable, etag: object.ETag, length: object.ContentLength };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 304) return "not-modified";
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }
}

/** GET /uploads/<key> from the bucket, with the headers the disk store's files get. */
export function uploadsFromS3(storage: S3FileStorage): Router {
  const router = Router();
  router.get("/:key", async (req, res, next) => {
    const key = req.params.key;
    if (!isStorageKey(key)) return void res.status(404).json({ message: "Not found" });
    try {
      const found = await storage.read(key, req.get("if-none-match") ?? undefined);
      if (found === null) return void res.status(404).json({ message: "Not found" });
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("Content-Security-Policy", UPLOADS_CSP);
      if (found === "not-modified") return void res.status(304).end();
      res.setHeader("Content-Type", "image/webp");
      if (found.etag) res.setHeader("ETag", found.etag);
      if (found.length !== undefined) res.setHeader("Content-Length", String(found.length));
      found.body.on("error", (error) => (res.headersSent ? res.destroy(error) : next(error)));
      found.body.pipe(res);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
