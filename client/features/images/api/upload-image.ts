import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImageRoom } from "@common/schemas/images";
import { api, unwrap } from "@client/lib/api-client";
import { imageKeys } from "@client/lib/query-keys";

export type UploadImageInput = {
  file: File;
  caption: string;
  verseRef: string;
  room: ImageRoom;
  /** Admins only: into the curated collection, public at once (the server checks the role). */
  curated: boolean;
};

/** POST /api/images/uploads (multipart): PNG, JPEG or WebP ≤ 5 MB, re-encoded on the server; private at first. */
export const uploadImage = ({ file, caption, verseRef, room, curated }: UploadImageInput) =>
  unwrap(api.images.uploads.$post({ form: { file, caption, verseRef, room, curated: String(curated) } }));

export function useUploadImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: imageKeys.lists() }),
  });
}
