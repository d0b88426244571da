import { chromium } from "@playwright/test";
import fs from "node:fs";
const files = process.argv.slice(2);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--headless", "--disable-gpu"] });
const p = await b.newPage();
for (const f of files) {
  const data = fs.readFileSync(f).toString("base64");
  await p.setContent(`<body style="margin:0"><img id=i src="data:image/jpeg;base64,${data}"></body>`);
  const size = await p.evaluate(() => { const i = document.getElementById("i"); return { w: i.naturalWidth, h: i.naturalHeight }; });
  const scale = size.w > 800 ? 0.6 : 1;
  await p.setViewportSize({ width: Math.round(size.w * scale), height: Math.min(Math.round(size.h * scale), 4000) });
  await p.evaluate((s) => { const i = document.getElementById("i"); i.style.width = `${i.naturalWidth * s}px`; }, scale);
  await p.screenshot({ path: f.replace(/\.jpg$/, ".png"), fullPage: false });
}
await b.close();
