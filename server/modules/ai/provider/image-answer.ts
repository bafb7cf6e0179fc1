import { sniffImageType } from "@server/modules/images/upload-validation";
import { ProviderFailure } from "./types";

/*
 * What an image model sent, as both image providers hand it on: bytes that start like a PNG, JPEG or WebP picture.
 * Anything else (an empty answer, a link instead of data, a broken encoding) is a failed call the member isn't charged
 * for; the image library re-encodes what passes this check before it keeps it.
 */
export function checkedImage(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  if (!sniffImageType(bytes)) {
    throw new ProviderFailure("server_error", null, "the image answer held no PNG, JPEG or WebP picture");
  }
  return bytes;
}
