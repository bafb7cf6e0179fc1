import type { Floor } from "./types";

// The eight floors, bottom to top. Each floor trains one "dimension" of reading.
export const floors: readonly Floor[] = [
  {
    number: 1,
    name: "Furnishing",
    subtitle: "Memory & Visualization",
    dimension: "Width — stock the shelves",
    tagline: "Build your visual library",
    group: "furnishing-investigation",
    purpose:
      "You cannot interpret what you cannot remember. This floor stocks the palace: stories become ordered scenes, scenes become lived experience, every chapter gets a picture and every 24-chapter block a symbol, words turn into images and separate texts yield rare gems. The result is breadth — a large store of stories, images and insights that every higher floor works with.",
  },
  {
    number: 2,
    name: "Investigation",
    subtitle: "Detective Work",
    dimension: "Precision — read what is there",
    tagline: "Investigate every detail",
    group: "furnishing-investigation",
    purpose:
      "Here the student becomes a detective. Observe before you interpret, pin down what words meant in their setting, decode symbols the same way every time, ask sharp questions and let Scripture answer them. The floor assumes you already know the story, which is why its rooms ask for the Story Room first.",
  },
  {
    number: 3,
    name: "Freestyle",
    subtitle: "Time & Daily Integration",
    dimension: "Reach — Scripture in every moment",
    tagline: "Connect Scripture to life",
    group: "freestyle-next-level",
    purpose:
      "The palace leaves the desk. Nature, your own experience, other verses, history and the conversations around you become triggers that bring Scripture to mind on the spot — always with Scripture explaining life, never life rewriting Scripture.",
  },
  {
    number: 4,
    name: "Next Level",
    subtitle: "Christ-Centered Structure",
    dimension: "Depth — the text as a diamond",
    tagline: "See Christ in everything",
    group: "freestyle-next-level",
    purpose:
      "Depth through Christ-centred, many-sided study: which office of Christ the text shows, the levels on which it speaks, how its truth runs through every kind of biblical writing, which great theme it rests on, where it stands between earth and heaven, past and future, which patterns and parallels it belongs to, and whether your reading of it bears good fruit.",
  },
  {
    number: 5,
    name: "Vision",
    subtitle: "Sanctuary, Prophecy & Feasts",
    dimension: "Height — the prophetic telescope",
    tagline: "Unlock sanctuary and prophecy",
    group: "vision-horizons",
    purpose:
      "The prophetic telescope. The sanctuary is the blueprint of salvation, Daniel and Revelation read as one historical timeline, the three angels carry the last message to the world, the feasts act out prophecy, every chapter holds a line to Christ, and whole themes can be traced through all sixty-six books.",
  },
  {
    number: 6,
    name: "Three Heavens & Cycles",
    subtitle: "Horizons & History",
    dimension: "Horizon — history's cycles and prophetic horizons",
    tagline: "Master cycles and horizons",
    group: "vision-horizons",
    purpose:
      "Texts take their place in the long arc of redemption: which prophetic horizon they address, which covenant cycle they belong to, and which time prophecies fix history to the calendar. The floor ends in the Juice Room, where a whole book is pressed through the palace into a short essence.",
  },
  {
    number: 7,
    name: "Spiritual & Emotional",
    subtitle: "Heart & Soul",
    dimension: "Heart — from study to encounter",
    tagline: "Let the Word reach the heart",
    group: "spiritual-master",
    purpose:
      "Study becomes encounter. Name the wound or the hope a text stirs and answer it in prayer, slow down on one phrase until it lives in you, and turn careful knowledge into quick recall you can use when someone needs it.",
  },
  {
    number: 8,
    name: "Master",
    subtitle: "Reflexive Thought",
    dimension: "Reflex — the palace becomes instinct",
    tagline: "Think with the palace",
    group: "spiritual-master",
    purpose:
      "The scaffolding comes down. You teach a passage you have not prepared, without notes, and your listeners could name the rooms you used. Mastery is shown by audit, not by a checklist — and the audit sends you back to drill whatever it found weak.",
  },
];

export function floorByNumber(n: number): Floor | undefined {
  return floors.find((floor) => floor.number === n);
}
