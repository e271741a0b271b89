// Headless Chromium for picture tests: Debian's `chromium` package (.ci/run installs it when missing),
// driven by playwright-core over the DevTools protocol. CHROMIUM_PATH overrides where it is.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => p && existsSync(p));
  if (!found) throw new Error("headless Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH)");
  return found;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--font-render-hinting=none"],
  });
}
