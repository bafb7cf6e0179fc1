// Bible images in the moderation store and queue (ai.md §1.7, §3.11): members report gallery images; staff read the
// caption, reference and card text (and open the file, which the file endpoint lets staff see), then approve (shown in
// the gallery), hide (kept out of it, even through private and back) or delete (the row and its files).
import { imageOriginLabels } from "@common/schemas/images";
import type { Db } from "@server/db/client";
import { isUuid } from "@server/http/uuid";
import type {
  ModerationSubjectHandler,
  StaffView,
  SubjectState,
} from "@server/modules/moderation/moderation.registry";
import {
  deleteImageRow,
  existingImageIds,
  findImage,
  imageHiddenByReports,
  type ImageRow,
  imagesWithOwnerName,
  pendingPublicImages,
  updateImage,
} from "./images.queries";
import { curatedCreatorName, fileUrlOf } from "./images.presenter";
import { removeImageFiles } from "./images.service";

const imageIdsOf = (ids: readonly string[]) => ids.filter((id) => isUuid(id));

function stateOf(image: Pick<ImageRow, "isPublic" | "moderation">): SubjectState {
  if (!image.isPublic) return "hidden";
  if (image.moderation === "approved") return "visible";
  if (image.moderation === "hidden") return "hidden";
  return "pending";
}

function staffText(image: ImageRow): string {
  const lines = [`${imageOriginLabels[image.origin]} · ${image.width}×${image.height}`];
  if (image.caption) lines.push(`Caption: ${image.caption}`);
  if (image.verseRef) lines.push(`Reference: ${image.verseRef}`);
  if (image.card) lines.push(`Card text: ${image.card.text}`);
  return lines.join("\n");
}

export const bibleImageSubject: ModerationSubjectHandler = {
  async loadForStaff(db, subjectIds) {
    const rows = await imagesWithOwnerName(db, imageIdsOf(subjectIds));
    const views = new Map<string, StaffView>();
    for (const { image, ownerName } of rows) {
      views.set(image.id, {
        title: image.verseRef || image.caption.slice(0, 80) || "Bible image",
        text: staffText(image),
        imageUrl: fileUrlOf(image.id),
        author:
          image.origin === "curated"
            ? { displayName: curatedCreatorName }
            : ownerName === null
              ? null
              : { displayName: ownerName },
        state: stateOf(image),
      });
    }
    return views;
  },

  existingIds: (db, subjectIds) => existingImageIds(db, imageIdsOf(subjectIds)),

  async listPending(db) {
    const rows = await pendingPublicImages(db);
    return rows.map((row) => ({ subjectId: row.id, heldAt: row.updatedAt }));
  },

  async checkReport(ctx, subjectId) {
    if (imageIdsOf([subjectId]).length === 0) return "not_found";
    const image = await findImage(ctx.db, subjectId);
    if (!image) return "not_found";
    if (image.userId === ctx.actor.userId) return "own";
    // The gallery is open to every plan (tools.image_library.gallery), so anything in it can be reported.
    if (stateOf(image) !== "visible" || (await imageHiddenByReports(ctx.db, image.id))) return "not_found";
    return "reportable";
  },

  async lockState(tx, subjectId) {
    if (imageIdsOf([subjectId]).length === 0) return undefined;
    const image = await findImage(tx, subjectId, true);
    return image ? stateOf(image) : undefined;
  },

  async apply(tx: Db, subjectId, decision, effects) {
    const image = await findImage(tx, subjectId, true);
    if (!image) throw new Error("bible image moderation: apply without lockState");
    switch (decision) {
      case "approve":
        // A private image keeps no moderation (it is checked afresh when it is made public again).
        return stateOf(await updateImage(tx, image.id, { moderation: image.isPublic ? "approved" : null }));
      case "hide":
        return stateOf(await updateImage(tx, image.id, { moderation: "hidden" }));
      case "delete":
        await deleteImageRow(tx, image.id);
        // The files go once the row's removal has committed (a rolled-back decision keeps them).
        effects.afterCommit(({ storage }) => removeImageFiles(storage, image));
        return null;
    }
  },
};
