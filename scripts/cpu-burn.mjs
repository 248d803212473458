// Keeps every core busy for a while, to try the browser tests on a loaded machine (issue 26):
//   node scripts/cpu-burn.mjs [seconds=1800] [workers=number of cores]
// while `npm run test:e2e -- --repeat-each 3 --retries 0` runs in another shell. A test that waits for
// time instead of an event fails here first. It stops by itself after the given seconds.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

const seconds = Number(process.argv[2] ?? 1800);
const count = Number(process.argv[3] ?? os.availableParallelism());
if (!(seconds > 0) || !(count > 0)) {
  console.error('usage: node scripts/cpu-burn.mjs [seconds] [workers]');
  process.exit(2);
}
const until = Date.now() + seconds * 1000;
const spin = `
  const { workerData } = require('node:worker_threads');
  let x = 0;
  while (Date.now() < workerData.until) for (let i = 0; i < 1e6; i++) x = (x * 31 + i) % 1000003;
`;
const workers = Array.from({ length: count }, () => new Worker(spin, { eval: true, workerData: { until } }));
console.log(`cpu-burn: ${count} busy thread(s) for ${seconds} s`);
await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve))));
console.log('cpu-burn: done');
