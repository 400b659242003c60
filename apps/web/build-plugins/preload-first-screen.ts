import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Where the server finds the signed-in first screens' chunks (apps/server/src/plugins/
 * signed-in-preloads.ts). A dot-folder: the static server never serves it.
 */
export const SIGNED_IN_PRELOADS_FILE = '.vite/signed-in-preloads.json';

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

function entryChunk(bundle: OutputBundle): OutputChunk {
  const entries = Object.values(bundle).filter(
    (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
  );
  if (entries.length !== 1) throw new Error(`preload-first-screen: ${entries.length} entry chunks`);
  return entries[0]!;
}

/** The files the screen made of `sources` needs beyond what the entry already imports. */
function screenFiles(bundle: OutputBundle, entry: OutputChunk, sources: string[]): string[] {
  const already = withStaticImports(bundle, entry);
  const wanted = new Set<string>();
  for (const source of sources) withStaticImports(bundle, chunkHolding(bundle, source), wanted);
  return [...wanted].filter((file) => !already.has(file));
}

export interface FirstScreens {
  /** The screen of a visitor without a session (index.html preloads it). */
  signIn: string[];
  /** The signed-in frame, every signed-in path's first screen. */
  frame: string[];
  /** Home, the screen at `/`, without the frame's sources. */
  home: string[];
}

/**
 * Lets the first screen's lazy chunks download beside the entry instead of after it has run
 * (issue 18). index.html gets `<link rel="modulepreload">` for the sign-in page, since a visitor
 * without a session lands there. A returning customer lands on the frame (and on Home at `/`),
 * whose chunks the build lists in SIGNED_IN_PRELOADS_FILE; the server swaps them in for a
 * browser that says it holds a session.
 */
export function preloadFirstScreen(screens: FirstScreens): Plugin {
  return {
    name: 'preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        return screenFiles(bundle, entry, screens.signIn).map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
    generateBundle(_options, bundle) {
      const entry = entryChunk(bundle);
      const preloads = {
        signIn: screenFiles(bundle, entry, screens.signIn),
        frame: screenFiles(bundle, entry, screens.frame),
        home: screenFiles(bundle, entry, [...screens.frame, ...screens.home]),
      };
      this.emitFile({ type: 'asset', fileName: SIGNED_IN_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
