/**
 * The app under test in its own process (forked by bench/child.ts):
 *   node scripts/run-ts.js bench/server-child.ts <setup> '<args JSON>'
 * Each setup starts the app over a fresh data directory, writes its content through
 * the real commands and serves until told to stop.
 */
import 'reflect-metadata';
import { authUserServer } from './auth-user.bench';
import { catalogueServer } from './catalogue-reads.bench';
import { type Served, serveOverIpc } from './child';
import { metricsServer } from './metrics.bench';
import { rangeServer } from './range.bench';
import { reachServer } from './reach.bench';
import { startStallProbe } from './stall-probe';
import { votesServer } from './votes.bench';

type Setup = (args: never) => Promise<Served>;

const setups: Record<string, Setup> = {
  'auth-user': authUserServer, catalogue: catalogueServer, votes: votesServer, range: rangeServer, metrics: metricsServer, reach: reachServer,
};

if (process.env.BENCH_STALLS === '1') startStallProbe();

const [name, args] = [process.argv[2], JSON.parse(process.argv[3] ?? '{}') as never];
const load = setups[name];
if (!load) {
  process.stderr.write(`unknown setup ${name}: one of ${Object.keys(setups).join(', ')}\n`);
  process.exit(2);
}
load(args).then(serveOverIpc, (err: Error) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
