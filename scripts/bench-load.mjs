// Load generator for `npm run bench`, run in a worker thread so the clients don't share the server's event
// loop. `concurrency` keep-alive connections (node:http, far lighter per request than fetch) cycle through
// `urls` in one of two modes:
//  - closed: `concurrency` clients, each sending its next request as soon as the previous answer is read, for
//    `durationMs` (or until `requests` have been sent). With `clientHeaders`, client i sends
//    clientHeaders[i % length] — its own member's cookie — so each has its own session, as real readers do.
//    Latency is then mostly the queue: by Little's law concurrency / throughput.
//  - open: `requests` requests start at a fixed `rate` per second whatever the answers do, and each latency is
//    counted from the moment the request was due, so time spent waiting for a free connection is included
//    (no coordinated omission). Every request sends `headers`.
// Posts back every latency (ms), the status counts, the elapsed seconds and the body bytes received (as sent:
// compressed when the headers accept it).
import http from "node:http";
import { performance } from "node:perf_hooks";
import { setTimeout } from "node:timers";
import { parentPort, workerData } from "node:worker_threads";

const { urls, headers, clientHeaders, concurrency, requests, durationMs, mode, rate } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const latencies = [];
const statuses = {};
let sent = 0;
let bytes = 0;

function count(status) {
  statuses[status] = (statuses[status] ?? 0) + 1;
}

/** One request; resolves when its answer has been read (or failed), after recording it from `dueAt`. */
function send(url, dueAt, requestHeaders) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: requestHeaders }, (response) => {
      response.on("data", (chunk) => {
        bytes += chunk.length;
      });
      response.once("end", () => {
        latencies.push(performance.now() - dueAt);
        count(response.statusCode);
        resolve();
      });
    });
    request.once("error", () => {
      latencies.push(performance.now() - dueAt);
      count("error");
      resolve();
    });
  });
}

async function closedLoop() {
  const deadline = durationMs ? performance.now() + durationMs : Infinity;
  const more = () => (durationMs ? performance.now() < deadline : sent < requests);
  const client = async (index) => {
    const own = clientHeaders?.length ? clientHeaders[index % clientHeaders.length] : headers;
    while (more()) {
      const url = urls[sent % urls.length];
      sent += 1;
      await send(url, performance.now(), own);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => client(index)));
}

function openLoop() {
  const interval = 1000 / rate;
  const answers = [];
  let due = performance.now();
  return new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (due <= now && sent < requests) {
        answers.push(send(urls[sent % urls.length], due, headers));
        sent += 1;
        due += interval;
      }
      if (sent < requests) setTimeout(tick, Math.max(0, due - performance.now()));
      else resolve(Promise.all(answers));
    };
    tick();
  });
}

const started = performance.now();
await (mode === "open" ? openLoop() : closedLoop());
const seconds = (performance.now() - started) / 1000;
agent.destroy();
parentPort.postMessage({ latencies, statuses, seconds, bytes });
