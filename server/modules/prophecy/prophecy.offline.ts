// Prophecy Watch from the offline study engine (ai.md §2.4, §3.6 [O]): no model, no new events. A theme briefing comes
// from the curated table below (the category's key passages, what the method watches for, cautions). A report gets an
// honest offline analysis: it restates only the member's own headline and text, detects a category by its words, and
// sets the category's curated passages beside it, saying plainly what needs a model. Deterministic: same input, same
// output.
import {
  type ProphecyCategory,
  prophecyCategories,
  prophecyCategoryLabels,
  type ProphecyScope,
  PROPHECY_LIMITS,
  type SignalSections,
} from "@common/schemas/prophecy";

export type CuratedTheme = {
  /** What the passages are about, in one sentence. */
  setting: string;
  /** Key passages, as references the reader opens. */
  passages: readonly string[];
  /** What the method watches for in this area. */
  watchFor: string;
  /** Cautions: what a sober reader does not do with this theme. */
  cautions: string;
  /** Words that mark a report as touching this category. */
  keywords: readonly string[];
};

/** Our curated prophecy table, one entry per category (our own wording). */
export const curatedThemes: Record<ProphecyCategory, CuratedTheme> = {
  church_and_state: {
    setting:
      "Scripture pictures a time when religious and civil power join hands, and when that union is used to press consciences. Revelation 13 shows a second beast that speaks like a dragon and gives life to an image of the first; Jesus had already drawn the line between what belongs to Caesar and what belongs to God.",
    passages: ["Matthew 22:21", "Revelation 13:11-17", "Daniel 3:4-6", "Acts 5:29", "John 18:36"],
    watchFor:
      "The method watches for laws or movements that would let a church steer the state's power, or let the state decide matters of worship, and for the way such steps are justified as good for the nation.",
    cautions:
      "A single law or speech is not the fulfilment of Revelation 13. Do not name individuals or groups as the beast, and remember that believers of every church are among God's people.",
    keywords: [
      "church",
      "state",
      "government",
      "parliament",
      "congress",
      "legislation",
      "law",
      "court",
      "president",
      "religious right",
      "establishment",
      "separation",
    ],
  },
  religious_liberty: {
    setting:
      "Freedom of conscience runs through the prophetic books: Daniel's friends would not bow to the image, Daniel kept praying when the law forbade it, and the closing conflict of Revelation is about whom people will worship when worship is commanded.",
    passages: ["Daniel 3:16-18", "Daniel 6:10", "Revelation 13:15-17", "Revelation 14:6-12", "Galatians 5:1"],
    watchFor:
      "The method watches for pressure on conscience: penalties for faith or for its absence, limits on worship, and any rule that would make one day or one form of worship compulsory.",
    cautions:
      "Religious liberty is for everyone, including people we disagree with. Defend others' freedom as you would your own, and do not turn a watchman's concern into suspicion of neighbours.",
    keywords: [
      "liberty",
      "freedom",
      "conscience",
      "persecution",
      "religious freedom",
      "discrimination",
      "blasphemy",
      "ban",
      "prohibit",
      "mandate",
      "sunday",
      "rest day",
    ],
  },
  worship_and_sabbath: {
    setting:
      "The first angel of Revelation 14 calls the world to worship the Creator in words taken from the fourth commandment. The Sabbath is the Creator's sign, and prophecy reads the end as a conflict over worship rather than over politics alone.",
    passages: ["Exodus 20:8-11", "Revelation 14:6-7", "Ezekiel 20:12", "Isaiah 58:13-14", "Mark 2:27-28"],
    watchFor:
      "The method watches for moves to honour a day of rest by law, for appeals to unite churches around a common day, and for how worship is tied to the Creator.",
    cautions:
      "Keeping the Sabbath is a gift, not a badge against others. Nobody receives the mark of the beast today; do not judge anyone's standing before God.",
    keywords: [
      "sabbath",
      "sunday",
      "worship",
      "rest day",
      "day of rest",
      "weekend",
      "seventh day",
      "liturgy",
      "pope",
      "encyclical",
      "ecumenical",
    ],
  },
  natural_world: {
    setting:
      "Jesus spoke of earthquakes, famines and distress of nations as the beginning of sorrows, not the end itself. Creation groans, and Revelation calls people to worship the One who made heaven, earth, the sea and the springs of water.",
    passages: ["Matthew 24:6-8", "Luke 21:25-28", "Romans 8:19-22", "Revelation 14:7", "Revelation 11:18"],
    watchFor:
      "The method watches for how disasters are explained and answered: whether fear is used to ask for new religious or civil measures, and whether people are turned toward the Creator.",
    cautions:
      "Disasters are suffering people first. Do not set dates from them or call a storm a judgement on particular people; Jesus said such things must come but the end is not yet.",
    keywords: [
      "earthquake",
      "flood",
      "famine",
      "storm",
      "hurricane",
      "wildfire",
      "climate",
      "drought",
      "pandemic",
      "plague",
      "disaster",
      "volcano",
    ],
  },
  power_and_authority: {
    setting:
      "Daniel's visions trace kingdoms rising and falling under God's hand, from the image of Daniel 2 to the beasts of Daniel 7. The little horn speaks great words and thinks to change times and law; God's kingdom is the one that stands for ever.",
    passages: ["Daniel 2:44", "Daniel 7:25-27", "Revelation 13:1-8", "Revelation 17:12-14", "Romans 13:1"],
    watchFor:
      "The method watches for power that claims what belongs to God: over conscience, over time and law, or over who may buy and sell.",
    cautions:
      "Respect rulers as Romans 13 asks; prophecy is not a call to rebellion or to hatred. Avoid labelling today's leaders with prophetic symbols.",
    keywords: [
      "empire",
      "alliance",
      "war",
      "nation",
      "summit",
      "treaty",
      "authority",
      "superpower",
      "economy",
      "surveillance",
      "buy and sell",
      "currency",
    ],
  },
  spiritual_trends: {
    setting:
      "Scripture warns of signs and wonders that deceive, of a form of godliness without its power, and of spirits that work miracles. It also promises a message that goes to every nation before the end.",
    passages: ["Matthew 24:24", "2 Timothy 3:1-5", "Revelation 16:13-14", "Isaiah 8:20", "Matthew 24:14"],
    watchFor:
      "The method watches for spiritualism and wonders offered as proof, for teaching that sets Scripture aside, and for the spread of the everlasting gospel.",
    cautions:
      "Test everything by Scripture, kindly. A trend is not proof that the end is at a certain date, and people caught up in it are people Christ loves.",
    keywords: [
      "revival",
      "spiritual",
      "spiritualism",
      "miracle",
      "apparition",
      "prophet",
      "faith",
      "religion",
      "belief",
      "secular",
      "gospel",
      "mission",
    ],
  },
};

const offlineSettingNote =
  "Not available offline: weighing this report against prophecy needs the AI model. The passages below are where the method starts.";

const studyQuestions = [
  "What exactly does the report say happened, and what is opinion?",
  "Which passage above speaks to the same kind of event, and what does it ask of God's people?",
  "How would you explain this calmly to a friend who does not share your faith?",
];

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The category whose keywords the text uses most (ties: table order); spiritual trends when none match. */
export function detectCategory(material: string): ProphecyCategory {
  const lower = material.toLowerCase();
  let best: ProphecyCategory = "spiritual_trends";
  let bestScore = 0;
  for (const category of prophecyCategories) {
    const score = curatedThemes[category].keywords.reduce((sum, word) => {
      const found = lower.match(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}`, "gu"));
      return sum + (found?.length ?? 0);
    }, 0);
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

export type OfflineSignal = {
  title: string;
  summary: string;
  category: ProphecyCategory;
  sections: SignalSections;
  passages: string[];
};

const clip = (value: string, max: number) =>
  value.length > max ? `${value.slice(0, max - 3).trimEnd()}...` : value;

/** A theme briefing from the curated table (ai.md §2.4): no current events at all. */
export function offlineThemeBriefing(category: ProphecyCategory, scope: ProphecyScope): OfflineSignal {
  const theme = curatedThemes[category];
  const label = prophecyCategoryLabels[category];
  const where = scope === "my_country" ? "in your own country" : "around the world";
  return {
    title: clip(`Theme briefing: ${label}`, PROPHECY_LIMITS.titleMax),
    summary: clip(
      `A briefing from the curated prophecy table on ${label.toLowerCase()}: the key passages, what the method watches for ${where}, and the cautions that keep the watch sober.`,
      PROPHECY_LIMITS.summaryMax,
    ),
    category,
    sections: {
      what_was_reported:
        "Nothing: a theme briefing uses no current events. It sets out what Scripture says about this theme so you can read the news calmly.",
      prophetic_setting: theme.setting,
      what_this_is_not: theme.cautions,
      watch_and_pray: `${theme.watchFor} Pray for the people affected ${where}, keep studying the passages, and care for your neighbours whatever they believe.`,
    },
    passages: [...theme.passages],
  };
}

/** An honest offline analysis of a report: the member's own words restated, the curated passages beside them. */
export function offlineReportAnalysis(input: {
  headline?: string;
  text?: string;
  category?: ProphecyCategory;
}): OfflineSignal {
  const headline = input.headline?.trim() ?? "";
  const body = input.text?.replace(/\s+/g, " ").trim() ?? "";
  const category = input.category ?? detectCategory(`${headline}\n${body}`);
  const theme = curatedThemes[category];
  const restated = [
    headline ? `The report's headline: "${headline}".` : null,
    body ? `In its own words: "${clip(body, 900)}"` : null,
  ]
    .filter((line): line is string => line !== null)
    .join(" ");
  return {
    title: clip(headline || clip(body, 80), PROPHECY_LIMITS.titleMax),
    summary: clip(
      `Offline reading of a report on ${prophecyCategoryLabels[category].toLowerCase()}. The curated passages for this theme are set beside it; the report itself was not weighed by a model.`,
      PROPHECY_LIMITS.summaryMax,
    ),
    category,
    sections: {
      what_was_reported: restated,
      prophetic_setting: `${offlineSettingNote} ${theme.setting} Questions to study: ${studyQuestions.join(" ")}`,
      what_this_is_not: theme.cautions,
      watch_and_pray: `${theme.watchFor} Pray for everyone involved and care for your neighbours.`,
    },
    passages: [...theme.passages],
  };
}
