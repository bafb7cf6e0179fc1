/**
 * Makes an existing account an admin: `npm run admin:grant -- someone@example.com`.
 * There is no screen for the first admin (screens §4), so this opens the configured database
 * exactly as the server does (env → database → migrations) and grants the role there.
 */
import { EnvError, loadEnv } from "@server/env";
import { systemClock } from "@server/clock";
import { openDatabase } from "@server/db/client";
import { AppError } from "@server/http/errors";
import { grantRoleByEmail } from "@server/modules/roles/roles.service";

function fail(message: string): never {
  process.stderr.write(`admin:grant: ${message}\n`);
  process.exit(1);
}

async function main() {
  const email = process.argv
    .slice(2)
    .find((arg) => arg !== "--")
    ?.trim();
  if (!email || !email.includes("@"))
    fail("give the account's e-mail address, e.g. npm run admin:grant -- someone@example.com");

  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  const database = await openDatabase(env);
  try {
    await database.migrate();
    const result = await grantRoleByEmail(
      { db: database.db, clock: systemClock },
      { email, role: "admin", grantedBy: null },
    );
    process.stdout.write(
      result.granted ? `${email} is now an admin.\n` : `${email} was already an admin; nothing changed.\n`,
    );
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") {
      await database.close();
      fail(`no account uses ${email}. Sign up with that address first, then run this again.`);
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error));
});
