import type { ReactNode } from "react";
import { Link } from "react-router";
import { type ChallengeCardDto, tierLabels, tierMinutes } from "@common/schemas/challenges";
import { readerLinkOf } from "../lib/reader-link";
import { TierBadge } from "./tier-badge";

/** Today's card: tier badge, "Day {k} of {n}", title, the principle, instructions and verses; the form below. */
export function ChallengeCard({ card, children }: { card: ChallengeCardDto; children: ReactNode }) {
  return (
    <article
      aria-labelledby="today-challenge-title"
      className="space-y-5 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <header className="space-y-2">
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
          <TierBadge tier={card.tier} />
          <span>
            Day {card.day} of {card.rotationLength}
          </span>
          <span aria-hidden="true">·</span>
          <span>about {tierMinutes[card.tier]} min</span>
          <span className="sr-only">({tierLabels[card.tier]} tier)</span>
        </p>
        <h2 id="today-challenge-title" className="text-2xl font-semibold text-stone-900">
          {card.title}
        </h2>
        <p className="text-sm text-stone-600">
          <span className="font-semibold">Principle:</span> {card.principle}
        </p>
      </header>
      <section className="space-y-2">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-500">Instructions</h3>
        <ol className="list-decimal space-y-1 pl-5 leading-relaxed text-stone-800">
          {card.instructions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
      <section className="space-y-1">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-500">
          {card.verses.length === 1 ? "Verse" : "Verses"}
        </h3>
        <ul className="flex flex-wrap gap-2">
          {card.verses.map((verse) => {
            const link = readerLinkOf(verse);
            return (
              <li key={verse}>
                {link ? (
                  <Link
                    to={link}
                    className="inline-block rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-night-light hover:underline"
                  >
                    {verse}
                  </Link>
                ) : (
                  <span className="inline-block rounded-full bg-stone-100 px-3 py-1 text-sm">{verse}</span>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {children}
    </article>
  );
}
