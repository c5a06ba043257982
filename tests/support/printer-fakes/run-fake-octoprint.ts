import { createInterface } from 'node:readline';
import { startFakeOctoPrint, type FakeOctoPrintOptions } from './fake-octoprint';

/**
 * A fake OctoPrint in its own process (`node --import tsx run-fake-octoprint.ts '<options>'`):
 * prints one JSON line `{url, apiKey}` once it listens, then takes one JSON command a line on
 * stdin (`{id, action, ...}`, see `spawn-fake-octoprint.ts`) and answers `{id, result}` on
 * stdout; stdin works while the fake refuses HTTP. Closes when stdin ends. Tests only.
 */
const options = JSON.parse(process.argv[2] ?? '{}') as FakeOctoPrintOptions;
const fake = await startFakeOctoPrint(options);
const { control } = fake;
process.stdout.write(`${JSON.stringify({ url: fake.url, apiKey: fake.apiKey })}\n`);

type Command = { id: number; action: string; fraction?: number; mode?: string; on?: boolean };

async function run(command: Command): Promise<unknown> {
  switch (command.action) {
    case 'failAt':
      return control.failAt(Number(command.fraction));
    case 'goOffline':
      return control.goOffline(command.mode === 'disconnected' ? 'disconnected' : 'refuse');
    case 'comeBack':
      return control.comeBack();
    case 'silentNonStart':
      return control.silentNonStart(command.on !== false);
    case 'counters':
      return {
        printsStarted: control.printsStarted(),
        starts: Object.fromEntries(control.fileNames().map((n) => [n, control.startsOf(n)])),
        state: control.stateText(),
      };
    default:
      throw new Error(`unknown action ${command.action}`);
  }
}

for await (const line of createInterface({ input: process.stdin })) {
  const command = JSON.parse(line) as Command;
  const answer = await run(command).then(
    (result) => ({ id: command.id, result: result ?? null }),
    (error: unknown) => ({ id: command.id, error: String(error) }),
  );
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
await fake.close();
