import type { DemoMail } from "./secrets";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The embedded demo's mail page: plain HTML, newest first, each message's text and its links. */
export function demoMailHtml(mails: DemoMail[]): Response {
  const items = mails
    .map(
      (m) => `<article>
  <h2>${esc(m.subject ?? "(not rendered yet)")}</h2>
  <p class="meta">To ${esc(m.to ?? "?")} · ${esc(m.kind)} · ${esc(m.status)} · <time>${esc(m.createdAt)}</time></p>
  ${m.links.length ? `<ul>${m.links.map((l) => `<li><a href="${esc(l)}">${esc(l)}</a></li>`).join("")}</ul>` : ""}
  <details><summary>Text</summary><pre>${esc(m.text ?? "")}</pre></details>
</article>`,
    )
    .join("\n");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><meta name="robots" content="noindex"><title>Demo mail</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#18181b}
article{border-top:1px solid #e4e4e7;padding:1rem 0}h2{font-size:1.1rem;margin:0}.meta{color:#52525b;margin:.25rem 0}
a{color:#1d4ed8;word-break:break-all}pre{white-space:pre-wrap;background:#f4f4f5;padding:.75rem;border-radius:.375rem}</style></head>
<body><h1>Demo mail</h1><p>The embedded demo sends no mail: its messages, reset links included, are here, for this machine only.
The store owners' and the admin's outboxes show the same messages with their links hidden.</p>
${items || "<p>No messages yet.</p>"}</body></html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "x-robots-tag": "noindex" } });
}
