/**
 * The EventStoreDB and MongoDB runs of the contract suites need a container
 * runtime. test/global-setup.ts probes once; here a suite asks the answer and,
 * without one, is skipped with the reason printed in the test output.
 */
export const hasContainerRuntime = (): boolean => Boolean(process.env.CONTAINER_RUNTIME);

export function describeWithContainers(name: string, body: () => void): void {
  if (hasContainerRuntime()) {
    describe(name, body);
    return;
  }
  const reason = process.env.CONTAINER_RUNTIME_REASON || 'no container runtime';
  process.stdout.write(`[containers] SKIPPED "${name}": ${reason}\n`);
  const skipped = describe.skip;
  skipped(`${name} (SKIPPED: no container runtime: ${reason})`, body);
}
