// The member's Bible annotations: ownership (another member gets 404), highlight colours per verse, note ranges,
// bookmark toggle, reads → continue/recent.
import { describe, expect, test } from "vitest";
import { createTestClock } from "@server/clock";
import { useTestApp } from "@server/test/kit";

const start = new Date("2026-03-02T10:00:00.000Z");
const clock = createTestClock(start);
const app = useTestApp({ clock });

const john316 = 43_003_016;
const john317 = 43_003_017;

describe("bible annotations", () => {
  test("need a session", async () => {
    const anonymous = app.client();
    expect((await anonymous.get("/api/bible/annotations/John/3")).status).toBe(401);
    expect((await anonymous.get("/api/bible/me")).status).toBe(401);
    expect(
      (await anonymous.put("/api/bible/highlights", { verseKeys: [john316], color: "green" })).status,
    ).toBe(401);
  });

  test("one colour per verse: a new colour replaces the old, null removes; marks show in the chapter", async () => {
    const { client } = await app.member();
    const first = await client.put("/api/bible/highlights", {
      verseKeys: [john316, john317],
      color: "yellow",
    });
    expect(first.status).toBe(200);
    expect(first.body.highlights).toEqual([
      { verseKey: john316, color: "yellow" },
      { verseKey: john317, color: "yellow" },
    ]);
    await client.put("/api/bible/highlights", { verseKeys: [john316], color: "green" });
    // Any form of the book name the parser reads.
    const chapter = await client.get("/api/bible/annotations/jn/3");
    expect(chapter.status).toBe(200);
    expect(chapter.body.highlights).toEqual([
      { verseKey: john316, color: "green" },
      { verseKey: john317, color: "yellow" },
    ]);
    expect((await client.put("/api/bible/highlights", { verseKeys: [john317], color: null })).status).toBe(
      200,
    );
    expect((await client.get("/api/bible/annotations/John/3")).body.highlights).toEqual([
      { verseKey: john316, color: "green" },
    ]);
    // Nothing leaks into John 4.
    expect((await client.get("/api/bible/annotations/John/4")).body).toEqual({
      highlights: [],
      notes: [],
      bookmarks: [],
    });
  });

  test("refuses unknown colours, verses that don't exist and unknown chapters", async () => {
    const { client } = await app.member();
    expect((await client.put("/api/bible/highlights", { verseKeys: [john316], color: "red" })).status).toBe(
      400,
    );
    const missing = await client.put("/api/bible/highlights", { verseKeys: [43_003_099], color: "green" });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe("That verse doesn't exist.");
    const unknown = await client.get("/api/bible/annotations/Hezekiah/1");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("We couldn't find Hezekiah 1");
    expect((await client.get("/api/bible/annotations/John/22")).status).toBe(404);
  });

  test("notes: a range shows on every chapter it touches; edit, delete, validation", async () => {
    const { client } = await app.member();
    const created = await client.post("/api/bible/notes", {
      startKey: john316,
      endKey: john317,
      text: "  Love gives.  ",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      startKey: john316,
      endKey: john317,
      text: "Love gives.",
      reference: "John 3:16–17",
    });
    const across = await client.post("/api/bible/notes", {
      startKey: 43_003_036,
      endKey: 43_004_002,
      text: "Across chapters",
    });
    expect(across.body.reference).toBe("John 3:36 – 4:2");
    expect(
      (await client.get("/api/bible/annotations/John/3")).body.notes.map((note: { id: string }) => note.id),
    ).toEqual([created.body.id, across.body.id]);
    expect(
      (await client.get("/api/bible/annotations/John/4")).body.notes.map((note: { id: string }) => note.id),
    ).toEqual([across.body.id]);

    clock.set(new Date(start.getTime() + 60_000));
    const edited = await client.patch(`/api/bible/notes/${created.body.id}`, { text: "Love gives first." });
    expect(edited.status).toBe(200);
    expect(edited.body.text).toBe("Love gives first.");
    expect(edited.body.updatedAt).not.toBe(created.body.updatedAt);
    clock.set(start);

    const empty = await client.post("/api/bible/notes", { startKey: john316, endKey: john316, text: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("Write something first.");
    const long = await client.post("/api/bible/notes", {
      startKey: john316,
      endKey: john316,
      text: "x".repeat(5001),
    });
    expect(long.body.error.message).toBe("Notes are at most 5,000 characters.");
    const backwards = await client.post("/api/bible/notes", {
      startKey: john317,
      endKey: john316,
      text: "Backwards",
    });
    expect(backwards.status).toBe(400);

    expect((await client.delete(`/api/bible/notes/${created.body.id}`)).status).toBe(204);
    expect((await client.delete(`/api/bible/notes/${created.body.id}`)).status).toBe(404);
    expect((await client.get("/api/bible/annotations/John/3")).body.notes).toHaveLength(1);
  });

  test("another member's note and bookmark are 404 and stay untouched", async () => {
    const owner = await app.member();
    const other = await app.member();
    const note = await owner.client.post("/api/bible/notes", {
      startKey: john316,
      endKey: john316,
      text: "Mine",
    });
    const bookmark = await owner.client.post("/api/bible/bookmarks", {
      book: "John",
      chapter: 3,
      verseKey: john316,
    });
    expect((await other.client.patch(`/api/bible/notes/${note.body.id}`, { text: "Theirs" })).status).toBe(
      404,
    );
    expect((await other.client.delete(`/api/bible/notes/${note.body.id}`)).status).toBe(404);
    expect((await other.client.delete(`/api/bible/bookmarks/${bookmark.body.id}`)).status).toBe(404);
    expect((await other.client.get("/api/bible/annotations/John/3")).body).toEqual({
      highlights: [],
      notes: [],
      bookmarks: [],
    });
    const mine = await owner.client.get("/api/bible/annotations/John/3");
    expect(mine.body.notes[0].text).toBe("Mine");
    expect(mine.body.bookmarks).toHaveLength(1);
  });

  test("bookmarks: verse or whole chapter, the same place again updates the label, remove toggles off", async () => {
    const { client } = await app.member();
    const verse = await client.post("/api/bible/bookmarks", {
      book: "John",
      chapter: 3,
      verseKey: john316,
      label: "Gospel",
    });
    expect(verse.status).toBe(201);
    expect(verse.body).toMatchObject({
      verseKey: john316,
      book: "John",
      chapter: 3,
      label: "Gospel",
      reference: "John 3:16",
    });
    const chapter = await client.post("/api/bible/bookmarks", { book: "John", chapter: 3, verseKey: null });
    expect(chapter.status).toBe(201);
    expect(chapter.body).toMatchObject({ verseKey: null, reference: "John 3", label: null });
    const again = await client.post("/api/bible/bookmarks", {
      book: "John",
      chapter: 3,
      verseKey: john316,
      label: "Gift",
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: verse.body.id, label: "Gift" });
    expect((await client.get("/api/bible/annotations/John/3")).body.bookmarks).toHaveLength(2);

    const wrongChapter = await client.post("/api/bible/bookmarks", {
      book: "John",
      chapter: 4,
      verseKey: john316,
    });
    expect(wrongChapter.status).toBe(400);
    const longLabel = await client.post("/api/bible/bookmarks", {
      book: "John",
      chapter: 3,
      verseKey: null,
      label: "x".repeat(61),
    });
    expect(longLabel.body.error.message).toBe("Labels are at most 60 characters.");

    expect((await client.delete(`/api/bible/bookmarks/${verse.body.id}`)).status).toBe(204);
    const after = await client.get("/api/bible/annotations/John/3");
    expect(after.body.bookmarks.map((bookmark: { id: string }) => bookmark.id)).toEqual([chapter.body.id]);
  });

  test("reads → continue reading and the last 5 distinct chapters; /me lists saved items newest first", async () => {
    const { client } = await app.member();
    expect((await client.get("/api/bible/me")).body).toEqual({
      continueReading: null,
      recent: [],
      bookmarks: [],
      notes: [],
      highlights: [],
    });
    const chapters: [string, number][] = [
      ["Gen", 1],
      ["Gen", 2],
      ["John", 3],
      ["Gen", 1],
      ["Rom", 8],
      ["Ps", 23],
      ["Exod", 20],
    ];
    for (const [index, [book, chapter]] of chapters.entries()) {
      clock.set(new Date(start.getTime() + index * 60_000));
      expect(
        (await client.post("/api/bible/reads", { book, chapter, translation: index === 6 ? "web" : "kjv" }))
          .status,
      ).toBe(204);
    }
    await client.put("/api/bible/highlights", { verseKeys: [john316], color: "pink" });
    clock.set(new Date(start.getTime() + 10 * 60_000));
    await client.post("/api/bible/notes", { startKey: john316, endKey: john316, text: "Later" });
    clock.set(start);
    expect(
      (await client.post("/api/bible/reads", { book: "Nope", chapter: 1, translation: "kjv" })).status,
    ).toBe(404);

    const me = await client.get("/api/bible/me");
    expect(me.body.continueReading).toMatchObject({
      book: "Exod",
      bookName: "Exodus",
      chapter: 20,
      translation: "web",
    });
    expect(
      me.body.recent.map((read: { book: string; chapter: number }) => `${read.book} ${read.chapter}`),
    ).toEqual(["Exod 20", "Ps 23", "Rom 8", "Gen 1", "John 3"]);
    expect(me.body.notes[0]).toMatchObject({ text: "Later", reference: "John 3:16" });
    expect(me.body.highlights).toEqual([
      expect.objectContaining({ verseKey: john316, color: "pink", reference: "John 3:16" }),
    ]);
  });
});
