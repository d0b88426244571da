/**
 * URLs that name nothing we serve: a path or query that does not decode as UTF-8 text (a stray "%",
 * "%ZZ", a cut-off or overlong sequence, an encoded lone surrogate) or that decodes to a NUL. Next's
 * router answers 500 to a malformed escape in a path (and in /uploads/… before any code of ours runs),
 * and a NUL would reach a page's database query, where PostgreSQL refuses it in text; both get 400.
 *
 * Checked twice: on the raw request line by the server's HTTP hook (lib/peer-address.ts), which
 * sees every request, static files included, before Next rewrites the query; and in proxy.ts, for
 * servers started without that hook. Pure: no Node or Next APIs.
 */
export function isHostileUrl(pathname: string, search: string): boolean {
  // In a query, "+" is a space, as forms send it.
  return hostile(pathname) || hostile(search.replace(/\+/g, " "));
}

/** The same check on a raw request target ("/a/b?x=1"). */
export function isHostileRequestTarget(target: string): boolean {
  const q = target.indexOf("?");
  return q < 0 ? isHostileUrl(target, "") : isHostileUrl(target.slice(0, q), target.slice(q));
}

function hostile(raw: string): boolean {
  if (!raw.includes("%") && !raw.includes("\u0000")) return false;
  // Separators are not escapes: each piece decodes on its own, as URLSearchParams would split it.
  for (const piece of raw.split(/[&=]/)) {
    let text: string;
    try {
      text = decodeURIComponent(piece);
    } catch {
      return true;
    }
    if (text.includes("\u0000")) return true;
  }
  return false;
}

/**
 * A route parameter as text, or null when it does not decode. Next hands pages the segment already
 * decoded once, so a slug of "%25" arrives as "%", and decoding it again threw (a 500 for /pages/%25).
 */
export function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export const HOSTILE_URL_MESSAGE = "Bad Request: malformed URL";
