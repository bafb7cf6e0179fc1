// Issuing a certificate (screens.md §3.7): exactly once per member and course, in the caller's transaction — the
// one that completes the last lesson, masters the last scenario or completes the 38th room. The first issue also
// adds the course points (50) and a notification "You earned a certificate: {course}"; a repeat returns the
// certificate already held and awards nothing.
import { randomBytes } from "node:crypto";
import type { Db } from "@server/db/client";
import { awardPoints } from "@server/modules/points/points.queries";
import {
  insertNotifications,
  type NotificationRow,
} from "@server/modules/notifications/notifications.queries";
import {
  type CertificateRow,
  displayNameOf,
  findOwnCertificate,
  insertCertificate,
  nextCertificateSerial,
} from "./certificates.queries";

export const COURSE_COMPLETED_POINTS = 50;

export interface CertificateSubject {
  userId: string;
  /** A course id, "spiritual-training" or "palace". */
  courseId: string;
  courseTitle: string;
  kindLabel: "Course completion" | "Training mastery" | "Palace completion";
}

export interface IssuedCertificate {
  certificate: CertificateRow;
  /** True for the call that issued it. */
  issued: boolean;
  points: number;
  /** Deliver after commit (deliverNotifications). */
  notifications: NotificationRow[];
}

/** 128 random bits, URL-safe: the public link's only key. */
const newShareToken = () => randomBytes(16).toString("base64url");

export async function issueCertificate(
  tx: Db,
  subject: CertificateSubject,
  now: Date,
): Promise<IssuedCertificate> {
  const held = await findOwnCertificate(tx, subject.userId, subject.courseId);
  if (held) return { certificate: held, issued: false, points: 0, notifications: [] };
  const serial = await nextCertificateSerial(tx);
  const inserted = await insertCertificate(tx, {
    userId: subject.userId,
    courseId: subject.courseId,
    certificateNo: `PT-${now.getUTCFullYear()}-${String(serial).padStart(6, "0")}`,
    shareToken: newShareToken(),
    holderName: await displayNameOf(tx, subject.userId),
    courseTitle: subject.courseTitle,
    kindLabel: subject.kindLabel,
    issuedAt: now,
  });
  if (!inserted) {
    // Another transaction issued it between our read and insert (the unique index decided): return theirs.
    const theirs = await findOwnCertificate(tx, subject.userId, subject.courseId);
    if (!theirs) throw new Error("certificate vanished after a conflicting insert");
    return { certificate: theirs, issued: false, points: 0, notifications: [] };
  }
  const points = await awardPoints(tx, {
    userId: subject.userId,
    source: "course",
    kind: "course_completed",
    amount: COURSE_COMPLETED_POINTS,
    sourceId: subject.courseId,
    dedupeKey: `course:${subject.userId}:${subject.courseId}`,
    createdAt: now,
  });
  const notifications = await insertNotifications(tx, [
    {
      userId: subject.userId,
      kind: "certificate_issued",
      title: `You earned a certificate: ${subject.courseTitle}`,
      body: `Certificate ${inserted.certificateNo}`,
      link: "/certificates",
      createdAt: now,
    },
  ]);
  return { certificate: inserted, issued: true, points, notifications };
}
