// Next's page and data cache (ISR pages, unstable_cache entries), shared by every app instance.
//
// next.config.ts names this file as `cacheHandler`. Without REDIS_URL it hands everything to Next's own
// FileSystemCache with writes to disk switched off (what `experimental.isrFlushToDisk: false` does, without
// the build printing a red '⨯ isrFlushToDisk' line that reads like a failure). With
// REDIS_URL, entries live in Redis and tag expiry is recorded there, so an owner's edit through one
// instance (revalidateTag) expires the pages and data of every instance at once:
//   sb:cache:{key}  the entry: { lastModified, value, cacheControl, tags }, values with Buffers and Maps
//                   encoded for JSON
//   sb:cache-tags   hash tag -> time (ms) of its last expiry; an entry older than any of its tags' times
//                   is a miss, so the next request renders it afresh
// Plain JavaScript (no TypeScript, no path aliases): Next loads it at run time outside its bundles.
import FileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { connectRedis, createRedisGuard } from "../redis-guard.mjs";

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const ENTRY = "sb:cache:";
const TAGS = "sb:cache-tags";
const TAGS_HEADER = "x-next-cache-tags";
/** Entries nobody reads for a day go; Redis' own maxmemory policy bounds the rest. */
const TTL_SECONDS = 24 * 60 * 60;

const g = globalThis;

function redis(url) {
  if (!g.__sbCacheRedis) {
    // 200 ms per command at most and no offline queue (lib/redis-guard.mjs): a page never waits on Redis.
    g.__sbCacheRedis = import("ioredis").then(({ Redis }) => connectRedis(Redis, url));
  }
  return g.__sbCacheRedis;
}

/**
 * Where entries go while Redis is unavailable: this process's memory, bounded (LOCAL_MAX_BYTES, least
 * recently used out first), with the tags expired meanwhile. Only used during an outage: when Redis is
 * back, the expiries recorded here are written to Redis (so the other instances drop what this one's
 * owners changed meanwhile) and the local entries go, since they missed the other instances' expiries.
 */
const LOCAL_MAX_BYTES = 64 * 1024 * 1024;

function approxSize(v, depth = 0) {
  if (v == null || depth > 4) return 0;
  if (typeof v === "string" || Buffer.isBuffer(v)) return v.length;
  if (v instanceof Map) return [...v.values()].reduce((n, x) => n + approxSize(x, depth + 1), 0);
  if (typeof v === "object") return Object.values(v).reduce((n, x) => n + approxSize(x, depth + 1), 0);
  return 8;
}

export class OutageCache {
  constructor(maxBytes = LOCAL_MAX_BYTES) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.entries = new Map();
    /** tag -> time of its expiry during the outage, to be written to Redis when it is back. */
    this.expired = new Map();
  }

  get(key, tags) {
    const e = this.entries.get(key);
    if (!e) return null;
    const all = new Set([...e.tags, ...tags]);
    if ([...all].some((t) => (this.expired.get(t) ?? 0) >= e.lastModified)) return null;
    this.entries.delete(key); // most recently used last
    this.entries.set(key, e);
    return { lastModified: e.lastModified, value: e.value, cacheControl: e.cacheControl };
  }

  set(key, entry) {
    const size = approxSize(entry.value);
    if (size > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, { ...entry, size });
    this.bytes += size;
    for (const [k] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(k);
    }
  }

  delete(key) {
    const e = this.entries.get(key);
    if (!e) return;
    this.bytes -= e.size;
    this.entries.delete(key);
  }

  expire(tags, at) {
    for (const t of tags) this.expired.set(t, at);
  }

  /** The expiries to hand to Redis, and a clean slate. */
  drain() {
    const expired = this.expired;
    this.entries = new Map();
    this.expired = new Map();
    this.bytes = 0;
    return expired;
  }
}

function encode(value) {
  return JSON.stringify(value, function replacer(key, v) {
    const orig = this[key];
    if (Buffer.isBuffer(orig)) return { __sbBuf: orig.toString("base64") };
    if (orig instanceof Map) return { __sbMap: [...orig.entries()] };
    return v;
  });
}

function decode(text) {
  return JSON.parse(text, (_key, v) => {
    if (v && typeof v === "object") {
      if (typeof v.__sbBuf === "string") return Buffer.from(v.__sbBuf, "base64");
      if (Array.isArray(v.__sbMap)) return new Map(v.__sbMap);
    }
    return v;
  });
}

// Keys of the local cache that the build output on disk does not hold (every page and data entry made at
// run time). Writes to disk are off, so the disk cannot gain them later: after one failed look, a key that is
// not in memory is a miss without opening files. Next's own get looks on disk on every memory miss (and for a
// data entry reads the file only to return null when disk writes are off): ~0.7 ms of a listing's cache miss.
const NOT_ON_DISK_MAX = 100_000;
const notOnDisk = new Set();

function bufferLength() {
  return { type: "Buffer", length: this.length };
}
const realBufferToJSON = Buffer.prototype.toJSON;
const wrappedSetters = new WeakSet();

/**
 * Next's IncrementalCache.set measures every entry it stores with `JSON.stringify(entry).length`, only to
 * refuse data-cache (fetch) entries over 2 MB, a limit it skips anyway with a custom handler like this one.
 * For a page that serialises the RSC payload's Buffer as an array of numbers: ~5 ms and ~200 KB of garbage
 * per cache miss, an eighth of rendering a listing into the cache (CPU profile under `npm run bench`). While
 * that synchronous measurement runs, a Buffer serialises as its length; the original is back before this
 * handler's own set runs (the first thing it does), and data entries are measured as before. Should Next
 * change, the wrapper changes nothing: the measurement just costs what it did.
 */
function cheapenEntrySizing() {
  const cache = g.__incrementalCache;
  const proto = cache && Object.getPrototypeOf(cache);
  if (!proto || wrappedSetters.has(proto) || typeof proto.set !== "function") return;
  const set = proto.set;
  proto.set = function setMeasuringBuffersByLength(key, data, ctx) {
    if (!data || data.kind === "FETCH") return set.call(this, key, data, ctx);
    Buffer.prototype.toJSON = bufferLength;
    try {
      return set.call(this, key, data, ctx);
    } finally {
      Buffer.prototype.toJSON = realBufferToJSON;
    }
  };
  wrappedSetters.add(proto);
}

/**
 * A page entry with its HTML as bytes. Next keeps a cached page's HTML as a string and answers a hit with
 * `res.end(string)`; Node encodes it into a fresh buffer per response, and on the bench machine a ~90 KB
 * page written that way caps a plain Node server at ~850 responses/s against ~17,000 for the same bytes as
 * a Buffer. Given a Buffer, Next streams it as it is (chunked, without a Content-Length). Off the JavaScript
 * heap, the HTML also no longer adds to the garbage collector's copying on every cache miss.
 */
function withHtmlBytes(value) {
  if (value?.kind !== "APP_PAGE" || typeof value.html !== "string") return value;
  return { ...value, html: Buffer.from(value.html, "utf8") };
}

/** A cache entry ({ value, … }) whose page HTML is bytes: the same object when it already was. */
function entryWithHtmlBytes(entry) {
  const value = withHtmlBytes(entry?.value);
  return value === entry?.value ? entry : { ...entry, value };
}

/** The tags an entry answers to: a page's from its headers, a data entry's from the request context. */
function tagsOf(value, ctx) {
  const tags = new Set([...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...(value?.tags ?? [])]);
  const header = value?.headers?.[TAGS_HEADER];
  if (typeof header === "string") for (const t of header.split(",")) if (t) tags.add(t);
  return [...tags];
}

/** One outage store and one breaker per process: Next may construct the handler more than once. */
function outage(url) {
  if (!g.__sbCacheOutage) {
    const local = new OutageCache();
    const guard = createRedisGuard({
      name: "cache",
      ready: () => redis(url),
      async onRecover() {
        const expired = local.drain();
        if (expired.size) await (await redis(url)).hset(TAGS, ...[...expired].flatMap(([t, at]) => [t, String(at)]));
      },
    });
    g.__sbCacheOutage = { local, guard };
  }
  return g.__sbCacheOutage;
}

export default class CacheHandler {
  constructor(ctx) {
    this.url = process.env.REDIS_URL || "";
    this.local = this.url ? null : new FileSystemCache({ ...ctx, flushToDisk: false });
    // Files prerendered at build time (platform pages) are read from disk when Redis has no entry.
    this.seed = this.url && ctx.fs && ctx.serverDistDir ? new FileSystemCache({ ...ctx, maxMemoryCacheSize: 0 }) : null;
    this.outage = this.url ? outage(this.url) : null;
  }

  async get(key, ctx) {
    cheapenEntrySizing();
    if (this.local) {
      const memory = FileSystemCache.memoryCache;
      const inMemory = !memory || memory.has(key);
      if (!inMemory && (ctx?.kind === "FETCH" || notOnDisk.has(key))) return null;
      const found = await this.local.get(key, ctx);
      if (!found && !inMemory) {
        if (notOnDisk.size >= NOT_ON_DISK_MAX) notOnDisk.clear();
        notOnDisk.add(key);
      }
      // Entries stored here already hold bytes; pages the build wrote to disk come back as strings.
      return entryWithHtmlBytes(found);
    }
    const { local, guard } = this.outage;
    const found = await guard.run(
      () => this.redisGet(key, ctx),
      () => local.get(key, tagsOf(undefined, ctx)),
    );
    if (found) return found;
    if (this.seed && ctx?.kind !== "FETCH") {
      return entryWithHtmlBytes(await this.seed.get(key, ctx).catch(() => null));
    }
    return null;
  }

  /** The entry in Redis, null for a miss or an expired tag; throws when Redis does not answer. */
  async redisGet(key, ctx) {
    const client = await redis(this.url);
    const text = await client.get(ENTRY + key);
    if (!text) return null;
    const entry = decode(text);
    const tags = [...new Set([...(entry.tags ?? []), ...tagsOf(entry.value, ctx)])];
    if (tags.length) {
      const times = await client.hmget(TAGS, ...tags);
      if (times.some((t) => t && Number(t) >= entry.lastModified)) return null;
    }
    return { lastModified: entry.lastModified, value: withHtmlBytes(entry.value), cacheControl: entry.cacheControl };
  }

  async set(key, data, ctx) {
    Buffer.prototype.toJSON = realBufferToJSON;
    data = withHtmlBytes(data);
    if (this.local) return this.local.set(key, data, ctx);
    if (!data) return;
    const entry = { lastModified: Date.now(), value: data, cacheControl: ctx?.cacheControl, tags: tagsOf(data, ctx) };
    const { local, guard } = this.outage;
    await guard.run(
      async () => void (await (await redis(this.url)).set(ENTRY + key, encode(entry), "EX", TTL_SECONDS)),
      () => local.set(key, entry),
    );
  }

  async revalidateTag(tags, durations) {
    if (this.local) return this.local.revalidateTag(tags, durations);
    const list = (typeof tags === "string" ? [tags] : tags).filter(Boolean);
    if (!list.length) return;
    const now = Date.now();
    const args = list.flatMap((t) => [t, String(now)]);
    const { local, guard } = this.outage;
    await guard.run(
      async () => void (await (await redis(this.url)).hset(TAGS, ...args)),
      () => local.expire(list, now),
    );
  }

  resetRequestCache() {
    this.local?.resetRequestCache?.();
  }
}
