import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a public page asks for first, so index.html can name it in its <head> and the browser
 * fetches it while the entry's JavaScript is still arriving (issue 15: the phone's request
 * chain was HTML → entry → lazy page chunk → data → picture).
 * `modules` are the route's lazy page sources as the Vite manifest names them; `api` are the
 * GETs the page reads before its first render (its route's `handle.firstData`, web/src/app/firstData.ts),
 * written exactly as RTK Query asks for them, so the browser hands the preloaded answer to
 * that fetch instead of asking twice (web/src/app/firstData.test.ts holds the two lists together).
 */
interface PageHint { modules?: string[]; api?: string[] }

/** Every page's bar: the signed-in user and the logo settings (useCurrentUser, SiteLogo). */
export const EVERY_PAGE = ['/api/auth/user', '/api/system-settings/site_logo', '/api/system-settings/logo_animation'];

export const PAGE_HINTS: Record<string, PageHint> = {
  '/': { api: ['/api/events'] },
  '/events': { api: ['/api/events'] },
  '/battlers': {
    modules: ['src/features/battlers/BattlersPage.tsx'],
    api: ['/api/battlers-with-stats', '/api/system-settings/youtube_views_visible'],
  },
  '/sponsors': { modules: ['src/features/sponsors/SponsorsPage.tsx'], api: ['/api/approved-sponsors'] },
};

interface ManifestChunk { file: string; imports?: string[]; dynamicImports?: string[] }
type Manifest = Record<string, ManifestChunk>;

/** The build's manifest (vite `build.manifest`), or an empty one: then only the data is preloaded. */
export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** A module's chunk and every chunk it imports statically, as URL paths. */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

/**
 * index.html for a path, with the page's hints before `</head>`; null for a path with no
 * hints (the plain file is sent). Chunks index.html already names are left out.
 * `use-credentials` because RTK Query fetches with `credentials: 'include'`: a preload is
 * reused only by a request with the same credentials mode.
 */
export function hintedIndex(indexHtml: string, manifest: Manifest, pathname: string): string | null {
  const hint = Object.hasOwn(PAGE_HINTS, pathname) ? PAGE_HINTS[pathname] : undefined;
  if (!hint) return null;
  const scripts = [...new Set((hint.modules ?? []).flatMap((m) => chunkFiles(manifest, m)))]
    .filter((file) => !indexHtml.includes(`"${file}"`));
  const links = [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    ...[...EVERY_PAGE, ...(hint.api ?? [])].map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`),
  ];
  return indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}
