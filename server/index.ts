import { EnvError, loadEnv } from "./env";
import { startServer } from "./main";

/** Entry point: env → database → migrate → app → listen, and a clean stop on Ctrl+C / SIGTERM. */
async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer(env);
  const shutdown = (signal: string) => {
    process.stderr.write(`${signal} received, shutting down…\n`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`shutdown failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Phototheology failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
