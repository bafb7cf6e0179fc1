import { hc } from "hono/client";
import type { AppType } from "@server/app";
import type { TestClient } from "./test-app";

/** The browser's API client (client/lib/api-client.ts) for tests: paths, inputs and replies typed from AppType. */
export type TypedClient = ReturnType<typeof hc<AppType>>;

/**
 * A typed client that sends through `client`: same cookie jar, Origin and peer address, so a member
 * signed up with the untyped client is signed in here too. `await api.settings.$get()` → /api/settings.
 */
export function typedClient(client: TestClient): TypedClient {
  return hc<AppType>("/api", {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      // hc always passes a URL string; a Request would carry a method and body this adapter would drop.
      if (input instanceof Request) throw new Error("typedClient: pass a URL, not a Request");
      return client.fetch(input, init);
    },
  });
}
