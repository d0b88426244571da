/**
 * The storefront's one beacon script (issue 42, record 0151), inlined by the storefront layout: no chunk to
 * download, no React, ~600 bytes gzip in the HTML. It runs in the browser even when the page came from the
 * proxy's or Next's cache, so cached pages are counted.
 *
 * - The visitor is a random first-party id in the `sb_vid` cookie (made here; no personal data, no third party).
 * - A page view on every page, and from the path: a product view on /product/{slug}, a checkout start on /checkout.
 *   Client-side navigations are seen by wrapping history.pushState (installed before Next's router takes its copy)
 *   and popstate.
 * - `window.sbTrack("add_to_cart")` is what the cart calls when an item is added.
 * - Each event is one `navigator.sendBeacon(url, json)`: text/plain, same origin, sent even while the page unloads.
 */
export const VISITOR_COOKIE = "sb_vid";

export function beaconScript(storeId: string, basePath: string): string {
  const url = `${basePath}/api/storefront-events`;
  // JSON.stringify of two plain strings, then escaped for a <script> element (no "</script>" can appear).
  const conf = JSON.stringify([storeId, url]).replace(/</g, "\\u003c");
  return `(function(w,d,c){var s=c[0],u=c[1],k="${VISITOR_COOKIE}",m=d.cookie.match(/(?:^|; )${VISITOR_COOKIE}=([0-9a-f]{32})/),v=m&&m[1],l;if(!v){var a=new Uint8Array(16);crypto.getRandomValues(a);v=Array.from(a,function(b){return(b+256).toString(16).slice(1)}).join("");d.cookie=k+"="+v+"; path=/; max-age=31536000; samesite=lax"}function t(e){try{navigator.sendBeacon(u,JSON.stringify({s:s,t:e,v:v}))}catch(x){}}w.sbTrack=t;function p(){var h=location.pathname;if(h===l)return;l=h;t("page_view");if(/\\/product\\/[^/]+\\/?$/.test(h))t("product_view");else if(/\\/checkout\\/?$/.test(h))t("checkout_start")}function q(){setTimeout(p,0)}var H=history,P=H.pushState;H.pushState=function(){var r=P.apply(H,arguments);q();return r};w.addEventListener("popstate",q);p()})(window,document,${conf})`;
}
