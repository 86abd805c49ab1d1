// The README's picture of a phone beside the big screen: a window's screenshot and a phone
// page's, laid side by side on the table's wood, the phone in a bezel, drawn by the same
// headless Chromium the browser tests use.
//
//     node tests/web/phone-beside-window.mjs WINDOW.png PHONE.png OUT.png

import { readFile } from "node:fs/promises";
import { chromium } from "playwright-core";

const [windowShot, phoneShot, out] = process.argv.slice(2);
if (!windowShot || !phoneShot || !out) {
    console.error("usage: node tests/web/phone-beside-window.mjs WINDOW.png PHONE.png OUT.png");
    process.exit(2);
}

/** The picture's height in CSS pixels; both shots are scaled to fit it. */
const HEIGHT = 620;

const asData = async (/** @type {string} */ path) => `data:image/png;base64,${(await readFile(path)).toString("base64")}`;
const page = `<!doctype html><html><body style="margin:0">
<div id="both" style="display:inline-flex;align-items:center;gap:36px;padding:28px;background:#54301a">
  <img src="${await asData(windowShot)}" style="height:${HEIGHT - 56}px;border:6px solid #2b1d12;border-radius:6px">
  <div style="padding:14px 10px;background:#1d1410;border-radius:34px;box-shadow:0 6px 18px rgba(0,0,0,.5)">
    <img src="${await asData(phoneShot)}" style="display:block;height:${HEIGHT - 112}px;border-radius:18px">
  </div>
</div></body></html>`;

const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
    const tab = await browser.newPage({ viewport: { width: 2000, height: HEIGHT + 40 } });
    await tab.setContent(page);
    await tab.locator("#both").screenshot({ path: out });
} finally {
    await browser.close();
}
