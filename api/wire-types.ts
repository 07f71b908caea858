/**
 * The API's answers as they travel, one entry for the web: each slice declares its own
 * in api/features/<area>/wire-types.ts, beside its routes, and this file only gathers
 * them (scripts/openapi/answers.ts names the OpenAPI components from these exports).
 * Type-only: the web imports this file with `import type`, nothing of it runs there.
 * Keep what the slices' wire-types import free of decorators and I/O: the web's tsconfig checks them.
 * The order is the one api/openapi/answers.json was written in: the checker lists a derived
 * type's properties in the order it first met their names, so a new slice goes last.
 */
export type * from './features/auth/wire-types';
export type * from './features/catalogue/wire-types';
export type * from './features/engagement/wire-types';
export type * from './features/settings/wire-types';
export type * from './features/admin-users/wire-types';
export type * from './features/sponsorship/wire-types';
export type * from './features/battler-applications/wire-types';
export type * from './features/claims/wire-types';
export type * from './features/youtube/wire-types';
export type * from './features/battler-merge/wire-types';
export type * from './features/operations/wire-types';
export type * from './features/reach/wire-types';
