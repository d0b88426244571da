// Next's own incremental cache (pages and the tagged data cache), with writes to disk switched off.
// Store pages embed database ids, so a cached page must never outlive the database it was rendered from
// (a restart, a reseeded demo or test database). `experimental.isrFlushToDisk: false` does the same, but
// makes every build and start print '⨯ isrFlushToDisk' under "Experiments", which reads like a failure.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

export default class MemoryOnlyCache extends FileSystemCache {
  constructor(ctx) {
    super({ ...ctx, flushToDisk: false });
  }
}
