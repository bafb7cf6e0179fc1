import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { parseReference } from "@common/bible/reference";
import { aiRequests } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import type { TestMember } from "@server/test/members";

/*
 * The Bible reader's verse actions (ai.md §3.12) on the real app, the real KJV, Strong's and cross references:
 * offline (no model configured) and with the built-in fake model.
 */

const quotaOf = async (member: TestMember) => (await member.client.get("/api/ai/quota")).body;

describe("offline (no model configured)", () => {
  const app = useTestApp();

  test("cross references for John 3:16: at least five, each a passage the reader opens, with why; not counted", async () => {
    const member = await app.member();
    const result = await member.client.get("/api/ai/verse/cross-references?reference=John%203%3A16");
    expect(result.status).toBe(200);
    expect(result.body.reference).toBe("John 3:16");
    const items = result.body.items as { ref: string; text: string; why: string; reason: string | null }[];
    expect(items.length).toBeGreaterThanOrEqual(5);
    for (const item of items) {
      expect(parseReference(item.ref), item.ref).not.toBeNull();
      expect(item.text.length).toBeGreaterThan(10);
      expect(["shared word", "same topic", "type"]).toContain(item.why);
      expect(item.reason).toBeNull();
    }
    expect(await quotaOf(member)).toMatchObject({ used: 0 });
  });

  test('word study for John 3:16 lists the Greek entry for "loved" (G25), marked likely: the KJV is untagged', async () => {
    const member = await app.member();
    const result = await member.client.get("/api/ai/verse/word-study?reference=John%203%3A16");
    expect(result.status).toBe(200);
    expect(result.body.tagged).toBe(false);
    const loved = (result.body.entries as { word: string; number: string; likely: boolean }[]).find(
      (entry) => entry.word === "loved",
    );
    expect(loved).toMatchObject({ number: "G25", likely: true, transliteration: expect.any(String) });
    expect(result.body.entries[0]).toEqual(
      expect.objectContaining({
        lemma: expect.any(String),
        definition: expect.any(String),
        kjvRenderings: expect.any(String),
      }),
    );
  });

  test("Explain offline: the four sections, local data where there is some and 'Not available offline' elsewhere", async () => {
    const member = await app.member();
    const result = await member.client.post("/api/ai/verse/explain", { reference: "John 3:16" });
    expect(result.status).toBe(200);
    expect(result.body.source).toBe("offline");
    const sections = result.body.sections as { title: string; text: string; available: boolean }[];
    expect(sections.map((section) => section.title)).toEqual([
      "Meaning",
      "Setting",
      "Christ in this verse",
      "Living it",
    ]);
    expect(sections[1]?.text).toContain("14 And as Moses lifted up the serpent");
    expect(sections[2]).toMatchObject({ available: true });
    expect(sections[3]).toMatchObject({
      available: false,
      text: expect.stringContaining("Not available offline"),
    });
    // The same verse, the same answer.
    expect((await member.client.post("/api/ai/verse/explain", { reference: "John 3:16" })).body).toEqual(
      result.body,
    );
    expect(await quotaOf(member)).toMatchObject({ used: 0 });
  });

  test("Find Christ offline: our Christ-line for the chapter, else a lead from the principle tables, else none", async () => {
    const member = await app.member();
    const john = await member.client.post("/api/ai/verse/find-christ", { reference: "John 3:16" });
    expect(john.body.line).toEqual({
      name: expect.any(String),
      act: expect.any(String),
      crosslink: expect.any(String),
    });
    expect(john.body.basis).toBe("Christ in Every Chapter (John 3)");
    const passover = await member.client.post("/api/ai/verse/find-christ", { reference: "Exodus 34:25" });
    expect(passover.body.line?.name).toBe("Our Passover");
    expect(passover.body.basis).toMatch(/^the feasts table/);
    const none = await member.client.post("/api/ai/verse/find-christ", { reference: "Proverbs 30:26" });
    expect(none.body).toMatchObject({ line: null, basis: null, source: "offline" });
  });

  test("a reference that names no verse is 404; a visitor is 401", async () => {
    const member = await app.member();
    const missing = await member.client.get("/api/ai/verse/word-study?reference=John%2099%3A1");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("verse_not_found");
    expect((await app.client().get("/api/ai/verse/word-study?reference=John%203%3A16")).status).toBe(401);
  });
});

describe("with the model (the built-in fake)", () => {
  const app = useTestApp({ aiEnv: { AI_PROVIDER: "fake" } });

  test("Explain is one question; 'Answer with the offline study engine' is not", async () => {
    const member = await app.member();
    const answered = await member.client.post("/api/ai/verse/explain", { reference: "Romans 5:8" });
    expect(answered.status).toBe(200);
    expect(answered.body.source).toBe("fake");
    expect(answered.body.quota).toMatchObject({ used: 1, remaining: 2 });
    expect(answered.body.sections.every((section: { available: boolean }) => section.available)).toBe(true);
    const offline = await member.client.post("/api/ai/verse/explain", {
      reference: "Romans 5:8",
      offline: true,
    });
    expect(offline.body.source).toBe("offline");
    expect(await quotaOf(member)).toMatchObject({ used: 1 });
  });

  test("Find Christ and Explain these links count one question each; the list itself never counts", async () => {
    const member = await app.member({ plan: "essential" });
    await member.client.get("/api/ai/verse/cross-references?reference=John%203%3A16");
    const christ = await member.client.post("/api/ai/verse/find-christ", { reference: "John 3:16" });
    expect(christ.body).toMatchObject({ source: "fake", quota: { used: 1 } });
    const links = await member.client.post("/api/ai/verse/cross-references/explain", {
      reference: "John 3:16",
    });
    expect(links.body.source).toBe("fake");
    expect(links.body.quota).toMatchObject({ used: 2 });
    for (const item of links.body.items as { reason: string | null }[])
      expect(item.reason).toEqual(expect.any(String));
    const rows = await app.db.select().from(aiRequests).where(eq(aiRequests.userId, member.user.userId));
    expect(rows.map((row) => row.tool).sort()).toEqual(["verse_find_christ", "verse_link_reasons"]);
  });
});
