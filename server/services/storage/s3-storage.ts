import { AwsClient } from "aws4fetch";
import { assertStorageKey, type Bytes, type ObjectStorage } from "./object-storage";

export type S3StorageConfig = {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** The object's URL, path-style (endpoint/bucket/key) or virtual-hosted (bucket.endpoint/key). */
export function objectUrl(config: S3StorageConfig, key: string): string {
  const encodedKey = assertStorageKey(key)
    .split("/")
    .map((part) => encodeURIComponent(part))
    .join("/");
  const endpoint = new URL(config.endpoint);
  if (config.forcePathStyle)
    return `${endpoint.origin}${endpoint.pathname.replace(/\/$/, "")}/${encodeURIComponent(config.bucket)}/${encodedKey}`;
  return `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, "")}/${encodedKey}`;
}

class S3Failure extends Error {}

/** An S3-compatible bucket over signed HTTP (SigV4 by aws4fetch): PUT, GET and DELETE of single objects. */
export function createS3Storage(config: S3StorageConfig, fetchImpl: typeof fetch = fetch): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: "s3",
    region: config.region,
    retries: 2,
  });
  const send = async (method: string, key: string, init: { body?: Bytes; contentType?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (init.contentType) headers["content-type"] = init.contentType;
    const request = await client.sign(objectUrl(config, key), {
      method,
      headers,
      body: init.body,
    });
    return fetchImpl(request);
  };
  const failure = async (response: Response, action: string) => {
    // The body may carry the provider's error XML; it is logged by the caller's error handler, never shown.
    await response.body?.cancel();
    return new S3Failure(`object storage ${action} failed with HTTP ${response.status}`);
  };
  return {
    kind: "s3",
    async put(key, body, contentType) {
      const response = await send("PUT", key, { body, contentType });
      if (!response.ok) throw await failure(response, "PUT");
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send("GET", key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure(response, "GET");
      return new Uint8Array(await response.arrayBuffer());
    },
    async stream(key) {
      const response = await send("GET", key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await failure(response, "GET");
      const length = Number(response.headers.get("content-length"));
      return { body: response.body, size: Number.isFinite(length) && length > 0 ? length : undefined };
    },
    async delete(key) {
      const response = await send("DELETE", key);
      if (!response.ok && response.status !== 404) throw await failure(response, "DELETE");
      await response.body?.cancel();
    },
  };
}
