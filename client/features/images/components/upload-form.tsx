import { Upload } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import {
  curatedUploadedMessage,
  IMAGE_LIMITS,
  type ImageRoom,
  imageRoomLabels,
  imageRooms,
  uploadLimitNote,
  uploadMissingMessage,
  uploadNotImageMessage,
  uploadTooLargeMessage,
} from "@common/schemas/images";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { myProfileQueryOptions } from "@client/lib/api/get-my-profile";
import { ApiError } from "@client/lib/api-client";
import { toast } from "@client/lib/toast";
import { useUploadImage } from "../api/upload-image";
import { selectClass } from "@client/components/ui/text-area";

const accepted = ["image/png", "image/jpeg", "image/webp"];

/** What the browser can tell before sending: the size and the declared type (the server checks the bytes). */
function precheck(file: File | null): string | null {
  if (!file) return uploadMissingMessage;
  if (file.size > IMAGE_LIMITS.uploadMaxBytes) return uploadTooLargeMessage;
  if (file.type && !accepted.includes(file.type)) return uploadNotImageMessage;
  return null;
}

/** Upload (§3.11): PNG, JPEG or WebP up to 5 MB, re-saved on the server without hidden details; private at first. */
export function UploadForm() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState("");
  const [verseRef, setVerseRef] = useState("");
  const [room, setRoom] = useState<ImageRoom>("none");
  const [curated, setCurated] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The curated choice is offered to admins only; the server checks the role again.
  const isAdmin = useQuery({
    ...myProfileQueryOptions(),
    select: (profile) => profile.roles.includes("admin"),
  }).data;
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const refused = precheck(file);
    setProblem(refused);
    if (refused || !file) return;
    upload.mutate(
      {
        file,
        caption: caption.trim(),
        verseRef: verseRef.trim(),
        room,
        curated: curated && isAdmin === true,
      },
      {
        onSuccess: (image) => {
          toast.success(
            image.origin === "curated"
              ? curatedUploadedMessage
              : "Uploaded to My images. It stays private until you make it public.",
          );
          setFile(null);
          setCaption("");
          setVerseRef("");
          if (fileInput.current) fileInput.current.value = "";
        },
        onError: (error) =>
          setProblem(
            error instanceof ApiError
              ? error.message
              : "The upload didn't go through. Check your connection and try again.",
          ),
      },
    );
  };

  return (
    <form className="max-w-xl space-y-4" onSubmit={submit}>
      <Field id={`${id}-file`} label="Image file" hint={uploadLimitNote}>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={accepted.join(",")}
          className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-night"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setProblem(chosen ? precheck(chosen) : null);
          }}
        />
      </Field>
      <Field id={`${id}-caption`} label="Caption (optional)">
        <Input
          id={`${id}-caption`}
          value={caption}
          maxLength={IMAGE_LIMITS.captionMax}
          onChange={(event) => setCaption(event.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-ref`} label="Verse reference (optional)">
          <Input
            id={`${id}-ref`}
            value={verseRef}
            maxLength={IMAGE_LIMITS.verseRefMax}
            placeholder="Genesis 8:11"
            onChange={(event) => setVerseRef(event.target.value)}
          />
        </Field>
        <Field id={`${id}-room`} label="Room">
          <select
            id={`${id}-room`}
            className={selectClass}
            value={room}
            onChange={(event) => setRoom(event.target.value as ImageRoom)}
          >
            {imageRooms.map((value) => (
              <option key={value} value={value}>
                {imageRoomLabels[value]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {isAdmin && (
        <label className="flex items-start gap-2 text-sm text-stone-700">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-night"
            checked={curated}
            onChange={(event) => setCurated(event.target.checked)}
          />
          <span>
            Add to the curated collection (admin): public in the gallery at once, shown as
            Phototheology&apos;s.
          </span>
        </label>
      )}
      {problem && <Alert tone="destructive">{problem}</Alert>}
      <Button type="submit" busy={upload.isPending}>
        <Upload className="size-4" aria-hidden="true" />
        Upload
      </Button>
    </form>
  );
}
