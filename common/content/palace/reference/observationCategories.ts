import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "observationCategories",
  title: "Observation categories",
  description:
    "The two layers of an observation sheet. Work the factual layer first, then the deeper layer; tag each observation with its category.",
  columns: [
    { key: "layer", label: "Layer" },
    { key: "category", label: "Category" },
    { key: "lookFor", label: "Look for" },
    { key: "example", label: "Example observation" },
  ],
  items: [
    {
      id: "people",
      values: {
        layer: "Factual",
        category: "People",
        lookFor: "Who is present, named or unnamed; who arrives, leaves, speaks or stays silent.",
        example: "Seven disciples are together by the sea of Tiberias (John 21:2).",
      },
      refs: ["John 21:2"],
    },
    {
      id: "numbers",
      values: {
        layer: "Factual",
        category: "Numbers and counts",
        lookFor: "Every number, and anything you can count yourself: people, days, questions, repetitions.",
        example: "Ten virgins: five wise and five foolish (Matthew 25:1-2).",
      },
      refs: ["Matthew 25:1-2"],
    },
    {
      id: "objects",
      values: {
        layer: "Factual",
        category: "Objects",
        lookFor: "Things handled, worn, carried or left behind.",
        example: "Jesus sleeps on a pillow (Mark 4:38).",
      },
      refs: ["Mark 4:38"],
    },
    {
      id: "places",
      values: {
        layer: "Factual",
        category: "Places",
        lookFor: "Where each part happens, and any movement from place to place.",
        example: "A man goes down from Jerusalem to Jericho (Luke 10:30).",
      },
      refs: ["Luke 10:30"],
    },
    {
      id: "times",
      values: {
        layer: "Factual",
        category: "Times",
        lookFor: 'Hour, day, season, watch of the night; words like "immediately" and "after these things".',
        example: "It is about the sixth hour at the well (John 4:6).",
      },
      refs: ["John 4:6"],
    },
    {
      id: "actions",
      values: {
        layer: "Factual",
        category: "Actions",
        lookFor: "Every action verb and who performs it.",
        example: "The Samaritan binds, pours, sets, brings and takes care (Luke 10:34).",
      },
      refs: ["Luke 10:34"],
    },
    {
      id: "order",
      values: {
        layer: "Factual",
        category: "Order of events",
        lookFor: "The sequence: what comes first, what follows, what comes last.",
        example: "The serpent speaks before anyone else does (Genesis 3:1).",
      },
      refs: ["Genesis 3:1"],
    },
    {
      id: "grammar",
      values: {
        layer: "Deeper",
        category: "Grammar",
        lookFor: 'Tenses, pronouns, commands, questions and connectives ("but", "therefore", "for").',
        example: 'Paul begins with "therefore", tying the appeal to what came before (Romans 12:1).',
      },
      refs: ["Romans 12:1"],
    },
    {
      id: "repetition",
      values: {
        layer: "Deeper",
        category: "Repetition",
        lookFor: "Words, phrases or actions that come back.",
        example: 'Priest and Levite both pass by "on the other side" (Luke 10:31-32).',
      },
      refs: ["Luke 10:31-32"],
    },
    {
      id: "contrast",
      values: {
        layer: "Deeper",
        category: "Contrast",
        lookFor: "Opposites set side by side: before and after, wise and foolish, fear and faith.",
        example: "Orpah kisses Naomi; Ruth clave unto her (Ruth 1:14).",
      },
      refs: ["Ruth 1:14"],
    },
    {
      id: "setting",
      values: {
        layer: "Deeper",
        category: "Setting",
        lookFor: "The situation around the scene: occasion, weather, politics, who is watching.",
        example: "There is a famine in the days when the judges ruled (Ruth 1:1).",
      },
      refs: ["Ruth 1:1"],
    },
    {
      id: "structure",
      values: {
        layer: "Deeper",
        category: "Structure",
        lookFor: "Turning points, a hinge verse, mirrored halves (chiasm), how the passage opens and closes.",
        example: 'The chapter turns when the son "came to himself" (Luke 15:17).',
      },
      refs: ["Luke 15:17"],
    },
    {
      id: "omission",
      values: {
        layer: "Deeper",
        category: "Omissions",
        lookFor: "What you would expect to find but do not.",
        example: "The wounded traveller is never named or described (Luke 10:30).",
      },
      refs: ["Luke 10:30"],
    },
    {
      id: "emphasis",
      values: {
        layer: "Deeper",
        category: "Emphasis",
        lookFor: "What gets the most space, the final word, or is said loudest.",
        example: 'Bartimaeus cries "the more a great deal" when told to be quiet (Mark 10:48).',
      },
      refs: ["Mark 10:48"],
    },
  ],
};
