/**
 * The platform floor: a bare node:http server answering every request with the same status,
 * headers and body bytes that our API sent. Run as its own process (argv: response file).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const file = process.argv[2];
if (!file) throw new Error('usage: bare-server.ts <response.json>');
const saved = JSON.parse(readFileSync(file, 'utf8')) as {
  status: number;
  headers: Record<string, string>;
  body: string;
};
const body = Buffer.from(saved.body, 'base64');

const server = createServer((_request, response) => {
  response.writeHead(saved.status, { ...saved.headers, 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
