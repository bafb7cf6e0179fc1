import { christ, keywords, length, reference, roomDrills } from "./builders";
import type { Drill } from "./types";

// Floor 1, the Furnishing floor: Story (sr), Imagination (ir), 24FPS (24fps), Bible Rendered (br),
// Translation (tr) and Gems (gr). Each room's ten drills climb from one basic move on a familiar passage
// (1–3) through the full method and its pitfalls (4–7) to harder texts, teaching and cross-room work (8–10).

const CHAIN = ["arc", "beat", "→", "->", "chain"];

const storyDrills = roomDrills("sr", [
  {
    title: "First chain: Joseph sold by his brothers",
    description: "Beat out Genesis 37 in four to six picturable labels and close it with a one-sentence arc.",
    instructions:
      "Read the chapter straight through once. Then write the reference, 4–6 beats in time order joined by arrows (each label three words at most: an object, a place or an action), and one arc sentence of 30 words or fewer that carries the story from the first beat to the last. Aim for 60–120 words.",
    prompt:
      'Genesis 37. Ask of each event, "After this, is the situation different?" Keep only those turns as beats, label each with a picture rather than a meaning-word, chain them with arrows, then write the arc.',
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        4,
        "Beats drawn from the chapter's own events",
        ["coat", "dream", "pit", "silver", "caravan", "Ishm", "Dothan", "blood", "sheaves"],
        3,
      ),
      keywords(2, "Beats chained and closed with an arc", CHAIN, 2),
      length(2, 50, "A full chain and arc (50+ words)"),
    ],
    exampleAnswer:
      "Genesis 37 → Coat → Dreams → Dothan pit → Twenty pieces → Bloody coat. Five beats, each a picture: the coat of many colours Jacob gives Joseph; the two dreams of sheaves and stars that make his brothers hate him; the dry pit at Dothan where they throw him; the twenty pieces of silver paid by the Ishmeelite caravan; the coat dipped in goat's blood that Jacob takes as proof of his son's death. I left out the errand from Hebron and the man in the field: they move Joseph along but do not change the situation. Retold from the five labels, the chain holds. Arc: a favoured son's coat and dreams provoke his brothers to sell him, and his father mourns him as dead.",
  },
  {
    title: "One word per beat: the fiery furnace",
    description:
      "Reduce Daniel 3 to single-word beats you can picture, then retell the chapter from them without the page.",
    instructions:
      "Write the reference and 5–7 beats, each a single concrete word, joined by arrows. Then retell the chapter in three or four sentences using only your labels as prompts, and finish with a one-sentence arc. 80–150 words.",
    prompt:
      'Daniel 3. Single words force choices: "Furnace" is a picture, "Faithfulness" is not. Choose the turns of the story, label each with one word, and test the chain by retelling it aloud with the Bible closed.',
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        4,
        "Beats taken from the chapter",
        ["image", "music", "furnace", "fourth", "bound", "fire", "decree", "Dura", "heated", "bow"],
        3,
      ),
      keywords(2, "Retold from the labels and closed with an arc", ["retell", "retold", "arc", "beat"], 2),
      length(2, 70, "Chain, retelling and arc (70+ words)"),
    ],
    exampleAnswer:
      'Daniel 3 → Image → Music → Standing → Furnace → Fourth → Decree. Retold from the labels: Nebuchadnezzar sets up a golden image on the plain of Dura. When the music sounds, every people bows except three Jews, who stay standing. The furious king has the furnace heated seven times hotter, and the men who throw them in are killed by the flames. Looking in, he sees four men walking loose in the fire, the fourth like the Son of God, and calls them out unburned; his decree then forbids any word against their God. I kept "Fourth" as a beat because everything turns on it. Arc: three men who will not bow are thrown into the fire and walk out with a king praising their God.',
  },
  {
    title: "Beat or detail? Sorting the storm on the lake",
    description:
      "List the events of Mark 4:35-41, then test each one: does it change the situation, or is it detail?",
    instructions:
      "List the events of the passage in order. Mark each BEAT (after it the situation is different) or DETAIL, with a few words of reason. Finish with the beats chained by arrows. 70–150 words.",
    prompt:
      "Mark 4:35-41. Evening falls, the boat sets out, other little ships follow, a storm rises, Jesus sleeps on a pillow, the disciples wake Him, He rebukes the wind, a calm falls, He questions them, they fear and wonder. Which of these are beats and which are details?",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Sorts by the room's test",
        ["situation is different", "changes", "not a beat", "result", "same beat", "never change"],
        2,
      ),
      keywords(3, "Chains the beats that remain", ["chain", "→", "->", "Crossing", "Who is this"], 2),
      christ(2, "Keeps Jesus at the centre of the scene"),
    ],
    exampleAnswer:
      'Mark 4:35-41, events in order. Evening and the order to cross: BEAT, the journey begins. Other little ships: DETAIL, they never change what happens. A great storm, waves filling the boat: BEAT, now they are sinking. Jesus asleep on a pillow in the stern: BEAT, because the crisis becomes "Carest thou not?" The disciples waking Him belongs to the same beat. He rebukes the wind and says "Peace, be still": BEAT, everything changes. The great calm: DETAIL, it is the result of the rebuke. His two questions: BEAT, the focus turns to their faith. Their great fear and "What manner of man is this?": BEAT, the ending. Chain: Crossing → Storm → Pillow → Rebuke → Questions → "Who is this?"',
  },
  {
    title: "Exactly five: the lost son",
    description:
      "Tell Luke 15:11-32 in exactly five beats, then decide which beat you would drop for four, and why.",
    instructions:
      "Write the reference and exactly five beats joined by arrows, each label three words at most, and an arc sentence. Then write two or three sentences on which beat you would drop for a four-beat version and what the story would lose. 80–160 words.",
    prompt:
      "Luke 15:11-32. The parable has more than five turns, and one of them is easy to forget: the elder brother. Choose your five, then defend your cut for four.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Beats from the parable",
        [
          "inheritance",
          "share",
          "far country",
          "swine",
          "famine",
          "robe",
          "ring",
          "feast",
          "elder",
          "running",
        ],
        3,
      ),
      keywords(3, "Weighs which beat to drop", ["drop", "cut", "leave out", "lose", "four"], 2),
      keywords(2, "Chain and arc", CHAIN, 2),
    ],
    exampleAnswer:
      'Luke 15:11-32 → Inheritance → Far country → Swine trough → Running father → Elder brother. Arc: a younger son wastes his share, comes home starving to a father who runs to him, while the elder son refuses to come in. For four beats I would be tempted to drop "Swine trough", but without it the story loses the moment he comes to himself, so I would cut "Inheritance" and let "Far country" carry the departure. I would never drop "Elder brother": the parable is told to murmuring Pharisees (Luke 15:2), and the last beat is the one aimed at them. The story stays open, because we are never told whether he went in.',
  },
  {
    title: "Label repair: David and Goliath",
    description:
      "Rewrite a weak beat chain for 1 Samuel 17 so that every label is a short, concrete picture with no meaning-words.",
    instructions:
      "Name the fault in each of the five labels (sentence-length, meaning-word, lesson, missing beat). Then write your repaired chain with arrows, labels of three words at most, and an arc sentence. 80–160 words.",
    prompt:
      'A student beat out 1 Samuel 17 like this: "The Philistines and Israel gather for war" → "Goliath\'s pride" → "David brings food to his brothers and hears the challenge" → "Great faith" → "God gives the victory". Diagnose what is wrong with each label, then rewrite the chain in 5–7 beats.',
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Diagnoses the faults",
        [
          "sentence",
          "meaning-word",
          "meaning word",
          "abstract",
          "too long",
          "not a picture",
          "interpret",
          "lesson",
        ],
        2,
      ),
      keywords(
        3,
        "Concrete labels from the chapter",
        ["sling", "stone", "brook", "armour", "armor", "cheeses", "Elah", "shield", "sword", "head"],
        3,
      ),
      keywords(2, "Chain and arc", CHAIN, 2),
    ],
    exampleAnswer:
      'Faults: labels 1 and 3 are sentences, not pictures; "Goliath\'s pride" and "Great faith" are meaning-words that interpret before the sequence is settled; "God gives the victory" is a lesson, and it hides the actual turn of the story. The chain also skips Saul\'s armour, which David tries on and takes off. Repaired chain for 1 Samuel 17 → Valley of Elah → Bronze giant → Ten cheeses → Saul\'s armour → Five stones → Sling → Giant\'s sword. Every label can be drawn: the armies on two hills, the giant in his coat of mail, the food David carries to the camp, the armour he cannot walk in, the smooth stones from the brook, the stone that sinks into the forehead, and the giant\'s own sword cutting off his head. Arc: a shepherd boy bringing food to the front kills the giant who has shamed Israel for forty days.',
  },
  {
    title: "Finding the edges: the shipwreck voyage",
    description:
      "Decide where the shipwreck episode begins and ends, then fit a long voyage into no more than seven beats.",
    instructions:
      "In two or three sentences, say where you set the edges and which change (place, time or people) marks each. Then give the chain with arrows, labels of three words at most, and an arc sentence. 80–170 words.",
    prompt:
      "Acts 27:1-28:10. Does the episode end at Acts 27:44, when everyone reaches land, or run on to Acts 28:10, when the islanders honour the travellers? Decide the edges by changes of place, time and people, then beat out the episode in seven beats or fewer.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Sets the edges by a change of place, time or people",
        ["edge", "begins", "ends", "boundary", "change of place", "new ship", "three months"],
        2,
      ),
      keywords(
        3,
        "Beats from the voyage",
        [
          "Fair Havens",
          "Euroclydon",
          "storm",
          "angel",
          "anchor",
          "bread",
          "Melita",
          "Malta",
          "viper",
          "shipwreck",
        ],
        3,
      ),
      keywords(2, "Chain and arc", CHAIN, 2),
    ],
    exampleAnswer:
      "Edges: the episode begins at Acts 27:1, when Paul is handed to the centurion Julius for the voyage to Italy, and I end it at Acts 28:10, not 27:44. Reaching land is a turn, but the place, the people and the time stay the same until Acts 28:11, where three months pass and a new ship sails. Chain: Fair Havens → Euroclydon → Angel → Cut ropes → Broken bread → Shipwreck → Viper. Seven beats: the warning ignored at Fair Havens, the storm wind, the angel's promise that no life will be lost, the soldiers cutting the boat loose, Paul breaking bread before all 276, the ship breaking up near the shore, and the viper on Melita that does him no harm. Arc: a prisoner's word from God carries 276 people through storm and shipwreck to an island that honours him.",
  },
  {
    title: "Memory check: the fall in Genesis 3",
    description:
      "Beat out Genesis 3 from memory, then read it and record what you had added, dropped or reordered.",
    instructions:
      "Before opening your Bible, write a chain of 5–7 beats for the chapter. Then read it and list at least three corrections: additions (details the text does not give), omissions and reorderings. End with your corrected chain and an arc sentence. 90–180 words.",
    prompt:
      "Genesis 3. Most of us carry a version of this chapter shaped by paintings and retellings. Beat it out from memory first, then check every label against the text. What had you added? What had you dropped?",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Records what memory added, dropped or reordered",
        ["added", "dropped", "reordered", "missed", "forgot", "not in the text", "out of order"],
        2,
      ),
      keywords(
        3,
        "Beats from the chapter",
        ["serpent", "fruit", "fig leaves", "hid", "coats of skins", "cherubim", "flaming sword", "seed"],
        3,
      ),
      keywords(2, "Corrected chain and arc", CHAIN, 2),
    ],
    exampleAnswer:
      'From memory: Serpent → Apple → Eating → Hiding → Curses → Expulsion. Checked against Genesis 3: (1) Added: the text never says apple; it is the fruit of the tree in the midst of the garden. (2) Dropped: the fig leaves sewn into aprons, which come before the hiding. (3) Dropped: God\'s questions, "Where art thou?" and "What is this that thou hast done?", asked before any sentence is spoken. (4) Dropped: the coats of skins God makes before He sends them out. (5) Reordered: I had the curses fall on the man first, but the serpent is addressed first, and the promise of the woman\'s seed sits inside that sentence. Corrected chain: Serpent → Fruit → Fig leaves → "Where art thou?" → Coats of skins → Cherubim. Arc: tempted by the serpent, the first couple eat and hide, and God seeks them, clothes them and bars the way to the tree of life.',
  },
  {
    title: "A whole book in seven beats: Esther",
    description:
      "Compress the ten chapters of Esther into a chain of no more than seven beats that a child could retell.",
    instructions:
      "Skim Esther 1–10 for its turns. Write the reference, up to seven beats joined by arrows (labels of three words at most), one arc sentence, and two sentences on a turn you left out and why. 90–180 words.",
    prompt:
      "Esther 1-10. A book has many scenes but only a few turns. Notice that several turns happen at banquets and one happens on a sleepless night. Beat out the book in seven beats or fewer.",
    rubric: [
      reference(2, "Names the book"),
      keywords(
        4,
        "Beats from the book",
        [
          "Vashti",
          "crown",
          "Haman",
          "decree",
          "sceptre",
          "scepter",
          "banquet",
          "sleepless",
          "gallows",
          "Purim",
        ],
        4,
      ),
      keywords(2, "Names a turn left out", ["left out", "leave out", "dropped", "omitted", "cut"]),
      keywords(2, "Chain and arc", CHAIN, 2),
    ],
    exampleAnswer:
      "Esther 1-10 → Vashti refuses → Esther's crown → Haman's decree → Golden sceptre → Sleepless night → Gallows → Purim. Queen Vashti will not come at the king's command; Esther is crowned in her place; Haman casts lots and sends out a decree to destroy the Jews; Esther goes in unbidden and the king holds out the golden sceptre; the king cannot sleep and hears of Mordecai's unrewarded loyalty; Haman hangs on the gallows he built for Mordecai; and the feast of Purim celebrates the reversal. I left out Mordecai's refusal to bow: it starts Haman's anger, but the decree carries that turn, and seven beats is the ceiling. Arc: an orphaned Jewish queen risks her life before the king, and a plot to destroy her people ends on its author's own gallows.",
  },
  {
    title: "Teach the Story Room: the man among the tombs",
    description:
      "Explain the Story Room to a beginner with Mark 5:1-20: choosing beats, leaving detail out, short labels and the arc.",
    instructions:
      "Write as if to a new student. Show your chain for the passage, explain how you chose each beat, name one vivid detail you deliberately left out, say why labels stay short and concrete, and show how the arc sentence works. 120–200 words.",
    prompt:
      'Mark 5:1-20. The scene is crowded with vivid details: chains and fetters, cutting with stones, a legion, two thousand swine, a frightened town. Use it to teach a beginner the Story Room\'s core question, "What happens, and in what order?"',
    rubric: [
      reference(2, "Names the passage"),
      keywords(3, "Explains the method", ["beat", "label", "arc", "retell", "sequence", "order"], 3),
      keywords(
        2,
        "Beats from the passage",
        ["tombs", "Legion", "swine", "herd", "clothed", "Decapolis", "right mind"],
        2,
      ),
      keywords(1, "Names a detail deliberately left out", [
        "left out",
        "leave out",
        "left them out",
        "not a beat",
      ]),
      christ(2, "Keeps Jesus at the centre of the story"),
    ],
    exampleAnswer:
      'Here is the chain for Mark 5:1-20: Tombs → Legion → Swine → Clothed → Decapolis. The core question is simply "What happens, and in what order?" To choose beats, ask of each event: after this, is the situation different? The wild man running to Jesus and giving the name Legion is a beat. The fetters he has broken are vivid, but they describe him rather than change anything, so I left them out as detail. Labels stay short and concrete because you must be able to see them: "Swine" brings back two thousand pigs rushing into the sea, while "deliverance" brings back nothing you can picture and interprets before you know the story. Then retell the story aloud with the Bible closed; where you stumble, a beat is missing. Finally the arc carries the whole story in one sentence: a man no chain could hold is set free by Jesus, found clothed and in his right mind, and sent home to tell the Decapolis what great things were done for him.',
  },
  {
    title: "The story inside the story: the road to Emmaus",
    description:
      "Beat out Luke 24:13-35, then the travellers' own retelling inside it, and see how Jesus retells their story.",
    instructions:
      'Give the chain for the whole passage (5–7 beats, arrows, labels of three words at most) and an arc sentence. Then beat out the shorter story Cleopas tells in Luke 24:19-24 in 3–5 beats, and write two or three sentences on what Jesus adds when He begins "at Moses and all the prophets". 120–200 words.',
    prompt:
      "Luke 24:13-35. Two disciples walk away from Jerusalem retelling a story they cannot make sense of. A stranger joins them and retells it from the Scriptures. Work both chains and compare them.",
    rubric: [
      reference(2, "Names both passages", 2),
      keywords(
        3,
        "Beats from the road and the table",
        ["road", "stranger", "burn", "bread", "broke", "vanish", "Jerusalem", "Emmaus", "Moses"],
        3,
      ),
      keywords(
        3,
        "Compares the two chains",
        ["arc", "chain", "→", "->", "inside", "their story", "retell"],
        2,
      ),
      christ(2, "Shows how Jesus retells the story"),
    ],
    exampleAnswer:
      'Luke 24:13-35 → Road → Stranger → Scriptures → Broken bread → Vanished → Same hour. Arc: two grieving disciples walk away from Jerusalem, meet the risen Jesus without knowing Him, recognise Him in the breaking of bread and hurry back the same hour. Inside it sits their own chain, Luke 24:19-24: Prophet → Cross → Third day → Empty tomb → Angels. Their beats are accurate, yet their arc is "we trusted": the story stops at an unexplained tomb. Jesus does not add new events. Beginning at Moses and all the prophets, He shows that the Christ had to suffer and enter into His glory, and the same beats become good news; their hearts burn within them. Their chain had the sequence without the key to it. Sequence first, then meaning, is exactly how He taught them on the road.',
  },
]);

const SENSES = ["sight", "sound", "touch", "smell", "taste", "see", "hear", "feel"];

const imaginationDrills = roomDrills("ir", [
  {
    title: "Five senses at the well at noon",
    description:
      "Stand at Jacob's well in John 4:5-15 and write one honest line for each sense, then one resonance sentence.",
    instructions:
      "Fix the setting from the text (place, hour, who is present) in one line. Then write one short line each for sight, sound, touch, smell and taste (at least four) and one sentence on where the scene meets your life. Under 150 words.",
    prompt:
      "John 4:5-15. The text gives you the place (Sychar, Jacob's well), the hour (about the sixth hour) and the people (a tired Jesus, a woman with her waterpot, disciples gone to buy food). Stay by the well long enough to notice things.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(4, "Moves through the five senses", SENSES, 4),
      keywords(
        2,
        "Details the text and its setting give",
        ["glare", "heat", "dust", "rope", "deep", "thirst", "noon", "midday"],
        2,
      ),
      christ(2, "Keeps Jesus in the scene"),
    ],
    exampleAnswer:
      "John 4:5-15. Setting: Jacob's well near Sychar, about the sixth hour; Jesus sits alone, tired from the road, and a Samaritan woman comes with her waterpot. Sight: white glare on the stones, the rope and the dark mouth of a deep well. Sound: the rope creaking, then a stranger's voice asking, \"Give me to drink.\" Touch: heat on the back of the neck, a rough, wet rope in the hands. Smell: dust and sun-warmed stone, a breath of cool air rising from the shaft. Taste: a dry mouth, and the thought of water that would end thirst for ever. Resonance: I also come to the same wells at the quietest hour, and Jesus is already sitting there.",
  },
  {
    title: "Setting first: shepherds in the night field",
    description:
      "Fix the place, time and people of Luke 2:8-14 from the text before entering it through the senses.",
    instructions:
      "Write a setting line that takes every detail from the text (where, when, who), then four or five sense lines and a resonance sentence. Mark with (text) any detail the passage states. 90–160 words.",
    prompt:
      "Luke 2:8-14. Before you imagine anything, gather what Luke actually gives: the country, the night, the flock, the watch, the angel, the glory, the sign of the manger, the multitude. Then step into the field.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Setting taken from the text",
        ["night", "field", "flock", "watch", "shepherd", "manger", "glory", "Bethlehem"],
        3,
      ),
      keywords(3, "Moves through the senses", SENSES, 4),
      christ(2, "Names the Saviour the angel announces"),
    ],
    exampleAnswer:
      'Luke 2:8-14. Setting (text): open country near Bethlehem, by night; shepherds keeping watch over their flock, then an angel and a multitude of the heavenly host. Sight: darkness, then the glory of the Lord shining round about so that every face and fleece is lit (text). Sound: sheep shifting and bleating, then one clear voice, "Fear not," and afterwards a multitude praising God (text). Touch: the cold of a night in the open, a staff gripped hard in fear. Smell: wool, damp grass and the smoke of a watch fire. Taste: nothing honest to add, so I leave it empty. Resonance: the good tidings came first to working men on a night shift, and the Saviour, Christ the Lord, is announced to me in my ordinary hours too.',
  },
  {
    title: "Four honest lines: the path through the sea",
    description:
      "Walk the seabed of Exodus 14:21-22 and learn to leave a sense empty rather than invent one.",
    instructions:
      "Write a setting line, then four or five sense lines. If a sense has nothing honest to give, say so in a few words and leave it empty. End with a resonance sentence. 80–150 words.",
    prompt:
      "Exodus 14:21-22. The text gives a strong east wind all that night, the waters divided, dry ground, and the waters a wall on the right hand and on the left. Stay inside those details and what the setting makes certain.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Details the text gives",
        ["east wind", "wall", "dry ground", "night", "divided", "right hand", "left"],
        3,
      ),
      keywords(3, "Moves through the senses", SENSES, 4),
      keywords(2, "Leaves a sense empty rather than invent", [
        "empty",
        "nothing honest",
        "leave it",
        "left it",
        "not given",
        "blank",
      ]),
    ],
    exampleAnswer:
      "Exodus 14:21-22. Setting: the shore of the sea, all night, Moses' hand stretched out, Israel crossing on dry ground. Sight: walls of dark water standing on the right hand and on the left, the pillar's light behind us. Sound: a strong east wind roaring all night over the divided water. Touch: firm dry ground under sandals where the sea should be, spray on the face. Smell: salt and wet weed in the wind. Taste: nothing honest to give; the text offers nothing, so I leave it empty rather than invent a taste. Resonance: God made a road where I saw only a wall, and I still have to walk it in the dark.",
  },
  {
    title: "The strike test: a servant at Cana",
    description:
      "Enter the wedding of John 2:1-11 as a servant, then strike one detail you were tempted to invent.",
    instructions:
      "Write your five sense lines as one of the servants. Then name at least one detail you added and struck because the text rules it out or it steals the spotlight from Jesus, and say why. End with a resonance sentence. 90–170 words.",
    prompt:
      "John 2:1-11. The wine runs out; Mary speaks to the servants; six stone waterpots of the purifying kind hold two or three firkins apiece; the servants fill them to the brim and draw out for the governor of the feast. What do you notice first as a servant?",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        2,
        "Details the text gives",
        ["waterpot", "stone", "brim", "governor", "wine", "purif", "firkin"],
        3,
      ),
      keywords(2, "Moves through the senses", SENSES, 4),
      keywords(2, "Strikes an invented detail", [
        "strike",
        "struck",
        "cut",
        "removed",
        "invented",
        "not in the text",
      ]),
      christ(2, "Keeps the spotlight on Jesus"),
    ],
    exampleAnswer:
      'John 2:1-11. Sight: six stone waterpots, the kind used for purifying, standing empty by the door. Touch: the weight of the jars as we carry water until they are filled to the brim. Sound: a quiet word from Jesus, "Draw out now," and the feast going on noisily behind us. Smell: a rich smell of wine rising from a jar I filled with water myself. Taste: I do not taste it; the governor does, and calls it the good wine kept until now. Struck: I had written a gasp from the crowd and a servant shouting the news. The text has the guests unaware, and only the servants knew, so I cut it; the sign is quiet. Resonance: Jesus often does His best work through plain obedience nobody else sees.',
  },
  {
    title: "Participant, not onlooker: blind Bartimaeus",
    description:
      "Enter Mark 10:46-52 as Bartimaeus himself, for whom sight is the one sense missing until the end.",
    instructions:
      "Write from inside Bartimaeus: sound, touch, smell and taste first, sight only at the close. Keep to what the text and the Jericho roadside allow. End with a resonance sentence. 90–170 words.",
    prompt:
      "Mark 10:46-52. As an onlooker you would see everything. As Bartimaeus you see nothing until the last verse. Let the crowd, the garment and the call reach you through the other senses first.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Details the text gives",
        ["garment", "Jericho", "crowd", "multitude", "Son of David", "highway", "mercy", "stood still"],
        3,
      ),
      keywords(3, "Moves through the senses", SENSES, 4),
      christ(2, "Keeps Jesus at the centre"),
    ],
    exampleAnswer:
      'Mark 10:46-52. Sound: the tramp of a great crowd leaving Jericho, and someone saying it is Jesus of Nazareth passing by. I shout, "Jesus, thou Son of David, have mercy on me," and voices tell me to be quiet, so I cry out all the more. Then the noise changes: "Be of good comfort, rise; he calleth thee." Touch: the dusty ground at the highway side, and the garment I throw off as I spring up. Smell: dust and sweat from the press of people. Taste: grit on my lips from the crowd\'s feet. Sight: nothing, until His word, "Go thy way; thy faith hath made thee whole," and then light, faces, and Jesus standing still in the road; I follow Him in the way. Resonance: the Lord who stopped for a noisy beggar stops for me when I stop being quiet.',
  },
  {
    title: "Quiet beats loud: the still small voice",
    description:
      "Enter Elijah's cave in 1 Kings 19:9-13, where the wind, the earthquake and the fire are loud but the LORD is in the quiet.",
    instructions:
      "Write a setting line, then your sense lines, keeping the loud things brief and giving the quiet its full weight, as the text does. Add a sentence on how you kept restraint, and a resonance sentence. 90–170 words.",
    prompt:
      "1 Kings 19:9-13. A great and strong wind rends the mountains, then an earthquake, then a fire, and the LORD is in none of them. After the fire, a still small voice. Elijah wraps his face in his mantle and goes out to the entrance of the cave. Resist melodrama.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Details the text gives",
        ["wind", "earthquake", "fire", "still small voice", "mantle", "cave", "Horeb", "rocks"],
        4,
      ),
      keywords(3, "Moves through the senses", SENSES, 4),
      keywords(2, "Keeps restraint", ["restraint", "brief", "a few words", "kept", "quiet", "silence"]),
    ],
    exampleAnswer:
      "1 Kings 19:9-13. Setting: a cave on Horeb, the mount of God; Elijah alone, called out to stand before the LORD. Sight: rocks split and tumbling, then flames, then only the grey mouth of the cave. Sound: a wind that breaks the rocks in pieces, the ground shuddering, the crackle of fire, and after the fire a still small voice, so quiet that the silence around it matters more than the noise before it. Touch: rough mantle cloth pulled over the face, cool stone underfoot at the cave's entrance. Smell: smoke and dust settling. Taste: grit in the mouth. I kept the wind, earthquake and fire to a few words each, because the LORD was not in them. Resonance: I keep waiting for God in the dramatic, and He speaks to me most often in the quiet.",
  },
  {
    title: "What the setting makes certain: Gethsemane",
    description:
      "Enter the Mount of Olives at night in Luke 22:39-46, using what the hour, the season and the place make certain.",
    instructions:
      "Write a setting line that separates what Luke states from what the place and season make certain (label them). Then write your sense lines and a resonance sentence. Keep the spotlight on Jesus and add no speeches. 100–180 words.",
    prompt:
      "Luke 22:39-46. Luke gives the Mount of Olives, a stone's cast, kneeling prayer, the cup, an angel strengthening, agony, sweat as great drops of blood, and disciples sleeping for sorrow. The season is Passover, so the moon is full. Enter the scene without adding speeches.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Details the text gives",
        ["Mount of Olives", "olive", "stone's cast", "kneel", "cup", "angel", "sweat", "sleep", "agony"],
        3,
      ),
      keywords(2, "Moves through the senses", SENSES, 4),
      keywords(
        1,
        "Separates what is stated from what the setting makes certain",
        ["stated", "the text", "setting", "certain"],
        2,
      ),
      christ(2, "Keeps the spotlight on Jesus"),
    ],
    exampleAnswer:
      'Luke 22:39-46. Setting (stated): the Mount of Olives at night; Jesus withdraws about a stone\'s cast from the disciples and kneels. Setting (certain from the season): Passover, so a full moon over the olive trees. Sight: moonlight through olive branches, a kneeling figure, sweat falling like great drops of blood, an angel from heaven strengthening Him. Sound: His voice praying over the cup, "not my will, but thine, be done," and the slow breathing of men asleep. Touch: cold ground and stones under the knees. Smell: earth and crushed leaves. Taste: nothing the text gives me, so I leave it. I added no words to His prayer and no thoughts to His mind. Resonance: Jesus chose the cup while His friends slept; His surrender is what holds me when I pray "thy will be done".',
  },
  {
    title: "Restraint at the cross",
    description:
      "Enter John 19:25-30 with a sanctified imagination: no melodrama, nothing that steals the spotlight from Jesus.",
    instructions:
      "Write your sense lines in plain, quiet language. Then in two sentences name one detail you struck because it was melodrama or invention, and say why restraint serves this scene. End with a resonance sentence. 110–190 words.",
    prompt:
      "John 19:25-30. The last moments at the cross as John tells them: who stands near, what is said, what is offered, and how the end comes. The pull toward graphic detail is strong here. Let the text set the volume.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Details the text gives",
        ["vinegar", "hyssop", "sponge", "mother", "disciple", "thirst", "finished", "bowed"],
        4,
      ),
      keywords(
        2,
        "Strikes melodrama",
        ["melodrama", "struck", "strike", "restraint", "invent", "graphic"],
        2,
      ),
      keywords(1, "Moves through the senses", SENSES, 3),
      christ(2, "Keeps the spotlight on Jesus"),
    ],
    exampleAnswer:
      'John 19:25-30. Sight: a small group near the cross: His mother, her sister, Mary the wife of Cleophas, Mary Magdalene and the disciple whom He loved. Sound: His voice, "Woman, behold thy son," then "I thirst," and at the last, "It is finished." Touch: the hyssop stalk passed up with a sponge full of vinegar. Smell: sour vinegar. Taste: the vinegar He receives before He bows His head. Struck: I had written screams and a long description of wounds. John gives neither, so I struck them; melodrama would pull my eyes to the horror and away from what Jesus is doing, caring for His mother and finishing His work. Restraint lets His words be the loudest thing in the scene. Resonance: the Saviour who provided for His mother while dying has finished what I could never finish.',
  },
  {
    title: "Testing the details: inside the Day of Atonement",
    description:
      "Stand in the court on the Day of Atonement (Leviticus 16) and test each detail against the text, including one you probably borrowed.",
    instructions:
      "Write your sense lines as an Israelite in the court. Then check every detail against Leviticus 16: name at least one detail you had to strike and why. End with one sentence connecting the scene to Christ's ministry and a resonance sentence. 120–200 words.",
    prompt:
      "Leviticus 16:1-34. Read the whole chapter first: what the high priest wears, what he carries within the veil, what he does with the blood, and where the second goat goes. Many imagine the golden bells of his robe ringing on this day. Does the chapter allow it?",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Details the text gives",
        ["linen", "incense", "censer", "cloud", "mercy seat", "goat", "wilderness", "blood", "veil"],
        4,
      ),
      keywords(
        2,
        "Tests a borrowed detail",
        ["struck", "strike", "borrowed", "not in the text", "another day", "Leviticus 16:4"],
        2,
      ),
      keywords(1, "Moves through the senses", SENSES, 3),
      christ(2, "Connects the scene to Christ's ministry"),
    ],
    exampleAnswer:
      "Sight: the high priest in plain white linen, not his coloured robes; later a goat is led out of the camp toward the wilderness by a fit man. Sound: a hush in the court while he is within the veil; no bells. Touch: the press of the crowd waiting outside the tabernacle. Smell: smoke of incense drifting out, and the smell of blood and burning at the altar. Taste: nothing honest to give. Test: I had pictured the golden bells of Exodus 28:33-35 announcing that he was alive. But Leviticus 16:4 puts him in holy linen garments for this work, so the bells were borrowed from another day and I struck them; the silence is truer to the text. Christ: Hebrews 9:11-12 says He entered the true holy place by His own blood, once for all. Resonance: my confidence rests not on hearing a sound but on the High Priest who entered for me.",
  },
  {
    title: "Text, setting or me? The garden at dawn",
    description:
      "Enter John 20:1-18 with Mary Magdalene, then tag every detail as from the text, from the setting, or from you.",
    instructions:
      "Write your sense lines and tag each detail (text), (setting) or (me). Strike any (me) detail that changes the meaning. Finish with two sentences on where a sanctified imagination ends and invention begins, and a resonance sentence. 130–200 words.",
    prompt:
      "John 20:1-18. Early, while it is yet dark; a stone taken away; linen clothes lying; two angels in white; a man Mary supposes to be the gardener; one word, her name. The scene is intimate, which makes it easy to over-write.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Tags where each detail comes from",
        ["(text)", "(setting)", "(me)", "from the text", "invention", "invent"],
        2,
      ),
      keywords(
        2,
        "Details the text gives",
        ["stone", "linen", "angels", "gardener", "Rabboni", "dark", "sepulchre", "napkin"],
        4,
      ),
      keywords(1, "Moves through the senses", SENSES, 3),
      christ(2, "Meets the risen Christ in the scene"),
    ],
    exampleAnswer:
      'Sight: darkness still on the garden (text); the stone taken away from the sepulchre (text); linen clothes lying, the napkin folded apart (text); two angels in white sitting where the body had lain (text). Sound: Mary weeping (text); birds beginning before sunrise (setting); a voice speaking one word, "Mary" (text). Touch: wet grass and cold air before dawn (setting). Smell: the spices of the burial still in the tomb (setting, from John 19:39-40). Taste: tears (me). I had also written that she ran into His arms (me), but Jesus says "Touch me not", so I struck it. A sanctified imagination ends where my detail starts to change what Jesus says or does. It may furnish the room, but it may not rewrite the conversation. Resonance: the risen Christ calls me by name before I recognise Him.',
  },
]);

const frameDrills = roomDrills("24fps", [
  {
    title: "Your first frame table: Ruth",
    description:
      "Give each of the four chapters of Ruth one concrete, drawable frame, then test the table in both directions.",
    instructions:
      'Write one line per chapter, "Ruth N — image", each image 5–20 words and drawable in ten seconds. Then write one or two sentences on how you tested chapter → image and image → chapter. 60–130 words.',
    prompt:
      'Ruth 1-4. Four chapters, four frames. Ask of each: what would a child remember from this chapter tomorrow? Use objects and actions, not headings such as "Loyalty" or "Redemption".',
    rubric: [
      reference(3, "Frames every chapter with its reference", 4),
      keywords(
        3,
        "Concrete images from the chapters",
        ["road", "glean", "barley", "reapers", "threshing", "feet", "shoe", "gate", "baby", "Moab"],
        3,
      ),
      keywords(2, "Tests both directions", [
        "both directions",
        "both ways",
        "test",
        "returns",
        "gave back",
        "gives back",
      ]),
      length(2, 50, "A full table and test (50+ words)"),
    ],
    exampleAnswer:
      "Ruth 1 — three widows on a dusty road, one turning back toward Moab while another clings. Ruth 2 — a young woman gleaning barley behind reapers who drop handfuls on purpose. Ruth 3 — a woman lying at a sleeping man's uncovered feet on a threshing floor at night. Ruth 4 — a man pulling off his shoe at the city gate, and a baby on Naomi's lap. Test: I covered the images and said \"Ruth 3\", and the threshing floor came back; then I covered the numbers, and each image gave back its chapter, because road, field, floor and gate run in order like a journey.",
  },
  {
    title: "From headings to pictures: four Exodus chapters",
    description: "Replace four chapter headings with frames you could sketch in ten seconds.",
    instructions:
      'For each chapter write "Exodus N — image" (5–20 words), choosing an object or action you could draw. Add one or two sentences on why the headings failed. 60–130 words.',
    prompt:
      "A student's frame index reads: Exodus 12 — Redemption; Exodus 16 — Provision; Exodus 20 — The Law; Exodus 32 — Apostasy. These are headings, not frames. Replace each with one concrete, drawable image unique to its chapter.",
    rubric: [
      reference(3, "Frames all four chapters", 4),
      keywords(
        4,
        "Drawable objects from the chapters",
        ["blood", "lintel", "lamb", "manna", "flakes", "worms", "smoke", "thunder", "tablets", "calf"],
        4,
      ),
      keywords(3, "Explains why the headings failed", [
        "abstract",
        "title",
        "cannot draw",
        "can't draw",
        "doctrine",
        "could head",
      ]),
    ],
    exampleAnswer:
      'Exodus 12 — a hyssop bunch painting lamb\'s blood on the two side posts and the lintel of a door. Exodus 16 — white flakes like coriander seed covering the ground at dawn, and a leftover pot crawling with worms. Exodus 20 — a mountain wrapped in smoke and thunder, the people standing far off. Exodus 32 — a golden calf on a pedestal and two stone tablets smashed at the foot of the hill. The old headings failed because they were abstract: you cannot draw "Provision", and "Redemption" could head twenty chapters, while the wormy pot belongs only to Exodus 16.',
  },
  {
    title: "Number hooks: Jonah's four chapters",
    description: "Frame Jonah 1–4, then add a number hook to any frame that does not return its chapter.",
    instructions:
      "Write one frame per chapter. Then choose at least one frame and build its chapter number into the picture (three of something for chapter 3, and so on), explaining the hook in a sentence. 60–140 words.",
    prompt:
      'Jonah 1-4. The book is short and vivid, but four frames can blur into "the one with the fish". Make each chapter distinct, and where an image does not return its number, hook the number into it.',
    rubric: [
      reference(3, "Frames every chapter with its reference", 4),
      keywords(
        3,
        "Concrete images from the chapters",
        ["ship", "storm", "fish", "belly", "sackcloth", "ashes", "gourd", "worm", "east wind", "Nineveh"],
        4,
      ),
      keywords(4, "Builds in a number hook", ["hook", "number", "three", "two", "four"], 2),
    ],
    exampleAnswer:
      "Jonah 1 — one ship in a storm, sailors throwing cargo and then a man overboard. Jonah 2 — a man praying from inside a fish's belly, weeds wrapped round his head. Jonah 3 — a king in sackcloth sitting in ashes, with three city gates behind him for a city of three days' journey. Jonah 4 — a withered gourd, a worm at its root, and a sulking prophet under the east wind. Hooks: Jonah 3 carries its number in the three gates, because Nineveh was a city of three days' journey. Jonah 2 has a hook too: two eyes looking out through the fish's mouth. Now the numbers come back with the pictures.",
  },
  {
    title: "Twin chapters: two feedings in Mark",
    description:
      "Make frames for Mark 6 and Mark 8 that cannot be confused, though both feature loaves in a desert place.",
    instructions:
      "Write one frame for each chapter, each built around a detail only that chapter has. Then explain in two or three sentences which detail separates them and how you tested it. 70–150 words.",
    prompt:
      'Mark 6 and Mark 8. Both chapters have a hungry crowd, loaves, fishes and baskets of leftovers. A frame that says "bread for a crowd" will return the wrong chapter half the time. Find the distinguishing detail.',
    rubric: [
      reference(2, "Names both chapters", 2),
      keywords(
        4,
        "Distinguishing details",
        [
          "twelve",
          "seven",
          "five thousand",
          "four thousand",
          "green grass",
          "hundreds",
          "trees",
          "Bethsaida",
        ],
        3,
      ),
      keywords(2, "Explains what sets them apart", [
        "unique",
        "distinguish",
        "only its chapter",
        "confused",
        "blur",
        "separate",
      ]),
      christ(2, "Keeps Jesus in the frames"),
    ],
    exampleAnswer:
      'Mark 6 — twelve full baskets lined up on green grass while the crowd sits in ranks of hundreds and fifties. Mark 8 — seven large baskets, and a blind man squinting at people who look like trees, walking. The feedings alone blur, so I hooked each to a detail only its chapter has: twelve baskets and the green grass for the five thousand in Mark 6, seven baskets for the four thousand in Mark 8, plus the half-healed blind man of Bethsaida, who appears nowhere else. Tested both ways, "twelve" now returns Mark 6 and "trees walking" returns Mark 8. Jesus feeds both crowds, but each frame keeps its own chapter.',
  },
  {
    title: "A week of frames: John 1–7",
    description:
      "Build a frame table for the first seven chapters of John, one drawable image each, none reused.",
    instructions:
      'Write seven lines, "John N — image", each 5–20 words. Choose the element a child would remember and prefer what is unique to each chapter. Add a sentence on any frame you had to sharpen. 80–170 words.',
    prompt:
      "John 1-7. Several of these chapters share water, crowds and debates. Keep each frame unique: if two chapters want the same image, sharpen one with a detail that belongs only to it.",
    rubric: [
      reference(3, "Frames the chapters with their references", 5),
      keywords(
        3,
        "Concrete images from the chapters",
        ["dove", "waterpots", "whip", "night", "serpent", "well", "pool", "bed", "loaves", "tabernacles"],
        4,
      ),
      keywords(2, "Keeps every frame unique", ["unique", "reused", "sharpen", "distinct", "only"]),
      christ(2, "Keeps Jesus in the frames"),
    ],
    exampleAnswer:
      'John 1 — a dove coming down and resting on a man standing by the Jordan. John 2 — six stone waterpots brimming with wine, and a whip of cords scattering coins. John 3 — a teacher visiting by night, a bronze serpent on a pole behind him. John 4 — a woman leaving her waterpot at a well. John 5 — a man carrying his bed past a pool with five porches. John 6 — five barley loaves and two small fishes in a boy\'s hands. John 7 — leafy booths of the feast of tabernacles and a voice crying, "let him come unto me, and drink". John 2 and John 4 both wanted waterpots, so I sharpened John 2 with the whip and John 4 with the pot left behind. Each frame hooks a chapter where Jesus meets someone.',
  },
  {
    title: "Frame repair: Acts 1, 2 and 5",
    description:
      "Diagnose three frames that failed the next-day test (abstract, crowded, title) and rebuild each one.",
    instructions:
      "For each chapter, name the fault in a few words, then give the new frame (5–20 words). End with one sentence on what you will do if a rebuilt frame fails again. 70–160 words.",
    prompt:
      'A student\'s frames failed the next-day test: Acts 1 — "the church waits"; Acts 2 — "tongues of fire, a rushing wind, Peter preaching, three thousand baptised, and everyone sharing meals"; Acts 5 — "Judgment". Name the fault in each and replace it with one concrete, drawable image unique to its chapter.',
    rubric: [
      reference(2, "Rebuilds all three chapters", 3),
      keywords(
        4,
        "Diagnoses each fault",
        ["abstract", "crowded", "title", "heading", "too many", "cannot be drawn", "blur"],
        2,
      ),
      keywords(
        4,
        "Drawable replacements",
        ["cloud", "feet", "flame", "fire", "head", "money", "carried", "prison", "shadow", "white"],
        3,
      ),
    ],
    exampleAnswer:
      "Acts 1 — fault: abstract; waiting cannot be drawn. New frame: a cloud lifting a man's feet off a hilltop while two men in white stand by. Acts 2 — fault: crowded; five things blur into one. New frame: a small flame resting on each head in a crowded house. Acts 5 — fault: a title, and one that fits many chapters. New frame: a bag of money laid at the apostles' feet, and young men carrying out a body. Acts 5 also has prison doors opened by an angel, but the money at their feet is odder and belongs only here. If a rebuilt frame fails again tomorrow, I will replace it once and then keep the new one.",
  },
  {
    title: "Court stories: frames for Daniel 1–6",
    description:
      "Give the six narrative chapters of Daniel one frame each, as hooks rather than summaries of their teaching.",
    instructions:
      'Write six lines, "Daniel N — image". Keep each a hook, an object or a scene, not the chapter\'s lesson. Add one sentence on a frame where you resisted summarising. 80–170 words.',
    prompt:
      "Daniel 1-6. These chapters are full of objects made for frames: a plate of pulse, a great image, a furnace, a tree, a hand on a wall, a den. Make each frame your own, and keep the prophecies' meanings out of them.",
    rubric: [
      reference(3, "Frames the chapters with their references", 5),
      keywords(
        4,
        "Concrete images from the chapters",
        ["pulse", "image", "furnace", "tree", "stump", "hand", "wall", "lions", "den", "clay"],
        5,
      ),
      keywords(3, "Keeps the frame a hook, not a summary", [
        "hook",
        "summar",
        "lesson",
        "not a summary",
        "doctrine",
        "interpretation",
      ]),
    ],
    exampleAnswer:
      "Daniel 1 — four young men eating pulse and drinking water beside the king's untouched meat. Daniel 2 — a huge metal statue on feet of iron and clay, a stone flying at its toes. Daniel 3 — four men walking loose in a roaring furnace. Daniel 4 — a tree cut to a stump bound with iron and brass, and a king eating grass like an ox. Daniel 5 — fingers writing on plaster above gold cups at a drunken feast. Daniel 6 — lions lying with shut mouths around a kneeling old man. I resisted summarising Daniel 2 as \"the kingdoms of the world\": the frame is a hook, not the prophecy's interpretation, which later rooms will handle.",
  },
  {
    title: "Frames for an argument: Romans 5–8",
    description:
      "Find drawable frames for four chapters with no story; the test is still one concrete picture per chapter.",
    instructions:
      'Write four lines, "Romans N — image". In argument chapters, look for the picture the writer himself uses (two men, a burial, a marriage, a groaning creation). Add two sentences on how you found images where there was no narrative. 90–180 words.',
    prompt:
      'Romans 5-8. Epistles tempt students to frame doctrines: "justification", "sanctification". But Paul writes in pictures: Adam and one Man, burial and rising, a wife released by death, creation in birth pains. Choose one per chapter.',
    rubric: [
      reference(3, "Frames all four chapters", 4),
      keywords(
        3,
        "Paul's own pictures",
        ["Adam", "buried", "burial", "baptism", "husband", "widow", "wife", "groan", "labour", "birth"],
        3,
      ),
      keywords(2, "Explains how to frame a chapter with no story", [
        "Paul himself",
        "his own picture",
        "no story",
        "no narrative",
        "argument",
        "doctrine",
      ]),
      christ(2, "Finds Christ in the pictures"),
    ],
    exampleAnswer:
      'Romans 5 — two men standing at the heads of two long lines of people: Adam at one, Jesus Christ at the other. Romans 6 — a man going down under the water as into a grave and coming up into daylight. Romans 7 — a widow taking off her wedding ring beside a closed coffin, free to marry another. Romans 8 — a whole landscape groaning like a woman in labour, under a sky about to break into light. With no story to follow, I looked for the pictures Paul himself paints; each one belongs to its own chapter, and none is a doctrine\'s name. "Justification" could head three chapters, but two men at the head of two lines returns Romans 5 alone.',
  },
  {
    title: "Prophetic frames: Revelation 12–14",
    description:
      "Hook three prophetic chapters with one image each, keeping interpretation out of the frame.",
    instructions:
      'Write three lines, "Revelation N — image", using the chapter\'s own symbols. Then in two or three sentences explain why the frame names the symbol rather than its meaning, and where the meaning will be worked out. 80–170 words.',
    prompt:
      "Revelation 12-14. A woman clothed with the sun and a dragon; a beast from the sea and a beast from the earth; the Lamb on Mount Zion and three angels flying. The temptation is to write the interpretation into the frame. Don't: hook first, interpret in the prophecy rooms.",
    rubric: [
      reference(3, "Frames all three chapters", 3),
      keywords(
        3,
        "The chapters' own symbols",
        ["woman", "sun", "dragon", "beast", "sea", "earth", "Lamb", "Zion", "angels", "stars"],
        4,
      ),
      keywords(
        2,
        "Keeps interpretation out of the frame",
        ["names the symbols", "not their meaning", "summary", "stop working", "later rooms"],
        2,
      ),
      christ(2, "Includes the Lamb"),
    ],
    exampleAnswer:
      "Revelation 12 — a woman crowned with twelve stars standing on the moon, a great red dragon with seven heads waiting before her. Revelation 13 — a leopard-bodied beast with bear's feet and a lion's mouth rising out of the sea, and a lamb-horned beast coming up out of the earth behind it. Revelation 14 — three angels flying in a line across the sky above the Lamb standing on Mount Zion. Each frame names the symbols, not their meaning. Who the woman is, which powers the beasts represent, and when the three angels' messages sound are interpretations for the prophecy rooms. A frame that said \"the faithful church persecuted\" would be a summary, and it would stop working as a hook.",
  },
  {
    title: "Hook, sequence, meaning: John 11 in three rooms",
    description:
      "Give John 11 a frame, beat it out, and picture one verse as an icon, then explain how the three images differ.",
    instructions:
      "Write the 24FPS frame (5–20 words), a Story Room chain of 5–7 beats, and a Translation Room icon for John 11:35. Then explain in three or four sentences what each image is for: hook, sequence, meaning-picture. 120–200 words.",
    prompt:
      "John 11. One chapter, three kinds of picture. The frame must return the chapter number; the beats must let you retell the story; the icon must give back a single verse. Show why none of them can do the others' job.",
    rubric: [
      reference(2, "Names the chapter and the verse", 2),
      keywords(
        3,
        "Distinguishes the three kinds of picture",
        ["hook", "sequence", "frame", "beat", "icon", "meaning"],
        4,
      ),
      keywords(
        3,
        "Images from the chapter",
        ["grave clothes", "stone", "tomb", "grave", "Martha", "Mary", "wept", "tear", "four days", "Lazarus"],
        3,
      ),
      christ(2, "Keeps Jesus at the centre"),
    ],
    exampleAnswer:
      'Frame (24FPS): a man stepping out of a cave tomb, still bound hand and foot in grave clothes. Beats (Story Room): Sickness → Two days → Martha → Weeping → Stone → "Loose him". Icon for John 11:35 (Translation Room): a single tear falling beside a sealed tomb. The frame is a hook: one odd picture that returns the number 11 and nothing else. The beats give the sequence, so I can retell how Jesus waited, met Martha, wept with Mary and called Lazarus out after four days. The icon is a meaning-picture for one verse: Jesus weeping at the grave He is about to open, God\'s own sorrow at death. The frame cannot retell, the beats cannot teach the verse, and the icon does not return the chapter number, so each room does its own work.',
  },
]);

const GLYPH = ["glyph", "symbol", "pictogram", "capital word", "code", "letter code"];

const renderedDrills = roomDrills("br", [
  {
    title: "Your first glyph: block 1",
    description:
      "Skim Genesis 1–24, choose one glyph for the whole block and defend it in one or two sentences.",
    instructions:
      "Name the block and its range, write your glyph (a symbol, a pictogram, one capital word or a palace code, 12 characters at most), say which kind it is, and give a rationale of one or two sentences (50 words at most). Add one line on a glyph you rejected. 60–120 words.",
    prompt:
      "Block 1: Genesis 1-24. Creation, fall, flood, Babel and the call of Abraham, up to the servant finding a bride for Isaac. Ask: if this block were one scene in the Bible's film, what would be happening?",
    rubric: [
      reference(2, "Names the block's range"),
      keywords(3, "Gives one glyph and its kind", GLYPH, 2),
      keywords(
        3,
        "Rationale drawn from the block",
        ["creation", "flood", "Babel", "Abraham", "promise", "seed", "Isaac", "fall"],
        3,
      ),
      keywords(2, "Explains the choice", [
        "rationale",
        "because",
        "dominant movement",
        "rejected",
        "sums up",
      ]),
    ],
    exampleAnswer:
      "Block 1 — Genesis 1-24. Glyph: SEED (one capital word). Rationale: from the seed promised after the fall, through the line that survives the flood and Babel, to Abraham's seed and a bride for Isaac, God is keeping a seed alive. Rejected: a rainbow, because it holds only Genesis 9 and would turn the glyph into a 24FPS frame for one chapter. SEED is quick to write, and it points forward to every later block.",
  },
  {
    title: "One word for a family saga: block 2",
    description:
      "Give block 2 (Genesis 25–48) a single capitalised word and test whether it returns the block.",
    instructions:
      "Write the block and range, your one-word glyph in capitals, a one- or two-sentence rationale, and one sentence on how you will tell it apart from block 1's glyph when you recite them. 60–120 words.",
    prompt:
      "Block 2: Genesis 25-48. Skim the chapters, or your 24FPS frames for them: many scenes, two main men, and one family's long story. Find a single capitalised word that carries the whole run.",
    rubric: [
      reference(2, "Names the block's range"),
      keywords(
        4,
        "Rationale drawn from the block",
        ["Jacob", "Esau", "Joseph", "ladder", "wrestl", "Egypt", "famine", "brothers", "birthright"],
        3,
      ),
      keywords(2, "Gives one glyph", GLYPH),
      keywords(2, "Tests it against its neighbour", [
        "tell apart",
        "distinct",
        "block 1",
        "confuse",
        "returns",
        "pair",
      ]),
    ],
    exampleAnswer:
      "Block 2 — Genesis 25-48. Glyph: BROTHERS (one capital word). Rationale: from the twins struggling in the womb and the stolen birthright to Joseph's brothers selling him and bowing before him in Egypt, the block's dominant movement is rivalry between brothers that God turns toward reconciliation. Block 1's glyph is SEED, and BROTHERS cannot be confused with it: the promise of one block becomes the family quarrel of the next, and the two words recite as a pair, SEED, BROTHERS.",
  },
  {
    title: "A block without a plot: Psalms 3–26",
    description: "Choose a glyph for block 21, where there is no story to follow, only prayers and songs.",
    instructions:
      "Write the block and range, your glyph and a rationale of one or two sentences naming the block's dominant movement. Then name two psalms from the block that fit your glyph. 60–130 words.",
    prompt:
      "Block 21: Psalms 3-26. Morning and evening prayers, pleas for help, creation's praise, royal songs, and two of the best-loved psalms in the Bible. A poetry block still has a dominant movement; find it.",
    rubric: [
      reference(3, "Names the block and two psalms", 3),
      keywords(
        3,
        "Rationale drawn from the block",
        ["cry", "lament", "refuge", "shepherd", "forsaken", "enemies", "trust", "praise"],
        2,
      ),
      keywords(2, "Gives one glyph", GLYPH),
      christ(2, "Notices where the block points to Christ"),
    ],
    exampleAnswer:
      "Block 21 — Psalms 3-26. Glyph: ↑ (a symbol). Rationale: again and again a sufferer surrounded by enemies cries up to God and is lifted; the dominant movement is prayer rising from trouble to trust. Two psalms fit it exactly: Psalm 3, where David flees from Absalom yet lies down and sleeps, and Psalm 22, whose forsaken cry ends in praise in the great congregation. That is the psalm Jesus prayed on the cross, and Psalm 23's shepherd follows it. The arrow is quick to write and keeps the whole run of psalms moving upward.",
  },
  {
    title: "Crossing a border: block 3",
    description:
      "Block 3 starts at Jacob's deathbed and ends at Sinai's first laws; find a glyph that bridges both books.",
    instructions:
      "Write the block and range, note where it crosses from one book to the next, and give one glyph and a rationale of one or two sentences that holds both sides of the border. Add a sentence on a glyph you rejected. 70–140 words.",
    prompt:
      "Block 3: Genesis 49 - Exodus 22. Only two of its chapters come from Genesis; the other twenty-two come from Exodus. Skim both parts before you choose, because a mark that fits Exodus alone leaves the first two chapters out.",
    rubric: [
      reference(2, "Names the block's range"),
      keywords(3, "Bridges the edge between the books", [
        "bridge",
        "edge",
        "crosses",
        "border",
        "both books",
        "spans",
      ]),
      keywords(
        3,
        "Rationale drawn from the block",
        ["Jacob", "Joseph", "coffin", "bones", "slavery", "bush", "Passover", "Red Sea", "Sinai", "plagues"],
        3,
      ),
      keywords(2, "Gives one glyph", GLYPH),
    ],
    exampleAnswer:
      "Block 3 — Genesis 49 to Exodus 22. The block crosses the border between Genesis and Exodus after only two chapters, so the glyph has to bridge both. Glyph: → (a symbol). Rationale: Joseph dies asking that his bones be carried up out of Egypt, and the rest of the block is that going out: the bush, the plagues, the Passover, the Red Sea and the road to Sinai. The arrow points from the coffin in Egypt to the mountain of the law. I rejected a lamb: it holds Exodus 12 well but leaves Genesis 49 and 50 outside the glyph.",
  },
  {
    title: "From the last prophets to the Gospels: blocks 39–42",
    description:
      "Write four glyphs for the blocks that cross from Zechariah into the Gospels, each with a one-sentence rationale.",
    instructions:
      "For each block, write the number and range, the glyph, and a one-sentence rationale. Keep the four glyphs distinct from each other and from your earlier glyphs, so they recite in order. 90–190 words.",
    prompt:
      "Block 39: Zechariah 2 - Matthew 7. Block 40: Matthew 8 - Mark 3. Block 41: Mark 4 - Luke 11. Block 42: Luke 12 - John 11. Block 39 is the hardest: it bridges the last prophets, the silent centuries and the birth of the King.",
    rubric: [
      reference(3, "Names all four blocks", 4),
      keywords(2, "Gives one glyph per block", GLYPH),
      keywords(
        3,
        "Rationales drawn from the blocks",
        [
          "King",
          "Sermon on the Mount",
          "Malachi",
          "Branch",
          "messenger",
          "heal",
          "sower",
          "parable",
          "lost",
          "Lazarus",
        ],
        3,
      ),
      christ(2, "Follows Christ through the blocks"),
    ],
    exampleAnswer:
      "Block 39 — Zechariah 2 to Matthew 7. Glyph: DAWN. Rationale: Zechariah and Malachi promise the Branch, the messenger and the Sun of righteousness, and Matthew opens with the King's birth and the Sermon on the Mount, so night turns to morning. Block 40 — Matthew 8 to Mark 3. Glyph: ✋ (a pictogram of a touching hand). Rationale: a run of healings and callings in which Jesus touches lepers, the sick and the possessed. Block 41 — Mark 4 to Luke 11. Glyph: SOWER. Rationale: the sower and the growing seed open a block of parables and mighty works in which the kingdom spreads. Block 42 — Luke 12 to John 11. Glyph: LOST. Rationale: the lost sheep, coin and son lead on to Lazarus called out of the grave. Recited in order, DAWN, hand, SOWER, LOST tell the Messiah's arrival and work.",
  },
  {
    title: "Run of ten: reciting blocks 1–10",
    description:
      "Write your legend for blocks 1–10 from memory, check it, and replace only the glyph that keeps failing.",
    instructions:
      "Without notes, write blocks 1–10 in order, one line each: number, range and glyph. Then check them against the block list, name any glyph that failed to return its block, and say what you replaced it with and why, or why you kept it. 90–190 words.",
    prompt:
      "Blocks 1-10 run from Genesis 1 to 1 Samuel 4. Recite them in one run before you look anything up. The rule of the room: replace a glyph only when it repeatedly fails, and then keep the new one.",
    rubric: [
      reference(3, "Writes the ranges of the blocks", 5),
      keywords(
        3,
        "Recites, checks and replaces with care",
        ["recite", "from memory", "failed", "replace", "kept", "keep"],
        2,
      ),
      keywords(
        2,
        "Glyphs tied to the blocks' content",
        ["law", "Jordan", "tent", "holy", "wilderness", "Moab", "sword", "cycle", "forty"],
        3,
      ),
      length(2, 80, "A full run of ten with its check (80+ words)"),
    ],
    exampleAnswer:
      "From memory: 1 Genesis 1-24 SEED; 2 Genesis 25-48 BROTHERS; 3 Genesis 49-Exodus 22 →; 4 Exodus 23-Leviticus 6 TENT; 5 Leviticus 7-Numbers 3 HOLY; 6 Numbers 4-27 40 (the forty years in the wilderness); 7 Numbers 28-Deuteronomy 15 REMEMBER; 8 Deuteronomy 16-Joshua 5 JORDAN; 9 Joshua 6-Judges 5 ⚔ (a sword); 10 Judges 6-1 Samuel 4 ↻ (the downward cycle). Check: nine of ten returned their blocks. Block 7 failed twice: REMEMBER kept sliding into block 8, because Moses' speeches on the plains of Moab run through both. I replaced it with 📜 (a scroll), for the law restated before the crossing, and I will keep it now rather than change it again. I will recite the run of ten daily this week before adding blocks 11-20.",
  },
  {
    title: "Where does it live? Placing chapters in the legend",
    description:
      "Use the 24-chapter blocks to place five chapters in their block and recall each block's glyph.",
    instructions:
      "For each chapter, give its block number, the block's range and your glyph, and one phrase on how the chapter fits the glyph. Show how you worked out at least one block by counting chapters. Check yourself against the block list only at the end. 80–180 words.",
    prompt:
      "Place these five chapters in the legend: 1 Kings 18, Isaiah 53, Daniel 7, John 3 and Acts 9. Which block holds each one, and what glyph does that block carry in your legend?",
    rubric: [
      reference(2, "Names the chapters", 5),
      keywords(
        5,
        "Places the chapters in the right blocks",
        ["block 13", "block 31", "block 36", "block 42", "block 43"],
        3,
      ),
      keywords(1, "Recalls each block's glyph", ["glyph", "legend", "symbol", "pictogram"]),
      christ(2, "Notices Christ in the chapters placed"),
    ],
    exampleAnswer:
      "1 Kings 18 is in block 13 (2 Samuel 22 - 1 Kings 21), glyph 👑 (a crown): the kingdom from David's last song through Solomon to Ahab, with Carmel's fire near its end. Isaiah 53 is in block 31 (Isaiah 42-65), glyph SERVANT. Counting: block 30 is Isaiah 18-41, so Isaiah 42 opens block 31 and chapter 53 falls inside it. Daniel 7 is in block 36 (Ezekiel 39 - Hosea 2), glyph VISION: Ezekiel's temple and Daniel's beasts are both visions. John 3 is in block 42 (Luke 12 - John 11), glyph LOST: Nicodemus comes by night and hears that God sent His Son so that the world might be saved. Acts 9 is in block 43 (John 12 - Acts 14), glyph + (the cross): the risen Jesus meets Saul, and the gospel runs out from the cross to the nations.",
  },
  {
    title: "The centre of a block: Isaiah 42–65",
    description:
      "Give block 31 a glyph that captures its dominant movement, and keep one chapter's glory from swallowing the block.",
    instructions:
      "Write the block and range, your glyph and a rationale of one or two sentences (50 words at most). Then, in two or three sentences, weigh a rival glyph that fits only one chapter and explain why you chose the glyph you did. 90–170 words.",
    prompt:
      'Block 31: Isaiah 42-65. It opens with "Behold my servant", runs through comfort to exiles and Cyrus named in advance, the Servant\'s suffering in chapter 53, the invitation of chapter 55 and the anointed preacher of chapter 61, and ends near the new heavens and new earth. Is the block about the Servant, the comfort or the new creation?',
    rubric: [
      reference(2, "Names the block and a chapter in it", 2),
      keywords(
        3,
        "Rationale drawn from the block",
        ["servant", "Cyrus", "comfort", "new heavens", "anointed", "idols", "exile", "wounded"],
        3,
      ),
      keywords(3, "Weighs a rival glyph against the whole block", [
        "rival",
        "rejected",
        "dominant movement",
        "whole block",
        "one chapter",
        "swallow",
      ]),
      christ(2, "Shows where the block points to Christ"),
    ],
    exampleAnswer:
      'Block 31 — Isaiah 42-65. Glyph: SERVANT. Rationale: from "Behold my servant" in chapter 42, through the Servant wounded for our transgressions, to the anointed one who preaches good tidings in chapter 61, the Lord\'s Servant carries the block. A rival glyph was a pierced hand for Isaiah 53. It is powerful, but it is a 24FPS frame for one chapter and would let one chapter swallow the whole block. SERVANT holds the servant songs together, and it points where Jesus pointed when He read Isaiah 61 in Nazareth and said it was fulfilled (Luke 4:21). The comfort to the exiles and the mockery of idols sit around the Servant; they do not replace Him.',
  },
  {
    title: "Many books, one glyph: 1 Peter 2 – Revelation 9",
    description:
      "Find one glyph for a block that crosses six letters and the first nine chapters of Revelation.",
    instructions:
      "Write the block and range, list the books it touches, then give one glyph and a rationale of one or two sentences that holds letters and apocalypse together. Add two sentences on glyphs you rejected because they fit only one side of the border. 100–180 words.",
    prompt:
      "Block 49: 1 Peter 2 - Revelation 9. Several short letters and the opening visions of Revelation share one block, which makes it the most mixed block in the legend. List the books it touches before you choose.",
    rubric: [
      reference(2, "Names the block's range"),
      keywords(
        3,
        "Covers the books the block touches",
        [
          "Peter",
          "John",
          "Jude",
          "candlestick",
          "lampstand",
          "seals",
          "trumpets",
          "throne",
          "false teachers",
          "churches",
        ],
        4,
      ),
      keywords(
        3,
        "Bridges the border between letters and visions",
        ["both sides", "bridge", "border", "cross", "rejected", "one side"],
        2,
      ),
      christ(2, "Finds Christ in the block"),
    ],
    exampleAnswer:
      "Block 49 — 1 Peter 2 to Revelation 9. It touches 1 Peter, 2 Peter, the three letters of John, Jude and Revelation 1-9. Glyph: STAND (one capital word). Rationale: Peter's suffering exiles, John's children tested by false teachers and Jude's call to contend all ask how believers stand firm, and Revelation answers with the Son of man walking among the churches and the Lamb on the throne before the seals and trumpets fall; Revelation 6:17 even asks who shall be able to stand. Rejected: a scroll with seven seals, which fits Revelation 5-8 but leaves the letters outside, and a pen, which fits the letters but not the visions. STAND bridges both sides of the border.",
  },
  {
    title: "Aerial view: the Bible in six glyphs",
    description:
      "Recite your glyphs for blocks 1, 10, 20, 30, 40 and 50 and fly over the whole storyline from creation to new creation.",
    instructions:
      "Write the six blocks with their ranges and glyphs, then a paragraph of four to six sentences that carries the Bible's storyline through them, with Christ at its centre and the great controversy as its frame. 120–200 words.",
    prompt:
      "Blocks 1 (Genesis 1-24), 10 (Judges 6 - 1 Samuel 4), 20 (Job 21 - Psalms 2), 30 (Isaiah 18-41), 40 (Matthew 8 - Mark 3) and 50 (Revelation 10-22). Seen from the air, how do these six marks tell one story?",
    rubric: [
      reference(2, "Names the blocks' ranges", 4),
      keywords(
        3,
        "Carries the storyline",
        ["creation", "new earth", "new heaven", "fall", "controversy", "serpent", "dragon", "kingdom"],
        3,
      ),
      keywords(3, "Recites the legend", ["glyph", "recite", "legend", "block"], 2),
      christ(2, "Puts Christ at the centre"),
    ],
    exampleAnswer:
      "Block 1, Genesis 1-24: SEED. Block 10, Judges 6 - 1 Samuel 4: ↻. Block 20, Job 21 - Psalms 2: WHIRLWIND. Block 30, Isaiah 18-41: COMFORT. Block 40, Matthew 8 - Mark 3: ✋. Block 50, Revelation 10-22: NEW. Recited from the air, the legend tells one story. In the first block God promises the seed who will crush the serpent, and the great controversy begins in a garden. By block 10 Israel spirals through apostasy, and no judge can break the cycle. In block 20 God answers Job out of the whirlwind, and Psalm 2 sets His Son as King over raging nations. Block 30 cries comfort as a voice prepares the way of the LORD. In block 40 the promised Seed walks in Galilee, Jesus touching lepers and forgiving sins. Block 50 ends the controversy: the dragon is defeated, the Lamb reigns, and a new heaven and a new earth replace the lost garden.",
  },
]);

const translationDrills = roomDrills("tr", [
  {
    title: "One verse, one icon: the LORD my shepherd",
    description:
      "Turn Psalm 23:1 into a single icon with one distinguishing detail, and test that it gives the verse back.",
    instructions:
      "Name the main object or action the verse itself gives, describe the icon in a line or two, add one distinguishing detail so it cannot be confused with another shepherd verse, and say how you tested it. 60–120 words.",
    prompt:
      "Psalm 23:1. Shepherd verses are everywhere in Scripture (Isaiah 40:11, Ezekiel 34, John 10). Your icon must return this verse, including its second half, and not the others.",
    rubric: [
      reference(2, "Names the verse"),
      keywords(
        3,
        "Uses the verse's own image",
        ["shepherd", "sheep", "staff", "crook", "lamb", "flock", "want", "full"],
        2,
      ),
      keywords(3, "Adds a distinguishing detail", [
        "distinguishing",
        "detail",
        "confused",
        "sets it apart",
        "unique",
        "keeps them apart",
      ]),
      christ(2, "Sees the Shepherd Jesus claims to be"),
    ],
    exampleAnswer:
      'Psalm 23:1 icon: a shepherd\'s crook standing upright beside one sheep whose feeding trough is full to the brim. The crook gives the first half, "The LORD is my shepherd"; the full trough is the distinguishing detail for "I shall not want", which no other shepherd verse puts in its first line. Isaiah 40:11 would need a lamb carried in the arms, and John 10:11 a shepherd standing between his sheep and a wolf, so the trough keeps them apart. Test: I looked away, and the full trough gave the verse back word for word. It is the same Shepherd Jesus claims to be in John 10:11.',
  },
  {
    title: "Only the verse's pictures: Isaiah 40:31",
    description: "Picture Isaiah 40:31 using only the images the verse supplies, in the order it gives them.",
    instructions:
      "Describe a single icon that uses nothing but the verse's own imagery. Then say in one or two sentences which invented picture you avoided and why the verse's own images are better. 60–130 words.",
    prompt:
      "Isaiah 40:31. Waiting, renewed strength, eagles' wings, running, walking: in that order, which surprises most readers. Let the order of the images be part of the picture.",
    rubric: [
      reference(2, "Names the verse"),
      keywords(
        3,
        "Uses the verse's own images",
        ["eagle", "wings", "run", "walk", "weary", "faint", "wait", "mount"],
        4,
      ),
      keywords(3, "Prefers Scripture's imagery to invented pictures", [
        "own imagery",
        "verse itself",
        "supplies",
        "invented",
        "own pictures",
        "Scripture's own",
      ]),
      length(2, 55, "Icon and reasoning (55+ words)"),
    ],
    exampleAnswer:
      "Isaiah 40:31 icon: a person sitting still at the foot of a hill, waiting; above the same hill an eagle mounting up on spread wings; along its ridge a runner who is not weary; and on the path down a walker who does not faint. The order is the surprise: the eagle, then running, then walking, as if the hardest strength is the plain daily walk. I avoided a sunrise and a battery being recharged, both invented; the verse supplies its own pictures, and using them means the icon gives back the words. Walking last reminds me that God's strength is often for ordinary steps.",
  },
  {
    title: "Neighbouring verses, different icons: Matthew 5:14-15",
    description:
      "Make icons for two neighbouring verses about light so that neither can be confused with the other.",
    instructions:
      "Give one icon for each verse, each from the verse's own imagery, with one distinguishing detail. Then say in a sentence how you tested that each icon returns only its own verse. 60–130 words.",
    prompt:
      "Matthew 5:14 and Matthew 5:15. Both are about light; one gives a city, the other a lamp. Your two icons must not blur into one glowing picture.",
    rubric: [
      reference(3, "Names both verses", 2),
      keywords(
        3,
        "Uses each verse's own image",
        ["city", "hill", "candle", "lamp", "bushel", "candlestick", "basket", "house"],
        3,
      ),
      keywords(2, "Adds a distinguishing detail", [
        "distinguish",
        "detail",
        "confused",
        "blur",
        "only its own",
        "apart",
      ]),
      keywords(2, "Tests each icon", ["test", "looked away", "returns", "returned", "gives back"]),
    ],
    exampleAnswer:
      'Matthew 5:14 icon: a walled city on a hilltop at night, its windows glowing, seen from a valley far below. Distinguishing detail: the distance; you see it from miles away and it cannot be hid. Matthew 5:15 icon: one small clay lamp lifted out from under an upturned grain basket and set on a stand in a one-room house. Distinguishing detail: the basket tipped aside, so the icon carries "not under a bushel". The city is public and far; the lamp is domestic and near. Test: I looked away and named the verse for each picture; the hill returned verse 14 and the basket returned verse 15 every time.',
  },
  {
    title: "Three panels: the good Samaritan",
    description:
      "Tell Luke 10:30-37 as a three-panel strip (beginning, middle, end) tied to its verses and readable without captions.",
    instructions:
      "Write Panel 1, Panel 2 and Panel 3, each with its verse reference and a one-line picture (4–35 words). Add one sentence on how the strip reads without captions. 70–150 words.",
    prompt:
      "Luke 10:30-37. A road going down from Jerusalem to Jericho, thieves, a priest and a Levite passing by, a Samaritan with oil and wine, a beast, an inn, two pence. Split it into three pictures, not four or five.",
    rubric: [
      reference(3, "Ties each panel to its verses", 3),
      keywords(2, "Exactly three panels", ["panel 1", "panel 2", "panel 3", "first panel", "third panel"], 2),
      keywords(
        3,
        "Images from the parable",
        ["thieves", "priest", "Levite", "oil", "wine", "beast", "inn", "pence", "wounds", "other side"],
        4,
      ),
      length(2, 60, "A full strip (60+ words)"),
    ],
    exampleAnswer:
      "Panel 1 (Luke 10:30): a man lying stripped and wounded at the edge of the rocky Jericho road, thieves disappearing over the ridge. Panel 2 (Luke 10:31-32): a priest and a Levite, each keeping to the other side of the road, one glancing back. Panel 3 (Luke 10:33-35): a Samaritan kneeling to pour oil and wine into bound wounds, his beast waiting and an inn in the distance. The strip reads without captions: wounded, passed by, cared for. The question of Luke 10:36, which one was the neighbour, sits under the third panel without needing a word.",
  },
  {
    title: "A strip without captions: breakfast by the sea",
    description:
      "Draw John 21:1-14 as three panels that tell the story on their own, each tied to its verses.",
    instructions:
      "Write three panels with their verse references and one clear picture each. Then test: could someone who has never read the chapter tell the story from your pictures alone? Sharpen any panel that needs a caption. 80–160 words.",
    prompt:
      "John 21:1-14. A night of empty nets, a stranger on the shore, a net on the right side too full to draw, Peter in the water, a fire of coals with fish and bread, one hundred and fifty-three great fishes. Three panels only.",
    rubric: [
      reference(3, "Ties each panel to its verses", 3),
      keywords(
        3,
        "Images from the chapter",
        ["net", "right side", "coals", "fish", "bread", "153", "shore", "boat"],
        4,
      ),
      keywords(2, "Tests the strip without captions", [
        "caption",
        "without words",
        "on their own",
        "sharpen",
        "never read",
      ]),
      christ(2, "Keeps the risen Jesus in the strip"),
    ],
    exampleAnswer:
      'Panel 1 (John 21:3-4): an empty net hanging over the side of a boat at dawn, and a lone figure standing on the shore. Panel 2 (John 21:6-8): the same net cast on the right side, bulging so that it cannot be drawn in, and Peter splashing toward land. Panel 3 (John 21:9-13): a fire of coals on the shore with fish laid on it and bread, and the net beside it holding 153 great fishes, unbroken. Test: a friend who had never read the chapter told me, "They caught nothing until the man on the shore told them where to fish, and then he cooked them breakfast." No caption was needed. The risen Jesus is the quiet centre of the strip, from the first panel to the last.',
  },
  {
    title: "Fix the mix: John 15:1-8",
    description: "Repair a crowded strip for John 15:1-8 that mixes the vine with body and building imagery.",
    instructions:
      "Name the faults (mixed metaphors, overcrowding, borrowed imagery) in two or three sentences, then write three new panels with their verse references. 90–170 words.",
    prompt:
      "A student's strip for John 15:1-8: Panel 1, a vine whose branches are arms and legs joined to a head. Panel 2, a gardener pruning, a building being laid on a cornerstone, and a branch being burned. Panel 3, grapes, a temple and a crowd of disciples. Diagnose what went wrong and redraw the three panels using only the chapter's own imagery.",
    rubric: [
      reference(2, "Ties the panels to their verses", 2),
      keywords(
        3,
        "Diagnoses the faults",
        ["mixed", "mixes", "crowded", "overcrowd", "borrowed", "one metaphor", "too many"],
        2,
      ),
      keywords(
        3,
        "Uses the chapter's own images",
        ["vine", "branch", "husbandman", "prun", "purge", "fruit", "wither", "fire", "abide"],
        4,
      ),
      christ(2, "Names Jesus as the true vine"),
    ],
    exampleAnswer:
      "Faults: the strip mixes the vine with Paul's body imagery and with a building on a cornerstone, so no single picture holds; panel 2 is overcrowded with three actions; and the temple and the crowd are borrowed from other passages. John 15 gives everything needed. Panel 1 (John 15:1-2): a husbandman with a knife purging a fruitful branch so that it bears more. Panel 2 (John 15:4-5): one branch attached to the vine, heavy with grapes, beside the trunk. Panel 3 (John 15:6): a cut-off branch withered on the ground, gathered toward a fire. One metaphor, three panels, all Jesus' own: He is the true vine, and fruit comes only by abiding in Him.",
  },
  {
    title: "A book as a mural: Nehemiah",
    description:
      "Hold Nehemiah 1–13 in one visual metaphor with at least four stations, each tied to its chapter.",
    instructions:
      'Name the one visual metaphor for the whole book, then lay out four to six stations left to right, each as "Nehemiah N — picture". Close with one sentence on how the mural reads from start to finish. 90–170 words.',
    prompt:
      "Nehemiah 1-13. A cupbearer's prayer, a night ride round broken walls, builders with a tool in one hand and a weapon in the other, the law read from a wooden pulpit, a wall dedicated with choirs, and gates shut on the Sabbath. Find a metaphor that carries all of it.",
    rubric: [
      reference(3, "Ties each station to its chapter", 4),
      keywords(2, "One metaphor laid out as stations", ["metaphor", "station", "mural", "left to right"], 2),
      keywords(
        3,
        "Images from the book",
        ["wall", "gate", "sword", "rubble", "pulpit", "cupbearer", "Sabbath", "choirs", "trumpet"],
        4,
      ),
      length(2, 80, "A full mural (80+ words)"),
    ],
    exampleAnswer:
      "Metaphor: a city wall seen left to right, from a gap to a closed gate. Stations: Nehemiah 1 — a cupbearer weeping and praying in a Persian palace, the broken wall still far away. Nehemiah 2 — a rider by night picking his way through the rubble of burnt gates. Nehemiah 4 — builders with a sword at the side and a tool in the hand, a trumpeter beside them. Nehemiah 8 — Ezra on a pulpit of wood in the street before the water gate, the people standing. Nehemiah 12 — two choirs walking in opposite directions along the top of the finished wall. Nehemiah 13 — the city gates shut as the Sabbath begins, merchants waiting outside. Read left to right, the mural goes from broken wall to guarded gate.",
  },
  {
    title: "A mural for a letter: Philippians",
    description:
      "Translate a book with no story, Philippians 1–4, into one metaphor with four stations drawn from Paul's own imagery.",
    instructions:
      "Choose one visual metaphor for the letter, then give one station per chapter tied to its reference, using the pictures Paul himself uses where you can. End with one sentence on where Christ stands in the mural. 100–180 words.",
    prompt:
      "Philippians 1-4. Paul writes in chains, yet the letter is full of joy. He gives you pictures: a prisoner whose bonds advance the gospel, a servant emptying himself, a runner pressing toward the mark, a peace that stands guard over the heart. Build the mural.",
    rubric: [
      reference(3, "Ties each station to its chapter", 4),
      keywords(
        3,
        "Paul's own pictures",
        ["chains", "bonds", "servant", "cross", "runner", "race", "mark", "guard", "peace", "prize"],
        4,
      ),
      keywords(2, "One metaphor laid out as stations", ["metaphor", "station", "mural", "course"], 2),
      christ(2, "Places Christ in the mural"),
    ],
    exampleAnswer:
      "Metaphor: a race course that starts inside a prison. Stations: Philippians 1 — a chained prisoner whose guards, one after another, hear about Christ; the bonds become the starting blocks of the gospel. Philippians 2 — a figure stepping down a long stair, laying aside a royal robe, taking the form of a servant, and going down as far as a cross. Philippians 3 — a runner straining forward, not looking back, pressing toward the mark for the prize. Philippians 4 — soldiers standing guard round a heart and mind, the peace of God keeping them like a garrison. Christ is the centre of the course: He stoops in the second station, and He is the prize the runner strains toward in the third.",
  },
  {
    title: "Scripture's picture or mine? Forgiveness",
    description:
      "Compare an invented picture of forgiveness with the pictures Scripture supplies, and build icons from the Bible's own.",
    instructions:
      "Describe a picture of forgiveness you might invent, then icons from two of the given texts. Explain in two or three sentences which teaches better and lasts longer, and why the room prefers Scripture's own imagery. 100–180 words.",
    prompt:
      "Isaiah 1:18, Psalm 103:12 and Micah 7:19: scarlet made white as snow; transgressions removed as far as the east is from the west; sins cast into the depths of the sea. Before reading them, jot down your own picture of forgiveness. Then compare.",
    rubric: [
      reference(2, "Names the texts used", 2),
      keywords(
        3,
        "Icons from the texts' own images",
        ["scarlet", "snow", "wool", "east", "west", "depths", "sea", "crimson"],
        3,
      ),
      keywords(
        3,
        "Weighs invented against Scripture's imagery",
        ["invented", "Scripture's own", "the Bible's own", "lasts", "teaches better", "my own picture"],
        2,
      ),
      christ(2, "Shows what the pictures point to"),
    ],
    exampleAnswer:
      "My own picture: a whiteboard wiped clean. It is tidy but thin: a wiped board can be written on again, and it says nothing about cost. Icon from Isaiah 1:18: a scarlet-dyed cloth lifted out of a basin as white as new snow. Icon from Micah 7:19: a stone dropped from a boat, sinking out of sight into the depths of the sea. Scripture's own pictures teach better because they carry more of the truth: the stain was deep-dyed, and the sin is thrown where no one can dive for it. They also last longer, because the next time I read the verse, the picture comes back with the words. And they lead somewhere: the blood of Jesus Christ cleanses us from all sin (1 John 1:7), so the white cloth was washed at a price.",
  },
  {
    title: "Lion and Lamb: a strip for Revelation 5",
    description:
      "Draw Revelation 5:1-7 as a three-panel strip and verse 6 as a single icon, using only the chapter's own images.",
    instructions:
      "Write three panels with verse references, then an icon for Revelation 5:6 with one distinguishing detail. Close with two sentences on how the turn from Lion to Lamb works in pictures, and how this differs from a 24FPS frame for the chapter. 120–200 words.",
    prompt:
      'Revelation 5:1-7. A book sealed with seven seals in the right hand of Him on the throne; a strong angel\'s question; John weeping; an elder saying "the Lion of the tribe of Judah hath prevailed"; John looking and seeing a Lamb as it had been slain, with seven horns and seven eyes, who takes the book.',
    rubric: [
      reference(3, "Ties the panels and icon to their verses", 3),
      keywords(
        3,
        "Uses the chapter's own images",
        [
          "book",
          "scroll",
          "seven seals",
          "weep",
          "Lion",
          "slain",
          "seven horns",
          "seven eyes",
          "throne",
          "elder",
        ],
        4,
      ),
      keywords(2, "Works at the right scales", ["panel", "icon", "frame", "strip"], 3),
      christ(2, "Shows the Lion who is the Lamb"),
    ],
    exampleAnswer:
      'Panel 1 (Revelation 5:1-2): a book written within and on the back, sealed with seven seals, in the right hand of the One on the throne, and a strong angel calling out who is worthy. Panel 2 (Revelation 5:4-5): John weeping, and an elder bending to him: "Weep not: behold, the Lion of the tribe of Judah." Panel 3 (Revelation 5:6-7): where the Lion was announced stands a Lamb as it had been slain, taking the book. Icon for Revelation 5:6: a standing lamb still marked as slain, with seven horns and seven eyes; the marks of slaughter are the distinguishing detail. John hears "Lion" but sees the Lamb, and the strip makes that turn visible: the King conquers by being slain. A 24FPS frame for Revelation 5 would only hook the chapter number; this strip and icon carry the meaning.',
  },
]);

const GEM_TESTS = ["anchored", "rare", "usable", "test"];
const GEM_USES = ["sermon", "devotional", "Bible study", "communion", "answer", "class", "prayer", "talk"];

const gemDrills = roomDrills("gr", [
  {
    title: "Your first gem: the blood and the lamb",
    description:
      "Set Exodus 12:13 beside 1 Peter 1:18-19, add a third text, and state the truth that only the combination shows.",
    instructions:
      "Write a short title, list the 2–4 texts, state the gem in one or two sentences, and name a use case (a sermon point, a devotional, an answer to a question). Add one sentence on why no single text says it alone. 70–150 words.",
    prompt:
      "Exodus 12:13 and 1 Peter 1:18-19. Read each in its own context first: a night of judgment in Egypt, and a letter to scattered believers about how they were redeemed. Then add one more text and ask what truth shines out only when they are set side by side.",
    rubric: [
      reference(3, "Sets three texts side by side", 3),
      keywords(
        3,
        "States a truth only the combination shows",
        ["gem", "side by side", "together", "combined", "alone", "none of"],
        2,
      ),
      keywords(2, "Names a use case", GEM_USES),
      christ(2, "Leads to Christ"),
    ],
    exampleAnswer:
      'Title: Seen by God, not by the neighbours. Texts: Exodus 12:13; 1 Peter 1:18-19; John 1:29. Gem: at the Passover, safety rested on what God saw, "when I see the blood", not on how the family felt inside the house; Peter and John name that blood as the blood of Christ, the Lamb of God, so my safety rests on God seeing His blood, not on my feelings. None of the texts says this alone: Exodus has the sign without the Lamb\'s name, and the letters have the name without the picture of the door. Use: a devotional for a believer who doubts their salvation.',
  },
  {
    title: "A question answered across the canon: the lamb",
    description:
      "Combine Genesis 22:8, John 1:29 and Revelation 5:6 and state the gem that appears only when the three are read together.",
    instructions:
      "Write a title, the three texts, the gem in one or two sentences and a use case. Then test it in a sentence each: is it anchored, rare and usable? 80–160 words.",
    prompt:
      "Genesis 22:8, John 1:29 and Revelation 5:6. On the mountain a boy asks his father a question, and the father replies with a promise. Centuries later John the Baptist points, and in heaven John the apostle sees. Trace the thread.",
    rubric: [
      reference(3, "Sets the three texts side by side", 3),
      keywords(3, "Tests the gem", GEM_TESTS, 2),
      keywords(2, "Names a use case", GEM_USES),
      christ(2, "Leads to Christ"),
    ],
    exampleAnswer:
      "Title: Where is the lamb? Texts: Genesis 22:8; John 1:29; Revelation 5:6. Gem: Isaac's question on Moriah is answered in three tenses: God will provide a lamb, behold the Lamb of God who takes away the sin of the world, and a Lamb as it had been slain in the midst of the throne. On Moriah God provided a ram; the lamb Abraham promised did not appear until John pointed at Jesus. Anchored: each link rests on the plain word lamb in a sacrificial sense. Rare: no single text holds the question, the answer and the enthroned Lamb together. Usable: a children's talk built on Isaac's question, or a Bible study on the Lamb from Genesis to Revelation.",
  },
  {
    title: "Gem or parallel? Loaves in two testaments",
    description:
      "Learn the difference between a plain parallel and a gem, using the feeding of the five thousand.",
    instructions:
      "First say why Matthew 14:13-21 beside Mark 6:30-44 is a parallel, not a gem. Then add 2 Kings 4:42-44 and state the gem the combination yields, with a title and a use case. 80–160 words.",
    prompt:
      "Matthew 14:13-21 and Mark 6:30-44 both tell of a great crowd fed from a small supply of bread. 2 Kings 4:42-44 tells of an earlier man of God feeding a crowd with a little bread. What does the Old Testament story add that the two Gospels alone do not?",
    rubric: [
      reference(3, "Names the texts combined", 3),
      keywords(3, "Tells a parallel from a gem", [
        "parallel",
        "same story",
        "same event",
        "not a gem",
        "plain parallel",
      ]),
      keywords(
        2,
        "Details that anchor the gem",
        ["Elisha", "barley", "twenty", "hundred", "left", "five thousand", "greater", "prophet"],
        3,
      ),
      christ(2, "Leads to Christ"),
    ],
    exampleAnswer:
      'Matthew and Mark describe the same event, so setting them side by side is a parallel: they agree, but together they reveal nothing new. Add 2 Kings 4:42-44 and a gem appears. Title: A greater than Elisha. Texts: 2 Kings 4:42-44; Mark 6:30-44; John 6:9-14. Gem: Elisha fed a hundred men with twenty barley loaves and some was left; Jesus feeds five thousand with five barley loaves and twelve baskets are left, so the crowd rightly asks whether this is the Prophet; the sign is Elisha\'s miracle enlarged beyond measure. Use: a Bible study answering the question, "Why did the crowd call Jesus that prophet?"',
  },
  {
    title: "The cure that looks like the curse",
    description:
      "Build a gem from Numbers 21:8-9 and John 3:14-15 with a third text, and test it as anchored, rare and usable.",
    instructions:
      "Write a title, three texts, the gem in one or two sentences, the three tests (one sentence each) and a use case. 90–170 words.",
    prompt:
      "Numbers 21:8-9 and John 3:14-15. Why would God heal snake-bitten people by lifting up an image of a serpent? Jesus uses the scene of Himself. Add one text that explains why the remedy takes the form of the problem.",
    rubric: [
      reference(3, "Sets three texts side by side", 3),
      keywords(3, "Runs all three tests", GEM_TESTS, 3),
      keywords(
        2,
        "Details that anchor the gem",
        ["serpent", "brass", "pole", "lifted", "look", "made sin", "curse"],
        3,
      ),
      christ(2, "Leads to Christ"),
    ],
    exampleAnswer:
      "Title: The cure that looks like the curse. Texts: Numbers 21:8-9; John 3:14-15; 2 Corinthians 5:21. Gem: the healing image on the pole had the shape of the very thing that was killing Israel, and Jesus, lifted up like it, was made sin for us though He knew no sin; the remedy took the form of the curse so that a look of faith would bring life. Anchored: Jesus Himself makes the link to Numbers, and Paul supplies the exchange. Rare: Numbers gives the odd picture without explaining it, and 2 Corinthians gives the doctrine without the picture. Usable: an answer to someone who asks why the cross, a place of shame, is the place of salvation, or a sermon point on looking and living.",
  },
  {
    title: "Trivia or truth? The colt of the King",
    description:
      "Reject a trivial link between two donkeys, then build a true gem about the colt, from Judah's blessing to Jerusalem's gate.",
    instructions:
      "In two sentences, explain why Numbers 22:28 beside Matthew 21:5 is trivia, not a gem. Then build a real gem with 2–4 texts, a title and a use case. 90–170 words.",
    prompt:
      'A student offers: "Balaam\'s donkey speaks (Numbers 22:28) and Jesus rides a donkey (Matthew 21:5): God uses donkeys!" Now read Genesis 49:10-11, Zechariah 9:9 and Matthew 21:1-9. What do these texts say together that none says alone?',
    rubric: [
      reference(3, "Sets the texts side by side", 3),
      keywords(2, "Rejects trivia", [
        "trivia",
        "forced",
        "curiosity",
        "shares a word",
        "same animal",
        "not a gem",
      ]),
      keywords(
        3,
        "Details that anchor the gem",
        ["colt", "foal", "Judah", "sceptre", "Shiloh", "king", "lowly", "Zion"],
        3,
      ),
      christ(2, "Leads to Christ"),
    ],
    exampleAnswer:
      "Two donkeys make a curiosity, not an insight: the texts share an animal but not a meaning, and nothing in either chapter points to the other. That is trivia. Title: The colt tied to the vine. Texts: Genesis 49:10-11; Zechariah 9:9; Matthew 21:1-9. Gem: the dying Jacob promised that the sceptre would not depart from Judah until Shiloh came, binding his foal to the vine; Zechariah saw Zion's king coming lowly on a colt; and Jesus sends for a tied colt and rides it into Jerusalem, claiming in one quiet act to be Judah's promised ruler. Use: a Bible study on the triumphal entry and how Jesus claimed the throne.",
  },
  {
    title: "The ladder and the Son of man",
    description:
      "Combine Genesis 28:12, John 1:51 and a third text to see who the ladder is, and test the gem.",
    instructions:
      "Write a title, the texts, the gem in one or two sentences, a sentence on each test (anchored, rare, usable) and a use case. 90–170 words.",
    prompt:
      "Genesis 28:12 and John 1:51. A fugitive dreams of a ladder with angels ascending and descending; Jesus promises Nathanael that he will see angels ascending and descending upon the Son of man. Add a third text that shows what the ladder opens.",
    rubric: [
      reference(3, "Sets three texts side by side", 3),
      keywords(3, "Tests the gem", GEM_TESTS, 2),
      keywords(
        2,
        "Details that anchor the gem",
        ["ladder", "angels", "ascending", "descending", "gate of heaven", "Bethel", "way"],
        3,
      ),
      christ(2, "Leads to Christ"),
    ],
    exampleAnswer:
      "Title: The ladder has a name. Texts: Genesis 28:12; John 1:51; Hebrews 10:19-20. Gem: the ladder that joined earth to heaven above a runaway's stone pillow is, by Jesus' own word, the Son of man Himself, and Hebrews shows the same way opened for us into the holiest through His flesh; heaven's traffic runs on Christ, and He is the gate of heaven Jacob named at Bethel. Anchored: Jesus deliberately repeats \"ascending and descending\" from Genesis. Rare: Genesis gives the ladder without a name, and John the name without the way into the holiest. Usable: a devotional for someone who feels as far from God as Jacob did.",
  },
  {
    title: "Struck once: the rock in two wildernesses",
    description:
      "Set the two rock stories side by side with Paul's key and Hebrews, and find why striking twice mattered.",
    instructions:
      "Write a title, 3–4 texts, the gem in one or two sentences, and a use case. Then add one sentence showing that each text is read in its own context. 90–170 words.",
    prompt:
      "Exodus 17:6 and Numbers 20:8-12: two wildernesses, two commands, and one costly act of disobedience. Add 1 Corinthians 10:4 and Hebrews 9:28. Why did the second story matter so much to God?",
    rubric: [
      reference(3, "Sets the texts side by side", 4),
      keywords(
        3,
        "Details that anchor the gem",
        ["strike", "struck", "smitten", "speak", "twice", "once", "water", "rock"],
        4,
      ),
      keywords(
        2,
        "States the gem and its use",
        ["gem", "sermon", "devotional", "Bible study", "use", "context"],
        2,
      ),
      christ(2, "Leads to Christ"),
    ],
    exampleAnswer:
      "Title: Struck once, then spoken to. Texts: Exodus 17:6; Numbers 20:8-12; 1 Corinthians 10:4; Hebrews 9:28. Gem: if that Rock was Christ, then the first rock had to be smitten and the second only spoken to, because Christ was offered once and is now approached by a word of faith; by striking it twice, Moses marred a picture of the once-for-all sacrifice. Context: Numbers itself names Moses' sin as unbelief that failed to sanctify God before the people, and I keep that as the stated reason; the type explains why it was so serious rather than replacing it. Use: a Bible study on the finished work of Christ, or a sermon point on approaching Him by asking, not by striking again.",
  },
  {
    title: "God moving in: tent, flesh and city",
    description: "Build a gem across the whole canon from Exodus 25:8, John 1:14 and Revelation 21:3.",
    instructions:
      "Write a title, the texts, the gem in one or two sentences, a sentence each for anchored, rare and usable, and a use case. Show at least one word-level link that anchors the gem. 100–180 words.",
    prompt:
      'Exodus 25:8, John 1:14 and Revelation 21:3. God asks Israel for a sanctuary so that He may dwell among them; the Word becomes flesh and "dwelt" among us; a great voice announces that the tabernacle of God is with men. What story do the three tell together?',
    rubric: [
      reference(3, "Sets the three texts side by side", 3),
      keywords(
        3,
        "Anchors the gem in the words",
        ["skenoo", "skēnoō", "pitch a tent", "tent", "same word", "same family of words", "Immanuel"],
        2,
      ),
      keywords(2, "Tests the gem", GEM_TESTS, 2),
      christ(2, "Leads to Christ"),
    ],
    exampleAnswer:
      "Title: God moves in. Texts: Exodus 25:8; John 1:14; Revelation 21:3. Gem: God's desire to dwell among His people runs from a tent in the wilderness, to the flesh of Jesus, to a city where the tabernacle of God is with men for ever; the sanctuary is the story of Immanuel moving closer until nothing stands between. Anchored: John's word for \"dwelt\" is skēnoō, to pitch a tent, and Revelation uses the same family of words for God's tabernacle with men, so the link is in the language, not only the idea. Rare: Exodus has the tent without the incarnation, and John the incarnation without the final city. Usable: a sermon tracing the sanctuary from Sinai to the new earth.",
  },
  {
    title: "The cleansing explained: Daniel, Leviticus and Hebrews",
    description:
      "Let Leviticus 16 and Hebrews 9 shed light on Daniel 8:14, and state the gem within its prophetic setting.",
    instructions:
      "Write a title, the three or four texts, the gem in one or two sentences, and a use case. Then add two sentences showing how the historicist timing (2,300 days from 457 BC to 1844) rests on the texts rather than replacing them. 110–200 words.",
    prompt:
      "Daniel 8:14 promises that after 2,300 days the sanctuary shall be cleansed. Leviticus 16:30 and Hebrews 9:23-24 also speak of cleansing, one in the wilderness tabernacle and one in a greater setting. What truth appears when the three are read together?",
    rubric: [
      reference(3, "Sets the texts side by side", 3),
      keywords(
        3,
        "Joins the sanctuary, the cleansing and the time",
        ["Day of Atonement", "cleans", "heavenly", "2300", "2,300", "1844", "457", "judgment"],
        3,
      ),
      keywords(2, "Names a use case", GEM_USES),
      christ(2, "Leads to Christ's ministry"),
    ],
    exampleAnswer:
      'Title: The final Day of Atonement. Texts: Daniel 8:14; Leviticus 16:30; Hebrews 9:23-24; Daniel 9:25. Gem: Daniel\'s cleansing of the sanctuary is the heavenly Day of Atonement, when Christ, who entered heaven itself by His own blood, completes His priestly work for His people. Leviticus gives the pattern of a yearly cleansing, Hebrews places the true sanctuary and its cleansing in heaven, and Daniel supplies the time. The 2,300 prophetic days, reckoned as years, begin with the decree of 457 BC that also starts the seventy weeks of Daniel 9:25, and they reach 1844. The texts give the meaning, and the timing tells us when that final phase began. Use: a Bible study answering the question, "What is Jesus doing now?"',
  },
  {
    title: "Teach the Gems Room: the robe God provides",
    description: "Teach a beginner how a gem is made, using Genesis 3:21, Isaiah 61:10 and Galatians 3:27.",
    instructions:
      "Write as to a new student: state the core question, read each text briefly in its own context, show why none gives the gem alone, state the gem, and walk through the three tests (anchored, rare, usable). 130–200 words.",
    prompt:
      "Genesis 3:21, Isaiah 61:10 and Galatians 3:27: three texts about clothing, from Eden, from the prophets and from Paul. Teach the method, not just the result.",
    rubric: [
      reference(3, "Sets the three texts side by side", 3),
      keywords(
        3,
        "Teaches the method",
        ["anchored", "rare", "usable", "context", "core question", "side by side"],
        3,
      ),
      keywords(
        2,
        "Details that anchor the gem",
        ["coats of skins", "robe", "garment", "clothed", "fig leaves", "put on"],
        2,
      ),
      christ(2, "Leads to Christ"),
    ],
    exampleAnswer:
      "The Gems Room asks: what truth shines out when separate texts are set side by side? Read each in its context first. In Genesis 3:21, after Adam and Eve have sewn fig leaves, the LORD Himself makes coats of skins, so something had to die. In Isaiah 61:10 the prophet rejoices because God has clothed him with the garments of salvation and the robe of righteousness. In Galatians 3:27, Paul says those baptized into Christ have put on Christ. None of them gives the gem alone. Together: the covering sinners need is always made by God, not sewn by us; it costs a life; and its name is Jesus Christ. Now test it. Anchored: each text is plainly about God clothing people. Rare: no single text joins the cost, the joy and the name. Usable: a baptismal talk, or an answer to someone trying to cover their own guilt.",
  },
]);

/** The training drills of the floor-1 rooms. */
export const floor1Drills: readonly Drill[] = [
  ...storyDrills,
  ...imaginationDrills,
  ...frameDrills,
  ...renderedDrills,
  ...translationDrills,
  ...gemDrills,
];
