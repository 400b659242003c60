import type { Plugin } from 'vite';

/**
 * The contract builds its schemas at module level (`export const x = z.object(…).strict()`).
 * Building one touches nothing else, but Rollup cannot know that, so every schema of a module
 * the app took one constant or helper from stayed in the bundle, and zod with it. Each
 * module-level `const` built by a call is wrapped in an IIFE marked pure (a pure mark on the
 * chain itself covers only its first call), so an unused schema goes and zod loads only
 * where a schema really runs.
 */
export function pureContractSchemas(): Plugin {
  return {
    name: 'pure-contract-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('/packages/contract/src/')) return null;
      const inits: { start: number; end: number }[] = [];
      for (let node of this.parse(code).body) {
        if (node.type === 'ExportNamedDeclaration' && node.declaration) node = node.declaration;
        if (node.type !== 'VariableDeclaration' || node.kind !== 'const') continue;
        for (const { init } of node.declarations) {
          if (init?.type === 'CallExpression') inits.push(init as unknown as { start: number; end: number });
        }
      }
      let out = code;
      for (const { start, end } of inits.reverse()) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => ${out.slice(start, end)})()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}
