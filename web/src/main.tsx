/** How long the first render waits for the page's data before it shows its loading state. */
const FIRST_DATA_WAIT_MS = 1500;
/** The page's own subscriptions are in place long before this. */
const RELEASE_AFTER_MS = 10_000;

/**
 * The app is loaded in steps, each import evaluated in its own task rather than the whole
 * app in one long task that blocks a phone's main thread (issue 15: the entry's evaluation
 * was the page's longest task, ~0.8 s on a 4× slower CPU): the store (Redux Toolkit and the
 * API slice); React's DOM; the router and the styling (mount); the pages; the router, whose
 * matches for the address name the first data (the route table is ranked once); then the
 * first data's requests. The entry itself imports nothing, so its own task is only this function.
 * index.html preloads every step (web/preload-plugin.mts), so none waits for a download.
 */
async function start() {
  const { makeStore } = await import('./app/store');
  const store = makeStore();
  await import('react-dom/client');
  const { createBrowserRouter, mount, loadFirstData } = await import('./app/mount');
  const { routes } = await import('./app/router');
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();
  const release = await loadFirstData(store, router.state.matches, window.location.search, FIRST_DATA_WAIT_MS);
  mount(store, router);
  setTimeout(release, RELEASE_AFTER_MS);
}

/** Lets the browser run what waits (input, paint) before the next step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

void start();
