// Object storage (data model §14): the files behind rows that keep only a path (Bible images now; avatars and 24FPS
// sketches can use the same store). Two backends behind one interface: a folder on local disk (the default, under
// DATA_DIR) and an S3-compatible bucket (STORAGE_S3_*). Keys are relative paths such as
// `bible-images/{user_id}/{image_id}.png`; anything that could climb out of the store is refused.

/** Bytes over their own ArrayBuffer (what fetch bodies and Hono responses take). */
export type Bytes = Uint8Array<ArrayBuffer>;

export type StoredObject = {
  body: ReadableStream<Uint8Array>;
  /** Bytes, when the backend knows it. */
  size: number | undefined;
};

export interface ObjectStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Bytes, contentType: string): Promise<void>;
  /** The whole object, or null when there is none. */
  get(key: string): Promise<Bytes | null>;
  /** The object as a stream (for responses), or null when there is none. */
  stream(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

const keyPattern = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** A storage key: slash-separated segments of letters, digits, dot, dash and underscore, never `..`. */
export function assertStorageKey(key: string): string {
  if (
    key.length > 500 ||
    !keyPattern.test(key) ||
    key.split("/").some((part) => part === ".." || part === ".")
  )
    throw new Error(`invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}
