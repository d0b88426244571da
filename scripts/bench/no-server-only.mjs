// Preload for scripts that run server modules outside Next (`tsx --import ./scripts/bench/no-server-only.mjs …`):
// `import "server-only"` throws outside React Server Components, so it resolves to an empty module here,
// as Vitest's alias does. (Running with --conditions=react-server instead would refuse react-dom/server,
// which the mail templates render with.)
import Module from "node:module";
import { register } from "node:module";

const empty = new URL("../../node_modules/server-only/empty.js", import.meta.url);
register(
  "data:text/javascript," +
    encodeURIComponent(
      `export async function resolve(s, c, next) { if (s === "server-only") return { url: ${JSON.stringify(empty.href)}, shortCircuit: true }; return next(s, c); }`,
    ),
);
const original = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === "server-only") return empty.pathname;
  return original.call(this, request, ...rest);
};
