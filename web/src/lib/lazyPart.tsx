import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * A component whose code loads with its first showing, `fallback` standing in until then. A
 * feature's index reaches the site's first bundle through the registry (app/features.ts), so
 * the parts it hands to other features, and the parts only some callers use (a member's form,
 * an admin's dialog), are made with this: their code stays out of the pages that never show them.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
