import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
// s3rver ships no type declarations; the three calls used here are typed below.
// @ts-expect-error -- untyped CommonJS module
import S3rver from "s3rver";

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The environment that points the app at it (STORAGE=s3 …). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server over real HTTP (s3rver, files in a temporary folder) with one empty bucket: the
 * object store the S3 tests and the multi-instance suite run against. Its fixed test credentials are S3RVER/S3RVER.
 */
export async function startTestS3(bucket = "cc-test"): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "cc-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] }) as S3rverInstance;
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { STORAGE: "s3", S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER", S3_REGION: "us-east-1" },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
