// The leaderboard's parts rendered to static markup (screens.md §3.11): the tiles ("#n" or "—"), the top 50 with the
// podium icons and the caller's "You" row, the caller's own row below the table when outside it, the skeleton rows
// and the empty message in the period's words.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import type { LeaderboardDto, LeaderboardRowDto } from "@common/schemas/leaderboard";
import { LeaderboardTable } from "./leaderboard-table";
import { LeaderboardTiles } from "./leaderboard-tiles";

const render = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const row = (rank: number, name: string, value: number, isMe = false): LeaderboardRowDto => ({
  rank,
  value,
  isMe,
  member: { userId: `${name}-id`, displayName: name, avatarUrl: null, level: 3 },
});

const board = (rows: LeaderboardRowDto[], me: LeaderboardRowDto | null): LeaderboardDto => ({
  period: "week",
  ranking: "points",
  periodStart: "2026-03-02T00:00:00.000Z",
  periodEnd: "2026-03-09T00:00:00.000Z",
  rows,
  me,
  visible: true,
  tiles: { rank: me?.rank ?? null, points: me?.value ?? 0, challenges: 2, badges: 5 },
});

const view = { period: "week", ranking: "points" } as const;

describe("LeaderboardTiles", () => {
  test("#rank, the period's points and challenges, badges", () => {
    const shown = text(
      render(<LeaderboardTiles tiles={{ rank: 73, points: 1257, challenges: 2, badges: 5 }} period="week" />),
    );
    expect(shown).toContain("Your rank #73");
    expect(shown).toContain("Points 1,257 This week");
    expect(shown).toContain("Challenges completed 2 This week");
    expect(shown).toContain("Badges 5");
  });

  test("— when hidden or unranked", () => {
    const shown = text(
      render(<LeaderboardTiles tiles={{ rank: null, points: 0, challenges: 0, badges: 0 }} period="all" />),
    );
    expect(shown).toContain("Your rank —");
  });
});

describe("LeaderboardTable", () => {
  test("the top rows with trophy, medal and award, and the caller's row highlighted with You", () => {
    const rows = [row(1, "Ann", 300), row(2, "Ben", 200, true), row(2, "Cy", 200), row(4, "Di", 50)];
    const html = render(<LeaderboardTable view={view} data={board(rows, rows[1]!)} updating={false} />);
    const shown = text(html);
    expect(shown).toContain("#1 A Ann 3 300");
    expect(html).toContain('aria-label="First place"');
    expect(html).toContain('aria-label="Second place"');
    expect(html).not.toContain('aria-label="Third place"'); // ranks 1, 2, 2, 4
    expect(shown).toContain("Ben You");
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(shown).not.toContain("Your position");
    expect(shown).toContain("300 points");
  });

  test("a caller outside the top 50 gets their own row below with the true rank", () => {
    const rows = Array.from({ length: 50 }, (_, i) => row(i + 1, `Member ${i + 1}`, 400 - i));
    const html = render(
      <LeaderboardTable view={view} data={board(rows, row(73, "Me", 257, true))} updating={false} />,
    );
    const shown = text(html);
    expect(shown).toContain("Your position #73 M Me You");
    expect(html.match(/data-testid="leaderboard-my-row"/g)).toHaveLength(1);
  });

  test("skeleton rows while loading; the empty message in the period's words", () => {
    expect(render(<LeaderboardTable view={view} data={undefined} updating={false} />)).toContain(
      'data-testid="leaderboard-skeleton-row"',
    );
    expect(text(render(<LeaderboardTable view={view} data={board([], null)} updating={false} />))).toContain(
      "No activity yet this week — be the first!",
    );
    expect(
      text(
        render(
          <LeaderboardTable
            view={{ period: "month", ranking: "verses" }}
            data={board([], null)}
            updating={false}
          />,
        ),
      ),
    ).toContain("No activity yet this month — be the first!");
  });
});
