// Runs the fake payment provider as a process (Playwright's webServer starts it for the e2e journeys):
//   tsx tests/fakes/serve.ts [port]
import { FakeProvider } from "./payment-provider";

const port = Number(process.argv[2] ?? process.env.FAKE_PROVIDER_PORT ?? 3549);
const fake = new FakeProvider();
fake.listen(port).then((url) => console.log(`[fake-provider] listening on ${url}`));
const stop = () => fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
