import http from "node:http";
import { answerBusyAs503 } from "./busy-request";
import { PEER_HEADER, trustPeerHeader } from "./client-address";
import { HOSTILE_URL_MESSAGE, isHostileRequestTarget } from "./hostile-url";
import { trackRequest } from "./requests-in-flight";

const g = globalThis as unknown as { __sbPeerHookInstalled?: boolean };

/**
 * Stamps every incoming HTTP request with the socket's address in PEER_HEADER, overwriting whatever a
 * client sent under that name. Installed once at server start (instrumentation.ts): Next hands route
 * handlers the request headers but not the socket, and it keeps a client's X-Forwarded-For instead of
 * the real peer, so this is the only trustworthy source of the caller's address.
 */
export function installPeerAddressHeader() {
  if (g.__sbPeerHookInstalled) return;
  g.__sbPeerHookInstalled = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function patchedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      // The raw request line, before Next rewrites the query or serves a static file (lib/hostile-url).
      if (isHostileRequestTarget(req.url ?? "/")) {
        const res = args[1] as http.ServerResponse;
        res.writeHead(400, { "content-type": "application/json", "cache-control": "no-store" });
        res.end(JSON.stringify({ message: HOSTILE_URL_MESSAGE }));
        return true;
      }
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? "unknown";
      // Counted while answered, so the job worker can give way to requests (lib/queue/yield.ts).
      trackRequest(args[1] as http.ServerResponse);
      // A page that found the database pool busy answers 503 for itself (lib/busy-request.ts).
      return answerBusyAs503(args[1] as http.ServerResponse, () => (emit as (this: http.Server, e: string | symbol, ...a: unknown[]) => boolean).call(this, event, ...args));
    }
    return (emit as (this: http.Server, e: string | symbol, ...a: unknown[]) => boolean).call(this, event, ...args);
  } as typeof emit;
  trustPeerHeader(true);
}
