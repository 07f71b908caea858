import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './compress-plugin.mts';
import { preloadStartChunks } from './preload-plugin.mts';

const root = fileURLToPath(new URL('.', import.meta.url));
const target = process.env.API_TARGET ?? 'http://localhost:3000';
const proxy = {
  '/api': { target, changeOrigin: false },
  '/uploads': { target, changeOrigin: false },
  '/media': { target, changeOrigin: false },
  '/healthz': { target, changeOrigin: false },
};

/**
 * react-router's package.json sends every bundler to its development build, whose dev
 * warnings stay in the bundle (remix-run/react-router#12532, #14753); the production build
 * beside it is the same code with them switched off, so a production build takes that one.
 */
const routerProduction = [
  { find: /^react-router$/, replacement: path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs') },
];

/**
 * Feature modules that the route table and the lazy pages both import (the signed-in user,
 * the logo, the public pages' API slices). Left alone, the bundler gives each its own chunk of
 * under 3 KB, so a public page's first load was 16 script requests; on HTTP/1.1 a phone opens
 * six connections per host, and each request past those waits for one. They go with the route
 * table instead (test/e2e/web-build.e2e.ts holds the count).
 */
const FIRST_LOAD_FEATURES = [
  'auth/index.ts', 'auth/useCurrentUser.ts', 'auth/authApi.ts', 'auth/RequireAuth.tsx', 'auth/membersOnly.tsx', 'auth/LoginRedirect.tsx',
  'settings/settingsApi.ts', 'settings/SiteLogo.tsx', 'settings/DefaultLogo.tsx', 'settings/animations.ts',
  'catalogue/catalogueApi.ts', 'sponsors/sponsorsApi.ts',
];
const escaped = (file: string) => file.replace(/[.]/g, '\\.').replace(/\//g, '[\\\\/]');
const ROUTE_TABLE = new RegExp(`web[\\\\/]src[\\\\/](app[\\\\/]router\\.tsx|features[\\\\/](${FIRST_LOAD_FEATURES.map(escaped).join('|')}))$`);

export default defineConfig(({ mode }) => ({
  root,
  resolve: { alias: mode === 'production' ? routerProduction : [] },
  // brotli and gzip siblings of the built text assets (web/compress-plugin.mts)
  plugins: [react(), preloadStartChunks(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the server reads which chunks a public page's lazy route needs, to
    // name them in that page's index.html (api/http/page-hints.ts)
    manifest: true,
    rolldownOptions: {
      output: {
        // long-lived vendor chunks, so a release of our code does not re-download React
        codeSplitting: {
          groups: [
            { name: 'react', priority: 10, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // the router's own chunk: evaluated with the mount step, not with React itself (web/src/main.tsx)
            { name: 'routing', priority: 10, test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            { name: 'state', priority: 10, test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|use-sync-external-store)[\\/]/ },
            // the API slice and what it needs, without the UI: the store's step (web/src/main.tsx) evaluates
            // Redux Toolkit and this, not React's DOM, the router and the styling as well
            { name: 'api', priority: 5, test: /web[\\/]src[\\/](lib[\\/](api|errors)\.ts|features[\\/][^\\/]+[\\/]tags\.ts)/ },
            // our shared UI and helpers: one chunk, not one per file (those the route table imports go with it,
            // below). FormikField, FocusFirstError and FormikTextArea stay out: they would make this chunk, and so the pages
            // without forms, import formik. The theme stays out too: it goes with the mount step's Providers.
            // The charts stay out: they bring the chart library, which only a shown chart loads. So do the
            // parts only admin panels use (next group, and the thumbnail field, whose crop dialog brings the
            // cropping library): the public pages load this chunk.
            { name: 'shared', test: /web[\\/]src[\\/](components[\\/](?!FormikField|FocusFirstError|FormikTextArea|charts[\\/]|image-upload[\\/]|review-queue[\\/]|DeleteDialog|formControls)|lib[\\/](?!theme\.ts|dateInput|imageChecks))/ },
            // what several admin panels share, in one chunk rather than one per file
            { name: 'admin-shared', test: /web[\\/]src[\\/](components[\\/](DeleteDialog|formControls|image-upload[\\/]ImageUploadField|review-queue[\\/]\w+)|lib[\\/](dateInput|imageChecks))\.tsx?$/ },
            // the route table and what it imports, FIRST_LOAD_FEATURES (above) included, in one chunk. Ranked
            // above 'shared', it takes the shared components the table imports; 'shared' keeps the rest, which
            // only lazy pages load
            { name: 'router', priority: 1, test: ROUTE_TABLE },
            { name: 'ui', priority: 10, test: /node_modules[\\/](styled-components|stylis|@emotion|hoist-non-react-statics|tslib|shallowequal|postcss-value-parser|css-to-react-native|camelize)[\\/]/ },
            // only the pages with forms load these (issue 15: the first load stays under its budget)
            { name: 'forms', priority: 10, test: /node_modules[\\/](formik|yup|lodash|lodash-es|tiny-case|toposort|property-expr|deepmerge|react-fast-compare|tiny-warning)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
}));
