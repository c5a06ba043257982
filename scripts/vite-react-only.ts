import type { Plugin } from 'vite';

/** Module ids that come from a UI runtime other than React: Preact or its compat layer. */
export function foreignRuntimeModules(moduleIds: Iterable<string>): string[] {
  return [...moduleIds].filter(
    (id) =>
      /[\\/]node_modules[\\/](@preact[\\/]|preact[\\/]|preact-)/.test(id) ||
      /^preact(\/|$)/.test(id),
  );
}

/**
 * Fails the build if any chunk holds Preact (decision 059: React 19 in every build). A stray
 * alias or a dependency that pulls preact/compat in would otherwise ship silently.
 */
export function reactOnly(): Plugin {
  return {
    name: 'layerworks-react-only',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of foreignRuntimeModules(output.moduleIds)) found.add(id);
        if (/\bfrom\s*["']preact/.test(output.code)) found.add(`${output.fileName} imports preact`);
      }
      if (found.size > 0)
        this.error(`the build contains Preact (decision 059): ${[...found].join(', ')}`);
    },
  };
}
