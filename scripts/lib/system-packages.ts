// The Debian packages the test suites drive for real (a browser, a database server, a load
// balancer, a slicer, an attack tool, an IMAP server), each with how to tell it is already on the machine.
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export interface SystemPackage {
  /** Debian's package name, as `apt-get install` takes it. */
  name: string;
  /** Which suites need it, for the message that asks someone to install it. */
  usedBy: string;
  isPresent: () => boolean;
}

export const onPath = (program: string, path = process.env.PATH ?? ''): boolean =>
  path
    .split(delimiter)
    .filter(Boolean)
    .some((dir) => existsSync(join(dir, program)));

const postgresBinaries = (): boolean => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return false;
  return readdirSync(root).some((version) => existsSync(join(root, version, 'bin', 'initdb')));
};

export const SYSTEM_PACKAGES: readonly SystemPackage[] = [
  {
    name: 'chromium',
    usedBy: 'browser tests (Playwright drives /usr/bin/chromium)',
    isPresent: () => existsSync('/usr/bin/chromium'),
  },
  {
    name: 'postgresql',
    usedBy: 'API tests on PostgreSQL (servers started from /usr/lib/postgresql/*/bin)',
    isPresent: postgresBinaries,
  },
  {
    name: 'nginx',
    usedBy: 'the scale-out tests (nginx in front of three API processes)',
    isPresent: () => existsSync('/usr/sbin/nginx') || onPath('nginx'),
  },
  {
    name: 'prusa-slicer',
    usedBy: 'the slicing tests (custom-print quotes sliced for real)',
    isPresent: () => onPath('prusa-slicer'),
  },
  {
    name: 'sqlmap',
    usedBy: 'the resilience suite (an SQL-injection scan of the API)',
    isPresent: () => onPath('sqlmap'),
  },
  {
    name: 'dovecot-imapd',
    usedBy: 'the inbox tests (customer replies read back over IMAP from a real Dovecot)',
    isPresent: () => existsSync('/usr/sbin/dovecot'),
  },
];

export type SetupPlan =
  | { action: 'none' }
  | { action: 'install'; packages: string[] }
  | { action: 'refuse'; packages: string[]; message: string };

/**
 * What `npm test` does about the packages it lacks: nothing when all are there; install them
 * when it may (root, with apt-get, as on CI and these machines); otherwise stop at once and say
 * which to install, instead of failing minutes later inside a suite.
 */
export function planSystemSetup(input: {
  missing: readonly SystemPackage[];
  isRoot: boolean;
  hasAptGet: boolean;
}): SetupPlan {
  const packages = input.missing.map((pkg) => pkg.name);
  if (packages.length === 0) return { action: 'none' };
  if (input.isRoot && input.hasAptGet) return { action: 'install', packages };
  const lines = input.missing.map((pkg) => `  - ${pkg.name}: ${pkg.usedBy}`);
  const how = input.hasAptGet
    ? `sudo apt-get install -y ${packages.join(' ')}`
    : `install them with this system's package manager (Debian names: ${packages.join(' ')})`;
  return {
    action: 'refuse',
    packages,
    message: ['npm test needs these Debian packages, which are missing:', ...lines, how].join('\n'),
  };
}
