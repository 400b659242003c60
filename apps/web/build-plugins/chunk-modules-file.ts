import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Writes dist/.vite/chunk-modules.json, each output chunk with the source modules in it, so
 * scripts/bundle-budget.mjs finds a route's chunk by its screen's file even when Rollup has
 * merged small chunks (experimentalMinChunkSize) and the manifest names it otherwise.
 */
export function chunkModulesFile(): Plugin {
  const root = fileURLToPath(new URL('..', import.meta.url));
  return {
    name: 'chunk-modules-file',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = Object.keys(output.modules)
          .filter((id) => id.startsWith(root))
          .map((id) => id.slice(root.length));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) });
    },
  };
}
