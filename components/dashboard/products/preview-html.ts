"use client";

/**
 * The editor's preview, with script tags stripped. The server sanitises the
 * description again with lib/sanitize on save; this browser-side pass keeps the preview itself safe
 * (no scripts, frames, styles, event handlers or javascript:/data: URLs).
 */
const DROP = "script,style,iframe,object,embed,link,meta,base,form,input,button,textarea,select,noscript,template,svg,math";

export function previewHtml(html: string): string {
  if (!html) return "";
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  doc.body.querySelectorAll(DROP).forEach((el) => el.remove());
  doc.body.querySelectorAll("*").forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = attr.value.trim().toLowerCase();
      if (name.startsWith("on") || name === "style" || name === "srcdoc") el.removeAttribute(attr.name);
      else if ((name === "href" || name === "src" || name === "xlink:href" || name === "action") && !/^(https?:|mailto:|tel:|\/|#)/.test(value)) {
        el.removeAttribute(attr.name);
      }
    }
    if (el.tagName === "A") {
      el.setAttribute("target", "_blank");
      el.setAttribute("rel", "noopener noreferrer");
    }
  });
  return doc.body.innerHTML;
}
