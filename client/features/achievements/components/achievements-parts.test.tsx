// The achievements page rendered to static markup (screens §3.10): the hero tiles, the filters, a locked card's
// progress bar "{current} / {threshold}" with its aria values, an unlocked card's "Unlocked {date}", and the Locked
// filter read from the address.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import type { AchievementCardDto, AchievementsDto } from "@common/schemas/achievements";
import { achievementKeys } from "../lib/achievement-keys";
import { AchievementCard } from "./achievement-card";
import { AchievementsScreen } from "./achievements-screen";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const locked: AchievementCardDto = {
  id: "read-10",
  name: "Chapter Reader",
  icon: "📖",
  criterion: "Read 10 different chapters",
  points: 20,
  tier: "bronze",
  category: "reading",
  threshold: 10,
  current: 4,
  unlocked: false,
  earnedAt: null,
};
const unlocked: AchievementCardDto = {
  ...locked,
  id: "palace-first-room",
  name: "Open Door",
  icon: "🔑",
  criterion: "Complete 1 palace room",
  points: 10,
  category: "palace",
  threshold: 1,
  current: 1,
  unlocked: true,
  earnedAt: "2026-06-01T12:00:00.000Z",
};
const data: AchievementsDto = {
  totals: { unlocked: 1, total: 56, points: 10, percent: 1 },
  categories: [
    { id: "palace", label: "Palace" },
    { id: "reading", label: "Reading" },
  ],
  achievements: [unlocked, locked],
};

function render(node: ReactNode, path = "/achievements") {
  const client = new QueryClient();
  client.setQueryData(achievementKeys.mine(), data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("achievement cards", () => {
  test("a locked card shows its progress as a labelled progress bar", () => {
    const html = render(
      <ul>
        <AchievementCard card={locked} />
      </ul>,
    );
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-label="Chapter Reader progress"');
    expect(html).toContain('aria-valuenow="4"');
    expect(html).toContain('aria-valuemax="10"');
    expect(text(html)).toContain("4 / 10");
    expect(text(html)).toContain("Read 10 different chapters");
    expect(text(html)).toContain("20 points");
    expect(html).toContain('data-unlocked="false"');
  });

  test("an unlocked card shows the date instead of a bar", () => {
    const html = render(
      <ul>
        <AchievementCard card={unlocked} />
      </ul>,
    );
    expect(html).not.toContain('role="progressbar"');
    expect(text(html)).toMatch(/Unlocked \S/);
    expect(text(html)).toContain("Bronze");
  });
});

describe("the achievements screen", () => {
  test("hero tiles, filters and cards by category", () => {
    const page = text(render(<AchievementsScreen />));
    expect(page).toContain("Unlocked 1 / 56");
    expect(page).toContain("Points from badges 10");
    expect(page).toContain("Progress 1%");
    for (const label of ["All", "Unlocked", "Locked", "Every category", "Palace", "Reading"])
      expect(page).toContain(label);
    expect(page.indexOf("Open Door")).toBeLessThan(page.indexOf("Chapter Reader"));
  });

  test("?show=locked leaves the unlocked cards out", () => {
    const page = text(render(<AchievementsScreen />, "/achievements?show=locked"));
    expect(page).toContain("Chapter Reader");
    expect(page).not.toContain("Open Door");
  });
});
