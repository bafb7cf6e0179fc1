import { createAuthClient } from "better-auth/react";
import { twoFactorClient } from "better-auth/client/plugins";

/** better-auth's browser client; the session itself lives in an httpOnly cookie. */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [twoFactorClient()],
});

export type AuthSession = typeof authClient.$Infer.Session;
