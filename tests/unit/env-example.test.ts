import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../../src/server/config';

describe('.env.example and the README', () => {
  const example = readFileSync('.env.example', 'utf8');
  const readme = readFileSync('README.md', 'utf8');
  it('document every variable the server reads', () => {
    expect(ENV_VARIABLES.length).toBeGreaterThan(15);
    const inExample = ENV_VARIABLES.filter((name) =>
      new RegExp(`^#? ?${name}=`, 'm').test(example),
    );
    const inReadme = ENV_VARIABLES.filter((name) =>
      new RegExp(`^\\| \`${name}\` +\\|`, 'm').test(readme),
    );
    expect(inExample).toEqual(ENV_VARIABLES);
    expect(inReadme).toEqual(ENV_VARIABLES);
  });
});
