import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The output chunk that holds the source module ending with `source`. */
function chunkHolding(bundle: OutputBundle, source: string): OutputChunk {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && Object.keys(output.modules).some((id) => id.endsWith(source)))
      return output;
  }
  throw new Error(`preload-first-screen: no chunk holds ${source}`);
}

/** A chunk's file and the files it imports statically, recursively. */
function withStaticImports(bundle: OutputBundle, chunk: OutputChunk, files = new Set<string>()): Set<string> {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') withStaticImports(bundle, next, files);
  }
  return files;
}

/**
 * Adds `<link rel="modulepreload">` to index.html for the lazy chunks of the first screen
 * (`sources`, e.g. the sign-in page) that the entry does not already import, so the browser
 * fetches them beside the entry instead of after it has run (issue 18). A signed-in visitor
 * fetches them once too; the files are hashed and cached for a year, so it costs once.
 */
export function preloadFirstScreen(sources: string[]): Plugin {
  return {
    name: 'preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const already = withStaticImports(bundle, entry);
        const wanted = new Set<string>();
        for (const source of sources) withStaticImports(bundle, chunkHolding(bundle, source), wanted);
        return [...wanted]
          .filter((file) => !already.has(file))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
