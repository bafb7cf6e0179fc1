import { type FormEvent, useId, useState } from "react";
import {
  type BibleImageDto,
  IMAGE_LIMITS,
  type ImageRoom,
  imageRoomLabels,
  imageRooms,
} from "@common/schemas/images";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { ApiError } from "@client/lib/api-client";
import { useUpdateImage } from "../api/update-image";
import { selectClass, TextArea } from "@client/components/ui/text-area";

/** Edit an image's caption, reference and room (the picture itself doesn't change). */
export function EditImageDialog({
  image,
  open,
  onOpenChange,
}: {
  image: BibleImageDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [caption, setCaption] = useState(image.caption);
  const [verseRef, setVerseRef] = useState(image.verseRef ?? "");
  const [room, setRoom] = useState<ImageRoom>(image.room);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateImage();

  const changeOpen = (next: boolean) => {
    if (!next && update.isPending) return;
    if (next) {
      setCaption(image.caption);
      setVerseRef(image.verseRef ?? "");
      setRoom(image.room);
      setProblem(null);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setProblem(null);
    update.mutate(
      { id: image.id, input: { caption: caption.trim(), verseRef: verseRef.trim() || null, room } },
      {
        onSuccess: () => onOpenChange(false),
        onError: (error) =>
          setProblem(error instanceof ApiError ? error.message : "That didn't save — try again."),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit image details</DialogTitle>
          <DialogDescription>The caption and reference are what the library searches.</DialogDescription>
        </DialogHeader>
        <form className="space-y-4" onSubmit={submit}>
          <Field id={`${id}-caption`} label="Caption">
            <TextArea
              id={`${id}-caption`}
              rows={3}
              value={caption}
              maxLength={IMAGE_LIMITS.captionMax}
              onChange={(event) => setCaption(event.target.value)}
            />
          </Field>
          <Field id={`${id}-ref`} label="Verse reference">
            <Input
              id={`${id}-ref`}
              value={verseRef}
              maxLength={IMAGE_LIMITS.verseRefMax}
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
          {problem && <Alert tone="destructive">{problem}</Alert>}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" busy={update.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
