/**
 * User agents left out of the funnel (issue 42): crawlers, link previews, monitors, headless browsers and HTTP
 * libraries. A browser sends a long UA naming its engine; an empty or very short one is not a shopper either.
 */
const BOT =
  /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|monitor|pingdom|uptime|lighthouse|pagespeed|headless|phantom|puppeteer|playwright|selenium|webdriver|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|httpclient|libwww|scrapy/i;

export function isBot(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.length < 20) return true;
  return BOT.test(userAgent);
}
