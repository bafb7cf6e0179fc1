// Deals a kids game's rounds from the curated data (games.md §4.19, content in ../../content/kids.ts). Every tile
// gets a run-unique random id, so an id never tells which tile is right or where it belongs.
import { KIDS_GAMES, type KidsBand } from "@common/games/rules";
import {
  arkAnimals,
  armorPieces,
  builderVerses,
  creationDays,
  heroes,
  kidsClosingRefs,
  kidsParables,
  sanctuaryJobs,
  timelineStops,
} from "@server/modules/games/content/kids";
import type { Rng } from "@server/modules/games/rng";
import { opaqueId } from "../opaque-id";
import type { KidsRound, KidsTile, MatchRound } from "./types";

type Deal = (band: KidsBand, rng: Rng, ids: Set<string>) => KidsRound[];

const small = (band: KidsBand) => band === "4-6";

function creationWeek(band: KidsBand, rng: Rng, ids: Set<string>): KidsRound[] {
  const days = creationDays.map((day): KidsTile => ({
    id: opaqueId(rng, ids),
    label: day.caption,
    emoji: day.emoji,
    ref: day.ref,
    ...(small(band) ? { pictureOnly: true } : {}),
  }));
  const split = small(band) ? KIDS_GAMES.creationSplit : days.length;
  const parts = split < days.length ? [days.slice(0, split), days.slice(split)] : [days];
  let firstDay = 1;
  return parts.map((items, index) => {
    const from = firstDay;
    firstDay += items.length;
    const to = from + items.length - 1;
    return {
      play: "order",
      items,
      shown: rng.shuffle(items.map((item) => item.id)),
      slotLabels: items.map((_, i) => `Day ${from + i}`),
      placed: 0,
      prompt: "What did God make next? Tap the picture for the next day.",
      progressLabel: `Days ${from}–${to}`,
      closingRef: index === parts.length - 1 ? kidsClosingRefs.creation_days : kidsClosingRefs.creation_start,
    };
  });
}

function twoByTwo(band: KidsBand, rng: Rng): KidsRound[] {
  const pairs = band === "4-6" ? KIDS_GAMES.memoryPairs["4-6"] : KIDS_GAMES.memoryPairs["7-9"];
  const animals = rng.pick(arkAnimals, pairs);
  const cards = rng.shuffle(
    animals.flatMap((animal) => {
      const tile: KidsTile = { id: animal.id, label: animal.name, emoji: animal.emoji };
      return [tile, { ...tile }];
    }),
  );
  return [
    {
      play: "memory",
      cards,
      matched: [],
      faceUp: [],
      mismatches: 0,
      found: [],
      prompt: "Tap two cards to find a pair of animals for Noah's ark.",
      progressLabel: `Find ${pairs} pairs`,
      closingRef: kidsClosingRefs.two_by_two,
    },
  ];
}

function matchBoard(
  rng: Rng,
  pairs: MatchRound["pairs"],
  scene: MatchRound["scene"],
  prompt: string,
  progressLabel: string,
  closingRef: string,
): KidsRound {
  return {
    play: "match",
    scene,
    pairs,
    leftOrder: rng.shuffle(pairs.map((pair) => pair.left.id)),
    rightOrder: rng.shuffle(pairs.map((pair) => pair.right.id)),
    locked: [],
    prompt,
    progressLabel,
    closingRef,
  };
}

function armorOfGod(band: KidsBand, rng: Rng, ids: Set<string>): KidsRound[] {
  const size = KIDS_GAMES.armorBoardSize[band];
  const pairs = rng.shuffle(armorPieces).map((piece) => ({
    left: {
      id: opaqueId(rng, ids),
      label: piece.name,
      emoji: piece.emoji,
      ref: piece.ref,
      ...(small(band) ? { pictureOnly: true } : {}),
    },
    right: { id: opaqueId(rng, ids), label: piece.meaning },
  }));
  const boards = Math.ceil(pairs.length / size);
  return Array.from({ length: boards }, (_, b) =>
    matchBoard(
      rng,
      pairs.slice(b * size, (b + 1) * size),
      "armor",
      "Tap a piece of God's armor, then tap what it means.",
      boards > 1 ? `Board ${b + 1} of ${boards}` : `Match all ${size} pieces`,
      b === boards - 1 ? kidsClosingRefs.armor_of_god : kidsClosingRefs.armor_start,
    ),
  );
}

function sanctuaryMatch(_band: KidsBand, rng: Rng, ids: Set<string>): KidsRound[] {
  const pairs = sanctuaryJobs.map((article) => ({
    left: { id: opaqueId(rng, ids), label: article.name, emoji: article.emoji },
    right: { id: opaqueId(rng, ids), label: article.job },
  }));
  return [
    matchBoard(
      rng,
      pairs,
      "tabernacle",
      "Tap a part of God's tent, then tap the job it does.",
      `Match all ${pairs.length} parts`,
      kidsClosingRefs.sanctuary_match,
    ),
  ];
}

function parablePicker(_band: KidsBand, rng: Rng, ids: Set<string>): KidsRound[] {
  const pairs = rng.pick(kidsParables, KIDS_GAMES.parablesPerBoard).map((parable) => ({
    left: { id: opaqueId(rng, ids), label: parable.title, emoji: "📖", ref: parable.ref },
    right: { id: opaqueId(rng, ids), label: parable.lesson },
  }));
  return [
    matchBoard(
      rng,
      pairs,
      "parables",
      "Tap a story Jesus told, then tap what it teaches.",
      `Match all ${pairs.length} stories`,
      kidsClosingRefs.parable_picker,
    ),
  ];
}

function verseBuilder(band: KidsBand, rng: Rng, ids: Set<string>): KidsRound[] {
  const bank = builderVerses.filter((verse) => verse.band === band);
  return rng.pick(bank, KIDS_GAMES.versesPerGame).map((verse, index) => {
    // The blanks are filled in reading order, so the first gap on screen is always the one asked for.
    const blanks = verse.blanks
      .map((word, i) => ({ word, wrong: verse.distractors[i] ?? ["", ""], at: verse.text.indexOf(word) }))
      .sort((a, b) => a.at - b.at);
    const steps = blanks.map(({ word, wrong }) => {
      const answer = opaqueId(rng, ids);
      const tiles: KidsTile[] = [
        { id: answer, label: word },
        ...wrong.map((label) => ({ id: opaqueId(rng, ids), label })),
      ];
      return { tiles: rng.shuffle(tiles), answer };
    });
    return {
      play: "choice",
      verse: { ref: verse.ref, text: verse.text, blanks: blanks.map((blank) => blank.word) },
      steps,
      step: 0,
      tried: [],
      cluesShown: 0,
      prompt:
        steps.length > 1
          ? "Two words are missing. Tap the word for the first gap."
          : "Which word is missing? Tap it.",
      progressLabel: `Verse ${index + 1} of ${KIDS_GAMES.versesPerGame}`,
      closingRef: verse.ref,
    };
  });
}

function whoAmI(_band: KidsBand, rng: Rng, ids: Set<string>): KidsRound[] {
  return rng.pick(heroes, KIDS_GAMES.heroesPerGame).map((hero, index) => {
    const others = rng.pick(
      heroes.filter((other) => other.name !== hero.name),
      KIDS_GAMES.heroNames - 1,
    );
    const answer = opaqueId(rng, ids);
    const tiles: KidsTile[] = [
      { id: answer, label: hero.name, emoji: hero.emoji },
      ...others.map((other) => ({ id: opaqueId(rng, ids), label: other.name, emoji: other.emoji })),
    ];
    return {
      play: "choice",
      steps: [{ tiles: rng.shuffle(tiles), answer }],
      step: 0,
      tried: [],
      clues: [...hero.clues],
      cluesShown: 1,
      answerLabel: hero.name,
      prompt: "Who am I? Listen to the clue, then tap the right name.",
      progressLabel: `Person ${index + 1} of ${KIDS_GAMES.heroesPerGame}`,
      closingRef: hero.ref,
    };
  });
}

function timelineTrek(_band: KidsBand, rng: Rng, ids: Set<string>): KidsRound[] {
  const [few, many] = KIDS_GAMES.timelineEvents;
  const sizes = Array.from({ length: KIDS_GAMES.timelineRounds }, () => (rng.int(2) === 0 ? few : many));
  const drawn = rng.pick(
    timelineStops,
    sizes.reduce((sum, size) => sum + size, 0),
  );
  let offset = 0;
  return sizes.map((size, index) => {
    const stops = drawn.slice(offset, offset + size).sort((a, b) => a.sortKey - b.sortKey);
    offset += size;
    const items = stops.map((stop): KidsTile => ({
      id: opaqueId(rng, ids),
      label: stop.label,
      emoji: stop.emoji,
      ref: stop.ref,
    }));
    const last = index === sizes.length - 1;
    return {
      play: "order",
      items,
      shown: rng.shuffle(items.map((item) => item.id)),
      slotLabels: items.map((_, i) =>
        i === 0 ? "First" : i === items.length - 1 ? "Last" : `Then (${i + 1})`,
      ),
      placed: 0,
      prompt: "Which happened first in the Bible? Tap the events in order.",
      progressLabel: `Trek ${index + 1} of ${sizes.length}`,
      closingRef: last
        ? kidsClosingRefs.timeline_trek
        : (stops[stops.length - 1]?.ref ?? kidsClosingRefs.timeline_trek),
    };
  });
}

const deals: Record<string, Deal> = {
  creation_days: creationWeek,
  two_by_two: twoByTwo,
  armor_of_god: armorOfGod,
  sanctuary_match: sanctuaryMatch,
  verse_builder: verseBuilder,
  who_am_i: whoAmI,
  parable_picker: parablePicker,
  timeline_trek: timelineTrek,
};

export const kidsGameIds = Object.keys(deals);

export function dealKidsGame(gameId: string, band: KidsBand, rng: Rng): KidsRound[] {
  const deal = deals[gameId];
  if (!deal) throw new Error(`No kids game ${gameId}`);
  return deal(band, rng, new Set<string>());
}
