import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/**
 * `<link rel="modulepreload">` in index.html for the chunks the entry imports dynamically
 * at start (web/src/main.tsx loads the app in steps, each evaluated in its own task), and
 * the chunks those import: fetched with the entry, as Vite does for its static imports,
 * not one after another once the entry has run. Every dynamic import of the entry is a
 * start step (main.tsx imports nothing else), so a new step is preloaded by itself.
 */
export function preloadStartChunks(): Plugin {
  return {
    name: 'ubr-preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const files = new Set<string>();
        const add = (chunk: OutputChunk | undefined) => {
          if (!chunk || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const f of chunk.imports) add(byFile.get(f));
        };
        for (const file of chunks.find((c) => c.isEntry)?.dynamicImports ?? []) add(byFile.get(file));
        const links = [...files]
          .filter((f) => !html.includes(`/${f}"`))
          .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
        return links.length ? html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : html;
      },
    },
  };
}
