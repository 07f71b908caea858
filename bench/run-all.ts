/** Every benchmark, each against its baseline in the same run: `npm run bench`. */
import 'reflect-metadata';
import { formatTable, runEventStoreBench } from './event-store.bench';
import { runAuthUserBench } from './auth-user.bench';
import { formatComparisons } from './http-compare';
import { runCatalogueReadsBench } from './catalogue-reads.bench';
import { formatRange, runRangeBench } from './range.bench';
import { formatVotes, runVotesBench } from './votes.bench';
import { formatReplay, runReplayBench } from './replay.bench';
import { formatRebuildServing, runRebuildServingBench } from './rebuild-serving.bench';
import { formatChunkedUpload, runChunkedUploadBench } from './chunked-upload.bench';
import { formatMetricsBench, runMetricsBench } from './metrics.bench';
import { formatSignInBurst, runSignInBurstBench } from './sign-in-burst.bench';
import { formatTranscodeServing, runTranscodeServingBench } from './transcode-serving.bench';
import { formatWebWeight, runWebWeightBench } from './web-weight.bench';

async function main() {
  process.stdout.write('== event store: SQLite adapter vs raw better-sqlite3 ==\n');
  process.stdout.write(`${formatTable(await runEventStoreBench())}\n\n`);
  process.stdout.write('== HTTP: app vs bare node:http, 50 connections ==\n');
  process.stdout.write(`${formatComparisons([await runAuthUserBench(), ...await runCatalogueReadsBench()])}\n\n`);
  process.stdout.write('== media: 200 MB video by Range, app vs bare node:http + fs.createReadStream ==\n');
  process.stdout.write(`${formatRange(await runRangeBench())}\n\n`);
  process.stdout.write('== large upload: 500 MB chunked (10 MB × 3) vs fs on the same disk ==\n');
  process.stdout.write(`${formatChunkedUpload(await runChunkedUploadBench(500))}\n\n`);
  process.stdout.write('== votes and views over HTTP by signed-in users, 50 connections ==\n');
  process.stdout.write(`${formatVotes(await runVotesBench())}\n\n`);
  process.stdout.write('== metrics off vs on: R1 lean read, R2 lean vote, 50 connections ==\n');
  process.stdout.write(`${formatMetricsBench(await runMetricsBench())}\n\n`);
  process.stdout.write('== 200 concurrent sign-ins: scrypt N=2^17 unbounded vs argon2id bounded ==\n');
  process.stdout.write(`${formatSignInBurst(await runSignInBurstBench(), 200)}\n\n`);
  process.stdout.write('== serving during a 1080p rendition: idle vs new settings vs old ==\n');
  process.stdout.write(`${formatTranscodeServing(await runTranscodeServingBench())}\n\n`);
  process.stdout.write('== replay: 1 M vote and view events through all projectors vs raw better-sqlite3 ==\n');
  process.stdout.write(`${formatReplay(await runReplayBench())}\n\n`);
  process.stdout.write('== list reads during rebuilds of every projector on a 280 000-event log vs idle ==\n');
  process.stdout.write(`${formatRebuildServing(await runRebuildServingBench())}\n\n`);
  process.stdout.write('== the web\'s weight: initial JS on / and /events, Lighthouse on a simulated phone vs a bare static page ==\n');
  process.stdout.write(`${formatWebWeight(await runWebWeightBench())}\n`);
}

main().then(() => process.exit(0), (err) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
