import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CARD_SIZES, variantSrcSet } from '../../domain/shared/limits';

/**
 * What a public page asks for first, so index.html can name it in its <head> and the browser
 * fetches it while the entry's JavaScript is still arriving (issue 15: the phone's request
 * chain was HTML → entry → lazy page chunk → data → picture).
 * `modules` are the route's lazy page sources as the Vite manifest names them; `api` are the
 * GETs the page reads before its first render (its route's `handle.firstData`, web/src/app/firstData.ts),
 * written exactly as RTK Query asks for them, so the browser hands the preloaded answer to
 * that fetch instead of asking twice (web/src/app/firstData.test.ts holds the two lists together).
 */
interface PageHint {
  modules?: string[];
  api?: string[];
  /**
   * The page's first card picture, its largest paint on a phone, is preloaded too: the server
   * names it at the request (api/http/first-picture.ts), else the browser finds it only once
   * the page has rendered.
   */
  picture?: true;
}

/** Every page's bar: the signed-in user and the logo settings (useCurrentUser, SiteLogo). */
export const EVERY_PAGE = ['/api/auth/user', '/api/system-settings/site_logo', '/api/system-settings/logo_animation'];

export const PAGE_HINTS: Record<string, PageHint> = {
  '/': { api: ['/api/events'] },
  '/events': { api: ['/api/events'], picture: true },
  '/battlers': {
    modules: ['src/features/battlers/BattlersPage.tsx'],
    api: ['/api/battlers-with-stats', '/api/system-settings/youtube_views_visible'],
  },
  '/sponsors': { modules: ['src/features/sponsors/SponsorsPage.tsx'], api: ['/api/approved-sponsors'] },
};

interface ManifestChunk { file: string; name?: string; imports?: string[]; dynamicImports?: string[] }
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

/** Whether a path's page preloads its first picture (then the caller names it). */
export function hintsPicture(pathname: string): boolean {
  return Object.hasOwn(PAGE_HINTS, pathname) && PAGE_HINTS[pathname].picture === true;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A card picture's preload, the same choice the card's `<picture>` makes (web/src/components/VariantImage.tsx):
 * the WebP copies by the card's sizes, so a browser that takes WebP reuses it; the URL itself
 * for a picture without copies. `fetchpriority="high"` as the card's first picture has.
 */
function picturePreload(src: string): string {
  const webp = variantSrcSet(src, 'webp');
  return webp
    ? `<link rel="preload" as="image" type="image/webp" imagesrcset="${attribute(webp)}" imagesizes="${CARD_SIZES}" fetchpriority="high">`
    : `<link rel="preload" as="image" href="${attribute(src)}" fetchpriority="high">`;
}

/**
 * index.html for a path, with the page's hints before `</head>`; null for a path with no
 * hints (the plain file is sent). Chunks index.html already names are left out.
 * `use-credentials` because RTK Query fetches with `credentials: 'include'`: a preload is
 * reused only by a request with the same credentials mode. `picture`: the page's first
 * picture, for a page whose hint has one (hintsPicture).
 */
export function hintedIndex(indexHtml: string, manifest: Manifest, pathname: string, picture?: string | null): string | null {
  const hint = Object.hasOwn(PAGE_HINTS, pathname) ? PAGE_HINTS[pathname] : undefined;
  if (!hint) return null;
  const scripts = [...new Set((hint.modules ?? []).flatMap((m) => chunkFiles(manifest, m)))]
    .filter((file) => !indexHtml.includes(`"${file}"`));
  const links = [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    ...[...EVERY_PAGE, ...(hint.api ?? [])].map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`),
    ...(hint.picture && picture ? [picturePreload(picture)] : []),
  ];
  return indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}
