import { hc } from "hono/client";
import type { AppType } from "@server/app";
import { ApiError, networkErrorMessage } from "./api-error";
import { apiRequest, unwrap } from "./api-request";

export { ApiError, apiRequest, networkErrorMessage, unwrap };

export const api = hc<AppType>("/api", { init: { credentials: "same-origin" } });
