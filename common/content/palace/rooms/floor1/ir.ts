import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("ir"),
  prerequisites: [],
  method: [
    {
      text: "Read the passage and fix the setting: the place, the time of day and who is present.",
      substeps: [
        'Look for what the text itself says: "at the sixth hour", "by the sea", "in an upper room".',
        "Note what the setting implies in that world: dust and heat at noon in Samaria, cold water at dawn on Galilee.",
      ],
    },
    {
      text: "Step into the scene as an onlooker or a participant, and stay in one place long enough to notice things.",
    },
    {
      text: "Move through the five senses, one line for each: sight, sound, touch, smell and taste.",
      substeps: [
        "Write what you would sense, briefly and concretely.",
        "If a sense has nothing honest to give, leave it empty rather than invent; four good lines beat five forced ones.",
      ],
    },
    {
      text: "Check every detail against the text and its setting, and strike anything that contradicts it or changes its meaning.",
      substeps: [
        "Keep: what the text states, and what its time and place make certain (fishing nets, oil lamps, dusty roads).",
        "Strike: new events, invented dialogue, feelings the text rules out, and anything that steals the spotlight from God's action.",
      ],
    },
    { text: "Write one sentence connecting the encounter to your own life: where does this scene meet you?" },
  ],
  principles: [
    "A sanctified imagination serves the text; it never adds to it.",
    "Concrete and quiet beats dramatic and loud.",
    "The scene is about what God does, not about your creativity.",
  ],
  deliverable: {
    kind: "sensory",
    description:
      "The passage, one line for each of the five senses (at least four filled) and one resonance sentence, 250 words at most.",
    fields: [
      {
        id: "passage",
        label: "Passage",
        type: "reference",
        help: 'The scene you entered, e.g. "Luke 5:4-8".',
      },
      {
        id: "setting",
        label: "Setting",
        type: "text",
        optional: true,
        help: "Place, time of day, who is present — from the text.",
      },
      {
        id: "sight",
        label: "Sight",
        type: "text",
        optional: true,
        help: "What you see: light, colours, faces, objects.",
      },
      {
        id: "sound",
        label: "Sound",
        type: "text",
        optional: true,
        help: "What you hear: voices, water, wind, crowd.",
      },
      {
        id: "touch",
        label: "Touch",
        type: "text",
        optional: true,
        help: "What you feel: heat, weight, texture, ground underfoot.",
      },
      {
        id: "smell",
        label: "Smell",
        type: "text",
        optional: true,
        help: "What you smell: smoke, bread, fish, dust, oil.",
      },
      {
        id: "taste",
        label: "Taste",
        type: "text",
        optional: true,
        help: "What you taste: salt spray, dust, wine, bread.",
      },
      {
        id: "resonance",
        label: "Resonance",
        type: "text",
        help: "One sentence: where this scene meets your own life.",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "filledCount", fields: ["sight", "sound", "touch", "smell", "taste"], min: 4 },
    { rule: "required", field: "resonance" },
    { rule: "words", field: "*", max: 250 },
  ],
  pitfalls: [
    "Speculating beyond the text: giving characters motives, back-stories or thoughts Scripture does not give.",
    "Melodrama: piling on blood, screams and tears until the scene becomes a film instead of the Bible's account.",
    "Inventing events or dialogue: new speeches or incidents change what the passage says.",
    "Showcasing your creativity instead of the text: if readers admire your writing more than they see the scene, cut back.",
    "Anachronisms: details from our world (glass windows, clocks, paper money) that break the scene.",
  ],
  example: {
    title: "The great catch at dawn",
    refs: ["Luke 5:4-8"],
    body: "Sight: the boat listing low as the nets bulge with silver fish, a second boat rowing hard to help. Sound: the nets beginning to tear, men shouting across the water. Touch: wet rope burning the palms, Peter's knees striking the planks. Smell: lake-water and fish in the early morning air. Taste: the salt of sweat and spray. Resonance: where my nets came up empty is where He met me.",
  },
  examplePool: [
    {
      refs: ["Genesis 28:10-17"],
      body: "Sight: a stone under Jacob's head, and a ladder set on the earth reaching to heaven with angels going up and down. Touch: hard ground and a cold night in the open. Sound: the LORD's voice standing above the ladder, repeating the promise. Resonance: God met a fugitive with a promise, not a rebuke, and He still meets people on the run.",
    },
    {
      refs: ["Exodus 3:1-6"],
      body: 'Sight: a bush burning on the hillside of Horeb that does not burn away. Touch: sandals being loosed and bare feet on warm rock, for the place is holy ground. Sound: "Moses, Moses." Smell: smoke without the smell of charring wood. Resonance: the God who calls my name is the same God before whom I must take off my shoes.',
    },
    {
      refs: ["1 Kings 19:9-13"],
      body: "Sight: a cave mouth, rocks breaking before a great wind. Touch: the ground shaking under Elijah's feet, then stillness. Sound: wind, earthquake, the crackle of fire, and then a still small voice. Smell: scorched air after the fire. Resonance: when I look for God in noise, He may be speaking in the quiet.",
    },
    {
      refs: ["Mark 10:46-52"],
      body: 'Sound: a crowd leaving Jericho, and one voice crying out over it, "Jesus, thou Son of David, have mercy on me." Touch: a garment thrown aside as Bartimaeus springs up. Sight: for the first time, the face of Jesus and the road ahead. Smell: the dust of the road kicked up by the crowd. Resonance: the people who told him to be quiet were not the last word; Jesus stopped for him.',
    },
    {
      refs: ["Luke 2:8-14"],
      body: "Sight: sheep in the dark fields, then the glory of the Lord shining round about. Sound: an angel's voice, then a multitude praising God. Touch: night chill, and hearts pounding, for they were sore afraid. Smell: sheep and the smoke of a watch fire. Resonance: the first announcement of the Saviour went to working men on the night shift.",
    },
    {
      refs: ["John 13:3-10"],
      body: "Sight: Jesus rising from supper, laying aside His garments, girding Himself with a towel. Sound: water poured into a basin, Peter protesting. Touch: cool water and a towel on dusty feet. Smell: the food of the supper still in the room. Resonance: the Lord who washed the feet of the one who would deny Him asks me to stoop too.",
    },
    {
      refs: ["Mark 5:25-34"],
      body: 'Touch: a crowd pressing from every side, fingers reaching for the hem of His garment. Sight: Jesus turning round to look for who touched Him. Sound: "Who touched my clothes?" and the disciples\' puzzled answer. Resonance: in a crowd that only jostled Him, He noticed the one touch of faith, and He notices mine.',
    },
    {
      refs: ["Daniel 3:19-27"],
      body: "Sight: a furnace heated seven times hotter, three bound men falling into it, and then four men walking loose in the fire. Touch: heat so fierce it kills the soldiers at the furnace mouth. Smell: none of fire on their garments afterwards, which the text itself notes. Sound: the king's astonished question to his counsellors. Resonance: God did not keep them out of the fire; He walked with them in it.",
    },
    {
      refs: ["John 20:11-16"],
      body: 'Sight: an empty tomb through tears, two angels in white, a man Mary takes to be the gardener. Sound: weeping, then one word, "Mary." Touch: cool morning air in the garden. Smell: the myrrh and aloes of the burial, and no body to anoint. Resonance: the risen Christ found her by calling her name, and He knows mine.',
    },
    {
      refs: ["Acts 16:22-26"],
      body: "Touch: backs torn by rods, feet fast in the stocks. Sound: midnight prayers and hymns, prisoners listening, then the rumble of an earthquake and doors flying open. Sight: darkness in the inner prison, chains falling loose. Smell: the damp of a jail. Resonance: praise at midnight was not the result of freedom; it came before it.",
    },
    {
      refs: ["Genesis 8:6-12"],
      body: "Sight: Noah opening the window of the ark, a raven going to and fro, a dove returning with an olive leaf in her mouth. Sound: wings, and water still lapping against the hull. Smell: animals, wet timber and the first fresh air. Touch: the dove settling into Noah's hand. Resonance: God gives signs of new life before the door opens.",
    },
    {
      refs: ["Matthew 14:25-31"],
      body: "Sight: a figure walking on the water in the fourth watch, waves rising around Peter's legs. Sound: wind boisterous, the disciples crying out, then \"Be of good cheer; it is I.\" Touch: water giving way under Peter's feet, and a hand catching him. Taste: lake-water. Resonance: when I look at the wind I sink, yet His hand is quicker than my fear.",
    },
  ],
  practicePrompts: [
    {
      id: "ir-p1",
      text: "Stand at the well of John 4:5-15 at noon: one line per sense, then a resonance sentence.",
      refs: ["John 4:5-15"],
    },
    {
      id: "ir-p2",
      text: "Walk the seabed between the walls of water in Exodus 14:21-22.",
      refs: ["Exodus 14:21-22"],
    },
    {
      id: "ir-p3",
      text: "Be a servant at the wedding of John 2:1-11 when the wine runs out. What do you notice first?",
      refs: ["John 2:1-11"],
    },
    {
      id: "ir-p4",
      text: "Enter Acts 2:1-4; then mark every detail you added that the text does not give, and decide whether it stays.",
      refs: ["Acts 2:1-4"],
    },
  ],
  masterTasks: [
    {
      id: "ir-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Look back over three of your Imagination Room entries. Which details came from the text, which from the setting, and which from you? Reflect on where a sanctified imagination ends and invention begins, and what you will strike next time.",
    },
    {
      id: "ir-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Imagination Room to a beginner using Luke 5:4-8. State the core question, walk through the five senses, and show how to test each detail against the text so that imagination serves the passage rather than adding to it.",
    },
    {
      id: "ir-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take John 4:5-30. Beat it out (SR), enter the well scene through the five senses (IR), and draw it as a three-panel strip (TR). Show how each room corrected or enriched the others.",
    },
  ],
};
