// Debian's Chromium for the Lighthouse scripts, launched as CI can run it (headless, no sandbox, nothing reaching the
// network on its own).
import * as chromeLauncher from "chrome-launcher";

export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}
