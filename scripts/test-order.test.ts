import { describe, expect, it } from "vitest";
import { orderTestFiles, SERVER_WORKER_START_S } from "./test-order";

interface File {
  name: string;
  client: boolean;
  seconds?: number;
}
const order = (files: File[]) =>
  orderTestFiles(
    files,
    (file) => file.client,
    (file) => file.seconds,
  ).map((file) => file.name);
const client = (name: string, seconds?: number): File => ({ name, client: true, seconds });
const server = (name: string, seconds?: number): File => ({ name, client: false, seconds });

describe("the order npm test runs its files in", () => {
  it("puts the client's files first and keeps each project's own order", () => {
    const files = [server("s1", 20), server("s2", 3), client("c1", 4), client("c2", 4), client("c3", 4), client("c4", 4), client("c5", 4), client("c6", 4)];
    const ordered = order(files);
    expect(ordered.filter((name) => name.startsWith("c"))).toEqual(["c1", "c2", "c3", "c4", "c5", "c6"]);
    expect(ordered.filter((name) => name.startsWith("s"))).toEqual(["s1", "s2"]);
    expect(ordered.at(-1)).toBe("s2");
  });

  it("leaves after the longest server file client files worth a worker's start and half that file", () => {
    // 5 s of start and 10 s (half of 20): the last four 4-second client files (16 s) come after it.
    const files = [server("long", 20), server("short", 1), ...["c1", "c2", "c3", "c4", "c5", "c6"].map((name) => client(name, 4))];
    expect(SERVER_WORKER_START_S + 20 / 2).toBe(15);
    expect(order(files)).toEqual(["c1", "c2", "long", "c3", "c4", "c5", "c6", "short"]);
  });

  it("puts it first when the client files are too few to cover the changeover", () => {
    expect(order([server("long", 20), client("c1", 1), client("c2", 1)])).toEqual(["long", "c1", "c2"]);
  });

  it("puts it halfway through the client files while their times are not known (a first run)", () => {
    const files = [server("long"), server("next"), client("c1"), client("c2"), client("c3"), client("c4"), client("c5")];
    expect(order(files)).toEqual(["c1", "c2", "c3", "long", "c4", "c5", "next"]);
  });

  it("runs one project's files as given when the other has none", () => {
    expect(order([client("c1", 1), client("c2", 1)])).toEqual(["c1", "c2"]);
    expect(order([server("s1", 1), server("s2", 1)])).toEqual(["s1", "s2"]);
  });
});
