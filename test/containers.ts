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

/**
 * A MongoDB 7 container and a connected client for one suite (call inside a
 * describeWithContainers body): `mongo.client` once beforeAll has run.
 */
export function useMongoContainer(options: import('mongodb').MongoClientOptions = {}) {
  const mongo = {} as { client: import('mongodb').MongoClient; url: string };
  let container: import('@testcontainers/mongodb').StartedMongoDBContainer | undefined;
  beforeAll(async () => {
    const { MongoDBContainer } = await import('@testcontainers/mongodb');
    const { MongoClient } = await import('mongodb');
    container = await new MongoDBContainer('mongo:7').start();
    const url = new URL(container.getConnectionString());
    url.searchParams.set('directConnection', 'true');
    mongo.url = url.toString();
    mongo.client = new MongoClient(mongo.url, options);
    await mongo.client.connect();
  }, 120_000);
  afterAll(async () => {
    await mongo.client?.close();
    await container?.stop();
  });
  return mongo;
}
