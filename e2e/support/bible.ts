import { expect, type Page } from "@playwright/test";
import type { MemoryVerseDto } from "@common/schemas/bible";
import { signUpThroughApi, uniqueEmail } from "./accounts";
import { seedPaidPlan } from "./test-routes";

/** Signs a new member up and gives them an active paid plan for 30 days (the e2e server's test route). */
export async function signUpWithPlan(
  page: Page,
  prefix: string,
  plan: "essential" | "premium",
): Promise<string> {
  const email = uniqueEmail(prefix);
  await signUpThroughApi(page, { email });
  await seedPaidPlan(page.request, email, plan);
  return email;
}

/** Saves a memory verse the way the reader's Memorize and the Add verse dialog do; returns it with its text. */
export async function addMemoryVerse(
  page: Page,
  reference: string,
  translation = "kjv",
): Promise<MemoryVerseDto> {
  const response = await page.request.post("/api/memory/verses", { data: { reference, translation } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as MemoryVerseDto;
}
