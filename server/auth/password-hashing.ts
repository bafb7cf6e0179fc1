// How passwords are hashed. Production and development keep better-auth's scrypt (N = 16384, r = 16: about 110 ms a
// hash on our 2-core machines, which is the point). A test server (NODE_ENV=test: the apps of the vitest suites and
// the Playwright server) hashes with scrypt at a far lower cost: the suites sign up and sign in well over a thousand
// members, and at full cost the hashing alone took minutes of every CI run. The flow is the same code either way.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { verifyPassword } from "better-auth/crypto";

export type PasswordHashing = "standard" | "test";

const testPrefix = "test-scrypt";
const testCost = { N: 1024, r: 8, p: 1 };
const keyLength = 32;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, testCost, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const testHashing = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString("hex");
    return `${testPrefix}:${salt}:${(await derive(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    const [prefix, salt, key] = hash.split(":");
    // A hash better-auth made (an account created before the test server started) still verifies.
    if (prefix !== testPrefix || !salt || !key) return verifyPassword({ hash, password });
    const expected = Buffer.from(key, "hex");
    const actual = await derive(password, salt);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },
};

/** better-auth's `emailAndPassword.password` option: its own scrypt (undefined) unless this is a test server. */
export function passwordHashingOption(kind: PasswordHashing) {
  return kind === "test" ? testHashing : undefined;
}
