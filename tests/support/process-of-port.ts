import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * Which of `pids` owns the loopback TCP connection whose local port is `port` (Linux: the
 * socket's inode in /proc/net/tcp, then the process holding that inode among its fds). Lets a
 * server in the test name the process a request came from. 'unknown' when none does.
 */
export function processOfPort(port: number, pids: number[]): string {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[1]?.endsWith(`:${hex}`) && cols[9]) inodes.add(cols[9]);
    }
  }
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
        if (inode && inodes.has(inode)) return String(pid);
      } catch {
        // The fd closed meanwhile.
      }
    }
  }
  return 'unknown';
}
