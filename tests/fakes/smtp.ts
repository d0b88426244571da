import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server in the test's process (smtp-server), with what arrives parsed by mailparser.
 * Plain SMTP with AUTH accepted (allowInsecureAuth, STARTTLS off): SMTP_URL=smtp://user:pass@127.0.0.1:port.
 * `refuse` makes it answer every recipient with a 550, as a server that refuses the mail; `delayMs` holds
 * each message that long before accepting it, as a remote server's round trip.
 */
export type Received = { mail: ParsedMail; raw: string; envelope: { from: string; to: string[] } };

export type FakeSmtp = {
  url: string;
  port: number;
  received: Received[];
  refuse: boolean;
  delayMs: number;
  waitFor: (n: number, timeoutMs?: number) => Promise<Received[]>;
  close: () => Promise<void>;
};

export async function startFakeSmtp(listenPort = 0): Promise<FakeSmtp> {
  const received: Received[] = [];
  const state = { refuse: false, delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(_auth, _session, cb) {
      cb(null, { user: "test" });
    },
    onRcptTo(address, _session, cb) {
      if (state.refuse) return cb(Object.assign(new Error("Mailbox unavailable (test refuses)"), { responseCode: 550 }));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail = await simpleParser(raw);
        if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
        received.push({
          mail,
          raw,
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
          },
        });
        cb();
      });
    },
  });
  // A client killed mid-message (a worker's SIGKILL, tests/integration/checkout-recovery-crash) resets its socket.
  server.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code !== "ECONNRESET") console.error("[fake smtp]", err.message);
  });
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://user:pass@127.0.0.1:${port}`,
    port,
    received,
    get refuse() {
      return state.refuse;
    },
    set refuse(v: boolean) {
      state.refuse = v;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(v: number) {
      state.delayMs = v;
    },
    async waitFor(n, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} mails, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
