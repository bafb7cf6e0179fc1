/**
 * The games' measure for `npm run bench` (issue 13): answer-round latency under load. 50 members, each with their
 * own session, play Palace Quiz runs at once for 10 s — start a run, answer a round, open the next, answer it … —
 * through the real server, and each answer's latency (session, plan, lock the run, judge, write the round, and on
 * the last round finish: result, best, ledger) is recorded. Twice: as players do (a second to read each question
 * and each reveal), then as a stress test (each asks again the moment it has an answer). Beside them, the floor:
 * the same 50 clients asking GET /healthz (no session, no work) in the closed loop from the same process.
 */
import { percentile } from "./bench-bible";

const PLAYERS = 50;
const DURATION_MS = 10_000;
/** How long a player reads a question before answering, and a reveal before opening the next round (on average). */
const THINK_MS = 1000;

/** A pause of about `ms` (±50 %), so 50 players do not move in step. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms * (0.5 + Math.random())));

type Sample = { ms: number; status: number };

/** A request and its latency; a connection failure is recorded as status 0 (and answers 599 to the caller). */
async function timedFetch(url: string, init: RequestInit, samples: Sample[]): Promise<Response> {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    const body = await response.arrayBuffer();
    samples.push({ ms: performance.now() - started, status: response.status });
    return new Response(body, { status: response.status, headers: response.headers });
  } catch (error) {
    samples.push({ ms: performance.now() - started, status: 0 });
    return new Response(String(error), { status: 599 });
  }
}

type RunBody = {
  runId: string;
  round: { roundNo: number; payload: { options?: Array<{ id: string }> } } | null;
  nextRound: { roundNo: number } | null;
};

/** One member playing Palace Quiz runs back to back until `until`; the first option is always chosen. */
async function player(
  origin: string,
  cookie: string,
  until: number,
  samples: { answer: Sample[]; open: Sample[]; start: Sample[] },
  thinkMs: number,
) {
  const init = (body: unknown): RequestInit => ({
    method: "POST",
    headers: { cookie, origin, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (thinkMs) await pause(thinkMs); // players arrive over a second, not all at once
  while (performance.now() < until) {
    const started = await timedFetch(
      `${origin}/api/games/palace_quiz/runs`,
      init({ mode: "solo", difficulty: "normal" }),
      samples.start,
    );
    if (started.status !== 201) return; // the hourly start limit, or a fault: this player stops
    let run = (await started.json()) as RunBody;
    while (performance.now() < until) {
      if (!run.round && run.nextRound) {
        const opened = await timedFetch(
          `${origin}/api/games/runs/${run.runId}/open`,
          init({ roundNo: run.nextRound.roundNo }),
          samples.open,
        );
        if (!opened.ok) return;
        run = (await opened.json()) as RunBody;
      }
      const round = run.round;
      if (!round) break; // finished: start another
      if (thinkMs) await pause(thinkMs);
      const answered = await timedFetch(
        `${origin}/api/games/runs/${run.runId}/answer`,
        init({
          roundNo: round.roundNo,
          clientAnswerId: crypto.randomUUID(),
          input: { choice: round.payload.options?.[0]?.id ?? "none" },
        }),
        samples.answer,
      );
      if (!answered.ok) return;
      run = ((await answered.json()) as { run: RunBody }).run;
      if (thinkMs) await pause(thinkMs);
    }
  }
}

async function floor(origin: string, until: number, samples: Sample[]) {
  while (performance.now() < until) await timedFetch(`${origin}/healthz`, {}, samples);
}

function line(name: string, samples: Sample[], seconds: number): string {
  const times = samples.map((sample) => sample.ms);
  const statuses: Record<number, number> = {};
  for (const sample of samples) statuses[sample.status] = (statuses[sample.status] ?? 0) + 1;
  const fmt = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
  return `  ${name}: ${samples.length} requests, ${(samples.length / seconds).toFixed(0)} req/s, p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}, p99 ${fmt(percentile(times, 99))}; statuses ${JSON.stringify(statuses)}`;
}

/** `members`: one session cookie per player (signed up by bench.ts on the free plan, which includes Palace Quiz). */
export async function benchGames(origin: string, members: string[]): Promise<string[]> {
  const players = members.slice(0, PLAYERS);
  const seconds = DURATION_MS / 1000;
  const healthz: Sample[] = [];
  const floorUntil = performance.now() + DURATION_MS;
  await Promise.all(players.map(() => floor(origin, floorUntil, healthz)));

  const play = async (thinkMs: number) => {
    const samples = { answer: [] as Sample[], open: [] as Sample[], start: [] as Sample[] };
    const until = performance.now() + DURATION_MS;
    await Promise.all(players.map((cookie) => player(origin, cookie, until, samples, thinkMs)));
    return samples;
  };
  const paced = await play(THINK_MS);
  const stress = await play(0);

  return [
    `\nGames: ${players.length} members, each with their own session, playing Palace Quiz runs at once for ${seconds} s;`,
    `  the floor: the same clients asking GET /healthz in a closed loop.`,
    line("GET /healthz (the machine's floor)", healthz, seconds),
    `  As players do: about ${THINK_MS / 1000} s (0.5–1.5 s) to read each question and each reveal.`,
    line("POST …/answer (judge, save the round; the 10th finishes the run)", paced.answer, seconds),
    line("POST …/open (the next round's question and clock)", paced.open, seconds),
    line("POST /api/games/palace_quiz/runs (start)", paced.start, seconds),
    `  Stress, closed loop: each asks again the moment it has an answer (latency is mostly queueing).`,
    line("POST …/answer", stress.answer, seconds),
    line("POST …/open", stress.open, seconds),
  ];
}
