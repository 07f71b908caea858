/**
 * Probe for a container runtime once, in well under a second, and tell the
 * workers: the EventStoreDB and MongoDB contract runs need one.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.CONTAINER_RUNTIME !== undefined) return;
  const started = Date.now();
  let reason = '';
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await Promise.race([
      getContainerRuntimeClient(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within 3 s')), 3000).unref()),
    ]);
    process.env.CONTAINER_RUNTIME = 'yes';
  } catch (err) {
    reason = (err as Error).message;
    process.env.CONTAINER_RUNTIME = '';
    process.env.CONTAINER_RUNTIME_REASON = reason;
  }
  const ms = Date.now() - started;
  process.stdout.write(
    process.env.CONTAINER_RUNTIME
      ? `\n[containers] runtime found (${ms} ms): EventStoreDB and MongoDB contract suites will run\n`
      : `\n[containers] no container runtime (${ms} ms: ${reason}): EventStoreDB and MongoDB contract suites are SKIPPED\n`,
  );
}
