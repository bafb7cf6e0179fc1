// Load generator for `npm run bench`, run in a worker thread so the clients don't share the server's event
// loop: `concurrency` clients, each sending its next request as soon as the previous answer is read, until
// `requests` have been sent. Posts back every latency (ms) and the status counts.
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";

/* global fetch */

const { urls, headers, concurrency, requests } = workerData;
const latencies = [];
const statuses = {};
let sent = 0;

async function client() {
  while (sent < requests) {
    const url = urls[sent % urls.length];
    sent += 1;
    const started = performance.now();
    try {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    } catch {
      statuses.error = (statuses.error ?? 0) + 1;
    }
    latencies.push(performance.now() - started);
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, () => client()));
parentPort.postMessage({ latencies, statuses, seconds: (performance.now() - started) / 1000 });
