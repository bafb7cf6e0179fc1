// Certificates (screens.md §3.7, §2.4) through the real app: the owner's list and public switch, the public verify
// endpoint without a session (CERT-V1/V2), forged and private tokens answered alike, other members kept out, and
// issuing exactly once whoever races for it.
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { createTestClock } from "@server/clock";
import { certificates, xpEvents } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import { issueCertificate } from "./issue-certificate";

const clock = createTestClock(new Date("2026-05-04T09:00:00.000Z"));
const app = useTestApp({ clock });

async function issued(userId: string, courseId = "blueprint", courseTitle = "The Blueprint Course") {
  const result = await app.db.transaction((tx) =>
    issueCertificate(tx, { userId, courseId, courseTitle, kindLabel: "Course completion" }, clock.now()),
  );
  return result.certificate;
}

describe("the member's certificates", () => {
  test("needs a session", async () => {
    expect((await app.client().get("/api/certificates")).status).toBe(401);
  });

  test("lists only the member's own, newest first, private by default", async () => {
    const { client, user } = await app.member({ name: "Lydia Thyatira" });
    const other = await app.member();
    await issued(user.userId);
    clock.advance(60_000);
    await issued(user.userId, "daniel", "Daniel Course");
    await issued(other.user.userId);
    const res = await client.get("/api/certificates");
    expect(res.status).toBe(200);
    expect(res.body.certificates.map((row: { courseTitle: string }) => row.courseTitle)).toEqual([
      "Daniel Course",
      "The Blueprint Course",
    ]);
    expect(res.body.certificates[0]).toMatchObject({ holderName: "Lydia Thyatira", isPublic: false });
    expect(Object.keys(res.body.certificates[0]).sort()).toEqual([
      "certificateNo",
      "courseId",
      "courseTitle",
      "holderName",
      "id",
      "isPublic",
      "issuedAt",
      "kindLabel",
      "shareToken",
    ]);
  });

  test("CERT-V1/V2: public opens without signing in; private again shows the not-found message", async () => {
    const { client, user } = await app.member({ name: "Silas Philippi" });
    const row = await issued(user.userId);
    const visitor = app.client();
    const hidden = await visitor.get(`/api/certificates/public/${row.shareToken}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.message).toBe("This certificate can't be found or isn't public.");

    const made = await client.patch(`/api/certificates/${row.id}`, { isPublic: true });
    expect(made.status).toBe(200);
    expect(made.body.isPublic).toBe(true);
    const shown = await visitor.get(`/api/certificates/public/${row.shareToken}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("x-robots-tag")).toBe("noindex");
    expect(shown.body).toEqual({
      holderName: "Silas Philippi",
      courseTitle: "The Blueprint Course",
      kindLabel: "Course completion",
      certificateNo: row.certificateNo,
      issuedAt: row.issuedAt.toISOString(),
    });

    await client.patch(`/api/certificates/${row.id}`, { isPublic: false });
    const again = await visitor.get(`/api/certificates/public/${row.shareToken}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe("This certificate can't be found or isn't public.");
  });

  test("a forged token is the same not-found answer, never a 500", async () => {
    for (const token of ["forged-token", "x".repeat(101), "%00", "' or 1=1 --"]) {
      const res = await app.client().get(`/api/certificates/public/${encodeURIComponent(token)}`);
      expect(res.status, token).toBe(404);
      expect(res.body.error.message).toBe("This certificate can't be found or isn't public.");
    }
  });

  test("another member can neither see nor switch someone's certificate", async () => {
    const owner = await app.member();
    const other = await app.member();
    const row = await issued(owner.user.userId);
    expect((await other.client.patch(`/api/certificates/${row.id}`, { isPublic: true })).status).toBe(404);
    const [stored] = await app.db.select().from(certificates).where(eq(certificates.id, row.id));
    expect(stored!.isPublic).toBe(false);
    expect((await owner.client.patch(`/api/certificates/${row.id}`, { isPublic: "yes" })).status).toBe(422);
    expect((await owner.client.patch(`/api/certificates/not-a-uuid`, { isPublic: true })).status).toBe(422);
    // The owner may only toggle visibility: nothing else in the body is accepted.
    const forged = await owner.client.patch(`/api/certificates/${row.id}`, {
      isPublic: true,
      holderName: "Someone",
    });
    expect(forged.status).toBe(422);
  });

  test("issuing races: one certificate, one 50-point award", async () => {
    const { user } = await app.member();
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        app.db.transaction((tx) =>
          issueCertificate(
            tx,
            {
              userId: user.userId,
              courseId: "daniel",
              courseTitle: "Daniel Course",
              kindLabel: "Course completion",
            },
            clock.now(),
          ),
        ),
      ),
    );
    expect(results.filter((result) => result.issued)).toHaveLength(1);
    expect(new Set(results.map((result) => result.certificate.id)).size).toBe(1);
    const rows = await app.db.select().from(certificates).where(eq(certificates.userId, user.userId));
    expect(rows).toHaveLength(1);
    const points = await app.db.select().from(xpEvents).where(eq(xpEvents.userId, user.userId));
    expect(points.map((row) => row.amount)).toEqual([50]);
  });
});
