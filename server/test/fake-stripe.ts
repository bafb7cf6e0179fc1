import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake received: the form body decoded into flat `a[b][c]` keys, as Stripe reads it. */
export type FakeStripeRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
};

export type FakeStripe = {
  /** e.g. http://127.0.0.1:40123 — what STRIPE_API_BASE would be. */
  url: string;
  requests: FakeStripeRequest[];
  /** The next request is answered with this HTTP error (Stripe's error shape). */
  failNext(status: number): void;
  close(): Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/**
 * A loopback stand-in for the two Stripe API endpoints the payments adapter calls:
 * POST /v1/checkout/sessions and POST /v1/billing_portal/sessions. It records every request and
 * answers with the fields the adapter reads (id, url).
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  let failure: number | undefined;
  let counter = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      requests.push({
        method: request.method ?? "GET",
        path,
        authorization: request.headers.authorization,
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      const send = (status: number, json: unknown) => {
        response.writeHead(status, {
          "content-type": "application/json",
          "request-id": `req_fake_${counter}`,
        });
        response.end(JSON.stringify(json));
      };
      counter += 1;
      if (failure !== undefined) {
        const status = failure;
        failure = undefined;
        send(status, { error: { type: "api_error", message: "Fake Stripe was told to fail" } });
        return;
      }
      if (request.method === "POST" && path === "/v1/checkout/sessions") {
        const id = `cs_test_fake${counter}`;
        send(200, {
          id,
          object: "checkout.session",
          mode: "subscription",
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      } else if (request.method === "POST" && path === "/v1/billing_portal/sessions") {
        const id = `bps_fake${counter}`;
        send(200, {
          id,
          object: "billing_portal.session",
          url: `https://billing.stripe.test/p/session/${id}`,
        });
      } else {
        send(404, {
          error: {
            type: "invalid_request_error",
            message: `Unrecognized request URL (${request.method}: ${path})`,
          },
        });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (status) => {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
