import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';

export const DOVECOT = '/usr/sbin/dovecot';

export type ImapServer = {
  host: string;
  port: number;
  user: string;
  password: string;
  /** Puts a raw message (CRLF lines) into the user's INBOX over IMAP. */
  append(raw: string): Promise<void>;
  close(): Promise<void>;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('data', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Debian's Dovecot (dovecot-imapd), run unprivileged in a temp folder with a config of its own:
 * one user in a passwd-file, Maildir in the folder, plain IMAP on a free loopback port, no TLS,
 * no chroot. Run as root (these machines), every process of it runs as `nobody`.
 */
export async function startImapServer(): Promise<ImapServer> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-imap-'));
  const port = await freePort();
  const root = process.getuid?.() === 0;
  const uid = root ? 65534 : process.getuid!();
  const gid = root ? 65534 : process.getgid!();
  const userName = root ? 'nobody' : (process.env.USER ?? 'nobody');
  const password = 'imap-test-password';
  for (const sub of ['run', 'state', 'mail', 'home']) mkdirSync(join(dir, sub));
  writeFileSync(
    join(dir, 'users'),
    `shop:{PLAIN}${password}:${uid}:${gid}::${join(dir, 'home')}\n`,
  );
  const config = join(dir, 'dovecot.conf');
  writeFileSync(
    config,
    `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${userName}
default_internal_group = ${root ? 'nogroup' : userName}
default_login_user = ${userName}
first_valid_uid = ${uid}
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = passwd-file
  args = username_format=%u ${dir}/users
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`,
  );
  if (root) {
    const own = (path: string) => chownSync(path, uid, gid);
    own(dir);
    for (const sub of ['run', 'state', 'mail', 'home', 'users', 'dovecot.conf'])
      own(join(dir, sub));
  }
  const child: ChildProcess = spawn(DOVECOT, ['-F', '-c', config], {
    stdio: 'ignore',
    ...(root && { uid, gid }),
  });
  const deadline = Date.now() + 15_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`dovecot did not start (see ${dir}/dovecot.log)`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const server: ImapServer = {
    host: '127.0.0.1',
    port,
    user: 'shop',
    password,
    async append(raw) {
      const client = new ImapFlow({
        host: '127.0.0.1',
        port,
        secure: false,
        auth: { user: 'shop', pass: password },
        logger: false,
      });
      await client.connect();
      await client.append('INBOX', raw);
      await client.logout();
    },
    async close() {
      const exited = new Promise<void>((resolve) =>
        child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
      );
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}
