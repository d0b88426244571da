import { languageOf } from "@/lib/languages";
import { translator } from "./catalog";

/** `<html lang dir>` for a store page, set before it paints (the root layout renders <html> for every tree). */
export function htmlLanguageScript(lang: string, dir: "ltr" | "rtl"): string {
  return `document.documentElement.lang=${JSON.stringify(lang)};document.documentElement.dir=${JSON.stringify(dir)}`;
}

/**
 * The Accept-Language suggestion (issue 44 §1, record 0162): inline, no chunk, the same bytes for every visitor (so the
 * page stays cached). Once, on a visit with no `sb_lang` cookie, when the browser's preferred languages (what it sends
 * as Accept-Language) name an enabled language before the page's own, a bar at the bottom suggests it in that
 * language; following or dismissing it sets the cookie. Never a redirect: crawlers see every language. Not on the
 * checkout, account and order pages, where a bar over the form would be in the way. Appended after the page's load
 * and again a few seconds later if it is gone (a client render of the page after a hydration error replaces the
 * body's content), unless dismissed.
 */
export function languageBannerScript(enabled: readonly string[], current: string, defaultLanguage: string, storeBasePath: string): string {
  const offers: Record<string, { p: string; s: string; d: string; h: string; r: boolean }> = {};
  for (const code of enabled) {
    const t = translator(code, "common");
    const info = languageOf(code);
    const language = info?.nativeName ?? code;
    offers[code] = {
      p: t("languageBanner.prompt", { language }),
      s: t("languageBanner.switch", { language }),
      d: t("languageBanner.dismiss"),
      h: `?lang=${code === defaultLanguage ? "" : code}`,
      r: info?.dir === "rtl",
    };
  }
  const data = JSON.stringify({ o: offers, c: current, b: storeBasePath || "/" }).replace(/</g, "\\u003c");
  return `(function(D){try{if(/(?:^|; )sb_lang=/.test(document.cookie)||/\\/(?:checkout|customer|order)(?:\\/|$)/.test(location.pathname))return;var L=navigator.languages||[navigator.language],m=null;for(var i=0;i<L.length&&!m;i++){var l=String(L[i]),b=l.split("-")[0];if(l===D.c||b===D.c)return;m=D.o[l]?l:D.o[b]?b:null}if(!m)return;var o=D.o[m],k=function(){document.cookie="sb_lang="+D.c+";path="+D.b+";max-age=31536000;samesite=lax"},e=document.createElement("div");e.setAttribute("role","region");e.setAttribute("aria-label",o.p);e.lang=m;e.dir=o.r?"rtl":"ltr";e.dataset.languageBanner="";e.className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-3 border-t bg-background px-4 py-3 text-sm text-foreground shadow-lg";var t=document.createElement("span");t.textContent=o.p;var a=document.createElement("a");a.href=o.h;a.rel="nofollow";a.textContent=o.s;a.className="rounded-md bg-primary px-3 py-1.5 font-medium text-primary-foreground";var x=document.createElement("button");x.type="button";x.textContent=o.d;x.className="rounded-md border px-3 py-1.5";e.append(t,a,x);var d=0,s=function(){d||e.isConnected||document.body.append(e)};x.onclick=function(){d=1;k();e.remove()};a.onclick=function(){d=1};document.readyState==="complete"?s():addEventListener("load",s);setTimeout(s,2500);setTimeout(s,6000)}catch(_){}})(${data})`;
}
