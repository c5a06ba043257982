import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './postgres-server';

export type Balancer = { url: string; child: ChildProcess; log(): string; stop(): Promise<void> };

/** The `nginx` code block of the README's multi-process section: the configuration operators copy. */
export function readmeNginxBlock(readmePath = 'README.md'): string {
  const block = /```nginx\n([\s\S]*?)```/.exec(readFileSync(readmePath, 'utf8'))?.[1];
  if (!block) throw new Error('README.md has no ```nginx block');
  return block;
}

export function findNginx(): string {
  const path = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (!path)
    throw new Error('nginx is not installed (apt-get install -y nginx; .ci/run does this)');
  return path;
}

/**
 * Debian's nginx in a temp folder on a free loopback port, running the README's server block
 * with its upstream pointed at `backends` (ports). The test adds one header, X-Upstream (which
 * process answered), and nothing else.
 */
export async function startNginx(backends: number[], readmePath?: string): Promise<Balancer> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  // As root nginx runs its worker as `nobody`, which must write the temp folders.
  for (const sub of ['', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    chmodSync(join(dir, sub), 0o777);
  const port = await freePort();
  const block = readmeNginxBlock(readmePath);
  const servers = [...block.matchAll(/^\s*server 127\.0\.0\.1:\d+(.*);$/gm)];
  if (servers.length !== backends.length)
    throw new Error(
      `README upstream lists ${servers.length} servers, the test runs ${backends.length}`,
    );
  let i = 0;
  const site = block
    .replace(
      /^(\s*)server 127\.0\.0\.1:\d+(.*);$/gm,
      (_m, indent: string, rest: string) => `${indent}server 127.0.0.1:${backends[i++]}${rest};`,
    )
    .replace(
      /^(\s*)listen 80;$/m,
      `$1listen 127.0.0.1:${port};\n$1add_header X-Upstream $upstream_addr always;`,
    );
  const conf = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const nginx = findNginx();
  const child = spawn(
    nginx,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const url = `http://127.0.0.1:${port}`;
  const log = () =>
    output +
    (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited (${child.exitCode}):\n${log()}\n${conf}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 15_000) throw new Error(`nginx not answering:\n${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
