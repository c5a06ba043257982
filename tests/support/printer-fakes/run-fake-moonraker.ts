import { createInterface } from 'node:readline';
import { startFakeMoonraker, type FakeMoonrakerOptions } from './fake-moonraker';

/**
 * The fake Moonraker as a process of its own, for tests that run the shop and its printers apart
 * (`node --import tsx tests/support/printer-fakes/run-fake-moonraker.ts '<options JSON>'`).
 * It prints one JSON line, `{ url, apiKey }`, then reads commands as JSON lines on stdin,
 * `{ "do": "failAt", "args": [0.4] }`, answering each with `{ ok, value? }` or `{ ok: false,
 * error }`. `{ "do": "state" }` answers the counters and print_stats; stdin closed ends it.
 */

const options = JSON.parse(process.argv[2] ?? '{}') as FakeMoonrakerOptions;
const fake = await startFakeMoonraker(options);

const commands: Record<string, (...args: never[]) => unknown> = {
  failAt: fake.failAt,
  silentNonStart: fake.silentNonStart,
  staleSocket: fake.staleSocket,
  goOffline: fake.goOffline,
  comeBack: fake.comeBack,
  disconnectKlippy: fake.disconnectKlippy,
  reconnectKlippy: fake.reconnectKlippy,
  state: () => ({
    printsStarted: fake.printsStarted,
    startRequests: fake.startRequests,
    uploads: fake.uploads,
    stats: fake.printer.stats,
    history: fake.printer.history,
  }),
};

console.log(JSON.stringify({ url: fake.url, apiKey: fake.apiKey }));

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  try {
    const { do: name, args = [] } = JSON.parse(line) as { do: string; args?: unknown[] };
    const command = commands[name];
    if (!command) throw new Error(`No command ${name}`);
    const value: unknown = await command(...(args as never[]));
    console.log(JSON.stringify({ ok: true, value: value ?? null }));
  } catch (error) {
    console.log(JSON.stringify({ ok: false, error: (error as Error).message }));
  }
}
await fake.close();
