import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("dc"),
  prerequisites: ["sr"],
  method: [
    {
      text: "Definitions: choose the 3–5 weightiest words of the passage — the ones the meaning hangs on — and study each one.",
      substeps: [
        "Original word (Hebrew or Greek) and its transliteration.",
        "Strong's number: H for Hebrew, G for Greek, followed by 1–4 digits (e.g. G4161).",
        "A short definition from a lexicon (Thayer or BDAG for Greek, BDB for Hebrew) or Strong's dictionary.",
        "A usage note: where else the Bible uses the word, and how.",
        "Translation differences: how the KJV and other versions render it.",
      ],
    },
    {
      text: "Culture: note one or two things the first hearers took for granted — a custom, law, trade or place — and name the source (a Bible text first, then a Bible dictionary).",
    },
    {
      text: "Commentary: collect two or three short excerpts from careful interpreters, each labelled with its author (for example Matthew Henry, Calvin, Spurgeon, Keil & Delitzsch, or a modern scholar). Keep each under 60 words.",
    },
    {
      text: "Synthesis: write one paragraph (40–200 words) — where the sources agree, where they differ, and what stands out — and let the text itself decide between them.",
      substeps: [
        "Start from what the words meant to the first hearers.",
        "Weigh the commentators against the passage and its context.",
        "End with what the passage says about Christ or His work, when it does.",
      ],
    },
  ],
  principles: [
    "The original language wins when the English diverges.",
    "Commentaries inform; they do not rule. Scripture has the last word.",
    "Compare several sources; one voice is an echo chamber.",
    "Keep quotations short and always add your own synthesis.",
  ],
  deliverable: {
    kind: "wordStudy",
    description:
      "A word study on one passage: 3–5 key words with their Strong's numbers, at least one cultural note, at least two labelled commentary excerpts, and a synthesis paragraph judged by the text.",
    fields: [
      {
        id: "passage",
        label: "Passage",
        type: "reference",
        help: "The verse or passage studied, e.g. Ephesians 2:10.",
      },
      {
        id: "words",
        label: "Key words",
        type: "list",
        help: 'One word per line: English — original — transliteration — definition — usage — translations, e.g. "workmanship — ποίημα — poiēma — a thing made; also Romans 1:20 — handiwork, masterpiece".',
      },
      {
        id: "strongs",
        label: "Strong's numbers",
        type: "list",
        help: "One number per line, in the same order as the words: H or G followed by 1–4 digits, e.g. G4161.",
      },
      {
        id: "culture",
        label: "Cultural notes",
        type: "list",
        help: 'One or two things the first hearers took for granted, each with its source, e.g. "Gleaning was the poor\'s legal right — Leviticus 19:9-10".',
      },
      {
        id: "sources",
        label: "Commentary excerpts",
        type: "list",
        help: 'Two or three lines, each "Author: short excerpt or summary" — 60 words at most per line.',
      },
      {
        id: "synthesis",
        label: "Synthesis",
        type: "longText",
        help: "One paragraph of 40–200 words: agreement, disagreement, what stands out — decided by the text.",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "items", field: "words", min: 3, max: 5 },
    { rule: "items", field: "strongs", min: 3, max: 5 },
    {
      rule: "pattern",
      field: "strongs",
      regex: String.raw`^[GH]\d{1,4}$`,
      flags: "i",
      label: "G or H followed by 1–4 digits (e.g. G4161)",
    },
    { rule: "items", field: "culture", min: 1 },
    { rule: "items", field: "sources", min: 2 },
    { rule: "wordsPerItem", field: "sources", max: 60 },
    { rule: "words", field: "synthesis", min: 40, max: 200 },
  ],
  pitfalls: [
    "Letting a commentary overrule Scripture: a famous name does not outweigh a plain text.",
    "Ignoring the original language and building on an English word the Hebrew or Greek does not carry.",
    'Reading modern meanings back into ancient words (for example hearing "dynamite" in dunamis, or a modern church building in ekklēsia).',
    "A one-commentary echo chamber: consulting a single source and calling it research.",
    "Long quotations without synthesis — the study is your judgement of the sources, not a scrapbook of them.",
  ],
  example: {
    title: "God's workmanship — Ephesians 2:10",
    refs: ["Ephesians 2:10", "Ephesians 2:8-9", "Romans 1:20"],
    body: 'Key word: "workmanship" = ποίημα, poiēma, G4161, "a thing made"; the only other New Testament use is Romans 1:20, "the things that are made" in creation. Translations range from workmanship to handiwork to masterpiece. Culture: the word was used of crafted products — something designed and finished by a maker. Other words: "created" (G2936, ktizō) and "walk" (G4043, peripateō). Commentary excerpts compared two interpreters: both stress that good works follow salvation rather than earning it. Synthesis: verses 8-9 exclude works as the root of salvation; verse 10 restores them as its fruit — the same God who made the world is making a new people in Christ Jesus, and He prepared the works beforehand for them to walk in.',
  },
  examplePool: [
    {
      refs: ["John 1:14"],
      body: '"Dwelt" is σκηνόω, skēnoō (G4637), literally "to pitch a tent" or "tabernacle". Culture: a Jewish reader would think of the wilderness tabernacle where the glory of God dwelt among Israel (Exodus 40:34). Synthesis: the Word made flesh is God\'s tabernacle among men, and "we beheld his glory" echoes the cloud that filled the tent.',
    },
    {
      refs: ["Romans 12:1"],
      body: '"Beseech" is parakaleō (G3870), an appeal rather than a command; "reasonable" is logikos (G3050), "fitting for a thinking being"; "service" is latreia (G2999), the word for priestly worship. Culture: readers knew sacrifices as dead animals on an altar. Synthesis: Paul asks for a living sacrifice — the whole person offered to God as the fitting worship of those who have received His mercies.',
    },
    {
      refs: ["Philippians 2:5-8"],
      body: '"Made himself of no reputation" is kenoō (G2758), "to empty"; "form" is morphē (G3444), the true outward expression of what one is; "servant" is doulos (G1401), a bondservant. Synthesis: the same word "form" is used of Christ as God and of Christ as servant — He did not stop being God but poured Himself out in taking the servant\'s place, down to the death of the cross.',
    },
    {
      refs: ["Hebrews 11:1"],
      body: '"Substance" is hupostasis (G5287), that which stands under — a foundation, even a title-deed; "evidence" is elegchos (G1650), a proof or conviction. Translations vary between "substance", "assurance" and "confidence". Synthesis: faith is not wishful feeling; it rests on God\'s promise as solid ground and treats unseen things as proven.',
    },
    {
      refs: ["Isaiah 53:5"],
      body: '"Wounded" is chalal (H2490), "pierced"; "bruised" is daka (H1792), "crushed"; "stripes" is chabburah (H2250), the welt left by a blow. Usage: Peter quotes the verse of Christ in 1 Peter 2:24. Synthesis: the words describe violent, substitutionary suffering, and the New Testament names the Sufferer — Jesus bore our sins in His own body on the tree.',
    },
    {
      refs: ["Leviticus 17:11"],
      body: '"Atonement" is kaphar (H3722), "to cover" or "to make reconciliation"; "life" is nephesh (H5315), also translated "soul". Culture: Israel was forbidden to eat blood because the life was in it. Synthesis: life is given for life on the altar, which prepares the reader for Hebrews 9:22 and the blood of Christ.',
    },
    {
      refs: ["Daniel 8:14"],
      body: '"Days" is literally "evening-morning" (ereb H6153, boqer H1242), the language of the daily sacrifices; "cleansed" is tsadaq (H6663), "made right" or "vindicated". Culture: every Israelite knew the yearly Day of Atonement when the sanctuary was cleansed (Leviticus 16:30). Synthesis: read by the day-year principle, the 2300 days run from 457 BC to AD 1844, when Christ, our High Priest in the heavenly sanctuary (Hebrews 8:1-2), began the antitypical Day of Atonement.',
    },
    {
      refs: ["1 John 1:9"],
      body: '"Confess" is homologeō (G3670), "to say the same thing" — agreeing with God about sin; "forgive" is aphiēmi (G863), "to send away"; "cleanse" is katharizō (G2511). Synthesis: confession is not earning pardon but agreeing with God, and He is faithful and just to send the sin away because of the blood of Jesus (1 John 1:7).',
    },
    {
      refs: ["Psalm 23:1"],
      body: '"LORD" is YHWH (H3068), the covenant name; "shepherd" is ra\'ah (H7462), "to tend, to feed". Culture: shepherds lived with their flocks, led them to pasture and water, and defended them with rod and staff. Synthesis: David, himself a shepherd, speaks of the covenant God in the most personal terms, and Jesus takes the title for Himself in John 10:11.',
    },
    {
      refs: ["Luke 15:20"],
      body: "\"Had compassion\" is splanchnizomai (G4697), to be moved in one's inward parts. Culture: a dignified eastern father did not run in public; running meant lifting his robe and accepting shame. Synthesis: the father's running, embracing and kissing come before the son finishes his speech — grace meets the sinner on the road.",
    },
    {
      refs: ["Mark 1:15"],
      body: '"Fulfilled" is plēroō (G4137), "filled full"; "repent" is metanoeō (G3340), "to change the mind"; "gospel" is euangelion (G2098), good news. Usage: Jesus\' "time" points to a prophetic appointment — Daniel 9:25 placed the Messiah\'s anointing 483 years after 457 BC, in AD 27. Synthesis: the kingdom arrived on God\'s schedule and calls for a changed mind and trust in the good news.',
    },
    {
      refs: ["Genesis 1:1"],
      body: '"Created" is bara (H1254), a verb whose subject in the Bible is always God; "God" is Elohim (H430), a plural form with a singular verb. Usage: the same verb describes the new heart in Psalm 51:10. Synthesis: only God creates in this sense, and the God who made the heavens also makes new hearts — through the Word by whom all things were made (John 1:3).',
    },
    {
      refs: ["John 15:4"],
      body: '"Abide" is menō (G3306), "to remain, stay, dwell"; it appears repeatedly in John 15:1-10. Culture: a vine branch cut off dries within days. Synthesis: fruit is not produced by effort apart from Christ but by remaining in Him, as the branch simply stays attached to the vine.',
    },
  ],
  practicePrompts: [
    {
      id: "dc-p1",
      text: 'Define "world", "believe" and "everlasting" in John 3:16 with their Strong\'s numbers.',
      refs: ["John 3:16"],
    },
    {
      id: "dc-p2",
      text: 'Do a word study on Romans 3:25 including "propitiation" (G2435), connected to "mercyseat" in Hebrews 9:5.',
      refs: ["Romans 3:25", "Hebrews 9:5"],
    },
    {
      id: "dc-p3",
      text: "Do a word study on Ruth 2:1-3 with a cultural note on gleaning (Leviticus 19:9-10).",
      refs: ["Ruth 2:1-3", "Leviticus 19:9-10"],
    },
    {
      id: "dc-p4",
      text: "Do a word study on Matthew 16:18 whose synthesis compares two commentators.",
      refs: ["Matthew 16:18"],
    },
  ],
  masterTasks: [
    {
      id: "dc-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Describe a word study in which the original word changed what you had assumed from the English. Then describe a time a commentary pulled you away from the text, and how you will keep commentaries in their place.",
    },
    {
      id: "dc-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Def-Com Room to a beginner using Ephesians 2:10 or another verse: how to find a Strong's number, what a usage note is, why culture matters, and how to write a synthesis that lets the text judge the commentators.",
    },
    {
      id: "dc-m5",
      level: 5,
      kind: "application",
      prompt:
        "Choose one passage (for example Romans 3:21-26). Observe it (OR), study three of its key words and their culture (DC), and trace one of its symbols through Scripture to Christ (ST). Show how each room corrected or deepened the others.",
    },
  ],
};
