/*
 * `npm run fake-ai`: the fake model of ai.md §1.9 as an OpenAI-compatible server on loopback, for trying the real
 * HTTP client by hand: start it, then run the app with AI_BASE_URL=http://127.0.0.1:11435/v1 AI_MODEL=fake (and
 * AI_IMAGE_MODEL=fake to try image generation against its /images/generations).
 * FAKE_AI_PORT chooses the port.
 */
import { startFakeAi } from "@server/test/fake-ai";

const port = Number(process.env.FAKE_AI_PORT ?? 11435);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`FAKE_AI_PORT must be a port number (1-65535), not ${process.env.FAKE_AI_PORT}`);
  process.exit(1);
}

const fake = await startFakeAi({ port });
console.log(`Fake AI model listening at ${fake.baseUrl}`);
console.log(
  `Run the app with: AI_BASE_URL=${fake.baseUrl} AI_MODEL=fake (add AI_IMAGE_MODEL=fake for pictures)`,
);
console.log(
  "Control tags in a question: #fake-429 #fake-402 #fake-401 #fake-500 #fake-timeout #fake-cutoff #fake-slow #fake-badjson #fake-nostream #fake-unsafe",
);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
