import net from "node:net";

/**
 * A free port outside the range the system hands out for `listen(0)` (Linux: 32768–60999), for a process a test
 * starts. A port from that range, freed here and bound by the child seconds later, can meanwhile go to a server
 * another test starts with port 0: a health check would then reach that server instead.
 */
export async function sparePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const probe = net.createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => probe.close(resolve));
      return port;
    }
  }
}
