import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const readme = readFileSync('README.md', 'utf8');
const ciNode = readFileSync('.nvmrc', 'utf8').trim();

/** The major versions an engines range like `^20.19.0 || ^24.0.0` admits. */
const majors = (range: string) =>
  range.split('||').map((part) => Number(/^\s*\^(\d+)\.\d+\.\d+\s*$/.exec(part)?.[1] ?? NaN));

describe('the supported Node.js lines', () => {
  const supported = majors(pkg.engines.node);

  it('are LTS lines written as caret ranges', () => {
    expect(supported.every((major) => Number.isInteger(major) && major % 2 === 0)).toBe(true);
  });

  it('include the version CI runs the whole suite on, the newest of them', () => {
    expect(ciNode).toMatch(/^\d+\.\d+\.\d+$/);
    const major = Number(ciNode.split('.')[0]);
    expect(supported).toContain(major);
    expect(Math.max(...supported)).toBe(major);
  });

  it('include the Node.js running these tests', () => {
    expect(supported).toContain(Number(process.versions.node.split('.')[0]));
  });

  it('are the ones the README names', () => {
    const line = /^Supported Node\.js: (.+)$/m.exec(readme)?.[1] ?? '';
    const named = [...line.matchAll(/\b\d+\b/g)].map((m) => Number(m[0]));
    expect(new Set(named)).toEqual(new Set(supported));
  });
});
