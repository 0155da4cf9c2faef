import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { makeImage } from "../test/images";
import { createLogger } from "../logger";
import { LocalDiskStorage, type FileStorage } from "../storage/file-storage";
import { STORAGE_MESSAGES, storageFailure } from "../uploads/image-processing";
import { DomainError } from "../errors";
import { httpStatusOf, retryAfterOf } from "../http/error-status";

/**
 * A photo upload onto storage that fails: a clear 507 or 503 (with Retry-After), nothing left behind, logged as
 * what it is. The faults suite does the same on a real full and a real read-only mount (server/deployment/faults.test.ts);
 * here the disk's error is injected, so it runs everywhere.
 */
let t: TestApp;
let admin: request.Agent;
let dir: string;
const logLines: string[] = [];

/** The real disk storage, made to fail its n-th save (0: the photo, 1: its thumbnail) with an errno code. */
let failure: { code: string; onSave: number } | null = null;
let saves = 0;
const disk = () => new LocalDiskStorage(dir);
const storage: FileStorage = {
  async save(key, data) {
    const n = saves++;
    if (failure && failure.onSave === n) {
      throw Object.assign(new Error(`${failure.code}: simulated, write '${path.join(dir, key)}'`), { code: failure.code, syscall: "write", path: path.join(dir, key) });
    }
    return disk().save(key, data);
  },
  remove: (url) => disk().remove(url),
  owns: (url) => disk().owns(url),
};

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "cc-upload-storage-"));
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ storage, logger: createLogger("info", sink) });
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  saves = 0;
  failure = null;
  logLines.length = 0;
});

const upload = async () =>
  admin.post("/api/gallery/upload").field("displayName", "Garden Party").field("category", "events").attach("photo", await makeImage("jpeg", { width: 640, height: 480 }), "party.jpg");

describe("a photo upload onto storage that fails", () => {
  it("a full disk while the thumbnail is written: 507 with the message, the photo already written is removed", async () => {
    failure = { code: "ENOSPC", onSave: 1 };
    const res = await upload();
    expect(res.status).toBe(507);
    expect(res.body).toEqual({ message: STORAGE_MESSAGES.full });
    expect(await fs.readdir(dir)).toEqual([]);
    const logged = logLines.map((line) => JSON.parse(line)).find((line) => line.msg === STORAGE_MESSAGES.full);
    expect(logged).toMatchObject({ level: 50, err: { type: "StorageFull", cause: { code: "ENOSPC" } } });
    expect(logLines.join("")).not.toContain("unhandled error");
  });

  it("a read-only disk: 503 with Retry-After and the message, nothing written", async () => {
    failure = { code: "EROFS", onSave: 0 };
    const res = await upload();
    expect(res.status).toBe(503);
    expect(res.headers["retry-after"]).toBe("60");
    expect(res.body).toEqual({ message: STORAGE_MESSAGES.notWritable });
    expect(await fs.readdir(dir)).toEqual([]);
    expect(logLines.join("")).not.toContain("unhandled error");
  });

  it("the next upload onto a healthy disk succeeds, with both sizes in place", async () => {
    const res = await upload();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await fs.readdir(dir)).sort()).toEqual([path.basename(res.body.filename), path.basename(res.body.thumbnail)].sort());
  });
});

describe("the disk storage", () => {
  it("writes under a temporary name and renames into place; a failed rename leaves no temporary file", async () => {
    const own = await fs.mkdtemp(path.join(os.tmpdir(), "cc-disk-storage-"));
    try {
      const store = new LocalDiskStorage(own);
      expect(await store.save("abc.webp", Buffer.from("photo"))).toBe("/uploads/abc.webp");
      expect(await fs.readdir(own)).toEqual(["abc.webp"]);
      // A directory in the way of the final name: the write succeeds, the rename fails.
      await fs.mkdir(path.join(own, "blocked.webp"));
      await fs.writeFile(path.join(own, "blocked.webp", "x"), "x");
      await expect(store.save("blocked.webp", Buffer.from("photo"))).rejects.toThrow();
      expect((await fs.readdir(own)).sort()).toEqual(["abc.webp", "blocked.webp"]);
    } finally {
      await fs.rm(own, { recursive: true, force: true });
    }
  });
});

describe("what a storage failure means", () => {
  const answer = (error: unknown) => {
    const mapped = storageFailure(error);
    return mapped instanceof DomainError ? { status: httpStatusOf(mapped), retryAfter: retryAfterOf(mapped), message: mapped.message } : mapped;
  };
  it("a full disk or quota: 507; storage refusing writes: 503; an S3 store down or silent: 503; anything else unchanged", () => {
    for (const code of ["ENOSPC", "EDQUOT"]) expect(answer(Object.assign(new Error(code), { code }))).toEqual({ status: 507, retryAfter: undefined, message: STORAGE_MESSAGES.full });
    for (const code of ["EROFS", "EACCES"]) expect(answer(Object.assign(new Error(code), { code }))).toEqual({ status: 503, retryAfter: 60, message: STORAGE_MESSAGES.notWritable });
    const s3Down = Object.assign(new Error("Service Unavailable"), { $metadata: { httpStatusCode: 503 } });
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    for (const error of [s3Down, refused]) expect(answer(error)).toEqual({ status: 503, retryAfter: 30, message: STORAGE_MESSAGES.unreachable });
    const bug = new Error("Refusing unsafe storage key");
    expect(answer(bug)).toBe(bug);
  });
});
