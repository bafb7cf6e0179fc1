import type { DayLesson } from "@common/schemas/course-content";

/** The Daniel Course (screens.md §7.3): 40 days in 6 weeks, in chapter order. */
export const danielDays: readonly DayLesson[] = [
  // Week 1 (days 1–7): Daniel's faithfulness — Daniel 1.
  {
    day: 1,
    week: 1,
    title: "The Lord Gave",
    floor: 2,
    roomId: "or",
    focus:
      "The book opens with a national disaster: Nebuchadnezzar besieges Jerusalem in 605 BC and carries off young nobles and the temple vessels to Shinar, the old land of Babel. Yet the first actor Daniel names is not the Babylonian king but God: “the Lord gave Jehoiakim king of Judah into his hand.” Today you read like a detective in the Observation Room, collecting what is actually on the page before deciding what it means.",
    scripture: "Daniel 1:1-2",
    activity:
      "Read Daniel 1 two or three times without writing, the last time aloud (4 minutes). Then list at least twenty numbered observations from the whole chapter, starting with the facts: every person named, every number (three years, ten days, ten times), every place, every action verb and who does it (8 minutes). Now look at the deeper layer. Underline every place where God is the subject of a verb. You should find Him “giving” three times: the king into Nebuchadnezzar's hand (verse 2), Daniel into favour with the official (verse 9, “had brought” in the KJV, the same Hebrew verb) and knowledge to the four young men (verse 17). Write one sentence describing what these three gifts reveal about who is really in control of the story (3 minutes).",
    reflectionQuestion:
      "Daniel's story begins with a loss that God Himself permitted. Where in your life has God been present in a defeat you did not choose, and what did He give you there?",
    prayer:
      "Lord, You were sovereign over Jerusalem's fall and over a teenager's captivity in Babylon. Teach me to see Your hand in the places I would never have chosen. Open my eyes to what is really on the page of Your word, and on the page of my own life, before I rush to my own conclusions. Amen.",
  },
  {
    day: 2,
    week: 1,
    title: "New Names for Captive Sons",
    floor: 2,
    roomId: "dc",
    focus:
      "Babylon set out to remake the best young captives: three years of the Chaldeans' language and learning, food from the king's table, and new names. Each Hebrew name honoured Israel's God; each new name pointed to a Babylonian god. Isaiah had warned Hezekiah a century earlier that his descendants would serve in the palace of Babylon (Isaiah 39:7). The Def-Com Room asks what these words meant to the first hearers and why the change mattered.",
    scripture: "Daniel 1:3-7",
    activity:
      "Make a two-column table of the four young men (10 minutes). In the first column write each Hebrew name with its meaning as a lexicon or Bible dictionary gives it: Daniel (“God is my judge”), Hananiah (“the LORD is gracious”), Mishael (“who is what God is?”), Azariah (“the LORD has helped”). In the second column write the Babylonian name and what is known of it: Belteshazzar is tied to Bel, the god Nebuchadnezzar calls “my god” in Daniel 4:8, and Abednego means “servant of Nebo”; note that the meanings of Shadrach and Meshach are less certain, and say so honestly. Then read Isaiah 39:5-7 and write a one-line cultural note on what it meant to be made a palace servant in a foreign court. Finish with a short synthesis of three or four sentences: Babylon could change the name on the door, but what does the rest of the chapter show it could not change (5 minutes)?",
    reflectionQuestion:
      "What names or labels has the world around you tried to give you, and which name given by God do you want to live by instead?",
    prayer:
      "Father, You know my name, and You gave me Your own in Christ. When the culture around me tries to rename me and retrain me, keep my heart Yours. Like Daniel, let me learn what I must learn without forgetting whose I am. Amen.",
  },
  {
    day: 3,
    week: 1,
    title: "Purposed in His Heart",
    floor: 7,
    roomId: "mr",
    focus:
      "Verse 8 is the hinge of the chapter and perhaps of Daniel's whole life: “Daniel purposed in his heart that he would not defile himself.” The decision was made inwardly before it was spoken to anyone, and it concerned something as ordinary as a menu. The Meditation Room slows down over one short phrase until it becomes part of you.",
    scripture: "Daniel 1:8",
    activity:
      "Take the phrase “Daniel purposed in his heart that he would not defile himself” and read it slowly phrase by phrase — “Daniel purposed”, “in his heart”, “that he would not”, “defile himself” — lingering thirty to sixty seconds on each and asking what each part adds (4 minutes). Then breathe it: “purposed in his heart” on the in-breath, “not defile himself” on the out-breath, ten to fifteen times (3 minutes). Picture the scene: a young man in a foreign palace, the king's food and wine set before him, everyone else eating. Then picture your own day tomorrow: where will you face a small, quiet choice about what you take in — food, images, words, entertainment (4 minutes)? Write one distilled sentence beginning “Today I purpose…” and a concrete plan to return to it: a time of day and a place (3 minutes).",
    reflectionQuestion:
      "Daniel decided before the pressure came. What is one decision you need to settle in your heart now, before the moment of temptation arrives?",
    prayer:
      "Lord, make my heart firm in the quiet places where no one else is watching. Give me Daniel's settled purpose, not out of pride or fear, but because I belong to You. When I face small choices tomorrow, remind me of the purpose I have made with You today. Amen.",
  },
  {
    day: 4,
    week: 1,
    title: "The Ten-Day Test",
    floor: 1,
    roomId: "ir",
    focus:
      "Daniel does not rebel or lecture; he asks. When the chief official fears for his own head, Daniel proposes a modest experiment to the steward: ten days of pulse and water, then compare. God had already given Daniel favour, and at the end of the test the four look healthier than all the young men who ate the king's food. Today you step into the scene with the Imagination Room, staying inside what the text and its world allow.",
    scripture: "Daniel 1:9-16",
    activity:
      "Read the passage twice and fix the setting: a royal residence in Babylon, young men of the captive nobility, officials who answer to a king known for executing people (3 minutes). Step into the scene as one of the other trainees at the table. Write one line for each sense: what you see on the four young men's plates and on yours, what you hear when Daniel speaks courteously to the steward, what the king's food and wine smell like, what the cup of water feels like, and what the simple food tastes like (6 minutes). Check every line against the text and strike anything that invents dialogue or drama the passage does not give (2 minutes). Finally write one sentence connecting the scene to your life: where might a respectful, concrete proposal open a door that defiance would close (3 minutes)?",
    reflectionQuestion:
      "Daniel combined firm conviction with courtesy and a practical proposal. In a situation where your faith and your workplace or school collide, what would that combination look like?",
    prayer:
      "God of wisdom, thank You for giving Daniel favour and a wise way to be faithful. When I must stand apart, keep me from harshness and pride. Give me respectful words and creative ideas, and let the results speak for You. Amen.",
  },
  {
    day: 5,
    week: 1,
    title: "Ten Times Better: The Faithful Exile",
    floor: 4,
    roomId: "prm",
    focus:
      "At the end of three years the king finds the four ten times better than all his magicians and astrologers. Scripture tells this kind of story more than once: a faithful servant of God far from home, tested, given wisdom by God, raised to high office, and made a blessing to God's people. The Patterns Room trains you to hear the motif and ask what it reveals about God's ways.",
    scripture: "Daniel 1:17-20",
    activity:
      "Read Daniel 1:17-20, then read three more exile stories quickly: Genesis 41:37-44 (Joseph), Esther 10:1-3 (Mordecai) and Nehemiah 2:1-8 (Nehemiah) (7 minutes). Give the pattern a specific name of two to six words, something like “Faithful Exile Raised in a Pagan Court” or a better title of your own. Write its structure in one or two sentences: the moves that recur, in order (3 minutes). List the four instances with their references, and note one difference that sharpens the pattern — for example, which of them is raised through interpreting dreams and which through courage or prayer (3 minutes). Finish with the theological insight: what does this pattern show about how God works among His scattered people, and where does it meet Christ, who was faithful in a hostile world and exalted to the highest place (Philippians 2:9) (2 minutes)?",
    reflectionQuestion:
      "The faithful exiles served their foreign kings well without surrendering their loyalty to God. What would excellent, faithful service look like in your own “Babylon” this week?",
    prayer:
      "Lord, You raised Joseph, Daniel, Mordecai and Nehemiah in places they never chose, and You used them to bless Your people. Make me faithful and excellent in my work, so that those around me see Your wisdom, and use my life for the good of others. Amen.",
  },
  {
    day: 6,
    week: 1,
    title: "Daniel 1 in Five Dimensions",
    floor: 4,
    roomId: "dr",
    focus:
      "The Dimensions Room treats a text like a diamond with five faces: literal, Christ, me, church and heaven. Daniel 1 shines on every face. It is real history from 605 BC; it points to Christ, the faithful Son who would not live by bread alone; it speaks to each believer's daily choices; it speaks to God's people living in a Babylon-like world; and it looks ahead to a people standing “without fault before the throne of God” (Revelation 14:5).",
    scripture: "Daniel 1",
    activity:
      "Re-read the whole chapter (4 minutes). Then write one or two sentences for each face (10 minutes). 1D Literal: who, where, when and what happened. 2D Christ: how Jesus fulfils the picture of the faithful young man tested with food in a hostile setting — support it with Matthew 4:1-4. 3D Me: what the Christ of this chapter offers you and how you respond. 4D Church: what the chapter says to God's people together, living faithfully inside a culture that wants to reshape them (compare Revelation 18:4). 5D Heaven: what it reveals about the end of the story — notice that Smyrna is promised tribulation for “ten days” and a crown of life for faithfulness (Revelation 2:10). Cover each line with your hand and check that the next one adds something new (2 minutes).",
    reflectionQuestion:
      "Which of the five faces of Daniel 1 spoke to you most today, and which one have you usually ignored when reading Bible stories?",
    prayer:
      "Lord Jesus, You are the faithful Son who was tested and did not fail. Thank You for being the centre of every story in Your word. Make me faithful in my own small tests, make Your church faithful in its generation, and bring us at last before Your throne without fault, clothed in Your righteousness. Amen.",
  },
  {
    day: 7,
    week: 1,
    title: "He Continued: Week 1 Review",
    floor: 3,
    roomId: "pf",
    focus:
      "The chapter ends quietly: “Daniel continued even unto the first year of king Cyrus.” The boy taken in 605 BC was still serving when Babylon fell and the Persians came, nearly seventy years later. Faithfulness in Daniel 1 was not one brave moment but the beginning of a lifetime. The Personal Freestyle Room invites you to read your own story beside his, keeping Scripture as the main story.",
    scripture: "Daniel 1:21",
    activity:
      "Review the week first (4 minutes): without looking, list the six passages you studied and one insight from each, then check yourself. Choose one picture to remember Daniel 1 by — for instance a plate of vegetables beside a cup of water — and say “Daniel 1” aloud with the picture in mind. Now turn to your own life (10 minutes). Choose a significant event from your past in which your faith was tested by pressure to fit in, far enough behind you to describe calmly. Write two or three factual sentences about it. Then find the structural parallel with Daniel 1: where were the “king's food”, the official who was afraid, the quiet decision, the “ten days”? Connect what God did for Daniel with what He may have been doing for you, looking for where God acted first. End with a one- or two-sentence testimony you could share with someone this week.",
    reflectionQuestion:
      "Looking back, where has God kept you faithful over years rather than moments, and who might be encouraged to hear that story?",
    prayer:
      "Faithful God, You kept Daniel from his youth to his old age, through the rise and fall of empires. Keep me faithful over the long years too, not only in dramatic moments but in ordinary days. Help me tell what You have done in my life so that others trust You. Amen.",
  },
  // Week 2 (days 8–14): God's sovereignty — Daniel 2–4.
  {
    day: 8,
    week: 2,
    title: "A Dream No One Could Tell",
    floor: 1,
    roomId: "sr",
    focus:
      "In his second year Nebuchadnezzar has a dream that troubles him, and he makes an impossible demand: his wise men must tell him both the dream and its meaning, or die. They protest that only “the gods, whose dwelling is not with flesh” could do such a thing (2:11). When the death decree reaches Daniel, he asks the king for time. The Story Room turns this tense episode into a short chain you can retell without the page.",
    scripture: "Daniel 2:1-16",
    activity:
      "Read Daniel 2:1-16 straight through once without stopping (3 minutes). Choose three to seven beats — the moves that change the situation — and label each with one concrete word or short picture, never a sentence: for example Dream → Demand → Despair → Decree → Daniel → Time. Test each beat by asking, “After this, is the situation different?” (5 minutes). Close your Bible and retell the story aloud from your labels alone; where you stumble, fix a label and retell (4 minutes). Write one sentence that carries the arc from the first beat to the last. As a bonus, notice the wise men's admission in verse 11 and write one line on how the Word made flesh (John 1:14) answers it (3 minutes).",
    reflectionQuestion:
      "Faced with a death sentence, Daniel asked for time rather than panicking. What crisis in your life right now needs a calm request for time and a prayer meeting rather than a rushed reaction?",
    prayer:
      "Lord, You are the God who does dwell with flesh; You came near in Jesus. When I face impossible demands, give me Daniel's calm and his confidence that You know what no one else knows. Teach me to ask for time and to bring my crisis to You first. Amen.",
  },
  {
    day: 9,
    week: 2,
    title: "He Removes Kings and Sets Up Kings",
    floor: 3,
    roomId: "bf",
    focus:
      "Daniel's first response to the death decree is a prayer meeting with his three friends; his first response to the answer is praise. His song in verses 20-23 is a small theology of history: God changes times and seasons, removes kings and sets up kings, gives wisdom, and reveals deep and secret things. The Bible Freestyle Room makes you a living cross-reference system for verse 21, a verse with many relatives.",
    scripture: "Daniel 2:17-23",
    activity:
      "Read Daniel 2:17-23 and state the core concept of verse 21 in a phrase, for example “God sovereign over rulers and times” (2 minutes). Find three to five relatives: try Psalm 75:6-7, 1 Samuel 2:7-8, Job 12:23-24, Proverbs 21:1 and Romans 13:1, and read each in its own context to make sure it really says the same kind of thing (7 minutes). Classify each as a brother (nearly the same statement) or a cousin (the same theme from another angle), and write a link note of no more than 25 words for each (4 minutes). Then close your Bible and see whether you can name three relatives of Daniel 2:21 in thirty seconds (1 minute).",
    reflectionQuestion:
      "Daniel praised God before he went to the king, while the decree still stood. What would it mean for you to thank God for His sovereignty before you see how your situation turns out?",
    prayer:
      "God of heaven, wisdom and might are Yours. You change the times and the seasons; You remove kings and set them up. Thank You that no ruler, crisis or calendar is outside Your hand. Give me wisdom for today, and reveal what I need to know in Your time. I praise You now, before I see the answer. Amen.",
  },
  {
    day: 10,
    week: 2,
    title: "The Image of Four Metals",
    floor: 5,
    roomId: "pr",
    focus:
      "Nebuchadnezzar saw a great image: head of gold, chest and arms of silver, belly and thighs of bronze, legs of iron, feet of iron mixed with clay. Daniel names the first kingdom himself — “Thou art this head of gold” — and Daniel 8 later names the next two. This is the Prophecy Room's foundation outline, from Babylon to the end of history, and every later vision in the book repeats it and enlarges it.",
    scripture: "Daniel 2:31-43",
    activity:
      "Read the passage and draw the image on a page, top to bottom (3 minutes). Beside each section write the kingdom and its dates as the historicist outline gives them: gold, Babylon, 605–539 BC; silver, Medo-Persia, 539–331 BC (Daniel 8:20); bronze, Greece, 331–168 BC (Daniel 8:21); iron, Rome, 168 BC – AD 476; iron and clay, the divided kingdoms of Europe that followed (6 minutes). Read verse 43 again and note how the prophecy says the pieces would try to mix but never truly cleave — marriages between royal houses, alliances and unions that never rebuilt one empire. Then notice the direction of the image: the metals decline in value but grow in hardness. Write two sentences on what that suggests about human power (4 minutes). Keep your drawing; you will align Daniel 7 and 8 with it in Week 4 (1 minute).",
    reflectionQuestion:
      "Daniel 2 shows that the world's great powers rise and fall on God's schedule. How does knowing the end of the outline change the way you view today's political fears and headlines?",
    prayer:
      "Lord of the nations, You showed a pagan king the whole course of history in one night. Thank You that every empire has its season and that none of them has the last word. Give me a steady heart in an unsteady world, and teach me to read history through Your word. Amen.",
  },
  {
    day: 11,
    week: 2,
    title: "The Stone Cut Out Without Hands",
    floor: 2,
    roomId: "st",
    focus:
      "The image does not fade away; it is struck on its feet by a stone “cut out without hands”, and the stone becomes a great mountain that fills the whole earth. Daniel explains that the God of heaven will set up a kingdom that will never be destroyed. Scripture uses the stone again and again, and the Symbols/Types Room traces it across the canon until it arrives at Christ.",
    scripture: "Daniel 2:44-49",
    activity:
      "Name the symbol plainly: STONE (3 minutes to re-read Daniel 2:34-35 and 44-45). Scope it: look up and skim Genesis 49:24, Psalm 118:22, Isaiah 28:16, Matthew 21:42-44, Acts 4:11 and 1 Peter 2:4-8, noting in a few words how each uses the image (7 minutes). Record any exception honestly — for example the “stony heart” of Ezekiel 36:26 uses stone for hardness, not for Christ. Write the sign in one sentence: what the stone consistently stands for. Then write the Christ-locus: which New Testament text ties the stone to Jesus most clearly, and how (4 minutes). Finally read verses 46-49 and notice the king's response: he falls on his face and confesses that Daniel's God is “a God of gods” (1 minute).",
    reflectionQuestion:
      "The stone that ends the empires is the stone the builders rejected. In what area of your life are you building without the cornerstone, and what would it look like to build on Him?",
    prayer:
      "Lord Jesus, You are the stone cut out without hands, the rejected stone that became the head of the corner. Your kingdom will fill the earth and never pass away. Be the foundation of my life, and build me as a living stone into Your house. Amen.",
  },
  {
    day: 12,
    week: 2,
    title: "Bow or Burn",
    floor: 5,
    roomId: "3a",
    focus:
      "Nebuchadnezzar answers the dream by building a whole image of gold, sixty cubits high, on the plain of Dura, and commands every official to fall down and worship it when the music sounds, on pain of the furnace. Three Hebrews refuse: God is able to deliver them, “but if not”, they still will not bow. The Three Angels Room hears in this scene the pattern of the final test of worship in Revelation 13 and 14.",
    scripture: "Daniel 3:1-18",
    activity:
      "Read Daniel 3:1-18 and list the cues you find: an image, a universal command, worship enforced by a death penalty, a faithful minority (3 minutes). Then read Revelation 13:14-17 and Revelation 14:9-12 and write down the shared words and ideas (5 minutes). Choose the angel whose message this chapter echoes — the third angel, with its warning against worshipping the beast and its image — and state the connection in one or two sentences. Note also what distinguishes the faithful in each text: loyalty to God's commandments and trust in Him whether or not deliverance comes (3 minutes). Write a mission application for today: who around you is under pressure to “bow” to something in order to keep a job, a friendship or a place, and how could you bring them the gospel first (4 minutes)?",
    reflectionQuestion:
      "“But if not” is faith that obeys without demanding a guaranteed outcome. Where do you need that kind of faith right now?",
    prayer:
      "Lord, give me the faith of the three young men: confident that You are able, and loyal even if You choose not to rescue me the way I want. When the music plays and everyone bows, keep me standing. And let my loyalty be full of love for those who bow only because they are afraid. Amen.",
  },
  {
    day: 13,
    week: 2,
    title: "The Fourth Man in the Fire",
    floor: 5,
    roomId: "cec",
    focus:
      "The furnace is heated seven times hotter; the soldiers who throw the three men in are killed by the heat. Then the king jumps up: he sees four men loose, walking in the midst of the fire, unhurt, and “the form of the fourth is like the Son of God.” They come out with not even the smell of smoke on them. The Christ in Every Chapter Room asks where Christ is in Daniel 3 and what He is doing.",
    scripture: "Daniel 3:19-30",
    activity:
      "Read the whole of Daniel 3 slowly (4 minutes). Search for Christ with at least three of the five finding methods (6 minutes): a promise (compare Isaiah 43:2, “when thou walkest through the fire, thou shalt not be burned”); a type or appearance (the fourth figure, whom the palace reads as the Son appearing before His incarnation); the gospel trail (mess → cry → rescue); God's heart (a God who comes into the fire rather than watching from outside); and an unfinished story (the king's decree protects the three, but only God can change hearts). Classify Christ's presence as explicit, typological or thematic and give a reason. Then write your Christ-line in the room's format, for example: Daniel 3 | METHODS: 2,4 | NAME: the Fourth in the fire | ACT: walks with His people in the furnace | CROSSLINK: Matthew 28:20; Hebrews 13:5 (4 minutes).",
    reflectionQuestion:
      "God did not keep the three out of the furnace; He met them in it. What fire are you walking through, and what would change if you saw the Fourth walking beside you?",
    prayer:
      "Lord Jesus, You walked in the fire with Your servants, and You promise never to leave me or forsake me. In the furnaces of my life, loose the ropes that bind me and let me walk with You. Bring me out without the smell of smoke, and let others see that You are with me. Amen.",
  },
  {
    day: 14,
    week: 2,
    title: "The Tree, the Stump and the Humbled King",
    floor: 3,
    roomId: "nf",
    focus:
      "Daniel 4 is Nebuchadnezzar's own testimony. He dreams of a great tree cut down, its stump bound with iron and bronze for seven times; Daniel pleads with him to break off his sins. A year later, admiring “great Babylon, that I have built”, he is driven out to live like an animal until he knows that the Most High rules. Then his reason returns and he praises the King of heaven. Here “seven times” is literal history — seven years — not a symbolic prophecy.",
    scripture: "Daniel 4:19-37",
    activity:
      "Read Daniel 4:19-37 (5 minutes). Then go outside, or to a window, and find a tree — ideally a stump or a cut branch as well (5 minutes). Observe one or two traits closely: a stump keeps living roots even after the trunk is gone; new shoots can spring from what looks dead. Read Job 14:7-9 and Isaiah 11:1, where Scripture itself uses the image, and check that the link you are making is one the text supports. Distil a one-line lesson of 25 words or fewer that a child could repeat, such as “God cut the tree but kept the roots: He humbles the proud in order to heal them.” Log it: object → verse → lesson → how you will use it — for example as a reminder to pray whenever you pass that tree this week (4 minutes).",
    reflectionQuestion:
      "Nebuchadnezzar's fall began with one proud sentence about what he had built. Where are you tempted to say “I built this”, and how could you give God the credit instead?",
    prayer:
      "King of heaven, all Your works are truth and Your ways are just, and You are able to humble those who walk in pride. Cut down what needs to fall in me, but keep the roots of Your grace alive. Return my reason to You, and let my story end, like Nebuchadnezzar's, in praise. Amen.",
  },
  // Week 3 (days 15–21): Belshazzar's feast and the lions' den — Daniel 5–6.
  {
    day: 15,
    week: 3,
    title: "Drinking from the Temple Vessels",
    floor: 5,
    roomId: "bl",
    focus:
      "Belshazzar throws a feast for a thousand nobles and, warmed by wine, sends for the gold and silver vessels Nebuchadnezzar had taken from the temple in Jerusalem. They drink from them and praise gods of gold, silver, bronze, iron, wood and stone. The Blue Room asks what it means to treat the things of God's sanctuary as common, and what those vessels were made for.",
    scripture: "Daniel 5:1-4",
    activity:
      "Read Daniel 5:1-4 and then Daniel 1:2, where the same vessels were first carried away (2 minutes). Look up how sanctuary vessels were to be handled: Numbers 4:15 and Leviticus 10:1-3 show how seriously God treated what was set apart for Him (4 minutes). Tag the passage: the sanctuary element is the holy vessels used in the service of the Holy Place; note the other elements touched (the temple itself, the altar of burnt offering). Write Christ's fulfilment in one sentence — for instance, that Christ makes His people vessels set apart for honour and dwelling places of His Spirit — and name the doctrine, such as holiness or reverence (4 minutes). Add one or two New Testament cross-links: 2 Timothy 2:20-21 and 1 Corinthians 6:19-20. Finally read Ezra 1:7-11: Cyrus later sent the vessels home. What does that return say about God (3 minutes)?",
    reflectionQuestion:
      "Paul calls believers vessels for honour and temples of the Holy Spirit. What in your life has been set apart for God but is being used as if it were common?",
    prayer:
      "Holy God, everything set apart for You is precious to You, and You have set me apart too. Forgive me for the times I have treated holy things lightly. Cleanse me and make me a vessel for honour, useful to You and ready for every good work. Amen.",
  },
  {
    day: 16,
    week: 3,
    title: "Fingers on the Plaster",
    floor: 1,
    roomId: "24fps",
    focus:
      "In the middle of the feast the fingers of a man's hand appear and write on the plaster of the palace wall, near the lampstand where everyone can see. The king's face changes, his knees knock together, and no wise man can read the words. It is one of the most unforgettable images in the Bible, which makes it a perfect frame. Today the 24FPS Room gives every chapter of Daniel 1–6 one vivid picture.",
    scripture: "Daniel 5:5-9",
    activity:
      "Read Daniel 5:5-9 and picture the scene as one frame: a lamp-lit wall, a hand writing (2 minutes). Then build a frame for each of the first six chapters (8 minutes). For each chapter ask what a child would remember tomorrow, and choose something unique to that chapter: perhaps a plate of vegetables beside a cup of water (1), a metal statue with clay feet (2), four men walking in flames (3), a stump bound with iron (4), a hand writing on a wall (5), lions with their mouths shut (6). Use these or make your own, but keep each one a single scene you could sketch in ten seconds. Test both directions: say the chapter number and recall the image, then picture the image and name the chapter. Replace any frame that does not give back its number (4 minutes). Record the six pairs in your frame index.",
    reflectionQuestion:
      "Belshazzar's party ended with writing he could not read. What warning signs has God written on the walls of your life that you have been reluctant to read?",
    prayer:
      "Lord, You see every feast and every secret. Thank You that Your warnings come before Your judgments, and that You still write to me through Your word. Give me a memory full of Your stories, and a heart that reads the writing on the wall while there is still time to respond. Amen.",
  },
  {
    day: 17,
    week: 3,
    title: "Weighed and Found Wanting",
    floor: 3,
    roomId: "hf",
    focus:
      "Daniel reads the writing: MENE, numbered; TEKEL, weighed in the balances and found wanting; PERES, divided and given to the Medes and Persians. That night Belshazzar is killed and Darius the Mede receives the kingdom. The fall of Babylon in October 539 BC is also well documented outside the Bible, and the History Freestyle Room lets secular history illustrate a biblical warning, with Scripture interpreting the event.",
    scripture: "Daniel 5:25-31",
    activity:
      "Get the facts straight first (5 minutes). Babylon's last king, Nabonidus, spent years away from the capital and left his son Belshazzar in charge, which explains why the best reward Belshazzar could offer was to make someone “the third ruler in the kingdom” (5:7, 16). Ancient historians record that Cyrus's forces entered the city while it was celebrating, and the Greek historian Herodotus describes the river Euphrates being diverted so that soldiers could enter along its bed. Then read Isaiah 44:27–45:2, written long before, which names Cyrus and speaks of drying up rivers and opening gates (4 minutes). Connect precisely: what pattern, warning or principle does this event illustrate? Proverbs 16:18 and Luke 12:16-21 are good places to start. Write a one- or two-sentence lesson a listener could remember, and record event → parallel → lesson → use (5 minutes).",
    reflectionQuestion:
      "Belshazzar knew what had happened to Nebuchadnezzar and still lifted himself up (Daniel 5:22). What lesson have you already been taught that you are in danger of forgetting?",
    prayer:
      "Righteous Judge, You weigh every heart, and none of us can balance the scales alone. Thank You that Jesus was weighed for me and that His righteousness is counted to me. Keep me from repeating lessons You have already taught me. Let me be found in Him when I am weighed. Amen.",
  },
  {
    day: 18,
    week: 3,
    title: "No Fault Except His God",
    floor: 4,
    roomId: "c6",
    focus:
      "Under Darius, Daniel is so excellent that he is about to be set over the whole realm. His jealous colleagues search his record and find nothing, so they conclude they can only catch him “concerning the law of his God.” They persuade the king to sign an unchangeable law: for thirty days, prayer to any god or man except the king is punishable by the lions' den. Connect-6 hears this theme — faithfulness when the law forbids worship — in all six of Scripture's genres.",
    scripture: "Daniel 6:1-9",
    activity:
      "Read Daniel 6:1-9 and state the theme in a phrase, for example “blameless, and accused only for faithfulness to God” (2 minutes). Find one passage in each genre, reading each by its own rules (10 minutes). History: Daniel 6 itself, or Acts 5:27-29. Prophecy: Revelation 13:15, where worship is again enforced by death. Epistle: 1 Peter 4:12-16 — suffer as a Christian, not as a wrongdoer. Gospel: Luke 21:12-15, Jesus' promise of words and wisdom before rulers. Poetry: Psalm 57:4, “my soul is among lions.” Parable: Luke 18:1-8, the widow who keeps praying before an unjust judge. Note in one line what each genre adds. Then write a synthesis of three or four sentences that climaxes in Christ, in whom Pilate found no fault (Luke 23:4) and who was condemned “by our law” (John 19:7) (3 minutes).",
    reflectionQuestion:
      "Daniel's enemies could find no fault except his faithfulness. If someone searched your life for a charge, what would they find — and what would you want them to find?",
    prayer:
      "Lord, make my life so honest and faithful that the only charge anyone can bring against me is that I belong to You. Give me wisdom and words when I stand before those who do not understand. And remind me that Jesus, who had no fault at all, was condemned so that I could go free. Amen.",
  },
  {
    day: 19,
    week: 3,
    title: "Windows Open Toward Jerusalem",
    floor: 1,
    roomId: "gr",
    focus:
      "When Daniel knows the decree is signed, he goes home, opens the windows of his upper room toward Jerusalem, and kneels three times a day to pray and give thanks, “as he did aforetime.” He does not start praying because of the crisis, and he does not stop because of it. Why face a city whose temple lay in ruins? The Gems Room sets separate texts side by side until a truth shines out that none of them shows alone.",
    scripture: "Daniel 6:10-11",
    activity:
      "Read Daniel 6:10-11, then three more texts in their own contexts: 1 Kings 8:46-50 (Solomon's prayer at the temple's dedication about captives praying toward the land, the city and the house), Psalm 55:17 (evening, morning and noon) and Hebrews 4:14-16 (our High Priest in heaven) (8 minutes). State the gem in one or two sentences: the truth that appears only when the texts are combined. For example: Daniel prayed toward a ruined temple because God had promised at its dedication to hear captives who prayed toward it; today we pray toward the heavenly sanctuary, where our High Priest guarantees the same hearing (3 minutes). Test it — anchored, rare, usable — give it a short title, and write a use case: a devotional thought, a teaching point or a prayer (3 minutes).",
    reflectionQuestion:
      "Daniel's habit of prayer was already in place before the crisis came. What regular rhythm of prayer would you want to be already established when your own test arrives?",
    prayer:
      "Father, I turn my face toward the sanctuary where Jesus ministers for me. Thank You that You hear prayer from captivity, from danger and from ordinary days. Build in me a habit of prayer and thanksgiving so steady that no decree can interrupt it. Amen.",
  },
  {
    day: 20,
    week: 3,
    title: "A Stone, a Seal and an Early Morning",
    floor: 4,
    roomId: "par",
    focus:
      "Darius labours until sunset to save Daniel and cannot. Daniel is thrown to the lions, a stone is laid over the mouth of the den, and the king seals it with his signet. At first light the king hurries back and calls out; Daniel answers that God sent His angel and shut the lions' mouths. The Parallels Room compares this with another sealed stone and another early morning, and asks what echoes and what escalates.",
    scripture: "Daniel 6:16-23",
    activity:
      "Read Daniel 6:14-23, then Matthew 27:22-26, 27:62-66 and 28:1-7 (6 minutes). Describe each event in one sentence with its reference. Map the echoes first, one per line: an innocent man accused under a law; a ruler who wants to release him but does not; a stone over the opening; a seal; a visit very early in the morning; an angel; the one inside found alive (4 minutes). Then map the escalation: Daniel was kept from death, Jesus passed through death and rose; Daniel was innocent of the charge, Jesus was innocent of all sin and died for the guilty (4 minutes). Check the warrant: are the shared actions strong enough to call this an intended parallel? Then draw the lesson in one or two sentences (1 minute).",
    reflectionQuestion:
      "Daniel came out of the den because God shut the lions' mouths; Jesus came out of the tomb because death could not hold Him. What in your life looks sealed and final that you need to bring to the risen Lord?",
    prayer:
      "Living God, You shut the lions' mouths for Daniel and broke the seal of death for Jesus. No stone is too heavy for You. I bring You what looks sealed and hopeless in my life. Let me trust You as Daniel did, and meet me in the early morning with Your deliverance. Amen.",
  },
  {
    day: 21,
    week: 3,
    title: "Week 3 Review: Kings Who Confess",
    floor: 7,
    roomId: "srm",
    focus:
      "Darius ends the story of the den with a decree to every nation: people are to tremble before the God of Daniel, “for he is the living God, and stedfast for ever.” It is the fourth time in six chapters that a pagan king has confessed Daniel's God. Today the Speed Room turns the first half of the book into quick, reliable recall, the kind you need when a conversation suddenly turns to Daniel.",
    scripture: "Daniel 6:25-28",
    activity:
      "Read Daniel 6:25-28 (2 minutes). Then run three timed sprints without looking anything up, skipping blanks rather than stalling. Sprint 1, two minutes: your 24FPS frames for Daniel 1–6, in order, with one sentence on each chapter. Sprint 2, two minutes: the kings' confessions — who said what and where (2:47; 3:28-29; 4:34-37; 6:26-27). Sprint 3, three minutes: the four metals of Daniel 2 with their kingdoms and dates. Score each sprint for accuracy, completeness and time (3 minutes). Note the weak spots and go back to the rooms they came from: a missed frame sends you to Day 16, a missed date to Day 10. Repeat the weakest sprint with a tighter limit (3 minutes).",
    reflectionQuestion:
      "Four kings confessed Daniel's God because of what they saw in the lives of faithful people. What might the people around you conclude about God from what they see in you?",
    prayer:
      "Living God, steadfast for ever, You made kings confess Your name through the lives of a few faithful exiles. Fix Your works firmly in my memory so that I can speak of them when the moment comes. Let my life, too, give someone a reason to tremble with wonder at who You are. Amen.",
  },
  // Week 4 (days 22–28): the prophetic visions of Daniel 7–8.
  {
    day: 22,
    week: 4,
    title: "Four Winds, a Great Sea and Four Beasts",
    floor: 2,
    roomId: "st",
    focus:
      "In the first year of Belshazzar, Daniel sees the four winds of heaven churning the great sea, and four beasts rising from it: a lion with eagle's wings, a bear raised on one side with three ribs in its mouth, a leopard with four wings and four heads, and a dreadful beast with iron teeth and ten horns, among which a little horn grows. Before placing them in history, the Symbols/Types Room builds a dictionary of the images, letting Scripture define its own symbols.",
    scripture: "Daniel 7:1-8",
    activity:
      "Read Daniel 7:1-8 (2 minutes). Make five small symbol cards — WIND, SEA, BEAST, HORN and WINGS — and fill each from Scripture itself (10 minutes). Wind: Jeremiah 49:36-37 and Revelation 7:1 (strife, war, the upheaval of nations). Sea or waters: Revelation 17:15 and Isaiah 17:12 (peoples and multitudes). Beast: Daniel 7:17 and 7:23 (kings and kingdoms). Horn: Daniel 7:24 and 8:20-21 (kings or powers). Wings: Habakkuk 1:6-8 and Deuteronomy 28:49 (speed of conquest). On each card write the sign in one sentence and note any exception you find. Then use the cards to write one sentence that decodes verse 2 and 3 in plain words (2 minutes). Keep your cards beside your Daniel 2 drawing for the next few days.",
    reflectionQuestion:
      "Daniel saw world history as wild beasts rising from a stormy sea. How does letting Scripture define its own symbols protect you from speculation and fear?",
    prayer:
      "Lord, the nations rage like a storm on the sea, but You sit above the flood. Teach me to read Your symbols by Your own word and not by my imagination. Give me a calm and careful mind as I study these visions, and let them lead me to trust You more. Amen.",
  },
  {
    day: 23,
    week: 4,
    title: "The Judgment Was Set",
    floor: 4,
    roomId: "tz",
    focus:
      "The scene changes from the sea to heaven. Thrones are placed, the Ancient of days sits in white, His throne like flame; thousands upon thousands serve Him, “the judgment was set, and the books were opened.” Then one like the Son of man comes with the clouds — not down to earth, but to the Ancient of days — and receives an everlasting kingdom. The Time Zone Room asks from which zone this passage speaks, so that heaven's activity stays distinct from earth's history.",
    scripture: "Daniel 7:9-14",
    activity:
      "Read Daniel 7:9-14 twice (3 minutes). Ask where the action is — heaven or earth — and when it stands from today's point of view. Note that in the chapter's sequence the judgment sits after the little horn's long rule (7:21-22, 25-26), and that the palace dates its beginning to the end of the 2,300 years in 1844. Choose one primary zone — for most students that will be H-Now, heaven's present work of judgment — and explain your choice in two or three sentences (5 minutes). Note any secondary zone: the beast destroyed in verse 11 points to earth-future. Then check that near and far have not been merged: read Matthew 26:64 and Acts 1:9-11, and write one sentence distinguishing the Son of man coming to the Ancient of days (verse 13) from His coming to earth (4 minutes). Finish by listing three details that make this a courtroom (2 minutes).",
    reflectionQuestion:
      "In Daniel 7 the judgment ends with the kingdom given to the Son of man and His people. How does it change your feelings about judgment to know that your Advocate is the one receiving the kingdom?",
    prayer:
      "Ancient of days, Your throne is righteous and Your judgment is true. Thank You that the Son of man stands before You on my behalf, and that the court of heaven sits to give the kingdom to Your people. Let me not fear the opening of the books, but trust the One who has written my name in His own. Amen.",
  },
  {
    day: 24,
    week: 4,
    title: "The Little Horn",
    floor: 5,
    roomId: "pr",
    focus:
      "Daniel is troubled and asks the meaning, especially of the fourth beast and the little horn. The angel gives a detailed profile: a power that grows out of the fourth kingdom after the ten horns, is different from them, uproots three, speaks great words against the Most High, wears out the saints, thinks to change times and laws, and rules for a time, times and the dividing of time. The Prophecy Room aligns this with the earlier visions and places it on the historicist timeline.",
    scripture: "Daniel 7:15-25",
    activity:
      "Read Daniel 7:15-25 and number every identifying mark of the little horn; you should find at least eight (5 minutes). Align the chapter with Daniel 2 on your drawing: lion with gold (Babylon), bear with silver (Medo-Persia), leopard with bronze (Greece), dreadful beast with iron (Rome), ten horns with the iron-and-clay feet (the divided kingdoms of Europe) (3 minutes). Then test the historicist identification against each mark: papal Rome as a religious-political system rose within the territory of Rome after its division, differed from the other kingdoms by combining church and state power, and saw three opposing kingdoms removed by 538 (4 minutes). Write one sentence stating the identification, and one sentence reminding yourself that a prophecy about a system is not a verdict on the people within it (2 minutes).",
    reflectionQuestion:
      "The little horn's chief offence is speaking against the Most High and taking what belongs to Him. In what quieter ways do people — including religious people — still try to take God's place?",
    prayer:
      "Most High God, You see every power that exalts itself against You, and You have numbered its days. Keep me humble and loyal to Your word as I study. Guard me from pride and from contempt for anyone, and let every prophecy I learn make me love Jesus more. Amen.",
  },
  {
    day: 25,
    week: 4,
    title: "A Time, Times and the Dividing of Time",
    floor: 6,
    roomId: "math",
    focus:
      "The little horn's rule is measured: “a time and times and the dividing of time.” Then the judgment sits, takes away his dominion, and gives the kingdom to the saints of the Most High. The Mathematics Room turns this phrase into a dated period, @1260, fixed to events you can check, and shows how God keeps time even over persecution.",
    scripture: "Daniel 7:25-28",
    activity:
      "Read Daniel 7:25-28 and write the phrase as a sum: a time (1 year) + times (2 years) + the dividing of time (half a year) = 3½ prophetic years (2 minutes). Convert with 360-day prophetic years: 3½ × 360 = 1,260 days. Confirm with Revelation 12:6 (1,260 days), 12:14 (time, times and half a time) and 13:5 (42 months × 30 days), and write the three references beside your sum (4 minutes). Apply the day-year principle from Numbers 14:34 and Ezekiel 4:6: 1,260 years. Show the calculation: AD 538 + 1,260 = AD 1798, and name the anchor at each end — the removal of the last opposing kingdom from Rome in 538, and the pope taken captive by a French army in 1798 (5 minutes). Finish with one or two sentences on what this teaches about God's sovereignty: even the length of His people's suffering was measured and limited (2 minutes).",
    reflectionQuestion:
      "God set a limit on the little horn's power long before it arose. What difficulty in your life do you need to believe has a limit set by God?",
    prayer:
      "Lord, You measured the years of Your people's trial and kept them through every one. Thank You that no suffering lasts one day longer than You allow, and that the kingdom belongs to Your saints at last. Help me endure with patience, knowing that You keep time. Amen.",
  },
  {
    day: 26,
    week: 4,
    title: "The Ram, the Goat and a Horn That Reached the Sky",
    floor: 5,
    roomId: "pr",
    focus:
      "Two years later Daniel sees a ram with two horns, the higher one coming up last, pushing west, north and south; then a goat from the west that flies across the earth without touching the ground and shatters the ram. The goat's great horn breaks and four horns rise; out of one of the four winds comes a little horn that grows exceedingly great, magnifies itself against the Prince of the host, takes away the daily and casts down the place of His sanctuary. Gabriel himself decodes the ram and the goat.",
    scripture: "Daniel 8:1-12",
    activity:
      "Read Daniel 8:1-12 and then Gabriel's keys in 8:20-22 (4 minutes). Fill in a prophecy map: ram = Media and Persia (539–331 BC), the later, higher horn being Persia; goat = Greece; great horn = its first king, Alexander; four horns = the four kingdoms into which his empire divided (4 minutes). Align the vision with Daniel 2 and 7: which metal and which beast match each symbol? Note what is missing: there is no Babylon in Daniel 8, because its day was almost over (2 minutes). Then list what the little horn does in verses 9-12. The historicist reading sees Rome in both its phases: pagan Rome, which crucified the Prince, and papal Rome, which obscured His continual priestly ministry. Write one sentence explaining how a horn “casting down the sanctuary” attacks the gospel itself (4 minutes).",
    reflectionQuestion:
      "The little horn's worst work is against the sanctuary — Christ's ministry for sinners. Why do you think the enemy targets that truth above almost any other?",
    prayer:
      "Prince of the host, no power can finally cast down Your sanctuary or silence Your ministry for me. Thank You that You are my High Priest continually. Where truth has been cast to the ground, raise it up again, and let me see Your work for me clearly. Amen.",
  },
  {
    day: 27,
    week: 4,
    title: "Then Shall the Sanctuary Be Cleansed",
    floor: 5,
    roomId: "fe",
    focus:
      "One holy being asks another the question the whole vision raises: how long? How long will the daily, the transgression and the trampling of the sanctuary continue? The answer is Daniel 8:14: “Unto two thousand and three hundred days; then shall the sanctuary be cleansed.” Israel knew exactly when the sanctuary was cleansed: on the Day of Atonement. The Feasts Room reads that feast as enacted prophecy of Christ's work now.",
    scripture: "Daniel 8:13-14",
    activity:
      "Read Daniel 8:13-14, then Leviticus 23:26-32 and Leviticus 16:15-22, 29-30 (6 minutes). Describe the Day of Atonement rite briefly in your own words: the tenth day of the seventh month, a day of rest and heart-searching, the high priest entering the Most Holy Place with the blood of the Lord's goat, the sanctuary cleansed, and only then the scapegoat led away (3 minutes). State Christ's fulfilment in one sentence, using Hebrews 9:23-24: Christ, our High Priest, carries out the final cleansing in the heavenly sanctuary. Give the status from the Feasts Room table: in progress, since the end of the 2,300 years. Then write an application: what does it mean to live during the antitypical Day of Atonement — how might you “afflict your soul” in a healthy, gospel-centred way this week (5 minutes)?",
    reflectionQuestion:
      "On the Day of Atonement Israel set aside ordinary work to search their hearts. What would a day, or an hour, of honest heart-searching look like for you this week?",
    prayer:
      "Lord Jesus, our High Priest, You are cleansing the sanctuary and finishing Your work for Your people. Search me and know my heart. Show me what needs to be confessed and put away, not to frighten me but to free me. I trust Your blood and Your advocacy completely. Amen.",
  },
  {
    day: 28,
    week: 4,
    title: "None Understood It",
    floor: 2,
    roomId: "qr",
    focus:
      "Gabriel is sent to make Daniel understand the vision. He explains the ram, the goat, the four horns and a king of fierce countenance who will stand up against the Prince of princes and be “broken without hand.” He affirms that the vision of the evening and the morning is true, but tells Daniel to shut it up, for it concerns many days. Daniel faints, is sick for days, and ends the chapter astonished — “but none understood it.” The Questions Room turns that unfinished understanding into a work list.",
    scripture: "Daniel 8:15-27",
    activity:
      "Read Daniel 8:15-27 (3 minutes). List at least five intra questions the passage raises about itself — for example: why is the time element the one part Gabriel does not explain? What does “at the time of the end shall be the vision” (8:17) mean? Why does Daniel faint after this vision rather than the others (4 minutes)? List at least three inter questions that send you across Scripture: where else does Gabriel appear and explain (Daniel 9:21-23; Luke 1:19, 26)? Where is the Prince of princes broken without hand (Daniel 2:34)? Run the palace checklist for a few more: which sanctuary service, which time period, where is Christ (4 minutes)? Rewrite any yes/no questions as open ones, then star the three strongest. Keep the star on “When do the 2,300 days begin?” — Week 5 will answer it from Daniel 9 (3 minutes).",
    reflectionQuestion:
      "Daniel got up and went about the king's business even though he did not understand the vision. How do you keep faithful while some of your questions remain unanswered?",
    prayer:
      "God who reveals secrets, I do not understand everything in Your word, and some of my questions are heavy. Thank You that You sent Gabriel back to Daniel, and that You give understanding in Your time. Keep me faithful in my daily work while I wait, and lead me step by step into Your truth. Amen.",
  },
  // Week 5 (days 29–35): Daniel 9 — prayer, the seventy weeks and the Messiah.
  {
    day: 29,
    week: 5,
    title: "Daniel Reads Jeremiah",
    floor: 2,
    roomId: "qa",
    focus:
      "In the first year of Darius, Babylon has fallen and Daniel, now an old man, is studying “by books” the number of years Jeremiah gave for Jerusalem's desolation: seventy years. The seventy years are nearly complete. But instead of simply waiting, Daniel sets his face to seek God with prayer, fasting, sackcloth and ashes. Why? The Q&A Chains Room answers the question with Scripture rather than opinion.",
    scripture: "Daniel 9:1-3",
    activity:
      "Read Daniel 9:1-3 and write the question: “Why did Daniel respond to a nearly fulfilled prophecy with confession and prayer rather than simply waiting?” (2 minutes). Build a chain of texts that speak directly to it, reading each in its context and writing a one-line summary (9 minutes): Jeremiah 25:11-12 (the seventy years and Babylon's end), Jeremiah 29:10-13 (after seventy years God will visit — and “ye shall seek me, and find me”), Leviticus 26:40-42 (if they confess their iniquity, God will remember His covenant) and 1 Kings 8:47-50 (captives who repent and pray toward the land will be heard). Write a synthesis of one to three sentences answering the question from your chain (3 minutes). Check it: does your answer follow from the texts, or have you added opinion (1 minute)?",
    reflectionQuestion:
      "Daniel treated a promise of God as an invitation to pray, not a reason to be passive. Which promise of God could you turn into a prayer today?",
    prayer:
      "Lord, Your promises are sure, and You invite me to pray them back to You. Give me Daniel's love for Your word and his humility before it. When I see Your promises coming near their fulfilment, let me seek You with my whole heart. Amen.",
  },
  {
    day: 30,
    week: 5,
    title: "We Have Sinned: A Prayer of Confession",
    floor: 7,
    roomId: "frm",
    focus:
      "Daniel's prayer is one of the great confessions of Scripture. The most faithful man in the book says “we have sinned”, not “they have sinned.” He holds together God's righteousness and his people's shame, and he bases his request not on their merit but on God's mercy and God's name, ending with a rush of short pleas that begins “O Lord, hear; O Lord, forgive.” The Fire Room moves from studying a text to meeting God in it.",
    scripture: "Daniel 9:4-19",
    activity:
      "Read Daniel 9:4-19 slowly, aloud if you can, and pause wherever a phrase stops you (6 minutes). Notice how often Daniel says “we” and “us”, and how often he appeals to what belongs to God: mercies, forgiveness, righteousness, His name, His city. Then name either a wound or a hope, specifically (3 minutes). A wound might be a sin you share with your family, church or community that you have been quick to blame on others. A hope might be verse 18's promise that God answers because of His great mercies, not our righteousness. Pray it back (4 minutes): for a wound, confess it honestly and receive the forgiveness promised in 1 John 1:9; for a hope, thank God and trust Him with the situation in front of you. Write a heart record of one to three sentences: what the text stirred and how you answered (2 minutes).",
    reflectionQuestion:
      "Daniel included himself in his people's sin. Where have you been quick to say “they” when honesty would say “we”?",
    prayer:
      "O Lord, to You belong righteousness, mercy and forgiveness, and to us the shame of our sins. I do not come to You because I deserve to be heard, but because of Your great mercies. Hear, forgive, act, and do not delay, for the sake of Your own name and the people who are called by it. Amen.",
  },
  {
    day: 31,
    week: 5,
    title: "At the Time of the Evening Offering",
    floor: 5,
    roomId: "bl",
    focus:
      "While Daniel is still praying, Gabriel arrives “about the time of the evening oblation.” No lamb had been offered in Jerusalem for nearly fifty years, yet Daniel still kept time by the sanctuary's daily service. Gabriel tells him that the answer went out at the beginning of his prayer, that he is “greatly beloved”, and that he must now “understand the matter, and consider the vision” — the vision of Daniel 8 that no one had understood. The Blue Room tags the moment.",
    scripture: "Daniel 9:20-23",
    activity:
      "Read Daniel 9:20-23, then Exodus 29:38-42 on the morning and evening lamb (4 minutes). Tag the passage: the element is the daily service, specifically the evening sacrifice; note other elements it touches, such as the altar of incense, since the hour of sacrifice was also an hour of prayer (Psalm 141:2; Luke 1:10). Read Matthew 27:45-50 and notice at what hour Jesus died: the ninth hour, the time of the evening offering (4 minutes). Write Christ's fulfilment in one sentence, name the doctrine (for example, His continual intercession), and add one or two New Testament cross-links such as Hebrews 7:25 and Revelation 8:3-4 (4 minutes). Finally, write Gabriel's three words to Daniel — “greatly beloved” — on a card and put it where you pray (2 minutes).",
    reflectionQuestion:
      "The answer to Daniel's prayer was sent the moment he began to pray. How does that change the way you think about the time between your prayers and God's answers?",
    prayer:
      "Father, Daniel kept his hours of prayer by a sanctuary that lay in ruins, and You answered him as soon as he began. Thank You that Jesus, the true evening sacrifice, makes my prayers welcome. Let me hear, as Daniel did, that I am greatly beloved, and give me understanding of Your word. Amen.",
  },
  {
    day: 32,
    week: 5,
    title: "Seventy Weeks Are Cut Off",
    floor: 2,
    roomId: "dc",
    focus:
      "Gabriel begins: “Seventy weeks are determined upon thy people and upon thy holy city,” and lists six things those weeks will accomplish, from finishing the transgression to anointing the most Holy. Several key words carry the meaning of the whole prophecy. The Def-Com Room studies them in the original language and culture, then lets the text decide between interpretations.",
    scripture: "Daniel 9:24",
    activity:
      "Choose three key words and study each with a concordance or lexicon: its Hebrew form, its Strong's number, a short definition and where else it appears (9 minutes). Start with “determined” (chathak, H2852), a verb used only here in the Hebrew Bible, whose root means to cut or cut off — note how that fits a period cut from the longer 2,300 years. Then “weeks” (shabua, H7620), a unit of seven, here seventy sevens. Then “anoint” (mashach, H4886), the verb behind the title Messiah, used here of “the most Holy” — in the Old Testament that phrase usually describes the sanctuary or its holiest things. Add a cultural note: Israel already counted in sevens of years through the sabbatical and jubilee years (Leviticus 25:1-8), and 2 Chronicles 36:21 links the exile to unkept sabbaths. Finish with a synthesis of four or five sentences on what the six purposes say about Christ's work (5 minutes).",
    reflectionQuestion:
      "All six purposes of the seventy weeks are about dealing with sin and bringing in everlasting righteousness. Which of the six do you most need to believe Christ has accomplished for you?",
    prayer:
      "Lord, You set apart seventy weeks to finish transgression, make an end of sins, bring reconciliation and everlasting righteousness. Thank You that Jesus did everything those words promised. Let me rest in His finished work and receive His righteousness as my own. Amen.",
  },
  {
    day: 33,
    week: 5,
    title: "From the Decree to Messiah the Prince",
    floor: 5,
    roomId: "pr",
    focus:
      "Verse 25 gives the starting point and the first target: from the going forth of the commandment to restore and build Jerusalem to Messiah the Prince shall be seven weeks and sixty-two weeks. The decree that fully restored Jerusalem was Artaxerxes' decree of 457 BC (Ezra 7). Sixty-nine weeks are 483 years, and the Prophecy Room checks where they land: at the anointing of Jesus in AD 27.",
    scripture: "Daniel 9:25",
    activity:
      "Read Daniel 9:25 and Ezra 7:11-13, 25-26, and note what authority the decree gives (4 minutes). Fill in the prophecy map: passage, Daniel 9:25; symbol, seven weeks and sixty-two weeks; identification, the decree of 457 BC and the anointing of Jesus as Messiah. Do the arithmetic in two steps (4 minutes). Seven weeks = 49 years: 457 BC to 408 BC, the period of rebuilding “in troublous times.” Sixty-nine weeks = 483 years: −457 + 483 = 26, plus one for no year zero = AD 27. Then read Luke 3:1, 3:21-22 and Acts 10:38: “Messiah” means “Anointed”, and Jesus was anointed with the Spirit at His baptism. Add the parallel Mark 1:14-15, “the time is fulfilled.” Practise explaining the calculation aloud in under two minutes (5 minutes).",
    reflectionQuestion:
      "Jesus began His ministry by announcing “the time is fulfilled.” How does knowing that His coming was dated centuries in advance strengthen your confidence in Him?",
    prayer:
      "Messiah the Prince, You came exactly when Your Father had appointed, anointed by the Spirit to preach good news. Thank You that Your word can be checked and trusted. Help me to explain Your prophecy clearly to someone who needs to know that You are the promised One. Amen.",
  },
  {
    day: 34,
    week: 5,
    title: "Messiah Cut Off, Covenant Confirmed",
    floor: 4,
    roomId: "cr",
    focus:
      "After the sixty-two weeks Messiah is “cut off, but not for himself.” He confirms the covenant with many for one week, and in the midst of the week causes sacrifice and offering to cease. The city and sanctuary would later be destroyed by the people of a coming prince — fulfilled when Rome destroyed Jerusalem in AD 70. The Concentration Room asks what Christ is doing in these verses and which of His offices is active.",
    scripture: "Daniel 9:26-27",
    activity:
      "Read Daniel 9:26-27, then Isaiah 53:8 and Matthew 26:26-28 (5 minutes). Find Christ's main activity: He is cut off for others, and He confirms the covenant. Tag the office: primarily Priest, because He offers Himself as the sacrifice that makes the temple sacrifices cease; note, if you see it, a secondary Prophet role in His own ministry to Israel during the final week. Notice the word “many” in both Daniel 9:27 and Matthew 26:28 (4 minutes). Name the titles involved: Messiah (Anointed), Prince, and Lamb of God (John 1:29). State what He accomplishes in one line and the benefit to believers in another, for example using Hebrews 9:26. Note the horizon: fulfilled in AD 31, once for all, with its benefits ongoing now (4 minutes). Then read Matthew 27:51 and write one sentence on why the veil tore at that moment (2 minutes).",
    reflectionQuestion:
      "Messiah was cut off “but not for himself.” Say the phrase with your own name: what does it mean that He was cut off for you?",
    prayer:
      "Lord Jesus, You were cut off, but not for Yourself; You were cut off for me. Your sacrifice ended every other sacrifice, and Your blood confirms the covenant with many. I receive Your work as my Priest, and I rest in what You have finished. Amen.",
  },
  {
    day: 35,
    week: 5,
    title: "Two Prophecies, One Starting Point",
    floor: 6,
    roomId: "math",
    focus:
      "Daniel 9 answers the question Daniel 8 left open. The seventy weeks were cut off from the 2,300 days, so both periods start with the decree of 457 BC. The 490 years end in AD 34, when Stephen is stoned and the gospel goes beyond Judea. The remaining 1,810 years reach AD 1844 and the cleansing of the sanctuary. The Mathematics Room reviews the week by joining @490 and @2300 into one timeline.",
    scripture: "Daniel 9:24-27",
    activity:
      "Draw one long line across a page and mark 457 BC at the left (1 minute). Add the seventy-weeks points with their anchors (6 minutes): 408 BC (49 years, the city rebuilt); AD 27 (483 years, Jesus' baptism, Luke 3:21-22); AD 31 (the midst of the final week, the cross, Matthew 27:50-51); AD 34 (490 years, Stephen's death and the scattering, Acts 7:54–8:4). Show the sums, remembering there is no year zero: −457 + 490 = 33, plus one = AD 34. Then extend the line (4 minutes): 2,300 − 490 = 1,810 years, and AD 34 + 1,810 = AD 1844. Check it the other way: −457 + 2,300 = 1843, plus one = 1844. Write “Daniel 8:14: the sanctuary cleansed” at the end. Finish with one or two sentences on what this timeline shows about God's sovereignty, and explain the whole line aloud once without notes (4 minutes).",
    reflectionQuestion:
      "The same prophecy that dated the cross also dates Christ's present ministry. How does seeing the two connected affect your confidence in what Jesus is doing for you now?",
    prayer:
      "God of time, You tied the cross and the judgment together in a single prophecy, and You kept every point on the line. Thank You that the Jesus who died on schedule now ministers for me on schedule. Give me the joy of explaining this to others, and the peace of trusting it myself. Amen.",
  },
  // Week 6 (days 36–40): Daniel 10–12 — the great conflict, Michael stands up, the time of the end.
  {
    day: 36,
    week: 6,
    title: "The Man in Linen and the Prince of Persia",
    floor: 4,
    roomId: "trm",
    focus:
      "In the third year of Cyrus, Daniel mourns and fasts for three full weeks. Then, beside the Tigris, he sees a man clothed in linen with a golden belt, a face like lightning and eyes like flaming torches, and he falls down without strength. A messenger explains that Daniel's prayer was heard from the first day, but the prince of the kingdom of Persia withstood him twenty-one days until Michael came to help. The Theme Room places this chapter on the palace's Great Controversy Wall.",
    scripture: "Daniel 10",
    activity:
      "Read Daniel 10 (5 minutes). Find the passage's main focus beneath the details: what is it chiefly about? Choose a primary span — most students will choose the Great Controversy Wall, since an unseen conflict lies behind Persia's politics and Daniel's delayed answer (10:12-13, 20-21) (2 minutes). Choose a secondary span if one is clearly present: the man in linen, dressed like the high priest on the Day of Atonement (Leviticus 16:4), suggests the Sanctuary Wall. Write a rationale of one or two sentences (3 minutes). Then relate the chapter to another text on the same span: compare Daniel 10:5-6 with Revelation 1:13-16, and Daniel 10:13 with Revelation 12:7 and Ephesians 6:12. Write what the comparison shows about who Michael is and what prayer is part of (4 minutes).",
    reflectionQuestion:
      "Daniel's three weeks of prayer matched three weeks of unseen conflict. What prayer of yours seems delayed, and how does this chapter encourage you to keep praying?",
    prayer:
      "Lord, there is more going on behind my prayers than I can see. Thank You that my words are heard from the first day, and that Michael, our Prince, stands for His people. Strengthen me as You strengthened Daniel; speak peace to me, and make me strong. Amen.",
  },
  {
    day: 37,
    week: 6,
    title: "Kings of the North and South",
    floor: 5,
    roomId: "pr",
    focus:
      "Daniel 11 covers the same ground as Daniel 2, 7 and 8, but in literal language rather than symbols. It begins with Persian kings, a mighty king whose empire is divided four ways, and a long struggle between the king of the north and the king of the south. The historicist reading follows the line through Persia and Greece to the Seleucid and Ptolemaic wars, then to Rome, under whose power “the prince of the covenant” is broken (11:22).",
    scripture: "Daniel 11:1-22",
    activity:
      "Read Daniel 11:1-22 without worrying about every detail (6 minutes). Make a four-row table as the historicist outline reads it (5 minutes): verse 2, four Persian kings, the fourth stirring up all against Greece (Xerxes' invasion in 480 BC); verses 3-4, a mighty king whose kingdom is divided toward the four winds and not to his descendants (Alexander, died 323 BC); verses 5-15, the kings of the south (Egypt's Ptolemies) and of the north (Syria's Seleucids) in war and marriage alliances; verses 16-22, a power that stands in “the glorious land” (Rome, which took Judea in 63 BC), a raiser of taxes (compare Augustus's decree in Luke 2:1), and the prince of the covenant broken. Align each row with your Daniel 2, 7 and 8 drawings. Write one sentence on why Daniel would be given the same outline a fourth time (3 minutes).",
    reflectionQuestion:
      "In the middle of a chapter full of wars and treaties, the prince of the covenant is broken. How does it help you to know that Christ's death happened in the real world of politics and empires?",
    prayer:
      "Lord of history, You ruled over every king of the north and of the south, and You sent Your Son into the world of taxes, armies and empires. Thank You that His death was not an accident of politics but the fulfilment of Your plan. Help me trust You with the politics of my own day. Amen.",
  },
  {
    day: 38,
    week: 6,
    title: "Michael Stands Up",
    floor: 6,
    roomId: "123h",
    focus:
      "The long conflict of Daniel 11 ends with the last king of the north coming to his end with none to help him. “At that time shall Michael stand up.” A time of trouble follows such as never was, but every one found written in the book is delivered; many who sleep in the dust awake, and the wise shine like the stars. In Daniel 11 a king who “stands up” begins to reign. The Three Heavens Room asks which horizon this prophecy addresses.",
    scripture: "Daniel 12:1-3",
    activity:
      "Read Daniel 11:40–12:3 (4 minutes). Weigh the clues: the audience (Daniel's people, defined as those written in the book), the time marker (“at that time”, after the last king of the north), and the scale of the language (a trouble unequalled in history, and a resurrection) (4 minutes). Compare Jeremiah 30:7 and Matthew 24:21, which use similar language for earlier crises, and note how Daniel 12:2 goes further than either. Assign a tag — most students will choose 3H alone, the final Day of the Lord — and defend it in two or three sentences, citing at least one supporting text such as Revelation 22:11 or 1 Thessalonians 4:16 (4 minutes). Then read Daniel 11:2-4 and write one sentence on what “stand up” means there and what it suggests about Michael (2 minutes).",
    reflectionQuestion:
      "Daniel 12:1 promises deliverance to “every one that shall be found written in the book.” What gives you assurance that your name is written there?",
    prayer:
      "Michael, great Prince who stands for the children of Your people, I trust You with the time of trouble and the day of resurrection. Write my name in Your book and keep it there by Your grace. Make me wise, and use me to turn others to righteousness, so that we shine together in Your kingdom. Amen.",
  },
  {
    day: 39,
    week: 6,
    title: "Sealed Until the Time of the End",
    floor: 4,
    roomId: "par",
    focus:
      "Daniel is told to shut up the words and seal the book until the time of the end, when many will run to and fro and knowledge will increase. A man in linen above the river lifts both hands to heaven and swears by Him who lives for ever that it will be “for a time, times, and an half.” Daniel still does not understand; he is told to go his way, for the words are sealed. Revelation 10 shows a mighty angel with a book now open. The Parallels Room compares the two scenes.",
    scripture: "Daniel 12:4-10",
    activity:
      "Read Daniel 12:4-10, then Revelation 10:1-7 (5 minutes). Describe each scene in one sentence. Map the echoes, one per line: a heavenly figure over the waters, a raised hand, an oath by Him who lives for ever, a question or statement about time, and a book (4 minutes). Then map the escalation: Daniel's book is sealed, John's is open; Daniel hears “how long?”, John hears that there will be “time no longer”, which the historicist reading understands as the end of the prophetic time periods in 1844. Note that the time of the end began when the 1,260 years closed in 1798 (3 minutes). Check the warrant: the shared actions and wording are strong. Draw the lesson in one or two sentences: what does God unseal, and for whom (verse 10) (2 minutes)?",
    reflectionQuestion:
      "Daniel 12:10 says the wise will understand. What kind of wisdom does that verse mean, and how are you seeking it in your study of prophecy?",
    prayer:
      "Lord, You sealed the book until the time of the end, and You have opened it for this generation. Purify me and make me white, as Your word says, so that I understand not only with my mind but with a surrendered heart. Let the opened book lead me, and others through me, to You. Amen.",
  },
  {
    day: 40,
    week: 6,
    title: "Stand in Your Lot: The Juice of Daniel",
    floor: 6,
    roomId: "jr",
    focus:
      "The book ends with two more numbers and a personal promise. The 1,290 and 1,335 days — which many historicist students count from AD 508 to 1798 and 1843 — close with a blessing on the one who waits. Then God speaks to Daniel himself: go your way till the end; you will rest, and stand in your lot at the end of the days. Today the Juice Room squeezes the whole book into a short, teachable essence.",
    scripture: "Daniel 12:11-13",
    activity:
      "Read Daniel 12:11-13 (2 minutes). Then run the floors over the whole book quickly, one line per room, using your notes from the last forty days: SR beats and your 24FPS frames; one ST symbol; the CR office and a CEC Christ-line; the BL and FE sanctuary links; the PR outline and the MATH periods; one cycle or horizon (6 minutes). Now write the juice: flowing prose of 150 words or fewer that shows the book's movement from faithful exiles to the time of the end, an explicit Christ-line (the Fourth in the fire, the stone, the Son of man, Messiah the Prince, Michael), and the gospel. Read it aloud; it should take 60 to 90 seconds. Cut any sentence that only lists rooms (6 minutes). Add a tag line of fifteen words or fewer someone could remember after hearing it once (1 minute).",
    reflectionQuestion:
      "God's last word to Daniel was personal: rest, and stand in your lot at the end. What has this course taught you about living faithfully now while you wait for that day?",
    prayer:
      "Lord God, thank You for forty days with Daniel and his God. You are sovereign over empires and faithful to the smallest captive. Keep me faithful as Daniel was, from youth to old age. And when my days are done, let me rest in You and stand in my lot at the end of the days, to see the King in His kingdom. Amen.",
  },
];
