import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

/** Our suggested Genesis frames: a starter set the student may accept or replace (Genesis is the mastery book). */
export interface StarterFrame {
  chapter: number;
  image: string;
}

export const genesisStarterFrames: readonly StarterFrame[] = [
  { chapter: 1, image: "light bursting over dark water, with a seven-day calendar hanging in the sky" },
  { chapter: 2, image: "a rib beside a four-river garden with two named trees" },
  { chapter: 3, image: "a serpent coiled round a bitten fruit, fig-leaf aprons on the grass" },
  { chapter: 4, image: "a lamb and a basket of fruit offered side by side, blood crying from the ground" },
  { chapter: 5, image: "a long family tree with one branch, Enoch, lifting off into the sky" },
  { chapter: 6, image: "a huge wooden box on a dry hilltop under a black cloud" },
  { chapter: 7, image: "the ark door shut from outside as rain pours and fountains burst" },
  { chapter: 8, image: "a dove flying back with an olive leaf in her beak" },
  { chapter: 9, image: "a rainbow over a vineyard and a man asleep drunk in his tent" },
  { chapter: 10, image: "a map covered with seventy little flags and a mighty hunter with a bow" },
  { chapter: 11, image: "a half-built brick tower with speech bubbles in clashing alphabets" },
  { chapter: 12, image: "a nomad tent leaving Haran while a famous beauty is led into Pharaoh's palace" },
  { chapter: 13, image: "two herdsmen quarrelling while Lot stares at the green Jordan plain" },
  { chapter: 14, image: "a priest-king carrying bread and wine to a returning warrior" },
  { chapter: 15, image: "a night sky full of stars and a smoking furnace passing between cut animals" },
  { chapter: 16, image: "a runaway servant girl at a desert spring, an angel naming her son" },
  { chapter: 17, image: "a flint knife beside a new name badge reading ABRAHAM" },
  { chapter: 18, image: "three visitors eating under the oaks while Sarah laughs behind the tent door" },
  { chapter: 19, image: "fire raining on a city and a pillar of salt looking back" },
  { chapter: 20, image: "a king in Gerar having a nightmare about another man's wife" },
  { chapter: 21, image: "a laughing baby, and a boy dying of thirst under a bush beside an empty bottle" },
  { chapter: 22, image: "a ram caught by its horns in a thicket on a mountain" },
  { chapter: 23, image: "silver weighed out on scales for a burial cave" },
  { chapter: 24, image: "ten thirsty camels at a well and a girl drawing water for all of them" },
  { chapter: 25, image: "a bowl of red stew traded for a birthright" },
  { chapter: 26, image: "shepherds re-digging wells that the Philistines keep filling with earth" },
  { chapter: 27, image: "hairy goatskins on a young man's arms as a blind father feels them" },
  { chapter: 28, image: "a stone pillow under a ladder to heaven full of angels" },
  { chapter: 29, image: "a bride's veil lifted on the morning after to reveal the wrong sister" },
  { chapter: 30, image: "speckled goats drinking at troughs full of peeled striped rods" },
  { chapter: 31, image: "a woman sitting on stolen idols hidden in a camel saddle" },
  { chapter: 32, image: "two men wrestling till dawn, one left limping with a new name" },
  { chapter: 33, image: "a brother running to hug the twin who bowed seven times" },
  { chapter: 34, image: "two brothers with bloody swords at the gate of Shechem" },
  { chapter: 35, image: "earrings and idols buried under an oak, and a roadside grave near Bethlehem" },
  { chapter: 36, image: "a long scroll of Edomite dukes and kings with a red cover" },
  { chapter: 37, image: "a coat of many colours dipped in goat's blood beside an empty pit" },
  { chapter: 38, image: "a signet, a cord and a staff held up as evidence by a veiled woman" },
  { chapter: 39, image: "a young man running out of a house, his garment left in a woman's hand" },
  { chapter: 40, image: "a vine with three branches beside three baskets on a baker's head" },
  { chapter: 41, image: "seven thin cows swallowing seven fat cows, and a gold chain on a prisoner" },
  { chapter: 42, image: "ten brothers bowing for grain, and money found in a sack's mouth" },
  { chapter: 43, image: "a feast where the youngest brother's plate is piled five times higher" },
  { chapter: 44, image: "a silver cup pulled out of the youngest brother's sack" },
  { chapter: 45, image: "a ruler weeping aloud as Egyptian wagons roll out to fetch an old father" },
  { chapter: 46, image: "a caravan of seventy people on wagons heading down into Egypt" },
  { chapter: 47, image: "an old shepherd blessing Pharaoh while farmers trade their land for bread" },
  { chapter: 48, image: "an old man crossing his arms to bless the younger grandson first" },
  { chapter: 49, image: "a lion cub and a sceptre beside a deathbed ringed by twelve sons" },
  { chapter: 50, image: "a coffin in Egypt holding bones that wait for the exodus" },
];

export const room: Room = {
  ...overviewOf("24fps"),
  prerequisites: [],
  method: [
    {
      text: "Read the chapter and pick its most memorable element: an object, an event or an oddity.",
      substeps: [
        'Ask: "What would a child remember from this chapter tomorrow?"',
        "Prefer something unique to this chapter over something that appears in many.",
      ],
    },
    {
      text: "Make it one concrete, drawable image. Odd or funny is fine, because odd things stick.",
      substeps: [
        'Use objects and actions, not titles or doctrines: "a ram caught in a thicket", not "Provision".',
        "Keep it to one scene you could sketch in ten seconds.",
      ],
    },
    {
      text: "Test both directions: chapter number → image, and image → chapter number.",
      substeps: ["If the image does not return its number, add a number hook or choose a sharper element."],
    },
    { text: "Record the pair, chapter → image, in your frame index." },
    {
      text: "Work through a whole book in one sitting where you can, and review the set the next day without looking.",
      substeps: ["Replace any frame that fails the next-day test."],
    },
  ],
  principles: [
    "Memorable beats precise.",
    "Objects beat abstractions.",
    "One image per chapter, never reused for another chapter.",
    "You should be able to sketch it in ten seconds.",
  ],
  deliverable: {
    kind: "frameTable",
    description:
      "A chapter → image table for a book or part of one: one row per chapter, a concrete image of 3–20 words.",
    fields: [
      {
        id: "scope",
        label: "Book or chapters",
        type: "reference",
        optional: true,
        help: 'What this table covers, e.g. "Genesis 1-5" or "Ruth 1-4".',
      },
      {
        id: "frames",
        label: "Frames",
        type: "list",
        help: 'One row per line: chapter — image, e.g. "Genesis 6 — a huge wooden box on a dry hilltop under a black cloud".',
      },
    ],
  },
  autoCheck: [
    { rule: "items", field: "frames", min: 1 },
    { rule: "validRef", field: "frames" },
    { rule: "wordsPerItem", field: "frames", min: 5, max: 24 },
    { rule: "uniqueItems", field: "frames" },
  ],
  pitfalls: [
    'Chapter titles instead of pictures: "Creation" or "The Fall" is a heading, not a frame.',
    "Crowded images: five objects in one frame blur; pick the one that sticks.",
    "Chasing theological completeness: the frame is a hook, not a summary of the chapter's teaching.",
    "One image reused for several chapters: each chapter needs its own frame or the index breaks.",
    'Abstract "images" such as "hope", "judgment" or "covenant" that cannot be drawn.',
  ],
  example: {
    title: "Two Genesis frames",
    refs: ["Genesis 6", "Genesis 11"],
    body: 'Genesis 6 = a huge wooden box on a dry hilltop under a black cloud: the ark being built before the flood, odd enough to stick. Genesis 11 = a half-built brick tower with speech bubbles in clashing alphabets: Babel and the confusion of tongues in one drawable scene. Test them both ways: "Genesis 11" should bring up the tower, and the tower should bring back "11".',
  },
  examplePool: [
    {
      refs: ["Exodus 3"],
      body: 'Exodus 3 = a bush on fire beside a pair of sandals left on the ground. The sandals make it unmistakable: holy ground, take off your shoes. Test: "Exodus 3" returns the bush, and the bush returns the chapter.',
    },
    {
      refs: ["Joshua 6"],
      body: "Joshua 6 = seven priests with ram's horns circling a city as its walls fall flat. One scene, easy to sketch, and unique to this chapter. It does not try to explain the faith of the marchers; it only hooks the chapter.",
    },
    {
      refs: ["Judges 16"],
      body: "Judges 16 = a strong man pushing two pillars apart as a temple roof caves in. The haircut and the millstone are also in the chapter, but the pillars are the final, most striking picture.",
    },
    {
      refs: ["1 Samuel 3"],
      body: "1 Samuel 3 = a boy sitting up in bed in a dim temple, a lamp still burning. The lamp of God had not yet gone out, and the boy is Samuel hearing his name. Frame the hearing, not the lesson about listening.",
    },
    {
      refs: ["1 Kings 3"],
      body: "1 Kings 3 = a sword raised over a baby between two women. Solomon's wise judgement in one tense frame. Odd and a little alarming, which is why it sticks.",
    },
    {
      refs: ["2 Kings 2"],
      body: "2 Kings 2 = a chariot of fire and a cloak falling from the sky. Elijah is taken up, and Elisha picks up the mantle. One picture, one chapter.",
    },
    {
      refs: ["Daniel 5"],
      body: 'Daniel 5 = a hand writing on a plaster wall above golden temple cups at a drunken feast. The frame does not explain the fall of Babylon; it simply makes "Daniel 5" impossible to forget.',
    },
    {
      refs: ["Matthew 2"],
      body: "Matthew 2 = a star standing over a house while travellers from the east open gold, frankincense and myrrh. The wise men's visit is the chapter's most drawable moment, more than the flight into Egypt.",
    },
    {
      refs: ["Mark 2"],
      body: "Mark 2 = a stretcher being lowered through a hole dug in a roof. The healing of the paralytic opens the chapter and gives it an odd, unforgettable picture.",
    },
    {
      refs: ["John 6"],
      body: "John 6 = five barley loaves and two small fishes in a boy's hands. Frame the object, not the discourse on the bread of life that follows it.",
    },
    {
      refs: ["Acts 9"],
      body: "Acts 9 = a man blinded by light on the Damascus road, scales falling from his eyes. Saul's conversion in one image with a unique detail.",
    },
    {
      refs: ["Acts 27"],
      body: "Acts 27 = a ship breaking apart on a sandbar while 276 people swim or float ashore on planks. The number is a bonus hook for careful students.",
    },
    {
      refs: ["Revelation 21"],
      body: "Revelation 21 = a cube-shaped golden city coming down out of heaven with pearl gates. Twelve gates and foundations are details; the descending city is the frame.",
    },
  ],
  practicePrompts: [
    {
      id: "24fps-p1",
      text: "Make frames for Genesis 1–5; test yourself tomorrow without looking.",
      refs: ["Genesis 1-5"],
    },
    {
      id: "24fps-p2",
      text: "Create one frame each for Exodus 12, 14, 16 and 20.",
      refs: ["Exodus 12", "Exodus 14", "Exodus 16", "Exodus 20"],
    },
    {
      id: "24fps-p3",
      text: "Build a complete frame table for Ruth or for Jonah.",
      refs: ["Ruth 1-4", "Jonah 1-4"],
    },
    {
      id: "24fps-p4",
      text: 'Find a frame of yours that is really a title (such as "Creation") and replace it with an object you could draw.',
      refs: ["Genesis 1"],
    },
  ],
  masterTasks: [
    {
      id: "24fps-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Test yourself on all 50 Genesis frames in both directions. Which frames failed, and why: too abstract, too crowded, or too like another chapter? Reflect on what makes a frame return its number, and rebuild the weakest three.",
    },
    {
      id: "24fps-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the 24FPS Room to a beginner using Genesis 6 and Genesis 11. State the core question, show why a frame is a hook and not a summary, and demonstrate the two-way test.",
    },
    {
      id: "24fps-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Daniel 3. Give it a 24FPS frame, beat out the story (SR), and translate Daniel 3:25 into a single icon (TR). Show how the three images differ in purpose: hook, sequence, meaning-picture.",
    },
  ],
};
