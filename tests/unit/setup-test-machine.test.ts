import { describe, expect, it } from 'vitest';
import {
  onPath,
  planSystemSetup,
  SYSTEM_PACKAGES,
  type SystemPackage,
} from '../../scripts/lib/system-packages';

const pkg = (name: string): SystemPackage => ({
  name,
  usedBy: `the ${name} tests`,
  isPresent: () => false,
});

describe('npm test setting up the machine', () => {
  it('does nothing when every package is there', () => {
    expect(planSystemSetup({ missing: [], isRoot: false, hasAptGet: false })).toEqual({
      action: 'none',
    });
  });

  it('installs what is missing as root with apt-get', () => {
    expect(
      planSystemSetup({ missing: [pkg('chromium'), pkg('nginx')], isRoot: true, hasAptGet: true }),
    ).toEqual({ action: 'install', packages: ['chromium', 'nginx'] });
  });

  it('stops naming each package and what needs it when it may not install', () => {
    const plan = planSystemSetup({ missing: [pkg('postgresql')], isRoot: false, hasAptGet: true });
    expect(plan.action).toBe('refuse');
    if (plan.action !== 'refuse') return;
    expect(plan.message).toContain('postgresql: the postgresql tests');
    expect(plan.message).toContain('sudo apt-get install -y postgresql');
  });

  it('does not offer apt-get where there is none, even as root', () => {
    const plan = planSystemSetup({ missing: [pkg('sqlmap')], isRoot: true, hasAptGet: false });
    expect(plan.action).toBe('refuse');
    if (plan.action !== 'refuse') return;
    expect(plan.message).not.toContain('apt-get install');
    expect(plan.message).toContain('sqlmap');
  });

  it('lists the programs the suites start', () => {
    expect(SYSTEM_PACKAGES.map((p) => p.name)).toEqual([
      'chromium',
      'postgresql',
      'nginx',
      'prusa-slicer',
      'sqlmap',
      'dovecot-imapd',
    ]);
  });

  it('finds a program on PATH only in its listed folders', () => {
    expect(onPath('node', `/nonexistent:${process.execPath.replace(/\/node$/, '')}`)).toBe(true);
    expect(onPath('node', '/nonexistent')).toBe(false);
  });
});
