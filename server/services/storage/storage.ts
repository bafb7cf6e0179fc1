import type { StorageEnv } from "@server/env";
import { createLocalStorage } from "./local-storage";
import type { ObjectStorage } from "./object-storage";
import { createS3Storage } from "./s3-storage";

export type { Bytes, ObjectStorage } from "./object-storage";

/** The store env.storage names: a folder under DATA_DIR, or an S3-compatible bucket. */
export function createObjectStorage(config: StorageEnv): ObjectStorage {
  return config.kind === "s3" ? createS3Storage(config) : createLocalStorage(config.dir);
}
