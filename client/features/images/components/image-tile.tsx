import { Copy, Download, Heart, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  type BibleImageDto,
  heldForReviewMessage,
  imageOriginLabels,
  imageRoomLabels,
  uploadReviewNotice,
  waitingForReviewMessage,
} from "@common/schemas/images";
import { ReportDialog } from "@client/components/report-dialog";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { Switch } from "@client/components/ui/switch";
import { ApiError } from "@client/lib/api-client";
import { cn } from "@client/lib/cn";
import { toast } from "@client/lib/toast";
import { useDeleteImage } from "../api/delete-image";
import { useFavouriteImage } from "../api/favourite-image";
import { useMakeVariation } from "../api/make-variation";
import { useUnfavouriteImage } from "../api/unfavourite-image";
import { useUpdateImage } from "../api/update-image";
import { EditImageDialog } from "./edit-image-dialog";

const visibilityLabels: Record<BibleImageDto["visibility"], string> = {
  private: "Private",
  public: "Public",
  pending: waitingForReviewMessage,
  hidden: "Hidden by a moderator",
};
const visibilityTones: Record<BibleImageDto["visibility"], string> = {
  private: "bg-stone-100 text-stone-700",
  public: "bg-emerald-100 text-emerald-900",
  pending: "bg-amber-100 text-amber-900",
  hidden: "bg-red-100 text-red-900",
};

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : "That didn't work — check your connection and try again.";

/** One image in a library tab: the picture, its details, and what this member may do with it. */
export function ImageTile({ image }: { image: BibleImageDto }) {
  const [editing, setEditing] = useState(false);
  const favourite = useFavouriteImage();
  const unfavourite = useUnfavouriteImage();
  const update = useUpdateImage();
  const remove = useDeleteImage();
  const variation = useMakeVariation();
  const name = image.verseRef || image.caption.slice(0, 40) || "this image";

  const toggleFavourite = () => {
    const action = image.favourited ? unfavourite : favourite;
    action.mutate(image.id, { onError: (error) => toast.error(errorText(error)) });
  };
  const setPublic = (isPublic: boolean) =>
    update.mutate(
      { id: image.id, input: { isPublic } },
      {
        onSuccess: (updated) => {
          if (!isPublic) toast.info("Now private: only you can see it.");
          else if (updated.visibility === "public") toast.success("Now in the public gallery.");
          else if (updated.visibility === "pending")
            toast.info(updated.origin === "upload" ? uploadReviewNotice : heldForReviewMessage);
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );

  // §3.11: a new picture from the same description, style and room (one question); the original stays.
  const makeVariation = () =>
    variation.mutate(image.id, {
      onSuccess: () => toast.success("A variation was added to My images."),
      onError: (error) => toast.error(errorText(error)),
    });

  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <a href={image.fileUrl} target="_blank" rel="noreferrer" className="block bg-stone-100">
        <img
          src={image.fileUrl}
          alt={image.caption || `Image for ${image.verseRef ?? "a verse"}`}
          loading="lazy"
          width={image.width}
          height={image.height}
          className="aspect-square h-auto w-full object-contain"
        />
      </a>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          <span className="rounded-full bg-night/10 px-2 py-0.5 text-night">
            {imageOriginLabels[image.origin]}
          </span>
          {image.room !== "none" && (
            <span className="rounded-full bg-gold/20 px-2 py-0.5 text-stone-800">
              {imageRoomLabels[image.room]}
            </span>
          )}
          {image.mine && (
            <span className={cn("rounded-full px-2 py-0.5", visibilityTones[image.visibility])}>
              {visibilityLabels[image.visibility]}
            </span>
          )}
        </div>
        {image.verseRef && <p className="text-sm font-semibold text-night">{image.verseRef}</p>}
        {image.caption && <p className="line-clamp-3 text-sm break-words text-stone-700">{image.caption}</p>}
        {!image.mine && image.creator && (
          <p className="text-xs text-stone-500">By {image.creator.displayName}</p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-1 pt-1">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={image.favourited}
            aria-label={image.favourited ? `Remove ${name} from favourites` : `Favourite ${name}`}
            busy={favourite.isPending || unfavourite.isPending}
            onClick={toggleFavourite}
          >
            <Heart
              className={cn("size-4", image.favourited && "fill-red-500 text-red-500")}
              aria-hidden="true"
            />
            {image.favouriteCount > 0 ? image.favouriteCount : ""}
          </Button>
          {image.downloads.map((download) => (
            <a
              key={download.url}
              href={download.url}
              download
              aria-label={`Download ${name} as ${download.label}`}
              className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm font-medium text-night hover:bg-stone-100"
            >
              <Download className="size-4" aria-hidden="true" />
              {download.label}
            </a>
          ))}
          {!image.mine && (
            <span className="ml-auto">
              <ReportDialog subjectType="bible_image" subjectId={image.id} subjectName={name} />
            </span>
          )}
        </div>
        {image.mine && (
          <div className="flex flex-wrap items-center gap-2 border-t border-stone-100 pt-2">
            <label className="mr-auto flex items-center gap-2 text-sm text-stone-700">
              <Switch
                checked={image.isPublic}
                disabled={update.isPending}
                aria-label={`Public: ${name}`}
                onCheckedChange={setPublic}
              />
              Public
            </label>
            {image.origin === "generated" && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Variation of ${name}`}
                busy={variation.isPending}
                onClick={makeVariation}
              >
                <Copy className="size-4" aria-hidden="true" />
                Variation
              </Button>
            )}
            <Button variant="ghost" size="sm" aria-label={`Edit ${name}`} onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
            <ConfirmDialog
              title="Delete this image?"
              description="The image and its file are removed for good, including from other members' favourites."
              confirmLabel="Delete"
              pendingLabel="Deleting…"
              destructive
              onConfirm={() => remove.mutateAsync(image.id)}
              trigger={
                <Button variant="ghost" size="sm" aria-label={`Delete ${name}`}>
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              }
            />
          </div>
        )}
      </div>
      {image.mine && <EditImageDialog image={image} open={editing} onOpenChange={setEditing} />}
    </li>
  );
}
