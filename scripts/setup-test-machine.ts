// First step of `npm test`: the Debian packages its suites need are installed, or the run stops
// here naming them. As root with apt-get (CI, these machines) it installs what is missing.
import { spawnSync } from 'node:child_process';
import { planSystemSetup, SYSTEM_PACKAGES, onPath } from './lib/system-packages';

const missing = () => SYSTEM_PACKAGES.filter((pkg) => !pkg.isPresent());

const plan = planSystemSetup({
  missing: missing(),
  isRoot: process.getuid?.() === 0,
  hasAptGet: onPath('apt-get'),
});

if (plan.action === 'refuse') {
  console.error(plan.message);
  process.exit(1);
}

if (plan.action === 'install') {
  console.log(`Installing from Debian: ${plan.packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args: string[]) => {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
      process.exit(1);
    }
  };
  run(['update', '-qq']);
  run(['install', '-y', '-qq', ...plan.packages]);
  const still = missing();
  if (still.length > 0) {
    console.error(`Still missing after apt-get: ${still.map((pkg) => pkg.name).join(' ')}`);
    process.exit(1);
  }
}
