import { z } from "zod";

/**
 * Every environment variable the app reads, validated in one place. A malformed value fails at start
 * with a message naming the variable. `.env.example` documents the same list.
 */
const bool = (def: boolean) =>
  z
    .enum(["1", "0", "true", "false", "yes", "no", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? def : v === "1" || v === "true" || v === "yes"));

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** postgres://… to use a PostgreSQL server; unset for the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), "must start with postgres:// or postgresql://"),
  /**
   * A direct connection (postgres://…) for the start-up migration, when DATABASE_URL goes through a pooler in
   * transaction mode (PgBouncer): the migration's lock between instances is a session lock. Unset: DATABASE_URL.
   */
  DATABASE_MIGRATION_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), "must start with postgres:// or postgresql://"),
  /**
   * Connections this instance's pool may hold on PostgreSQL. Unset: derived at start from the machine and the
   * server (db/pool-size.ts, record 0122): 5 per core, at least 10, at most a quarter of the server's
   * max_connections (minus its reserved ones), so four instances and pg-boss fit.
   */
  DATABASE_POOL_MAX: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(1000).optional()),
  /**
   * How long a request waits for a pooled connection while the pool makes no progress (no connection handed
   * back by anyone), in ms; then that request (only) answers 503 with Retry-After. A pool that keeps handing
   * connections back is busy, not stuck: its waiters wait on, up to DATABASE_POOL_WAIT_MAX_MS (record 0140).
   * Also bounds opening a new connection to a server that does not answer.
   */
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** The longest any request waits for a pooled connection, progress or not, in ms (record 0140). */
  DATABASE_POOL_WAIT_MAX_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Folder for the embedded database, uploads and the generated secret. `memory://` keeps PGlite in memory (tests). */
  DATA_DIR: z.string().min(1).default(".data"),
  /** The platform's host name; stores live on {slug}.ROOT_DOMAIN. */
  ROOT_DOMAIN: z
    .string()
    .min(1)
    .default("localhost")
    .transform((v) => v.toLowerCase().replace(/:\d+$/, "")),
  /** Scheme of the public store URLs (canonical links, sitemaps). Default: http on localhost, else https. */
  PUBLIC_PROTOCOL: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["http", "https"]).optional()),
  /** Port of the public store URLs when it is not the scheme's default (e.g. 3000 locally). */
  PUBLIC_PORT: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(65535).optional()),
  /** Secret for encrypting stored payment keys. Generated and kept in DATA_DIR when unset. */
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Seed the demo stores on the first start of an empty embedded database. */
  AUTO_SEED: bool(true),
  REDIS_URL: optionalUrl,
  BLOB_READ_WRITE_TOKEN: z.string().optional(),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
  /**
   * TESTS AND DEVELOPMENT ONLY. Let the product importer fetch images from private and local addresses
   * (127.0.0.1, 10.x, 192.168.x, ::1…; lib/storage/remote-image.ts). Off (default), an image URL that names or
   * resolves to such an address is refused, so a CSV cannot make the server read its own network (cloud
   * metadata at 169.254.169.254, an admin port on localhost). Never set it on a server the public can reach.
   */
  IMAGE_FETCH_ALLOW_PRIVATE: bool(false),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** Failed logins allowed per account within LOGIN_WINDOW_MINUTES before answers become 429. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(9),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** Registrations (stores and shopper accounts) one client address may make within LOGIN_WINDOW_MINUTES. */
  REGISTER_MAX_PER_WINDOW: z.coerce.number().int().positive().default(10),
  /**
   * How many reverse proxies of ours sit in front of the app (nginx: 1). X-Forwarded-For is believed for
   * that many hops only; 0 (default) ignores it and limits by the connection's own address.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Percentage of each paid transaction kept by the platform. */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(2),
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(10),
  /** Payment provider API bases (tests point them at a local fake provider). */
  STRIPE_API_BASE: optionalUrl,
  RAZORPAY_API_BASE: optionalUrl,
  PAYPAL_API_BASE: optionalUrl,
  /** Browser scripts of the providers (tests serve fakes from the local fake provider). */
  RAZORPAY_CHECKOUT_JS_URL: optionalUrl,
  STRIPE_JS_URL: optionalUrl,
  PAYPAL_JS_SDK_URL: optionalUrl,
  /** Milliseconds to wait for a payment provider's API before giving up. */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  /** Unpaid online orders older than this many minutes are checked with their provider, then paid or cancelled. */
  ABANDONED_ORDER_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
  /** How often a Node server runs that check in-process (seconds); 0 turns the in-process timer off (Vercel Cron calls the route). */
  ABANDONED_ORDER_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Abandoned-checkout recovery (record 0156): when set, every store's delay in minutes (tests); unset: each store's setting. */
  ABANDONED_CHECKOUT_MINUTES: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(10_080).optional()),
  /**
   * Product imports' lease (record 0121): a run renews it every IMPORT_HEARTBEAT_SECONDS; a run silent for
   * IMPORT_STALE_SECONDS counts as dead, and each worker looks for dead runs every IMPORT_SWEEP_SECONDS, so a
   * killed import is taken over within stale + sweep + the queue's pick-up (about 50 s with the defaults).
   * Tests set them small; keep the heartbeat well under the stale time.
   */
  IMPORT_HEARTBEAT_SECONDS: z.coerce.number().min(0.1).max(600).default(10),
  IMPORT_STALE_SECONDS: z.coerce.number().min(0.5).max(3600).default(30),
  IMPORT_SWEEP_SECONDS: z.coerce.number().min(0.1).max(600).default(15),
  /** Secret a scheduler sends as `Authorization: Bearer …` to GET /api/cron/abandoned-orders (Vercel Cron sends CRON_SECRET). */
  CRON_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /**
   * Outgoing mail: smtp://user:pass@host:port (or smtps://). Unset: every message is kept in the outbox in
   * the database (owner and admin outbox pages) and nothing leaves the machine.
   */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^smtps?:\/\/[^\s]+$/.test(v), "must start with smtp:// or smtps://"),
  /**
   * Seconds before an outgoing message's (or a password-reset request's) first retry; the second waits twice
   * as long, each with up to as much again of jitter (pg-boss). Tests set 1.
   */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** The platform's sender address; a store's sender name goes in front of it. */
  MAIL_FROM: z.string().trim().min(3).default("Store Builder <no-reply@localhost>"),
  /**
   * Outgoing webhooks (record 0146): the first retry waits this long (ms), each next one twice as long, with up to
   * a quarter more of jitter; 8 attempts. The default (2 min) spreads them over about 4 h. Tests set a few ms.
   */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(120_000),
  /** A delivery's whole time (DNS, connect, answer, body), ms. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(10_000),
  /** How often each worker looks for due webhook deliveries (ms). */
  WEBHOOK_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(1000),
  /** Days webhook events and their deliveries are kept once settled (delivered or failed); the daily sweep deletes older ones. */
  WEBHOOK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * Let webhook URLs be http:// and reach private and local addresses (self-hosted integrations beside the app,
   * tests). Off (default): https only, to public addresses (the guard of lib/storage/remote-image.ts).
   */
  WEBHOOKS_ALLOW_PRIVATE_URLS: bool(false),
  /** Run the job worker (mail, password resets, scheduled sweeps) in this server process. */
  JOBS_WORKER: bool(true),
  /** Vercel Blob's API base (tests point @vercel/blob at a local fake). */
  VERCEL_BLOB_API_URL: optionalUrl,
  /** S3-compatible object storage for uploads (AWS S3, MinIO, R2…): on when S3_BUCKET is set. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  /** Endpoint of a non-AWS service (MinIO, R2); path-style addressing is used with it. */
  S3_ENDPOINT: optionalUrl,
  /** Public base URL of the bucket's objects (a CDN or the bucket's website); default: the endpoint's path-style URL. */
  S3_PUBLIC_URL: optionalUrl,
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The platform's own Razorpay keys for store registration; unset: registration creates a free trial. */
  PLATFORM_RAZORPAY_KEY_ID: z.string().optional(),
  PLATFORM_RAZORPAY_KEY_SECRET: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests change the environment between files; they call this to re-read it. */
export function resetEnvCache() {
  cached = undefined;
}
