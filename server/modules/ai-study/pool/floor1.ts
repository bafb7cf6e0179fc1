import type { PoolExample } from "./types";

// Floor 1 — Furnishing: SR, IR, 24FPS, BR, TR, GR. Our own words; one line per method step of each room.

export const sr: readonly PoolExample[] = [
  {
    ref: "Jonah 1:3",
    steps: [
      "Read Jonah 1 in one sitting: the word comes, Jonah heads for Tarshish, the storm breaks, the lots are cast, the sailors plead, Jonah goes over the side and a fish is waiting.",
      "The moves that change the situation: the call, the ship bound the wrong way, the storm, the lot falling on Jonah, Jonah thrown overboard, the great fish.",
      "Call · Ship · Storm · Lots · Overboard · Fish — six pictures, not one sentence among them.",
      "Call → Ship → Storm → Lots → Overboard → Fish.",
      "Bible closed: God speaks to Jonah; he pays his fare away from God; the sea rises; the lot names him; the sailors throw him in; a fish swallows him (Jonah 1:17).",
      "A prophet who runs from God's mercy for Nineveh is chased by a storm and caught by a greater mercy.",
    ],
    insights: [
      "The story keeps going down: down to Joppa, down into the ship, down into its sides (Jonah 1:3, 5), until Jonah is in the deep. The direction is itself a beat.",
      "The pagan sailors pray and fear the LORD while the prophet sleeps; the order of the beats sets the contrast up.",
      "Jesus makes Jonah's three days in the fish the sign of His own burial and rising (Matthew 12:40).",
    ],
    takeaway: "Six picture-words carry a whole chapter, and one arc sentence says where it is going.",
  },
  {
    ref: "Luke 15:20",
    steps: [
      "Read Luke 15:11-32 straight through, from the younger son's demand to the elder son standing outside the party.",
      "The turning moves: he demands his share, spends it in a far country, ends up feeding pigs, comes to himself, is embraced by his running father, is dressed for a feast; then the elder brother refuses to go in.",
      "Portion · Far Country · Pigs · Return · Embrace · Feast · Outside.",
      "Portion → Far Country → Pigs → Return → Embrace → Feast → Outside.",
      "Bible closed: he takes the money, wastes it, starves among swine, heads home with a speech, is kissed before he finishes it, gets a robe and a ring, and his brother sulks in the field.",
      "A son who wanted his father's goods without his father comes home to find the father himself running to meet him, while the elder son stands outside the joy.",
    ],
    insights: [
      "The father's run (Luke 15:20) is the turning beat: the embrace comes before the rehearsed confession is complete (15:21-22).",
      "The story stops without saying whether the elder brother goes in; the open last beat is aimed at the grumblers of Luke 15:2.",
    ],
    takeaway:
      "A parable's beats show who moves toward whom, and the last beat often asks the hearer a question.",
  },
  {
    ref: "1 Samuel 17:49",
    steps: [
      "Read 1 Samuel 17 from the armies facing each other across the valley to Goliath's head in David's hand.",
      "The moves: the giant's forty-day challenge, David arriving with food for his brothers, Saul's armour put off, five stones chosen from the brook, the sling, the giant felled and finished with his own sword.",
      "Challenge · Errand · Armour Off · Five Stones · Sling · Sword.",
      "Challenge → Errand → Armour Off → Five Stones → Sling → Sword.",
      "Bible closed: Goliath mocks Israel; David comes with bread and cheese; he refuses Saul's armour; he picks five stones; one stone sinks into the forehead; the giant's own sword ends it.",
      "While Israel's army trembles, a shepherd who trusts the living God wins with a stone what armour could not win.",
    ],
    insights: [
      'David states the meaning before the fight: "the battle is the LORD\'s" (1 Samuel 17:47).',
      "The enemy is finished with his own weapon, a picture the New Testament uses of Christ's victory over the devil (Hebrews 2:14).",
    ],
    takeaway: "Beats named by objects (armour, stones, sling, sword) are easy to picture and hard to forget.",
  },
  {
    ref: "Daniel 6:22",
    steps: [
      "Read Daniel 6 without stopping, from the jealous presidents to the accusers thrown into the den.",
      "The moves: the plot, the king's decree, Daniel praying at his open window, the den, the sealed stone, the king running to the den at dawn, the trap turned on the plotters.",
      "Plot · Decree · Window · Den · Seal · Dawn · Reversal.",
      "Plot → Decree → Window → Den → Seal → Dawn → Reversal.",
      "Bible closed: the officials look for a fault, write a law against prayer, catch Daniel praying as before, Darius cannot save him, a stone seals the den, the king finds him alive at daybreak, and the lions take the accusers.",
      "A law made to trap a praying man ends with a king praising Daniel's God and the trap closing on the men who set it.",
    ],
    insights: [
      "The stone sealed with the king's signet (Daniel 6:17) and the early morning visit (6:19) foreshadow the sealed tomb and the dawn of the resurrection (Matthew 27:66; 28:1).",
      'Daniel changes nothing: he prays "as he did aforetime" (6:10). The beat that brings the crisis is faithfulness, not defiance.',
    ],
    takeaway: "When a story turns on a reversal, make the last beat the mirror of the first.",
  },
  {
    ref: "John 11:43",
    steps: [
      "Read John 11:1-44 in one go, from the message about Lazarus to the grave clothes being loosed.",
      'The moves: the message "he whom thou lovest is sick", the two-day delay, Martha on the road, Mary and the tears, the stone taken away, the loud cry, the dead man unbound.',
      "Message · Delay · Martha · Tears · Stone · Come Forth · Unbind.",
      "Message → Delay → Martha → Tears → Stone → Come Forth → Unbind.",
      "Bible closed: the sisters send word; Jesus waits two days; Martha meets Him with faith and grief; He weeps with Mary; the stone is rolled away; He calls Lazarus by name; Lazarus comes out bound and is set free.",
      "Jesus lets His friend die so that at a tomb four days sealed He can show Himself the resurrection and the life.",
    ],
    insights: [
      "John explains the delay by love, not indifference (John 11:5-6).",
      '"I am the resurrection, and the life" (John 11:25) is spoken before the miracle; the beats then act out what the word has said.',
    ],
    takeaway: "The beat that seems wrong (the delay) is often the one that carries the story's meaning.",
  },
];

export const ir: readonly PoolExample[] = [
  {
    ref: "Mark 4:39",
    steps: [
      "Evening on the Sea of Galilee (Mark 4:35), other boats nearby (4:36), the disciples at the oars and Jesus asleep in the stern.",
      "I stand as one of the rowers near the stern, close enough to see the pillow under His head (Mark 4:38).",
      'Sight: water pouring over the sides faster than we can bail. Sound: the wind howling, then one voice, "Peace, be still", and a silence louder than the storm. Touch: soaked clothes, an oar wrenched in my hands. Smell: wet wood and pitch. Taste: lake water on my lips, fresh and not salt, because Galilee is a lake.',
      'Strike the lightning: Mark mentions wind and waves only. Keep the pillow and the stern, which the text gives. The calm is "great" (4:39), so the stillness must be as sudden as the text says.',
      "When my own boat fills, the question is not whether He cares (Mark 4:38) but whether I trust the One asleep in it (4:40).",
    ],
    insights: [
      'The disciples fear more after the calm than during the storm: "they feared exceedingly" (Mark 4:41). Awe at who He is outweighs fear of the waves.',
      "Mark alone mentions the pillow; imagination lives inside the details the text gives instead of inventing new ones.",
    ],
    takeaway: "The senses make a scene memorable; the check against the text keeps it true.",
  },
  {
    ref: "Luke 2:7",
    steps: [
      "Bethlehem at night, crowded because of the census (Luke 2:1-4); Mary, Joseph and the newborn, with no room for them in the inn.",
      "I stand at the edge of the place where the animals feed, as another traveller who found no room.",
      "Sight: cloth bands wrapped tight round a tiny body; a feeding trough for a cradle. Sound: animals shifting, the murmur of a full town. Touch: the rough wood of the manger. Smell: animals and fodder. Taste: the dust of the road still in my mouth.",
      "Luke names a manger and no room in the inn. He says nothing of snow, of an innkeeper's speech, or of wise men here; they come later, to a house (Matthew 2:11). Strike them.",
      "The Lord of glory accepted the place nobody wanted; is there room for Him in the crowded inn of my day?",
    ],
    insights: [
      "The manger is the shepherds' sign (Luke 2:12): the detail least fitting for a king is the one that identifies Him.",
      "The cloth bands of the birth are answered by the linen clothes of the empty tomb (Luke 24:12).",
    ],
    takeaway: "Imagination that respects the text often has to remove the details tradition added.",
  },
  {
    ref: "John 21:9",
    steps: [
      "The shore of the Sea of Tiberias at dawn (John 21:4); seven disciples after a night of catching nothing.",
      "I am in the boat as it runs onto the sand, the net dragging behind with a hundred and fifty-three fish (John 21:11).",
      'Sight: a fire of coals with fish laid on it, and bread. Sound: the crackle of the fire and "Come and dine" (21:12). Touch: the heavy wet net; warmth on my hands after a cold night. Smell: charcoal smoke and roasting fish. Taste: bread and fish handed to me by the Lord (21:13).',
      'Keep the "fire of coals" (21:9), the same phrase as the fire where Peter denied Him (18:18). Do not add a speech before the meal: Jesus feeds them first and speaks afterwards.',
      "The Lord who could have rebuked Peter first feeds him; my own restoration begins at His table.",
    ],
    insights: [
      "The fire of coals ties the scene of denial to the scene of restoration, and three questions answer three denials (John 21:15-17).",
      "The risen Christ cooks breakfast; the humble detail is itself a revelation of His character.",
    ],
    takeaway: "A repeated detail, such as a fire of coals, is a door from one scene into another.",
  },
  {
    ref: "Exodus 14:22",
    steps: [
      "Night at the Red Sea: Israel hemmed in, Pharaoh's chariots behind, the pillar of cloud standing between the camps (Exodus 14:19-20).",
      "I walk with the crowd onto the sea floor, carrying a child.",
      "Sight: walls of water on the right hand and on the left (Exodus 14:22); the cloud bright on our side and dark on Egypt's (14:20). Sound: the strong east wind blowing all night (14:21). Touch: dry ground underfoot. Smell: the sea bed and wet stone. Taste: salt spray on my lips.",
      "The ground is dry, not mud (14:22); the wind blew all night, so the crossing is not instant; the cloud stays between the camps. Keep all three.",
      'When there is no way forward, God\'s word is still "go forward" (Exodus 14:15); He makes the path as I walk it.',
    ],
    insights: [
      'Paul calls the crossing a baptism "in the cloud and in the sea" (1 Corinthians 10:1-2).',
      "The waters that made a road for Israel closed over Egypt: deliverance and judgment arrive together (Exodus 14:28-29).",
    ],
    takeaway: "Standing inside a miracle turns a famous scene into a personal memory.",
  },
  {
    ref: "John 12:3",
    steps: [
      "Bethany, six days before the Passover; a supper for Jesus, Lazarus at the table and Martha serving (John 12:1-2).",
      "I recline at the table near Lazarus, facing Jesus.",
      'Sight: Mary kneeling, pouring ointment on His feet and wiping them with her hair. Sound: the jar opened, then Judas\'s complaint about three hundred pence (12:5). Touch: the oil on the skin. Smell: "the house was filled with the odour of the ointment" (12:3). Taste: the bread of the supper, now scented by the perfume filling the room.',
      "John says feet and a pound of spikenard; keep the price Judas names, and do not merge this supper with the different anointing of Luke 7.",
      "Love does not calculate; what costly gift am I holding back from Jesus?",
    ],
    insights: [
      "Jesus ties the anointing to His burial (John 12:7): the fragrance of the supper anticipates the tomb.",
      "The smell fills the whole house; devotion to Christ does not stay private for long.",
    ],
    takeaway: "Smell is the sense most often forgotten, and here the text itself puts it at the centre.",
  },
];

export const fps24: readonly PoolExample[] = [
  {
    ref: "Genesis 6:14",
    steps: [
      "Genesis 6: the most memorable element is God's order to build an ark of gopher wood and pitch it within and without.",
      "Noah with a bucket of black pitch, coating a giant wooden box that stands on dry ground with no water in sight.",
      "Genesis 6 → pitch bucket and unfinished ark; pitch bucket and unfinished ark → Genesis 6, before the rain of chapter 7.",
      "Genesis 6 → the ark being pitched.",
      "Carry on through the flood: Genesis 7 → rain through the windows of heaven; Genesis 8 → a dove with an olive leaf. Review the three tomorrow without looking.",
    ],
    insights: [
      "The frame for chapter 6 shows the building and leaves the flood itself to chapter 7: neighbouring chapters need images that differ.",
      'The Hebrew verb for "pitch" shares its root with the word for atonement, a thread the Def-Com Room can follow.',
    ],
    takeaway: "One odd, drawable picture per chapter, tested in both directions, is the whole method.",
  },
  {
    ref: "Genesis 22:13",
    steps: [
      "Genesis 22: the ram caught in a thicket by its horns, in the place of Isaac.",
      "A ram with its curled horns tangled in a thorn bush, and a knife lowered beside it.",
      "Genesis 22 → ram in the thicket; ram in the thicket → Genesis 22, not chapter 21 where Isaac is born.",
      "Genesis 22 → ram caught by its horns.",
      "Work on: Genesis 23 → a cave bought for a grave; Genesis 24 → a water jar at the well for a camel caravan. Review the run the next day.",
    ],
    insights: [
      '"God will provide himself a lamb" (Genesis 22:8): the image carries the chapter\'s gospel.',
      "A substitute is the most memorable thing in the chapter and also its meaning; the best frames often are both.",
    ],
    takeaway: "Choose the image that the chapter's own turning point supplies.",
  },
  {
    ref: "Exodus 3:2",
    steps: [
      "Exodus 3: the bush that burns with fire and is not consumed.",
      "A green bush wrapped in flames, with a pair of sandals lying in front of it.",
      "Exodus 3 → burning bush and sandals; burning bush and sandals → Exodus 3, the call of Moses.",
      "Exodus 3 → the burning bush with sandals off.",
      "Keep going through the call: Exodus 4 → a rod turning into a snake; Exodus 5 → bricks without straw. Review the set tomorrow.",
    ],
    insights: [
      "The sandals (Exodus 3:5) tie the chapter to holy ground and to the name I AM THAT I AM (3:14).",
      "Two details in one picture (bush and sandals) make the frame harder to confuse with other fire scenes.",
    ],
    takeaway: "Add one small second object when a picture could belong to more than one chapter.",
  },
  {
    ref: "Daniel 5:5",
    steps: [
      "Daniel 5: the fingers of a man's hand writing on the plaster of the king's palace during Belshazzar's feast.",
      "A floating hand writing on a white wall while golden temple cups spill wine on the table below.",
      "Daniel 5 → hand on the wall; hand on the wall → Daniel 5, between the humbled Nebuchadnezzar of chapter 4 and the lions of chapter 6.",
      "Daniel 5 → writing hand at the feast.",
      "Run through Daniel: chapter 2 → a statue of four metals; chapter 3 → a furnace with four men; chapter 6 → lions' mouths shut. Review all twelve frames the next day.",
    ],
    insights: [
      "The temple cups (Daniel 5:2-3) explain the judgment: the feast profaned what belonged to God.",
      "A whole book of frames lets the memory walk the book in order.",
    ],
    takeaway: "Put the chapter's crime and its judgment in one picture.",
  },
  {
    ref: "John 2:7",
    steps: [
      "John 2: six stone water jars filled to the brim at the wedding in Cana.",
      "Six tall stone jars in a row, the last one overflowing red at the top.",
      "John 2 → six jars at a wedding; six jars → John 2, and the whip of the temple cleansing later in the same chapter can hang from the last jar.",
      "John 2 → water jars turned to wine.",
      "Through the early chapters: John 3 → a man visiting by night; John 4 → a water jar left at a well. Review them together.",
    ],
    insights: [
      "The jars were for purifying (John 2:6); the first sign turns the water of ritual into the wine of the new covenant.",
      "Two events in one chapter can share a frame when one object links them.",
    ],
    takeaway: "A colour change (water to red) makes a simple object unforgettable.",
  },
];

export const br: readonly PoolExample[] = [
  {
    ref: "Genesis 12:3",
    steps: [
      "Block 1, Genesis 1–24: creation, the fall, the flood, Babel, then the call of Abram and the search for a bride for Isaac. The movement narrows from the whole world to one family of promise.",
      "🌍 — a globe.",
      'The world is made, spoiled and judged, and then God narrows His plan to one family through whom "all families of the earth" will be blessed (Genesis 12:3).',
      "Block 1 → 🌍 begins the legend; recite it with block 2 → 🪜 and block 3 → 🐑 until the first three come without a pause.",
    ],
    insights: [
      "A world image for the first block keeps the promise to all nations in view from the start.",
      "The rationale names both halves of the block, the world and the family, so the glyph calls up all 24 chapters.",
    ],
    takeaway: "A glyph should sum up the block's movement, not just its most famous chapter.",
  },
  {
    ref: "Judges 7:20",
    steps: [
      "Block 10, Judges 6 – 1 Samuel 4: Gideon's jars and trumpets, the long spiral of the judges, Ruth, Hannah's son Samuel and the ark lost to the Philistines.",
      "🏺 — a clay jar.",
      "Gideon's broken jars open the cycle of the judges; Ruth's loyalty and Samuel's birth come as light in the darkness before the ark is lost.",
      "Place 🏺 in the legend after block 9's 🎺 (Jericho's trumpets); saying the pair together keeps the conquest and the judges in order.",
    ],
    insights: [
      "The broken jars let the light out (Judges 7:20), a picture Paul later uses of treasure in earthen vessels (2 Corinthians 4:7).",
      "Neighbouring glyphs that make a little story (trumpet, then jar) are easier to recite.",
    ],
    takeaway: "Let neighbouring glyphs talk to each other so the legend recites as a chain.",
  },
  {
    ref: "Psalm 23:1",
    steps: [
      "Block 21, Psalms 3–26: morning and evening prayers, cries for help, the forsaken cry of Psalm 22 and the shepherd of Psalm 23.",
      "A shepherd's crook.",
      "David's prayers in trouble climb from the cry of Psalm 22 to the quiet trust of Psalm 23, and the crook holds both the suffering and the care.",
      "Recite 21 → crook, 22 → 🦌 (the thirsty deer of Psalm 42), 23 → 🧼 (Psalm 51); the Psalms then stop being a blur of 150 chapters.",
    ],
    insights: [
      "Checking the block list first avoids placing a famous chapter in the wrong block.",
      "Psalm 22 and 23 side by side show the Shepherd who lays down His life before He leads (John 10:11).",
    ],
    takeaway: "Always check the block's range before choosing its glyph.",
  },
  {
    ref: "Isaiah 53:5",
    steps: [
      "Block 31, Isaiah 42–65: the Servant songs, comfort for the exiles, the invitation to the thirsty and the promise of new heavens and a new earth.",
      "The word SERVANT, or a simple drawing of a bowed figure carrying a load.",
      "The suffering Servant of Isaiah 53, wounded for our transgressions, is the centre of this block of comfort, invitation and new creation.",
      "Legend 30 → 🦅 (eagles' wings, Isaiah 40), 31 → Servant; recite Isaiah's three blocks in one breath and test yourself on the fiftieth block afterwards.",
    ],
    insights: [
      "Isaiah 53:5 is the heart of the block and of the gospel; the glyph makes the centre visible.",
      "A glyph may be a word when no picture is clearer; the method asks for one simple symbol.",
    ],
    takeaway: "Pick the glyph from the block's centre of gravity.",
  },
  {
    ref: "John 6:35",
    steps: [
      "Block 42, Luke 12 – John 11: Luke's parables of the lost, the road to Jerusalem, the passion and resurrection in Luke, then John's signs up to the raising of Lazarus.",
      "🍞 — a loaf.",
      'Luke\'s lost son comes home to a feast, and in John the bread of life feeds the crowd: "I am the bread of life" (John 6:35).',
      "Say 41 → 🌱, 42 → 🍞, 43 → 🕊️: sower, bread, Spirit. Self-test by covering the glyphs and naming blocks 40–44.",
    ],
    insights: [
      "A block that crosses two Gospels needs a glyph that fits both; feasting and bread do.",
      "Reciting in groups of three or five builds the legend faster than all fifty at once.",
    ],
    takeaway: "When a block spans two books, choose a symbol both books share.",
  },
];

export const tr: readonly PoolExample[] = [
  {
    ref: "Psalm 119:105",
    steps: [
      "Verse → icon: a small oil lamp on a path at night, lighting one step ahead and not the whole road.",
      "Passage → three panels for Psalm 119:105-112: a dark path with a lamp; a man taking an oath with raised hand (119:106); the same man walking on while snares lie beside the road (119:110).",
      "Book → mural for the Psalms: a long road of songs climbing toward the temple, the lamp of the Word held the whole way.",
    ],
    insights: [
      "The icon uses the verse's own metaphor; the Translation Room draws the Bible's pictures, not new ones.",
      "A lamp lights the next step (the feet), while a light lights the path: the verse holds both near and far.",
    ],
    takeaway: "Turn the verse's own image into a picture before inventing anything.",
  },
  {
    ref: "John 15:5",
    steps: [
      "Verse → icon: a vine with its branches heavy with grapes, one broken branch lying bare on the ground.",
      "Passage → three panels for John 15:1-8: the vinedresser pruning; branches joined to the vine and laden; a withered branch gathered for the fire.",
      "Book → mural for John: seven signs along a vine that climbs from a wedding at Cana to an empty tomb in a garden.",
    ],
    insights: [
      '"Without me ye can do nothing" (John 15:5) is drawn by the bare branch beside the fruitful ones.',
      "Three panels keep the passage's order: pruning, abiding, judgment.",
    ],
    takeaway: "The contrast inside a picture often draws the verse's warning.",
  },
  {
    ref: "Isaiah 40:31",
    steps: [
      "Verse → icon: an eagle rising on a current of air, wings wide and still.",
      "Passage → three panels for Isaiah 40:28-31: the everlasting God who does not faint; young men stumbling on a road; the waiting ones rising like eagles, running, then walking.",
      "Book → mural for Isaiah: a throne high and lifted up at the top, a wounded Servant in the middle, a new earth along the bottom.",
    ],
    insights: [
      "The order mount up, run, walk is kept in the panel; the verse ends with ordinary strength for ordinary days.",
      "The mural's three bands follow the book's own movement: holiness, redemption, new creation.",
    ],
    takeaway: "Keep the verse's order when it tells a progression.",
  },
  {
    ref: "Matthew 7:24",
    steps: [
      "Verse → icon: a house standing firm on a rock while water swirls around its foundation.",
      "Passage → three panels for Matthew 7:24-27: two builders at work, one digging to rock and one on sand; the storm; one house standing and one fallen.",
      "Book → mural for Matthew: a mountain in the middle (the sermon), a manger at the left edge, a hill with a cross and an open tomb at the right, and a commission going out to all nations.",
    ],
    insights: [
      "The rock is hearing and doing the sayings (Matthew 7:24); the panel shows the difference only when the storm comes.",
      "Both houses face the same storm; the picture must not give the wise builder better weather.",
    ],
    takeaway: "A parable's picture should keep its decisive detail: here, the foundation.",
  },
  {
    ref: "Revelation 3:20",
    steps: [
      "Verse → icon: a closed door with a hand knocking, and a table laid for two on the inside.",
      "Passage → three panels for Revelation 3:14-22: a lukewarm cup; a man counting his money beside a mirror that shows him poor and naked; Christ at the door knocking.",
      "Book → mural for Revelation: a lampstand at the beginning, a throne in the centre, a beast and a lamb facing each other, and a city coming down at the end.",
    ],
    insights: [
      "The door opens from the inside; the picture keeps the invitation personal (Revelation 3:20).",
      "The mural places the throne at the centre because chapters 4–5 set the scene for everything after them.",
    ],
    takeaway: "Picture who acts and who must respond.",
  },
];

export const gr: readonly PoolExample[] = [
  {
    ref: "Exodus 12:13",
    steps: [
      "Exodus 12:13 beside 1 Peter 1:18-19 and John 1:29: the Passover blood, the precious blood of Christ as of a lamb without blemish, and the Lamb of God.",
      "The blood that made death pass over one house in Egypt is the blood of the Lamb who takes away the sin of the whole world.",
      "The link is the New Testament's own (1 Corinthians 5:7 calls Christ our passover), and each text keeps its context: a night in Egypt, a letter to exiles, John's witness at the Jordan.",
      'Title: "One Lamb for every house." Use: a communion meditation on the blood that turns judgment away.',
    ],
    insights: [
      "The gem appears only with all three texts: one house, many houses, the world.",
      "The test of a gem is that no single text says it alone, yet every text agrees with it.",
    ],
    takeaway: "A gem widens one text's truth by the light of the others.",
  },
  {
    ref: "Numbers 21:9",
    steps: [
      "Numbers 21:8-9 beside John 3:14-15 and 2 Corinthians 5:21: the bronze serpent lifted up, the Son of man lifted up, and Christ made sin for us.",
      "Healing came by looking at the likeness of the very thing that bit them; salvation comes by looking to Christ, who bore the likeness of our sin without sin.",
      "Tested: Jesus makes the link (John 3:14), and Paul states the exchange (2 Corinthians 5:21). The gem does not say Christ was a serpent but that He bore what poisoned us.",
      'Title: "The cure looks like the curse." Use: answering "why did Jesus have to die that way?"',
    ],
    insights: [
      "The surprising element (a serpent as the means of healing) is what the other texts explain.",
      "Testing a gem includes saying what it does not claim.",
    ],
    takeaway: "A gem must survive the question: what exactly am I claiming?",
  },
  {
    ref: "Genesis 2:21",
    steps: [
      "Genesis 2:21-22 beside John 19:34 and Ephesians 5:25-27: a bride formed from Adam's opened side while he sleeps; blood and water from Christ's pierced side; the church as Christ's bride.",
      "As Eve came from the opened side of the sleeping Adam, the church is born from the opened side of Christ in the sleep of death.",
      "Tested: Paul reads marriage as a picture of Christ and the church (Ephesians 5:32), and Romans 5:14 names Adam a figure of Him who was to come; the link rests on those texts, not on a shared word.",
      'Title: "The bride from the opened side." Use: a wedding sermon that points beyond the couple to Christ.',
    ],
    insights: [
      "Three books, two testaments, one picture: a gem often spans the whole canon.",
      "The gem is strongest where Scripture itself authorises the comparison.",
    ],
    takeaway: "Look for New Testament warrant before polishing an Old Testament picture.",
  },
  {
    ref: "Psalm 22:1",
    steps: [
      'Psalm 22:1 beside Matthew 27:46 and Hebrews 13:5: the psalmist\'s cry of abandonment, Jesus quoting it on the cross, and the promise "I will never leave thee, nor forsake thee."',
      "Christ took the forsakenness we deserved so that those who trust Him would never be forsaken.",
      "Tested: the Gospel quotes the psalm itself, and Psalm 22 ends in praise (22:22-31), so the cry is not despair but the start of a song; the promise in Hebrews rests on His finished work.",
      'Title: "Forsaken so that we are not." Use: comfort for someone who feels abandoned by God.',
    ],
    insights: [
      "Reading the whole psalm keeps the gem from stopping at the cry.",
      "The gem is a truth someone can use on a hard day, not a curiosity.",
    ],
    takeaway: "A gem should be usable in a real conversation.",
  },
  {
    ref: "Ezekiel 47:9",
    steps: [
      "Ezekiel 47:1-9 beside John 7:37-39 and Revelation 22:1-2: a river flowing from the temple that makes the Dead Sea live, rivers of living water from the believer, and the river of life from the throne.",
      "The life that flows from God's presence grows deeper as it goes and heals whatever it reaches, from the believer's heart now to the new earth then.",
      "Tested: John explains the living water as the Spirit (John 7:39), and Revelation places the river at the throne; each text is read in its own setting before they are joined.",
      'Title: "Everything lives where the river goes." Use: a Bible study on the Holy Spirit and mission.',
    ],
    insights: [
      '"Every thing shall live whither the river cometh" (Ezekiel 47:9) gives the gem its title.',
      "The sequence temple → believer → throne makes the gem a small theology of the Spirit.",
    ],
    takeaway: "Three texts in sequence can show a truth growing through history.",
  },
];
