import type { KidsDayLesson } from "@common/schemas/course-content";

/**
 * The Phototheology Course, Ages 9–12 track (screens.md §7.2): the adult course's 50-day, 8-week outline, written
 * for older children who can manage short written tasks and simple symbols. `activity` is for the parent or teacher
 * leading the day; `simplifiedActivity` is the child's own short version; `funElement` is a game, craft or movement.
 */
export const phototheologyDays9to12: readonly KidsDayLesson[] = [
  // ---------- Week 1: the vision and floor 1 (Furnishing) ----------
  {
    day: 1,
    week: 1,
    title: "Welcome to Your Memory Palace",
    floor: null,
    focus:
      "God’s Word is meant to be carried, not only read. For fifty days you will build a memory palace in your mind: a house of eight floors, and on each floor rooms that do one job — remember the story, investigate it, spot it in everyday life, find Jesus in it, see the sanctuary and prophecy, trace God’s great cycles, feel it in your heart, and finally use it all without thinking. Proverbs pictures wisdom building a house whose rooms are filled with treasure. That is our project.",
    scripture: "Proverbs 24:3-4",
    activity:
      "Read Proverbs 24:3-4 together and ask three questions: What builds the house? What makes it stand firm? What fills the rooms? (Wisdom, understanding, knowledge — and ‘precious and pleasant riches’.) Give your child a large sheet of paper and have them draw a tall house with eight floors. Label the floors from the bottom: 1 Furnishing (remember the story), 2 Investigation (detective work), 3 Freestyle (the Bible in everyday life), 4 Next Level (what Jesus is doing), 5 Vision (sanctuary, prophecy, feasts), 6 Heavens and Cycles (God’s big patterns and timetables), 7 Heart (feeling and praying the Word), 8 Master (using it all naturally). Explain why we start on the ground floor: every higher room needs the story already known. Then ask your child to name a Bible story they know well and tell you which floor they would visit first with it. Finally set up a palace notebook or folder where every day’s work will go, and write today’s date and Proverbs 24:3-4 on the first page.",
    simplifiedActivity:
      "Draw your palace: a tall house with 8 floors. On each floor write one word — Story, Detective, Everyday, Jesus, Sanctuary, Cycles, Heart, Master. Draw a door at the bottom: that is where you walk in tomorrow. Copy “Proverbs 24:3-4” across the roof.",
    funElement:
      "Palace elevator: call out a floor number and your child moves to that height — crouching for 1, kneeling for 2, standing on tiptoe with arms up for 8 — and shouts that floor’s word. Go faster each round until they can ride all eight floors without looking at the drawing.",
    reflectionQuestion:
      "Which floor of the palace are you most curious about, and what do you hope to find there?",
    prayer:
      "Lord, You built the whole world with wisdom. Build a house for Your Word inside my mind and my heart. Help me to remember what I read, to find Jesus in every room, and to enjoy these fifty days with You. In Jesus’ name, amen.",
  },
  {
    day: 2,
    week: 1,
    title: "Story Room: David and Goliath in Beats",
    floor: 1,
    roomId: "sr",
    focus:
      "The Story Room turns a Bible story into a short chain of beats — the moments where the situation changes — each labelled with one word you can picture. Sequence comes before meaning: before we ask what a story teaches, we make sure we can tell what happened, in order, without the page. A beat is a turn in the story, not every event in it. Today you beat out a story you may think you already know.",
    scripture: "1 Samuel 17:32-50",
    activity:
      "Read 1 Samuel 17:32-50 aloud once, straight through, without stopping to explain. Then go back and ask of each event: ‘After this, is the situation different?’ If not, it is a detail, not a beat. Help your child choose between three and seven beats. Each beat gets a label of one to three words that you can picture — objects, places, actions — and never a sentence. Keep meaning-words such as ‘faith’ or ‘courage’ out of the labels; they belong to later rooms. Write the chain with arrows. One possible chain: Volunteer → Saul’s armour → Five stones → Giant’s boast → Sling → Falls. Let your child find their own first and compare afterwards. Now close the Bible and ask them to retell the whole story from the labels alone. Where they stumble, a beat is missing or a label is too vague: fix it and retell. Finish by writing the arc — one sentence of thirty words or fewer that carries the story from the first beat to the last.",
    simplifiedActivity:
      "Find 5 or 6 moments where David’s story changes. Give each one a picture word, like Armour or Stones. Write them in a row with arrows between them. Close your Bible and tell the story to someone using only your words. Did you miss anything?",
    funElement:
      "Beat charades: act out each beat silently, in order, while the family guesses its label. Then write the labels on cards, shuffle them, and time how fast someone can put them back in the right order.",
    reflectionQuestion: "Which beat was the real turning point of the story? Explain why you chose that one.",
    prayer:
      "Father, thank You that the stories in the Bible really happened and that You were at work in every one. Help me to know them well enough to tell them. When I face something that looks like a giant, remind me that the battle is Yours. Amen.",
  },
  {
    day: 3,
    week: 1,
    title: "Imagination Room: Walking Through the Sea",
    floor: 1,
    roomId: "ir",
    focus:
      "The Imagination Room helps you step inside a Bible scene with all five senses, so the story becomes something you have experienced rather than something you have only read. The rule is a sanctified imagination: you may notice what the text and its world allow, but you never add new events or change what God did. Tonight you stand on the floor of the Red Sea.",
    scripture: "Exodus 14:19-22",
    activity:
      "Read Exodus 14:19-22 and fix the setting together: Where are we? (Between the Egyptian army and the sea.) When? (All through the night.) Who is there? (Moses, the whole people, the angel and the pillar of cloud.) Ask your child to close their eyes while you read the passage a second time, slowly. Then have them write one short line for each sense. Sight: the cloud dark on one side and glowing on the other; water standing like walls to the right and the left. Sound: a strong east wind blowing all night. Touch: dry ground under the feet where the seabed used to be. Smell and taste: only if something honest comes to mind, such as salt on the wind; an empty line is better than a made-up one. Now check every line against the text. Strike anything the passage does not allow — fish staring out of the walls, conversations nobody recorded. Finish with one sentence that connects the scene to your child’s life: where might God make a path when there seems to be no way through?",
    simplifiedActivity:
      "Close your eyes and imagine you are walking on the dry sea floor at night. Write three lines: I see… I hear… I feel under my feet… Then check your Bible: is each thing really in the story? Cross out anything that is not.",
    funElement:
      "Make the sea: two rows of chairs draped with blankets become the walls of water. Family members blow and wave paper fans for the east wind while your child walks through the middle holding a torch for the pillar of light.",
    reflectionQuestion:
      "The same cloud was darkness to the Egyptians and light to Israel. What do you think it was like to walk all night in its light?",
    prayer:
      "Lord, You made a road through the sea for Your people. When I feel stuck, with trouble behind me and trouble in front, help me to remember that You can make a way. Thank You for Your light in the dark. Amen.",
  },
  {
    day: 4,
    week: 1,
    title: "24FPS Room: Six Frames from Daniel",
    floor: 1,
    roomId: "24fps",
    focus:
      "A film shows 24 pictures every second. The 24FPS Room gives every Bible chapter one frame: a single, vivid picture you could sketch in ten seconds. It is a memory hook, not a summary — odd or funny is fine, because odd things stick. The test works both ways: the chapter number should bring up the picture, and the picture should bring back the number. Daniel 1–6 is perfect practice.",
    scripture: "Daniel 5:1-9",
    activity:
      "Read Daniel 5:1-9 and ask: ‘What would a friend still remember about this chapter tomorrow?’ Most children say the hand writing on the wall — that becomes the frame for Daniel 5. Now help your child make frames for Daniel 1 to 6, skimming the first verses of each chapter and using stories they already know. Possible frames: 1 — a plate of vegetables and a cup of water beside the king’s rich food; 2 — a huge metal statue with a stone flying toward its feet; 3 — four figures walking inside a blazing furnace; 4 — a king eating grass like an ox; 5 — fingers writing on a palace wall; 6 — lions sitting with their mouths shut. Let your child change any frame to one they like better, as long as it comes from the chapter and is not used for another chapter. Add a number hook where one helps: three men were thrown into the furnace in chapter 3. Sketch all six in a six-box grid, ten seconds each. Test both ways: you call ‘Daniel 4’, they describe the frame; you point to a frame, they give the number.",
    simplifiedActivity:
      "Fold a paper into 6 boxes and number them 1 to 6. Draw one quick picture in each box for Daniel 1–6 — only ten seconds per picture! Cover the numbers and see if you can say which chapter each picture belongs to.",
    funElement:
      "Flash-frame game: shuffle the six drawings and flash one for a single second; your child shouts its chapter number. Then swap: call out a number and your child acts the frame out without speaking. Try the test again tomorrow morning before breakfast.",
    reflectionQuestion:
      "Which of your six frames was the easiest to remember, and what makes a picture stick in your mind?",
    prayer:
      "God of Daniel, You were faithful to him in a strange land and You never changed. As I fill my memory with pictures from Your Word, fill my heart with trust in You. Help me be faithful like Daniel wherever I am. Amen.",
  },
  {
    day: 5,
    week: 1,
    title: "Bible Rendered: The Whole Bible from the Sky",
    floor: 1,
    roomId: "br",
    focus:
      "Bible Rendered is an aerial map of the whole Bible. Its 1,189 chapters are cut into 50 blocks of 24 chapters, and each block gets one glyph — a simple symbol you can write in two seconds. Recite the glyphs in order and you can hold the whole storyline in your head at once. Jesus said the Law, the Prophets and the Psalms were all about Him: the Bible is one story, and today you start mapping it.",
    scripture: "Luke 24:44",
    activity:
      "Read Luke 24:44 and ask: which three parts of the Old Testament does Jesus name, and what does He say they are about? Now do the maths together: 1,189 chapters divided into blocks of 24 makes 49 full blocks and a short last one of 13 — fifty in all. Today you map the first three. Block 1 is Genesis 1–24: creation, the fall, the flood, Babel, Abraham, and a bride found for Isaac. Block 2 is Genesis 25–48: Jacob and Esau, Jacob’s ladder, Joseph sold and raised up. Block 3 runs from Genesis 49 to Exodus 22: Jacob’s last blessings, slavery in Egypt, the Passover, the Red Sea and the first laws at Sinai. Skim chapter headings or use the stories your child knows. For each block, choose one glyph: a symbol (+, ↑, ○), a tiny picture (a globe, a ladder, a lamb) or one capital word (SEED). Write a one-sentence reason for each glyph. Then ask your child to recite the three glyphs in order with their chapter ranges, first looking and then without looking.",
    simplifiedActivity:
      "Draw three big boxes. Label them: Genesis 1–24, Genesis 25–48, Genesis 49–Exodus 22. Draw one simple symbol in each box — it must take only two seconds. Say why you chose it. Then say all three symbols in order with your eyes closed.",
    funElement:
      "Walk the Bible: take 24 steps across the room for block 1 and call out its glyph, then 24 more for block 2, and 24 for block 3. Talk about how far you would walk for all 50 blocks — and that it is one single story the whole way.",
    reflectionQuestion:
      "Jesus said the whole Old Testament speaks about Him. Where do you already see signs of Him in these first three blocks?",
    prayer:
      "Lord Jesus, the whole Bible is about You, from the first page to the last. Help me see the big story and not only the pieces. Open my mind to understand the Scriptures, the way You opened the minds of Your friends. Amen.",
  },
  {
    day: 6,
    week: 1,
    title: "Translation Room: Psalm 23 in Pictures",
    floor: 1,
    roomId: "tr",
    focus:
      "The Translation Room turns words into pictures, because pictures are easier to remember and to share. It works at three sizes: a verse becomes an icon, a passage becomes a three-panel strip, and a whole book becomes a mural. The best pictures are the ones the Bible already uses, so you translate its own imagery instead of inventing new metaphors. Psalm 23 is full of them.",
    scripture: "Psalm 23",
    activity:
      "Read Psalm 23 slowly and have your child list every picture word they hear: shepherd, green pastures, still waters, paths, valley, rod and staff, table, enemies, oil, cup, house. Step one, verse to icon: choose verse 1 and draw one small icon for it — perhaps a shepherd’s crook. Add one detail that stops it being confused with another verse, such as a sheep beside a full bowl for ‘I shall not want’. Look away, look back: does the icon give you the verse? Step two, passage to strip: split the psalm into beginning (verses 1–3, pasture and water), middle (verse 4, the dark valley with the rod and staff close by) and end (verses 5–6, the table, the overflowing cup and the house). Draw one picture per panel. Stick figures are welcome, and there should be no captions: if the strip needs words, sharpen the pictures. Finally show the strip to someone else in the family and see whether they can ‘read’ the psalm from it.",
    simplifiedActivity:
      "Draw Psalm 23 in three boxes with no words: 1 — a sheep by green grass and calm water; 2 — a dark valley with the shepherd’s staff close by; 3 — a table with a cup spilling over, and a house. Can someone guess the psalm from your drawing?",
    funElement:
      "Follow the shepherd: blindfold your child and guide them through a simple obstacle path using only your voice, with other family members calling out to confuse them. Afterwards talk about how sheep learn to know one voice.",
    reflectionQuestion: "Which picture in Psalm 23 do you need most this week, and why?",
    prayer:
      "Lord, You are my Shepherd. Lead me to quiet places, walk with me through dark valleys, and bring me home to Your house at the end. Thank You that I never have to go anywhere without You. Amen.",
  },
  {
    day: 7,
    week: 1,
    title: "Gems Room: God the Tailor — and a Floor 1 Treasure Hunt",
    floor: 1,
    roomId: "gr",
    focus:
      "The Gems Room lays two to four texts from different parts of the Bible side by side until a truth shines that none of them shows alone. That truth is a gem, and gems are collected to be used. Today’s gem begins with the first clothes ever made — by God Himself — and ends with a robe for a son who came home. Then you finish the week by walking back through all six rooms of floor 1.",
    scripture: "Genesis 3:21",
    activity:
      "Read Genesis 3:7-10 and 3:21. Ask: what did Adam and Eve make for themselves? (Fig-leaf aprons.) What did God make for them? (Coats of skins.) Where do skins come from, and what does that suggest it cost? Then read Luke 15:22, where the father calls for the best robe for his returning son, and Isaiah 61:10, where God clothes His people with the robe of righteousness. Ask: what do these texts say together that none says alone? Help your child write the gem in one or two sentences — for example, ‘From the first sin onward, God Himself clothes His children; we cannot cover ourselves, but He covers us with what He provides, and it costs Him.’ Test it: does each link rest on a clear text? Is the truth hidden from any one text alone? Could you share it? Give the gem a title and a use, such as telling it at family worship. Spend the last five minutes on a floor 1 review: retell David’s beats, name two senses from the Red Sea, recite the six Daniel frames and the three block glyphs, and ‘read’ the Psalm 23 strip.",
    simplifiedActivity:
      "Read Genesis 3:21 and Luke 15:22. Draw two pictures: God making clothes for Adam and Eve, and the father putting a robe on his son. Under them write one sentence about what both pictures show about God. Then show someone one drawing from each day this week.",
    funElement:
      "Treasure hunt: hide six paper gems around the house, each labelled with a floor 1 room. When your child finds one, they do a 30-second challenge for that room (Story: tell David in beats; 24FPS: call out Daniel 3’s frame). Collect all six in a ‘treasure chest’ envelope.",
    reflectionQuestion:
      "Why do you think God made clothes for Adam and Eve Himself instead of letting them keep their fig leaves?",
    prayer:
      "Father, thank You that You do not leave me hiding in fig leaves. You cover me with what You provide, and in Jesus You gave Your best for me. Help me to treasure what I learned this week and to share one gem with someone. Amen.",
  },
  // ---------- Week 2: floor 2 (Investigation) ----------
  {
    day: 8,
    week: 2,
    title: "Observation Room: Twenty Facts in Genesis 1",
    floor: 2,
    roomId: "or",
    focus:
      "Floor 2 is the detective floor, and every detective starts by looking. The Observation Room trains you to read out of the text before reading into it: a long numbered list of plain facts that anyone could check by pointing at a verse. Counting is an observation, and so is noticing what repeats or what is missing. Meanings and lessons wait until later. Genesis 1 is a chapter most people think they know — until they look closely.",
    scripture: "Genesis 1",
    activity:
      "Read Genesis 1 twice without writing anything: the first time to follow the story, the second time slowly, and aloud if possible, because the ear catches repeated words the eye skips. Now your child numbers a page from 1 to 25 and starts listing observations. Begin with the factual layer: who speaks, what is made on each day, how many days there are, what gets a name. Then count: how many times does the chapter say ‘And God said’? (Ten.) How many times does God see that something is good? (Seven, and the last is ‘very good’.) How many times ‘the evening and the morning’? (Six.) Move to the deeper layer: contrasts (light and darkness, day and night, waters above and below), and matching pairs (light on day 1, lights in the sky on day 4). Keep the rule strict: write ‘God divided the light from the darkness’, not ‘God is orderly’ — that is a meaning, and meanings come later. When your child reaches twenty, read the chapter once more and add five more. The best observations usually come after the obvious ones run out.",
    simplifiedActivity:
      "Number your page 1 to 20 and write twenty facts from Genesis 1. Count! How many times does God speak? How many times is something called good? What is made on day 4? Write only what you can point to in a verse — no lessons yet.",
    funElement:
      "Counting race: read Genesis 1 aloud while your child taps the table at every ‘And God said’ and stamps a foot at every ‘good’. Compare their totals with the text. Then play Observation Olympics: two minutes, one point for every fact they can prove by pointing at a verse.",
    reflectionQuestion:
      "What did you notice today that you had never noticed before in a chapter you thought you knew?",
    prayer:
      "Creator God, You spoke and the world was made, and You called it very good. Give me sharp eyes to notice what You have written, and a patient heart that looks before it decides. Thank You for making me part of Your good creation. Amen.",
  },
  {
    day: 9,
    week: 2,
    title: "Def-Com Room: What Does “Good Shepherd” Really Mean?",
    floor: 2,
    roomId: "dc",
    focus:
      "English Bibles are translations, so sometimes the richest meaning is hidden in the original Greek or Hebrew word. The Def-Com Room (definitions and commentary) picks the weightiest words in a passage, finds what they meant to the first hearers, notes the customs those hearers took for granted, and listens to careful teachers — while letting the Bible have the last word. Today: two words Jesus used about Himself.",
    scripture: "John 10:11-15",
    activity:
      "Read John 10:11-15 and ask your child which words the meaning hangs on. Choose ‘good’ and ‘shepherd’. Look up ‘good’: tap the word in the app’s KJV Strong’s tool, or use a Strong’s concordance. It is the Greek kalos (G2570), which means not only morally good but fine, noble, beautiful — the genuine, excellent shepherd. ‘Shepherd’ is poimēn (G4166), one who tends and feeds a flock. Compare how the KJV and one other translation in the app render verse 11. Now the culture: in Jesus’ day sheep were kept for years for wool and milk, so a shepherd knew each one (John 10:3) and walked in front to lead them (John 10:4), while a hired man was paid by the day and had nothing to lose. Check a Bible example of a real shepherd: David fighting the lion and the bear (1 Samuel 17:34-35). If you have a Bible dictionary, read its short entry on shepherds together. Finally your child writes three or four sentences of synthesis: what these words meant to the first hearers, and what they show about Jesus.",
    simplifiedActivity:
      "Find out what the word “good” in John 10:11 means in Greek — ask for help or tap the word in the app. Then finish this sentence in your notebook: “Jesus is the good shepherd, which means…” Add one thing a real shepherd did in Bible times.",
    funElement:
      "Shepherd or hired hand? Call out situations — a wolf appears, a lamb gets lost, a storm comes at night. Your child runs to one wall if a hired man would stay and the other wall if he would run away. After each one, ask what Jesus the good Shepherd does.",
    reflectionQuestion:
      "What is the difference between someone who is paid to look after you and someone who loves you? How does Jesus show which one He is?",
    prayer:
      "Jesus, You are the good Shepherd — the real one, the beautiful one. You know my name and You gave Your life for me. Help me to know Your voice and follow You closely. Thank You that I am never just a job to You. Amen.",
  },
  {
    day: 10,
    week: 2,
    title: "Symbols Room: Following the Light",
    floor: 2,
    roomId: "st",
    focus:
      "God uses His pictures consistently, so a symbol can be traced through the whole Bible like following footprints. The Symbols/Types Room builds a personal dictionary: name the symbol, gather the places it appears, define what it stands for in one sentence, and find where it meets Jesus. Each card you make becomes a key you can use again. Today’s symbol is LIGHT.",
    scripture: "John 8:12",
    activity:
      "Write LIGHT at the top of a card. Scope: look up and read these texts together, from as many parts of the Bible as possible — Genesis 1:3 (the first thing God speaks into being), Exodus 13:21 (the pillar of fire giving light by night), Psalm 119:105 (God’s word a lamp and a light), Isaiah 9:2 (people in darkness see a great light), John 8:12 (Jesus: ‘I am the light of the world’), Matthew 5:14 (His followers are the light of the world) and Revelation 22:5 (no night in the city, for God gives them light). Ask: is the picture used the same way each time? Then record an honest exception: 2 Corinthians 11:14 says Satan disguises himself as an angel of light — a counterfeit, which shows how precious the real light is. Now write the sign in one sentence, such as ‘Light is God’s presence and truth, which drives out darkness and shows the way.’ If it takes two sentences, there may be two symbols. Finally the Christ-locus: John 8:12, and one line explaining how Jesus is the light. Keep the card: you will use it again.",
    simplifiedActivity:
      "Make a symbol card. Front: draw a lamp and write LIGHT. Back: write “Light means…” and finish the sentence. Add three verses: Psalm 119:105, Isaiah 9:2 and John 8:12. Circle the verse where Jesus says He is the light.",
    funElement:
      "Lamp walk: turn off the lights and set out the verses at stations around a dark room. Your child moves from station to station by the beam of one torch, reading each verse aloud, and reads John 8:12 last with the torch under their chin.",
    reflectionQuestion:
      "Where in your life right now do you need Jesus to be your light and show you the next step?",
    prayer:
      "Jesus, You are the light of the world. Shine into the dark corners of my heart and show me the way to walk. Help me to follow You so closely that I never walk in darkness, and let Your light shine through me to others. Amen.",
  },
  {
    day: 11,
    week: 2,
    title: "Types Room: Look and Live",
    floor: 2,
    roomId: "st",
    focus:
      "A type is a person, object or event that God placed in the Old Testament to point ahead to Jesus. Types are not guesses: they need biblical warrant, and the strongest warrant is the New Testament naming the link. Jesus Himself connected the bronze serpent to His cross. A type always resembles Christ, but Christ is always greater.",
    scripture: "Numbers 21:4-9",
    activity:
      "Read Numbers 21:4-9 and trace the story together: the people complain against God, serpents come into the camp, the people confess ‘we have sinned’, Moses prays, God tells him to set a bronze serpent on a pole, and whoever looks at it lives. Now read John 3:14-15. Draw two columns headed ‘Wilderness’ and ‘Cross’ and let your child fill in the matches: lifted up on a pole / lifted up on the cross; people dying from bites / people dying because of sin; the cure was not medicine or hard work but looking / believing in Jesus; whoever looked lived / whoever believes has eternal life. Ask: what is surprising about the cure looking like the problem? (Older children can read 2 Corinthians 5:21.) Then note where Jesus is greater: the bronze serpent gave back a few more years of life, Jesus gives life that never ends. Finish with a warning from history: in 2 Kings 18:4 King Hezekiah smashed the serpent because people had started to worship it. The sign is never the Saviour. Make a type card: TYPE — bronze serpent; WARRANT — John 3:14; POINTS TO — the cross; GREATER — eternal life.",
    simplifiedActivity:
      "Draw the bronze serpent on a pole with a person looking up at it. Beside it draw the cross. Under both pictures write “Look and live” and “John 3:14-15”. Write two ways the pictures are the same.",
    funElement:
      "Look-and-live freeze tag: anyone who is tagged freezes and cannot run to safety — they can only be set free by spotting the ‘pole’ (a cross drawn on card) when a parent holds it up somewhere in the room. All they have to do is look.",
    reflectionQuestion:
      "Why do you think God made the cure so simple — just look? What does that tell you about how He saves us?",
    prayer:
      "Jesus, You were lifted up on the cross so that everyone who looks to You can live. I look to You today. Thank You that I do not have to earn my healing; I only have to trust You. Keep my eyes on You and not on anything else. Amen.",
  },
  {
    day: 12,
    week: 2,
    title: "Questions Room: Interviewing Daniel 1",
    floor: 2,
    roomId: "qr",
    focus:
      "Good detectives ask good questions, and the quality of your questions decides how deep your understanding goes. The Questions Room uses three columns: INTRA questions the passage raises about itself, INTER questions that send you across the Bible, and PALACE questions from the rooms you know. Open questions (why, how, what) beat yes-or-no questions. Your best questions become tomorrow’s work.",
    scripture: "Daniel 1:8-20",
    activity:
      "Read Daniel 1:8-20 and draw three columns headed Story, Bible and Palace. In the Story column (INTRA), help your child ask what the passage raises about itself: Why does verse 8 say Daniel ‘purposed in his heart’ before he asked anyone? Why ten days, and not one? Why did Daniel ask politely instead of simply refusing? What does verse 9 mean when it says God gave him favour? In the Bible column (INTER): Where else does Scripture speak about food and faithfulness? Who else was a young person far from home who stayed true to God? In the Palace column: Where can we see Christ here? Which time zone does this story speak from? Which symbol card might help? Aim for about fifteen questions in all. Then rewrite weak questions: ‘Was Daniel brave?’ becomes ‘What made Daniel brave enough to ask?’; drop any question that already contains its answer. Finally star the three to five strongest questions — they go to the Q&A Room tomorrow.",
    simplifiedActivity:
      "Make three columns: Story, Bible, Palace. Write at least two questions in each one. Start each question with Why, How, What or Where — never “Did”. Put a star next to the question you most want answered.",
    funElement:
      "Question catch: toss a ball back and forth. Whoever catches it must ask a new question about Daniel 1 within five seconds. A yes-or-no question earns a shout of ‘Rewrite!’ and the thrower gets another go.",
    reflectionQuestion:
      "Which of your questions is the hardest one, and where in the Bible might you start looking for its answer?",
    prayer:
      "Lord, thank You that You are not afraid of my questions. Make me curious about Your Word, and give me patience to search for answers in it. Like Daniel, help me decide in my heart to be faithful before the test comes. Amen.",
  },
  {
    day: 13,
    week: 2,
    title: "Q&A Chains Room: Where Did Daniel’s Wisdom Come From?",
    floor: 2,
    roomId: "qa",
    focus:
      "The Q&A Chains Room answers your best questions with chains of Bible texts instead of opinions — Scripture explaining Scripture — so you can show someone else why you believe your answer. Find two to four texts that speak directly to the question, read each in its own context, and then write a short answer that follows from the texts. Clear verses come before unclear ones.",
    scripture: "Daniel 1:17",
    activity:
      "Bring out yesterday’s starred questions. Work the first chain together with this question: ‘Where did Daniel’s wisdom come from?’ Link 1: Daniel 1:17 — God gave the four young men knowledge, skill and wisdom. Link 2: Proverbs 2:6 — the LORD is the one who gives wisdom. Link 3: James 1:5 — anyone who lacks wisdom can ask God, who gives generously and without scolding. Write the synthesis in one to three sentences: ‘Daniel’s wisdom was God’s gift, and God still gives wisdom to anyone who asks Him.’ Now your child builds a second chain on their own, for example: ‘Why did Daniel ask politely instead of arguing?’ Useful texts include Proverbs 15:1 (a soft answer turns away anger), Romans 12:18 (live peaceably with everyone as far as you can) and 1 Peter 3:15 (answer with meekness). Check the chain together: does the answer really follow from these texts, or has an opinion crept in? If your child cannot find two texts that speak directly to a question, rewrite the question — or admit honestly that the Bible is quieter there.",
    simplifiedActivity:
      "Answer this question with Bible verses: “Where did Daniel get his wisdom?” Read Daniel 1:17 and James 1:5. Write one sentence that answers the question using both verses. Then ask God for wisdom for one thing this week.",
    funElement:
      "Make a paper chain: write the question on the first strip, one verse on each middle strip and the answer on the last strip, and loop them together. Hang the chain where the family will see it at dinner and ask your child to explain it.",
    reflectionQuestion:
      "What is one thing you need wisdom for this week? How will you ask God for it, the way James 1:5 invites you to?",
    prayer:
      "Father, Your Word says that if I lack wisdom I can ask You, and You will give it generously. I am asking now. Give me wisdom for the choices in front of me, and help me answer others kindly, the way Daniel did. Amen.",
  },
  {
    day: 14,
    week: 2,
    title: "Review: The Case of Blind Bartimaeus",
    floor: null,
    focus:
      "This week you trained as a Bible detective: observing, defining words, tracing symbols and types, asking questions and answering them with Scripture. Today you put all five floor-2 tools to work on one short case file — a blind man by the road out of Jericho who would not stop calling for Jesus.",
    scripture: "Mark 10:46-52",
    activity:
      "Read Mark 10:46-52 twice. Observation (five minutes): your child lists at least ten facts — the town, the man’s name and his father’s name, where he sat, what he called Jesus and how many times, who told him to be quiet, what Jesus did first (He ‘stood still’), what the man threw off, the question Jesus asked, how quickly he was healed, and where he went afterwards (‘in the way’ behind Jesus). Def-Com: look at the title ‘Son of David’. Read 2 Samuel 7:12-13 to see why it meant the promised King from David’s family — a blind beggar saw who Jesus was when many with eyes did not. Symbols: bring out the LIGHT card from day 10; how does this story fit it? Questions: one question for each column (Story, Bible, Palace). Q&A: answer one with a chain, for example ‘Why did Jesus ask what he wanted, when it was obvious?’ using Matthew 7:7 and James 4:2. End by letting your child explain the case to someone else in two minutes.",
    simplifiedActivity:
      "Be a detective: write eight facts you can see in Mark 10:46-52. What did Bartimaeus call Jesus? How many times? What did he throw away? Then write one question you would like to ask about the story, and one verse that might answer it.",
    funElement:
      "Act the case: your child sits blindfolded ‘by the road’ while the family walks past chatting. They must call out and keep calling when others shush them. When ‘Jesus’ stops and asks the question, your child answers, pulls off the blindfold and follows.",
    reflectionQuestion:
      "Bartimaeus kept calling even when people told him to be quiet. What sometimes tries to keep you quiet when you want to come to Jesus?",
    prayer:
      "Jesus, Son of David, have mercy on me. Thank You for stopping for people that others ignore. Open my eyes to see You clearly, and when I can see, help me follow You down the road wherever You go. Amen.",
  },
  // ---------- Week 3: floor 3 (Freestyle) ----------
  {
    day: 15,
    week: 3,
    title: "Nature Freestyle: Sermons with Feathers and Petals",
    floor: 3,
    roomId: "nf",
    focus:
      "Floor 3 takes the Bible out of the book and into your day. Jesus preached from birds, flowers, seeds and wind, and creation still speaks about its Maker (Romans 1:20). In Nature Freestyle you look closely at one thing in creation, notice what it does, tie it to a verse that really makes that point, and boil it down to a lesson a younger child could repeat. The verse decides what the object teaches — never the other way round.",
    scripture: "Matthew 6:26-30",
    activity:
      "Read Matthew 6:26-30 together, then go outside (or to a window) for ten minutes. Ask your child to find either a bird or a flower and watch it closely. Have them write one or two traits — not only what it looks like but what it does: the sparrow searches the ground for food and flies off without a store cupboard; the flower opens to the sun without sewing or shopping. Back inside, read the verses again in context. Jesus was speaking to people anxious about food and clothes (verse 25), so check: does the trait your child noticed really match His point? Now distil a lesson of 25 words or fewer, simple enough for a five-year-old: ‘Birds don’t have fridges, but God feeds them every day — and He cares for me even more.’ Finally log it in the notebook in four parts: object → verse → lesson → use. A use is concrete: ‘Every time I see a sparrow at school this week, I will give God one worry.’",
    simplifiedActivity:
      "Go outside and watch one bird or one flower for five minutes. Write down one thing it does. Read Matthew 6:26-30 and write a lesson in one short sentence. Draw your bird or flower next to the lesson.",
    funElement:
      "Sparrow search: scatter a few seeds or crumbs outside and keep a tally of how many birds come to eat in ten minutes — none of them brought a lunchbox. Or press a flower between heavy books today and glue it into the notebook next week beside Matthew 6:28.",
    reflectionQuestion: "What worry could you hand to God each time you see a bird this week?",
    prayer:
      "Heavenly Father, You feed the birds and dress the flowers, and You say I am worth much more to You than they are. When I start to worry, remind me of the sparrows. Thank You for preaching to me through the world You made. Amen.",
  },
  {
    day: 16,
    week: 3,
    title: "Personal Freestyle: My Lion and My Bear",
    floor: 3,
    roomId: "pf",
    focus:
      "Personal Freestyle reads your own life in the light of the Bible’s stories. You look back at something that really happened to you, find a Bible story with the same shape, and ask humbly what God may have been doing. The Bible stays the main story; your life is read in its light. David did exactly this before he faced Goliath: he remembered how God had helped him before, and that memory gave him courage.",
    scripture: "1 Samuel 17:34-37",
    activity:
      "Read 1 Samuel 17:34-37 and point out what David is doing: he tells Saul about the lion and the bear, then draws a line from what God did then to what God will do now. Ask your child to choose one real event from their own life when they needed help — a scary first day, an illness, a lost pet found, a hard test, a move to a new place. Joys count as much as trials. Step one: describe it factually in two or three sentences, like an Observation Room list: what happened and when. Step two: find a Bible story with the same shape, not just the same topic — a need, a cry for help, and God’s answer. David’s lion and bear fit many events, but your child may think of others (Hagar and the well, Peter in prison, the disciples in the storm). Step three: connect them humbly: ‘God may have been teaching me…’ rather than ‘God told me…’. Step four: write a one-sentence lesson that points to what God did, not to how brave your child was. This is private: your child chooses whether to share it.",
    simplifiedActivity:
      "Think of one time God helped you. Draw it in one box. In a second box draw David with the lion and the bear. Under both write: “The God who helped me then will help me again.” Tell someone your story if you want to.",
    funElement:
      "Make a ‘lion and bear jar’: decorate a jar and drop in a folded slip for each time God has helped your family. Read two slips aloud before the next hard thing — a test, a visit to the dentist — the way David remembered before he faced the giant.",
    reflectionQuestion:
      "What is one ‘lion or bear’ from your past that you can remember the next time something feels like a giant?",
    prayer:
      "Lord, You helped David with the lion and the bear, and You have helped me too. Thank You for every time You were there, even when I did not notice. When I face something big, help me remember what You have already done. Amen.",
  },
  {
    day: 17,
    week: 3,
    title: "Bible Freestyle: The Family of John 3:16",
    floor: 3,
    roomId: "bf",
    focus:
      "Verses have families. Bible Freestyle trains you to name a verse’s relatives quickly: brothers, which say almost the same thing, and cousins, which share the same theme from a different angle. Relatives must share meaning, not only a word. The goal is a small cluster of linked verses you can call up in a conversation — a list of links, not an essay.",
    scripture: "John 3:16",
    activity:
      "Read John 3:16 and ask your child to state its core idea in a short phrase — its DNA. For example: ‘God’s love gave His Son so we can live.’ Now hunt for relatives. A brother says nearly the same thing: read 1 John 4:9 — God sent His only begotten Son into the world so that we might live through Him. Cousins approach the same truth from another side: Romans 5:8 (God showed His love while we were still sinners), Romans 8:32 (He did not spare His own Son) and Ephesians 2:4-5 (rich in mercy, He made us alive). Read each in its own context and check that it really shares the meaning. Then ask your child to find one more relative on their own, by memory or with the app’s search. Record the cluster: John 3:16 → each relative, labelled brother or cousin, with a few words on the link (25 words or fewer each). Finish with a speed test: can your child name three relatives of John 3:16 in 30 seconds without looking?",
    simplifiedActivity:
      "Draw a family tree. Put John 3:16 at the top. Add 1 John 4:9 as its brother and Romans 5:8 as its cousin. Write three words on each branch to show what they share. Can you add one more cousin?",
    funElement:
      "Family reunion game: write John 3:16 and six other verses on cards (include two strangers that share a word but not the meaning, such as 1 John 2:15 and Mark 12:30). Your child sorts them into brothers, cousins and ‘not family’ against a timer.",
    reflectionQuestion:
      "Which relative of John 3:16 helped you see God’s love in a new way, and what did it add?",
    prayer:
      "Father, You loved the world so much that You gave Your Son. Thank You that Your Word says it again and again, in many ways, so I will never forget it. Help me believe it for myself and share it with a friend. Amen.",
  },
  {
    day: 18,
    week: 3,
    title: "History Freestyle: The Unsinkable Ship",
    floor: 3,
    roomId: "hf",
    focus:
      "History Freestyle uses events outside the Bible as illustrations and warnings, with Scripture interpreting history — never the reverse. First get the facts right, then find the Bible pattern, then draw a lesson anyone could remember. The lesson applies to everyone, including ourselves. Today: a ship that many believed could never sink.",
    scripture: "Proverbs 16:18",
    activity:
      "Start with the facts, on their own terms. In April 1912 the Titanic, the largest ship of its day, sailed from England to New York on its first voyage. Many people spoke of it as practically unsinkable. It carried lifeboats for only about half the people on board, and warnings about ice were received during the voyage. Late on 14 April it struck an iceberg, and it sank early the next morning; more than 1,500 people died. Pause here and talk gently about the real people involved. Now ask: where does Scripture show a similar pattern? Read Proverbs 16:18 and 1 Corinthians 10:12. Help your child name it precisely: confidence in our own strength makes us careless about warnings. Write a one- or two-sentence lesson, for example: ‘Nothing we build is unsinkable; wise people take warnings seriously and trust God rather than their own strength.’ Record it: event → verse → lesson → use. Then check: would we read Proverbs 16:18 the same way if the Titanic had never sailed? (Yes — the Bible sets the lesson; history only illustrates it.)",
    simplifiedActivity:
      "Write three facts about the Titanic. Then read Proverbs 16:18 and write one sentence that connects them. Finish with: “One warning I should listen to is…”",
    funElement:
      "Build a foil boat and float it in a basin. Add coins one at a time while everyone predicts how many it can hold. When it sinks, talk about how even the best-built things have limits — but God does not.",
    reflectionQuestion:
      "Is there something you feel so sure about that you might be ignoring a warning? What would wise humility look like there?",
    prayer:
      "Lord, keep me from pride that thinks I cannot fall. Help me listen to warnings from You, my parents and my teachers. Thank You that You are the only one who truly cannot fail, and that I can trust my life to You. Amen.",
  },
  {
    day: 19,
    week: 3,
    title: "Listening Room: Is That Really in the Bible?",
    floor: 3,
    roomId: "lr",
    focus:
      "Bible words and sayings that sound like the Bible are everywhere — in songs, conversations, films and adverts. The Listening Room turns hearing into capturing: catch the quote, write it down, check whether it is really in Scripture and used the way the writer meant, and then decide on one thing to do. James says the point of hearing is doing.",
    scripture: "James 1:22-25",
    activity:
      "Read James 1:22-25 and talk about the mirror picture: what is the point of looking in a mirror and walking away unchanged? Then test three sayings together, recording each as quote → verse → verdict. First: ‘God helps those who help themselves.’ Search the app: it is not in the Bible — it is an old proverb made famous by Benjamin Franklin’s almanac. The nearest texts say nearly the opposite: Romans 5:6 (Christ died for us when we were without strength) and Psalm 121:2 (my help comes from the LORD). Second: ‘Pride comes before a fall.’ Verdict: in the Bible but shortened — read Proverbs 16:18 from yesterday and compare the wording. Third: ‘This is the day the Lord has made’ from a song. Verdict: verified, Psalm 118:24, and used the way the psalm means it. Now give your child a listening assignment for the next 24 hours: carry a small notebook and capture any saying that sounds like the Bible, with who said it and when. Tomorrow, check each one and write one action step for yourself, not a correction for the speaker.",
    simplifiedActivity:
      "Play “Bible or not?”: check these three sayings in the app — “God helps those who help themselves”, “Pride comes before a fall”, “This is the day the Lord has made”. Write a tick, a cross or “nearly” next to each, with the verse if you find one.",
    funElement:
      "Bible or not? quiz show: a parent reads out ten sayings, some from Scripture and some not. Your child holds up a green card for ‘in the Bible’, red for ‘not’ and yellow for ‘nearly’, scoring a point for each correct card and a bonus point for finding the reference.",
    reflectionQuestion:
      "James says a hearer who does not act is like someone who forgets their own face. What is one thing you heard from God’s Word this week that you will actually do?",
    prayer:
      "Lord, give me ears that listen carefully and a heart that checks what I hear against Your Word. But most of all, make me a doer and not just a hearer. Help me do one thing today that You have said. Amen.",
  },
  {
    day: 20,
    week: 3,
    title: "Freestyle Day: The Bible from Morning to Night",
    floor: 3,
    focus:
      "Moses told parents to talk about God’s words when sitting at home, walking along the road, lying down and getting up. That is exactly what floor 3 is for: not a study hour, but a whole ordinary day in which nature, your own life, verses you know, history and what you hear keep pointing back to God. Today you use all five freestyle rooms from breakfast to bedtime.",
    scripture: "Deuteronomy 6:6-9",
    activity:
      "Read Deuteronomy 6:6-9 at breakfast and list the four times of day Moses names. Give your child a ‘freestyle log’ card with five boxes, to fill in during the day (check in with them at lunch and at bedtime). Box 1, Nature: one thing seen outside, a verse it connects to, and a one-line lesson. Box 2, Listening: one saying or song line heard today that echoes the Bible, checked in the app. Box 3, Bible Freestyle: one verse read or remembered today, with two relatives (a brother or cousins). Box 4, History: one thing learned in a school subject or the news (suitable for their age) and a Bible principle it illustrates. Box 5, Personal: at bedtime, one thing that happened today and a Bible story with a similar shape. Keep each box short — a line or two. At bedtime, read the card together and let your child choose which box was the best ‘catch’ of the day.",
    simplifiedActivity:
      "Fill in your freestyle card today: 1 something in nature, 2 something you heard, 3 a verse and its cousin, 4 something from school or history, 5 something that happened to you. One line each. Show your card at bedtime.",
    funElement:
      "Freestyle bingo: make a 3×3 grid with squares such as ‘a bird’, ‘a song with a Bible phrase’, ‘something about water’, ‘a kind act’, ‘a history fact’. Each square earns a tick when your child links it to a verse. Three in a row wins a bedtime story of their choice.",
    reflectionQuestion: "Which part of your ordinary day surprised you by reminding you of God?",
    prayer:
      "Lord, I want to remember You not only when I open my Bible but all day long — when I wake up, when I walk, when I talk and when I lie down. Open my eyes to see You in ordinary things. Amen.",
  },
  {
    day: 21,
    week: 3,
    title: "Review: Three Floors and One Tree",
    floor: null,
    focus:
      "Three weeks, three floors. Today you walk one short psalm through the rooms of floors 1, 2 and 3 to see how they work together: pictures to remember it, detective tools to understand it, and freestyle to carry it into life. Psalm 1 is about a person planted like a tree by a river — someone who delights in God’s Word day and night, which is what this course is all about.",
    scripture: "Psalm 1:1-3",
    activity:
      "Read Psalm 1:1-3 twice. Floor 1: Translation — draw verses 1–3 as a three-panel strip (walking, standing, sitting with the wrong crowd; a person reading with delight; a tree by a river, full of fruit). 24FPS — choose one frame for Psalm 1 that you will remember tomorrow. Floor 2: Observation — list five facts (the three verbs walk, stand, sit; ‘day and night’; the tree’s three blessings: fruit, green leaves, prospering). Def-Com — look up ‘meditate’ in the app’s Strong’s tool: the Hebrew hagah (H1897) means to murmur or mutter, speaking the Word softly to yourself. Symbols — start a TREE card. Questions — write one INTRA question (why walk, then stand, then sit?). Floor 3: Bible Freestyle — read Jeremiah 17:7-8; is it a brother or a cousin? Nature — go outside and find the healthiest tree nearby; where do its roots get water? Finish by asking your child which room they enjoyed most so far and which one felt hardest.",
    simplifiedActivity:
      "Draw Psalm 1 in three boxes. Write five facts you notice (hint: count the verbs in verse 1). Read Jeremiah 17:7-8 — is it a brother or a cousin of Psalm 1? Then go and hug the best tree you can find!",
    funElement:
      "Room roulette: write the names of the floor 1–3 rooms on slips in a bowl. Your child draws one at a time and has one minute to use that room on Psalm 1. Keep score: one point for each room they complete before the bowl is empty.",
    reflectionQuestion:
      "Psalm 1 says the blessed person delights in God’s Word. After three weeks, what do you enjoy most about the Bible, and what would help you enjoy it more?",
    prayer:
      "Lord, plant me like a tree by Your river. Let my roots go deep into Your Word so that I stay green when things are dry and bear good fruit for others. Thank You for three weeks in Your palace. Amen.",
  },
  // ---------- Week 4: floor 4 (Next Level) ----------
  {
    day: 22,
    week: 4,
    title: "Concentration Room: Prophet, Priest and King",
    floor: 4,
    roomId: "cr",
    focus:
      "Floor 4 puts Jesus at the centre of everything. The Concentration Room asks one question of a passage: what is Christ doing here? The Bible gives Him three jobs, or offices. As Prophet He reveals God and teaches; as Priest He offers, prays for us and brings us to God; as King He rules, protects and judges. Naming the office shapes how we respond: a Prophet is listened to, a Priest is trusted, a King is obeyed and worshipped.",
    scripture: "Luke 23:33-43",
    activity:
      "Read Luke 23:33-43 slowly and reverently. Ask your child to list every verb that belongs to Jesus in the passage — what He says and does. Then find His main activity. Verse 34: He prays for the people crucifying Him — that is a Priest’s work, standing between guilty people and God, and He is also offering Himself as the sacrifice. Tag the primary office: Priest. Is a second office clearly present? Yes: the sign over Him reads ‘King of the Jews’, the thief asks to be remembered ‘when thou comest into thy kingdom’, and Jesus answers with the authority of a king who can open paradise. Tag King as the secondary office, with that reason. Now write the Concentration line together: Luke 23:34 → Priest • praying for His enemies and giving Himself • benefit: forgiveness for people who do not deserve it, and a promise of paradise for a dying man who trusts Him • horizon: done once for all at the cross, and still going on, because He lives to pray for us now (Hebrews 7:25). End by asking how we should respond to a Priest like this.",
    simplifiedActivity:
      "Draw three hats: a prophet’s scroll-hat, a priest’s turban and a king’s crown. Read Luke 23:34 and 23:42-43. Which hat is Jesus wearing when He prays “Father, forgive them”? Which one when He promises the thief paradise? Write the verse under each hat.",
    funElement:
      "Three-hats sort: make three paper hats. Read out Jesus moments — teaching on the mountain, calming the storm, praying for Peter, riding into Jerusalem, telling a parable, washing feet, cleansing the temple. Your child puts on the matching hat for each and explains the choice; some may need two hats.",
    reflectionQuestion:
      "Jesus prayed for the people who were hurting Him. Who do you find it hard to pray for, and what would His kind of prayer for them sound like?",
    prayer:
      "Lord Jesus, You are my Prophet, my Priest and my King. Thank You for praying for Your enemies and for giving Yourself for me. Remember me, too, in Your kingdom. Teach me to listen to You, trust You and obey You. Amen.",
  },
  {
    day: 23,
    week: 4,
    title: "Dimensions Room: Five Faces of the Fiery Furnace",
    floor: 4,
    roomId: "dr",
    focus:
      "A diamond has many faces, and so does a Bible passage. The Dimensions Room looks at one text from five sides: 1D what literally happened; 2D how it points to Christ; 3D what it means for me; 4D what it says to God’s people together; 5D what it shows about the end of the story. The literal face comes first and holds the others up, Christ stands at the centre, and each face should say something new.",
    scripture: "Daniel 3:16-28",
    activity:
      "Read Daniel 3:16-28. Give your child a page with five lines labelled 1D to 5D, and work through them one or two sentences at a time. 1D Literal: three young Jews in Babylon refused to bow to the king’s golden image, were thrown into a furnace, and came out unburned, so that the king praised their God. Check the details with the text: ropes burned off, not a hair singed, no smell of smoke. 2D Christ: a fourth figure walked with them in the fire, ‘like the Son of God’ (verse 25); support the line with Isaiah 43:2, where God promises to be with His people in the fire. 3D Me: what this Christ offers me — His company in my hardest moments — and how I respond (trust Him even if He does not rescue me in the way I want, verses 17-18). 4D Church: the three stood together; God’s people need one another to stay faithful. 5D Heaven: one day everything that is not of God will pass away, and God’s faithful people will stand unharmed before Him. Now cover each line with a hand: does the next line add something new? If two say the same thing, look again.",
    simplifiedActivity:
      "Trace your hand and write one idea on each finger. Thumb: what happened. Pointer: who was the fourth man? Middle: what this means for me. Ring: how the three friends helped each other. Little finger: what God will do in the end.",
    funElement:
      "Diamond turn: cut a diamond shape from card and write 1D–5D on its faces. Spin it on the table; whichever face points to your child, they must say that dimension of Daniel 3 in one sentence. Then let them spin it for you.",
    reflectionQuestion:
      "The three friends said God could save them — ‘but if not’, they would still be faithful. What would ‘but if not’ faith look like for you this week?",
    prayer:
      "God of Shadrach, Meshach and Abednego, thank You that You walk with Your people in the fire. Give me faith that trusts You even when I don’t understand, and friends who stand with me for what is right. Amen.",
  },
  {
    day: 24,
    week: 4,
    title: "Connect-6: Lost and Found in Six Kinds of Writing",
    floor: 4,
    roomId: "c6",
    focus:
      "The Bible is a library with six kinds of writing: prophecy, parable, epistle (letters), history, gospel and poetry. Connect-6 listens to one truth in all six voices, reading each by its own rules, and hears how much richer it sounds together. A truth confirmed in every kind of writing is strong enough to build on. Today’s theme: God goes looking for the lost.",
    scripture: "Luke 15:3-7",
    activity:
      "Explain the six genres and where they live: History (Genesis–Esther, Acts), Poetry (Job–Song of Solomon), Prophecy (Isaiah–Malachi, Revelation), Gospel (Matthew–John), Epistle (Romans–Jude) and Parable (Jesus’ stories). Then hunt for the theme ‘God seeks the lost’ in each. History — Genesis 3:8-9: God walks into the garden calling ‘Where art thou?’ (history shows; it does not always explain). Poetry — Psalm 119:176: ‘I have gone astray like a lost sheep; seek thy servant’ (poetry speaks feelings honestly). Prophecy — Ezekiel 34:16: God promises to seek the lost and bind up the broken. Parable — Luke 15:3-7: the shepherd leaves the ninety-nine (a parable has one main point — look for the twist: heaven throws a party). Gospel — Luke 19:10: the Son of Man came to seek and to save the lost. Epistle — 1 Timothy 1:15: Christ came into the world to save sinners, and Paul calls himself the chief. For each, your child writes one line on what that kind of writing adds. Finish with a synthesis of two or three sentences that ends in Christ.",
    simplifiedActivity:
      "Make six boxes: History, Poetry, Prophecy, Parable, Gospel, Letter. Read one verse for each from the list and draw a tiny picture in its box. Then write: “In every part of the Bible, God…” and finish the sentence.",
    funElement:
      "Hide a toy sheep somewhere in the house with six clue cards, one verse on each, in the order History → Poetry → Prophecy → Parable → Gospel → Letter. Each clue says where to find the next. When your child finds the sheep, throw a short ‘rejoice with me’ party.",
    reflectionQuestion:
      "Which of the six voices spoke to you most about God looking for lost people, and why?",
    prayer:
      "Good Shepherd, thank You for coming to look for me when I wander. Thank You that every part of Your Word tells me You seek the lost. Help me to care about people who feel far from You, and bring them home. Amen.",
  },
  {
    day: 25,
    week: 4,
    title: "Theme Room and Time Zone: Where Does This Verse Live?",
    floor: 4,
    roomId: "trm",
    focus:
      "Two rooms help you place a verse in the palace. The Theme Room gives the palace its walls, floor and ceiling: the Sanctuary, Life of Christ, Great Controversy and Time-Prophecy walls, the Gospel Floor everything stands on, and the Heaven Ceiling everything rises toward. The Time Zone asks where and when a text speaks from: heaven or earth, and past, now or future. Hebrews 8 shows why that matters: Jesus is serving in heaven right now.",
    scripture: "Hebrews 8:1-2",
    activity:
      "Read Hebrews 8:1-2. Theme Room: which span carries its weight? The passage is about Jesus as our High Priest in the true sanctuary, so the primary span is the Sanctuary Wall. Write a one-sentence reason. Time Zone: is the action in heaven or on earth? Past, now or future? It is heaven, and it is now (H-Now): Christ ministers in the heavenly sanctuary today. Now turn a room of your house into the palace: label the four walls Sanctuary, Life of Christ, Great Controversy and Time-Prophecy; put a ‘Gospel Floor’ sign on the floor and a ‘Heaven Ceiling’ sign up high. Give your child six verse cards and ask them to place each on its span and say its time zone: Luke 2:7 (Life of Christ, earth past), John 3:16 (Gospel Floor), Revelation 12:7-9 (Great Controversy, heaven past), Daniel 8:14 (Time-Prophecy), Revelation 21:3-4 (Heaven Ceiling, future), Hebrews 8:1-2 (Sanctuary, heaven now). Compare two verses on the same span and ask what they show together.",
    simplifiedActivity:
      "Draw a room with four walls, a floor and a ceiling. Label them. Write Hebrews 8:1-2 on the Sanctuary wall. Then write “Heaven — now” next to it. Where is Jesus today, and what is He doing?",
    funElement:
      "Stick the six verse cards on the right walls, floor and ceiling with tape — the ceiling card might need a chair and a grown-up! Then play ‘zone call’: shout a verse and your child points up for heaven or down for earth, and calls ‘past’, ‘now’ or ‘future’.",
    reflectionQuestion:
      "Jesus is working for you in heaven right now. How does knowing that change the way you pray today?",
    prayer:
      "Lord Jesus, You are my High Priest in heaven, serving for me right now. Thank You that You did not only save me long ago but are still helping me today. Help me to see where every part of Your Word fits in Your great plan. Amen.",
  },
  {
    day: 26,
    week: 4,
    title: "Patterns and Parallels: Forty Days in the Wilderness",
    floor: 4,
    roomId: "prm",
    focus:
      "God often acts in ways that repeat. When something happens three or more times, the Patterns Room names it as a pattern; when two events mirror each other closely, the Parallels Room compares them to see what echoes and what is greater the second time. The number forty runs through the Bible like a drumbeat, and Jesus’ forty days in the wilderness mirror Israel’s forty years there — but with a different ending.",
    scripture: "Matthew 4:1-4",
    activity:
      "Pattern first. Have your child look up and list these instances: Genesis 7:12 (rain for forty days and nights), Exodus 34:28 (Moses forty days with the LORD on the mountain), 1 Kings 19:8 (Elijah walks forty days to the mount of God), Jonah 3:4 (Nineveh given forty days), Matthew 4:2 (Jesus fasts forty days) and Acts 1:3 (the risen Jesus seen for forty days). Give the pattern a specific name of two to six words, such as ‘Forty Before a New Beginning’, and write its structure in one sentence: a set time of testing or waiting, after which God starts something new. Now the parallel. Read Matthew 4:1-4, then Deuteronomy 8:2-3. Make two columns: Israel — forty years in the wilderness, tested, hungry, fed with manna, often failed. Jesus — forty days in the wilderness, tested, hungry, answered the tempter with Deuteronomy 8:3, and did not fail. The warrant is strong: all three of Jesus’ answers come from Israel’s wilderness chapters in Deuteronomy. Write the escalation: where Israel fell, Jesus stood — for us.",
    simplifiedActivity:
      "Count the forties! Look up three of these verses — Genesis 7:12, Exodus 34:28, 1 Kings 19:8, Matthew 4:2 — and draw a small picture for each with a big “40”. Then write one sentence: what did Jesus say to the devil in Matthew 4:4?",
    funElement:
      "Forty challenge: do forty jumping jacks, or count forty steps across the garden, saying one forty-story aloud every ten. Then play ‘It is written’: a parent makes a silly temptation (‘Eat all the biscuits!’) and your child must answer with a verse.",
    reflectionQuestion:
      "Jesus answered every temptation with words from the Bible. Which verse could you use the next time you are tempted to do something wrong?",
    prayer:
      "Jesus, You were tested in the wilderness and You did not fail. Where I fall, You stood for me. When I am tempted, bring Your Word to my mind and help me say, ‘It is written.’ Thank You for being stronger than the tempter. Amen.",
  },
  {
    day: 27,
    week: 4,
    title: "Fruit Room: Testing Ideas by What They Grow",
    floor: 4,
    roomId: "frt",
    focus:
      "Jesus said a tree is known by its fruit. The Fruit Room applies that to the way we understand the Bible: what does this interpretation grow in my heart, my attitude to others and my actions? Good fruit looks like humility, faith, hope, love, holiness and peace. Bad fruit looks like pride, fear, despair, judging others, carelessness about sin, and worry. Bad fruit usually means we are holding one truth without its balancing partner.",
    scripture: "Matthew 7:17-20",
    activity:
      "Read Matthew 7:17-20 and list the six pairs on a card: humility / pride, faith / fear, hope / despair, love / judging, holiness / ‘anything goes’, peace / worry. Now test an interpretation together. Read Matthew 5:48, ‘Be ye therefore perfect’. Suppose someone says: ‘This means I must never make a mistake, or God won’t accept me.’ Ask: what does that idea grow? (Fear, worry, maybe giving up.) Bad fruit — so pause and look for the balancing truth. Read the context, Matthew 5:44-48: the ‘perfect’ Father is the one who loves even His enemies, sending rain on everyone; then read Philippians 1:6 (God finishes the work He starts) and 1 John 1:9 (when we confess, He forgives). Rewrite: ‘God calls me to grow into His kind of love, He does the growing in me, and when I fail He forgives me.’ Test again: hope and earnest effort — good fruit. Now let your child test a second idea on their own: ‘God forgives everything, so it doesn’t matter what I do.’ Name the fruit, find the balance in Romans 6:1-2, and rewrite it.",
    simplifiedActivity:
      "Draw two trees: one with good fruit and one with rotten fruit. Label the good fruit Love, Hope, Peace, Faith. Now decide: does “I must never make a mistake or God won’t love me” belong on the good tree or the bad tree? Write a better sentence using 1 John 1:9.",
    funElement:
      "Fruit basket sort: write good and bad fruits on paper apples and grapes. Read out short ideas about God (‘God only loves clever people’, ‘God helps me grow’, ‘I am better than them because I read my Bible’). Your child drops the matching fruit into a ‘good’ or ‘bad’ basket and explains why.",
    reflectionQuestion:
      "Is there an idea about God that makes you feel afraid or proud? What balancing verse might turn it into good fruit?",
    prayer:
      "Lord, I want my understanding of You to grow good fruit — love, hope, peace and faith. Show me when I have believed something about You that isn’t true, and give me humble friends who can help me see clearly. Amen.",
  },
  {
    day: 28,
    week: 4,
    title: "Review: Floor 4 at Jacob’s Well",
    floor: null,
    focus:
      "This week you learned to see what Jesus is doing, to look at a passage from five sides, to hear it in six voices, to place it on the palace walls and in time, to spot patterns and parallels, and to test an interpretation by its fruit. Today you take all of floor 4 to one conversation: Jesus, tired and thirsty, meeting a woman at a well at noon.",
    scripture: "John 4:5-15",
    activity:
      "Read John 4:5-15 together. Concentration: what is Jesus doing? He reveals who He is and offers living water — mainly the Prophet’s work (see verse 19 later in the chapter, where the woman calls Him a prophet). Dimensions: one sentence each for 1D (what happened at Jacob’s well), 2D (Jesus, the giver of living water), 3D (my thirst He alone can satisfy), 4D (the church crossing barriers the way Jesus did with a Samaritan) and 5D (the river of life in the new earth, Revelation 22:1). Connect-6: which genre is this, and what is one rule for reading it? Theme Room and Time Zone: which span and zone? Patterns: read Genesis 24:11-15, Genesis 29:9-10 and Exodus 2:15-17. What keeps happening at wells? Name the pattern. Fruit: test the idea ‘Jesus only talks to good people’. What fruit does it grow, and what does this story say instead? Let your child lead as much of the review as they can and praise them for every room they run without help.",
    simplifiedActivity:
      "Read John 4:5-15. Answer four quick questions: Which hat is Jesus wearing? What does “living water” mean for me? Who else in the Bible met someone at a well? Is “Jesus only talks to good people” good fruit or bad fruit?",
    funElement:
      "Well relay: set a bucket at one end of the room. For each floor 4 room your child answers correctly, they carry one cup of water to the bucket. Eight rooms, eight cups. Then share a cold drink and read John 4:14 again.",
    reflectionQuestion:
      "Jesus talked with someone many people avoided. Who in your life might need you to cross a barrier and be kind to them?",
    prayer:
      "Jesus, You sat by a well and talked with someone others looked down on. Give me the living water that satisfies, and make me kind to people who feel left out. Thank You for all I have learned about You this week. Amen.",
  },
  // ---------- Week 5: floors 5–6 (Vision; Three Heavens & Cycles) ----------
  {
    day: 29,
    week: 5,
    title: "Blue Room: Walking Through the Sanctuary",
    floor: 5,
    roomId: "bl",
    focus:
      "God asked Israel to build a sanctuary so He could live among them, and He gave Moses an exact pattern. The Blue Room treats that sanctuary as God’s picture-map of salvation: walking from the gate to the ark traces how Jesus brings us to God. There are eight pieces of furniture, in three spaces, and every one points to something Jesus did or is doing.",
    scripture: "Exodus 25:8-9",
    activity:
      "Read Exodus 25:8-9 and ask: why did God want a sanctuary? (So He could dwell among His people.) Now draw a floor plan together: a long courtyard with a gate on the east, then a tent with two rooms, the Holy Place and the Most Holy Place, divided by a veil. Place the eight articles in order as a worshipper meets them, with their meaning and what they show about Jesus: 1 the Gate — one way in (John 10:9); 2 the Bronze Altar — the sacrifice, Jesus the Lamb dying in our place; 3 the Laver — washing, cleansing; 4 the Lampstand — light, the Holy Spirit, Jesus the light of the world; 5 the Table of Showbread — Jesus the bread of life; 6 the Altar of Incense — prayer, Jesus praying for us; 7 the Veil — the way into God’s presence opened by Jesus; 8 the Ark of the Covenant — God’s throne, with His law inside and the mercy seat on top. Point out the journey: the courtyard is where we are forgiven, the Holy Place is where we grow day by day, and the Most Holy Place is where the judgment happens and sin is finally removed. Then let your child ‘walk’ the plan with a finger, naming each piece and its Jesus-meaning from memory.",
    simplifiedActivity:
      "Draw the sanctuary: a courtyard, a tent with two rooms, and a curtain between them. Draw the eight pieces in order — gate, altar, laver, lampstand, table, incense altar, veil, ark. Next to each, write one word about Jesus (Door, Lamb, Clean, Light, Bread, Prayer, Way, Throne).",
    funElement:
      "Build the sanctuary on the floor with household things: a doorway for the gate, a box for the altar, a bowl of water for the laver, a torch for the lampstand, a slice of bread for the table, a candle for incense, a sheet for the veil and a shoebox for the ark. Walk through it barefoot, naming each piece.",
    reflectionQuestion:
      "God wanted to live with His people so much that He gave them a pattern for His house. How does it feel to know He wants to be close to you?",
    prayer:
      "Lord God, You wanted to live among Your people, and in Jesus You came close to us. Thank You that He is the door, the Lamb, the light, the bread and the way into Your presence. Lead me all the way from the gate to Your throne. Amen.",
  },
  {
    day: 30,
    week: 5,
    title: "Prophecy Room: The Statue and the Stone",
    floor: 5,
    roomId: "pr",
    focus:
      "God showed King Nebuchadnezzar the future in a dream: a huge statue made of four metals, struck by a stone that grew into a mountain. The Prophecy Room reads Daniel and Revelation as one outline fulfilled in real history, letting the Bible explain its own symbols. Daniel 2 is the simplest outline of all, and it ends with the best news: God’s kingdom will last for ever.",
    scripture: "Daniel 2:31-45",
    activity:
      "Read Daniel 2:31-45. Step one, let Scripture decode the symbols: verse 38 says the head of gold is Nebuchadnezzar’s Babylon, and verse 39 says other kingdoms follow. Daniel 8:20-21 names two of them: Media and Persia, then Greece. Step two, place each on the timeline and write it beside a drawing of the statue: gold — Babylon (605–539 BC); silver chest and arms — Medo-Persia (539–331 BC); bronze belly and thighs — Greece (331–168 BC); iron legs — Rome (168 BC–AD 476); feet of iron and clay — the divided kingdoms of Europe that followed Rome, which never joined together again however hard they tried (verse 43 says they will not stick together). Step three, the stone cut out without hands: God’s own kingdom, set up by the God of heaven, which will never be destroyed (verse 44). Point out that history has followed the outline exactly for more than 2,500 years. This is how Jesus wanted prophecy to work: it tells us ahead so that when it happens we believe (John 14:29). End with the hope: the last kingdom is Jesus’ kingdom.",
    simplifiedActivity:
      "Draw the statue from head to toe: gold head, silver chest, bronze belly, iron legs, feet of iron and clay. Write a kingdom name next to each part. At the bottom, draw the stone that becomes a mountain and write: “God’s kingdom lasts for ever” (Daniel 2:44).",
    funElement:
      "Stack a tower of labelled blocks or boxes — Gold (Babylon) on top, then Silver, Bronze, Iron, and a wobbly ‘iron and clay’ base. Your child rolls a ball, the ‘stone cut without hands’, to knock it down, then builds a ‘mountain’ with a cushion on the spot and says Daniel 2:44 from memory.",
    reflectionQuestion:
      "Kingdoms have come and gone just as Daniel said. How does that help you trust God’s promise that Jesus’ kingdom will never end?",
    prayer:
      "God of heaven, You know the end from the beginning, and You have kept every part of this prophecy. Thank You that Your kingdom will never be destroyed. Make me a citizen of Your kingdom now, and help me to trust You with the future. Amen.",
  },
  {
    day: 31,
    week: 5,
    title: "Three Angels Room: Good News for Every Nation",
    floor: 5,
    roomId: "3a",
    focus:
      "In Revelation 14 three angels fly across the sky with God’s last message to the whole world. The Three Angels Room shows how Bible truth becomes a mission. The message starts with the everlasting gospel — good news before any warning — and calls every nation to worship the Creator, because His hour of judgment has come. Judgment is good news for God’s people, because the Judge is also the One who saves them.",
    scripture: "Revelation 14:6-7",
    activity:
      "Read Revelation 14:6-7 together, then verse 8 and verse 12. Draw three angels across a page and give each a short headline. First angel: the everlasting gospel to every nation, tribe, language and people; fear God and give Him glory; the hour of His judgment has come; worship Him who made heaven, earth, sea and springs of water. Read Exodus 20:11 and ask what these words echo. (The Sabbath commandment — worship of the Creator.) Second angel: ‘Babylon is fallen’. Explain that Babylon in the Bible stands for confusion and a mixture of truth and error, going back to Babel (Genesis 11:9), and that God lovingly calls His people out of it (Revelation 18:4). It is never about looking down on people. Third angel: a serious warning not to give our worship to any power that takes God’s place, even under pressure, and a description of God’s faithful people in verse 12: they keep the commandments of God and have the faith of Jesus. Finish with a mission question: who do you know who needs the good news first, and how could you share it kindly?",
    simplifiedActivity:
      "Draw three angels flying. Give each one a speech bubble: 1 “Good news for everyone! Worship the Creator!” 2 “Come out of confusion!” 3 “Stay faithful to God and trust Jesus!” Underneath, write the name of one person you could share good news with.",
    funElement:
      "Flying angels relay: three children (or family members) take a message card each and ‘fly’ in turn to the far side of the room to deliver it loudly to everyone listening. Swap roles until your child can say all three messages in order without the cards.",
    reflectionQuestion:
      "The first angel’s message begins with good news, not with a warning. Why do you think God wants the gospel to come first?",
    prayer:
      "Creator God, thank You for the everlasting gospel that is for every nation and every person, including me. I want to worship You, the One who made everything. Keep me faithful to Your commandments and trusting in Jesus, and help me share Your good news kindly. Amen.",
  },
  {
    day: 32,
    week: 5,
    title: "Feasts Room: God’s Calendar Points to Jesus",
    floor: 5,
    roomId: "fe",
    focus:
      "God gave Israel seven yearly feasts, and they were more than holidays: they were prophecies acted out every year. The four spring feasts came true when Jesus first came, right on the day. The autumn feasts point to His work now and to His second coming. The Feasts Room reads Leviticus 23 as God’s calendar of salvation.",
    scripture: "Leviticus 23",
    activity:
      "Skim Leviticus 23 together and find the seven feasts: Passover (verse 5), Unleavened Bread (verse 6), Firstfruits (verses 10-11), Pentecost (verses 15-16), Trumpets (verse 24), the Day of Atonement (verse 27) and Tabernacles (verse 34). Make a calendar with a spring row and an autumn row. For each feast, your child writes the old rite in a few words and what it shows about Jesus. Spring: Passover — a lamb’s blood on the doorposts (Exodus 12:13); Jesus died at Passover as our Lamb (1 Corinthians 5:7). Unleavened Bread — no leaven for seven days; Jesus’ sinless body rested in the tomb. Firstfruits — the first sheaf waved before God; Jesus rose as the firstfruits of the resurrection (1 Corinthians 15:20). Pentecost — the wheat harvest; the Holy Spirit poured out and three thousand people gathered in (Acts 2). Mark these four ‘fulfilled’. Autumn: Trumpets — warning and gathering; the Day of Atonement — the sanctuary cleansed, which points to Jesus’ work of judgment in heaven’s Most Holy Place since 1844 (mark it ‘in progress’); Tabernacles — living in shelters and rejoicing at the harvest; God living with His people for ever (Revelation 21:3), marked ‘still to come’.",
    simplifiedActivity:
      "Make a calendar with seven boxes: four in a spring row and three in an autumn row. Draw one picture in each: lamb, flat bread, bundle of grain, flame, trumpet, high priest, tent. Tick the four spring feasts: Jesus has already fulfilled them!",
    funElement:
      "Firstfruits wave: pick a handful of grass or grain stalks, tie them with string and wave them high like the priest, shouting ‘Jesus is risen — the first of the harvest!’ Then build a blanket ‘booth’ to eat a snack in while you talk about Tabernacles.",
    reflectionQuestion:
      "Jesus kept God’s calendar to the very day. What does that tell you about the promises that are still to come?",
    prayer:
      "Lord Jesus, You are our Passover Lamb, our Firstfruits, and the One who sent the Holy Spirit. Thank You that You are working for us in heaven now, and that one day we will live with You for ever. Help me live ready for the harvest. Amen.",
  },
  {
    day: 33,
    week: 5,
    title: "Christ in Every Chapter: The Rock That Gave Water",
    floor: 5,
    roomId: "cec",
    focus:
      "Jesus said the Scriptures testify about Him (John 5:39), so the Christ in Every Chapter room looks for Him in every chapter — but with discipline, not guessing. It uses five finding methods: a promise, a type with biblical warrant, a gospel trail (mess → cry → rescue), a picture of God’s heart, and an unfinished story. Then it writes a one-line Christ-line. Exodus 17 is a chapter where Paul tells us exactly where Christ is.",
    scripture: "Exodus 17:1-7",
    activity:
      "Read Exodus 17:1-7, the whole scene, before looking for Christ. Now try the five methods one by one and ask your child which ones fit. Promise? Not really here. Type with warrant? Yes — read 1 Corinthians 10:4: ‘that Rock was Christ’. Gospel trail? Yes — the mess (no water and an angry, complaining people), the cry (Moses cries to the LORD), the rescue (water from the rock). God’s heart? God stands on the rock before Moses (verse 6) and gives water to people who were grumbling against Him. Unfinished story? They would be thirsty again — pointing to the water that ends thirst for ever (John 4:14; John 7:37-38). Classify Christ’s presence: typological, with explicit New Testament confirmation. Now write the Christ-line in the room’s format: ‘Exodus 17 | METHODS: 2, 3, 4 | NAME: the Rock | ACT: is struck so that life-giving water flows to a thirsty people | CROSSLINK: 1 Corinthians 10:4; John 7:37-38.’ Point out the act: Christ does not just appear in the chapter — He does something.",
    simplifiedActivity:
      "Draw Moses striking the rock and water pouring out, with people drinking. Write 1 Corinthians 10:4 underneath: “That Rock was Christ.” Then finish this sentence: “Jesus is like the rock because…”",
    funElement:
      "Rock and water craft: paint a smooth stone and write ‘1 Cor 10:4’ on it. Or fill a sponge inside a paper ‘rock’ and squeeze it over a bowl while your child says the Christ-line aloud. Keep the stone on your child’s desk all week.",
    reflectionQuestion:
      "God gave water to people who were grumbling against Him. What does that show you about God’s heart toward you when you complain?",
    prayer:
      "Jesus, You are the Rock who gives living water. Thank You for giving to people who don’t deserve it, including me. When I am thirsty for love, peace or help, teach me to come to You first. Amen.",
  },
  {
    day: 34,
    week: 5,
    title: "Room 66: Following the Lamb from Genesis to Revelation",
    floor: 5,
    roomId: "r66",
    focus:
      "Room 66 follows one thread through all 66 books and shows that the Bible is one story with Jesus at its climax. The thread starts faint, grows clearer, reaches its high point in Christ, and ends in the new creation. Today’s thread is the lamb — one of the easiest to follow and one of the most beautiful.",
    scripture: "John 1:29",
    activity:
      "Make a grid with three columns: Book, Claim (14 words or fewer), Proof text. Fill in one row for each of these, reading every verse together: Genesis — Abel brings a lamb from his flock, and God accepts it (Genesis 4:4). Genesis again — Abraham tells Isaac that God will provide Himself a lamb (Genesis 22:8). Exodus — a Passover lamb’s blood protects every house that trusts God (Exodus 12:13). Isaiah — the Servant goes silently like a lamb to the slaughter (Isaiah 53:7). John — John the Baptist points at Jesus: ‘Behold the Lamb of God’ (John 1:29). 1 Peter — we are redeemed by Christ’s precious blood, a lamb without spot (1 Peter 1:19). Revelation — the Lamb who was slain stands in the middle of God’s throne (Revelation 5:6). Now mark the arc beside the rows: shadowy start (Abel, Abraham), development (Passover, Isaiah), climax in Christ (John, Peter), consummation (Revelation). Finally your child writes a ‘constellation’ of about 60–80 words telling the lamb’s story from Abel to the throne as one story.",
    simplifiedActivity:
      "Draw a long road across your page with seven lambs along it. Under each lamb write a book name: Genesis, Genesis, Exodus, Isaiah, John, 1 Peter, Revelation. At the end of the road draw a throne with the Lamb in the middle. Write: “Jesus is the Lamb of God.”",
    funElement:
      "Lamb thread: run a long piece of wool from one end of the house to the other and peg a verse card along it at each stop, in Bible order. Your child walks the thread reading each card and ends at a ‘throne’ chair at the end.",
    reflectionQuestion:
      "God showed the picture of a lamb again and again for thousands of years before Jesus came. Why do you think He prepared people for so long?",
    prayer:
      "Lamb of God, You take away the sin of the world. From Abel’s altar to heaven’s throne, the whole Bible points to You. Thank You for giving Yourself for me. I want to follow You, the Lamb, wherever You go. Amen.",
  },
  {
    day: 35,
    week: 5,
    title: "Cycles and Horizons: God’s Story Spirals Upward",
    floor: 6,
    roomId: "cycles",
    focus:
      "God’s story repeats — not like a circle going nowhere, but like a spiral going higher. Each great cycle in the Bible runs through five beats: Fall → Covenant → Sanctuary → Enemy → Restoration, and each is bigger than the one before, until everything is made new. Floor 6 also teaches that one prophecy can come true on more than one horizon, like mountain peaks behind mountain peaks.",
    scripture: "Genesis 9:8-17",
    activity:
      "Part one, the cycle. Walk through Noah’s story with your child using the five beats, finding a verse for each. Fall: the earth was filled with violence and corruption (Genesis 6:11-12). Covenant: God promises to establish His covenant with Noah (Genesis 6:18) and seals it with the rainbow (Genesis 9:8-17). Sanctuary: the ark is the place of safety where God shut them in (Genesis 7:16), and Noah’s first act afterwards is to build an altar (Genesis 8:20). Enemy: the violence and corruption that filled the earth. Restoration: a washed world and a fresh start. Now compare the Sanctuary beat across cycles: the ark → the tabernacle → Jesus’ own body (John 2:19-21) → the New Jerusalem. Ask what is greater each time. Part two, horizons. Read Isaiah 40:3-5. Ask: when did this come true? First, when God made a road home for His people from Babylon. Then Luke 3:4-6 applies it to John the Baptist preparing the way for Jesus. And verse 5 — all flesh seeing the glory of the LORD together — still waits for Jesus’ return. One promise, three horizons, and every one leads to Christ.",
    simplifiedActivity:
      "Draw a spiral staircase with five steps: Trouble, Promise, Safe Place, Enemy, Rescue. Write one part of Noah’s story on each step. At the top of the spiral, draw Jesus coming in the clouds and write Isaiah 40:5.",
    funElement:
      "Spiral walk: chalk or tape a large spiral on the ground. Your child walks it, stopping five times to say the five beats for Noah, then again for the Exodus, finishing in the centre with a shout: ‘Everything made new!’",
    reflectionQuestion:
      "In every cycle God provides a safe place to meet His people. Where is your safe place with God, and how can you go there more often?",
    prayer:
      "Faithful God, every time people fell, You made a covenant, gave a meeting place, defeated the enemy and restored Your people. Thank You that the story is going upward to a new creation. Keep me safe in Jesus until the day I see Your glory. Amen.",
  },
  // ---------- Week 6: Mathematics and Juice (floor 6), floors 7–8 ----------
  {
    day: 36,
    week: 6,
    title: "Mathematics Room: The Messiah Arrives on Time",
    floor: 6,
    roomId: "math",
    focus:
      "God marks His plan with exact, dated prophecies, and the Mathematics Room does the sums. In symbolic prophecy a day stands for a year (Numbers 14:34; Ezekiel 4:6). Using that key, Daniel 9 told the very year the Messiah would be anointed — centuries ahead. Doing the calculation yourself shows that God keeps time and that Jesus arrived exactly on schedule.",
    scripture: "Daniel 9:24-27",
    activity:
      "Read Daniel 9:24-25 and Ezekiel 4:6. Step one, the length: seventy weeks is 70 × 7 = 490 days, and with the day-for-a-year key that means 490 years. Step two, the start: ‘the going forth of the commandment to restore and to build Jerusalem’ — King Artaxerxes’ decree in Ezra 7, in 457 BC. Step three, the first part: ‘unto the Messiah the Prince’ is seven weeks plus sixty-two weeks, so 69 × 7 = 483 years. Step four, the calculation on a number line: count 457 years from 457 BC to reach the BC/AD line, then the rest. Because there is no year zero, add one: 483 − 457 + 1 = AD 27. Ask your child what happened then — read Luke 3:21-22: Jesus was baptised and anointed by the Holy Spirit, and He began preaching ‘The time is fulfilled’ (Mark 1:15). Step five: in the middle of the last week (AD 31) the Messiah would cause the sacrifices to cease — Jesus died on the cross; the seventy weeks end in AD 34. Challenge for confident mathematicians: the 2,300 days of Daniel 8:14 begin in the same year: 2,300 − 457 + 1 = AD 1844, when Jesus began His Most Holy Place work in heaven. End by writing one sentence about what this shows about God.",
    simplifiedActivity:
      "Do the maths! 70 × 7 = ___. 69 × 7 = ___. Start at 457 BC and count forward 483 years (remember: there is no year zero, so add one). You land on AD ___. Read Luke 3:21-22: what happened to Jesus that year?",
    funElement:
      "Human timeline: lay a long string across the floor and tape on cards for 457 BC, the BC/AD line, AD 27, AD 31 and AD 34, with one big step for every ten years. Your child walks from the decree to the cross, stopping at each card to say what happened there.",
    reflectionQuestion:
      "God said hundreds of years ahead exactly when the Messiah would come, and He was right. Which of God’s promises do you find hardest to wait for?",
    prayer:
      "God of time, You planned the coming of Jesus to the very year and You never run late. Thank You that my life is in the hands of a God who keeps His appointments. Help me wait patiently for the promises that are still to come. Amen.",
  },
  {
    day: 37,
    week: 6,
    title: "Fire Room: When Psalm 23 Warms Your Heart",
    floor: 7,
    roomId: "frm",
    focus:
      "Floor 7 moves from the head to the heart. After you have studied a passage carefully, the Fire Room lets it touch you — either as a wound (something it shows you that needs to change) or as a hope (a comfort or promise you need) — and then you pray it back to God. Feelings never decide what a text means, but the Bible was written to warm hearts, like the disciples’ hearts that burned as Jesus explained the Scriptures.",
    scripture: "Psalm 23:4-6",
    activity:
      "Remind your child of the Psalm 23 strip they drew on day 6 — the studying is already done. Now read Psalm 23:4-6 slowly aloud, pausing after every phrase, and ask your child to raise a hand when a phrase stops them. Ask them to name, as specifically as possible, either a hope or a wound. A hope might be: ‘“Thou art with me” — when I am scared about starting at the new club.’ A wound might be: ‘“My cup runneth over” — but I keep complaining that I don’t have enough.’ General answers like ‘God is nice’ or ‘I am bad’ are not enough; help them find the real, particular thing. Then pray it back. For a hope: thank God and trust Him with that exact situation. For a wound: say sorry plainly and receive the forgiveness promised in 1 John 1:9 — conviction always leads to the cross, never to despair. Finally your child writes a ‘heart record’ of one to three sentences: what the text stirred and how they answered. This is private; your child decides whether to show you. You could go first and share your own as an example.",
    simplifiedActivity:
      "Read Psalm 23:4 three times, slowly. Which words make your heart feel something? Write them down. Then write a two-sentence prayer about one real thing in your life, using those words.",
    funElement:
      "Quiet candle minute: with a grown-up, light a candle, turn off the lights and sit still for one minute while someone reads Psalm 23 softly. Then each person says one phrase that ‘warmed’ them, and blows gently toward the flame as they say it.",
    reflectionQuestion:
      "What real valley are you — or someone you love — walking through right now, and what does ‘thou art with me’ mean there?",
    prayer:
      "Good Shepherd, You are with me in every valley. Thank You that I never have to be afraid alone. Where I need comfort, comfort me; where I need to change, change me gently. Let my heart burn with love for You as I read Your Word. Amen.",
  },
  {
    day: 38,
    week: 6,
    title: "Meditation Room: Seven Words to Carry All Day",
    floor: 7,
    roomId: "mr",
    focus:
      "Meditation in the Bible is not emptying your mind; it is filling it with a small piece of God’s Word and staying there. The Hebrew word hagah means to murmur — softly saying the words over and over until they sink in. The Meditation Room chooses one short phrase, lingers on each word, breathes it as a prayer, repeats it, and makes a plan to return to it during the day. Less is more.",
    scripture: "Isaiah 41:10",
    activity:
      "Read the whole of Isaiah 41:10, then choose its first seven words: ‘Fear thou not; for I am with thee.’ Step one: read it phrase by phrase, lingering 30 to 60 seconds on each part and stressing a different word each time — ‘FEAR thou not… fear THOU not… for I AM with thee… for I am WITH thee… with THEE.’ Ask your child which emphasis meant the most. Step two: breathe it. On the in-breath say ‘Fear thou not’; on the out-breath, ‘for I am with thee.’ Do this ten times together, whispering, letting the body slow down with the words. Step three: picture it. Where will your child need this phrase today — walking into school, a test, lying in the dark tonight? Step four: repeat the phrase ten more times, moving a coin or bead each time so the count is real. Step five: write the one distilled truth in a single sentence (‘I don’t have to be afraid, because God is with me’), and a concrete plan to return to it — at the school gate, at lunch, at lights-out. In the evening, ask whether they remembered.",
    simplifiedActivity:
      "Whisper “Fear thou not; for I am with thee” ten times. Breathe in on the first half and out on the second. Move one coin each time. Then write where you will say it again today: at school? At bedtime?",
    funElement:
      "Make a pocket card or bookmark with the seven words and a small picture of God’s hand holding yours. Hide a second copy somewhere your child will find it later in the day — in a lunchbox or under a pillow — as a surprise reminder.",
    reflectionQuestion:
      "When did you remember the phrase today, and what difference did it make in that moment?",
    prayer:
      "Lord, You say to me, ‘Fear thou not; for I am with thee.’ Let those words sink deep into my heart. When I am afraid today, bring them back to my mind. Thank You for holding me with Your strong right hand. Amen.",
  },
  {
    day: 39,
    week: 6,
    title: "Speed Room: Ready Always",
    floor: 7,
    roomId: "srm",
    focus:
      "Musicians practise scales so that playing becomes natural. The Speed Room does the same for Bible knowledge: quick, timed sprints that turn careful learning into fast recall, so you are ‘ready always’ when someone asks about your hope. Accuracy comes first, then speed. A miss is not a failure — it simply points you back to the room where you learned it.",
    scripture: "1 Peter 3:15",
    activity:
      "Read 1 Peter 3:15 and talk about what ‘ready always’ means. Set out five sprints, each with a target time. Sprint 1: the eight sanctuary articles in order from the gate to the ark (45 seconds). Sprint 2: the metals and kingdoms of Daniel 2, head to feet (30 seconds). Sprint 3: the seven feasts in order (45 seconds). Sprint 4: the frames for Daniel 1–6 (30 seconds). Sprint 5: three relatives of John 3:16 with references (30 seconds). Begin generously — two minutes each — and shrink the time as accuracy holds. Your child answers without looking anything up and skips blanks rather than stalling. Score each sprint: one point per correct item, whether the list was complete, and whether it was inside the time. Then look at the weak spots together and send each one back to its room: a missed article to the Blue Room (day 29), a missed feast to the Feasts Room (day 32), a forgotten frame to the 24FPS Room (day 4). Repeat the weakest sprint once with a tighter time. Keep the whole session to about fifteen minutes.",
    simplifiedActivity:
      "Set a timer for one minute. Say the eight sanctuary things in order. Then, in another minute, the metals of Daniel’s statue from head to feet. Write your scores. Try once more and beat your first score!",
    funElement:
      "Beat the grown-up: a parent and your child race the same sprint, with your child given a five-second head start. Use a saucepan and spoon as the ‘buzzer’. Keep a scoreboard on the fridge for the rest of the course.",
    reflectionQuestion:
      "Which list did you miss most, and which room will you visit again this week to fix it?",
    prayer:
      "Lord, make me ready always to tell others about the hope I have in You — not to show off, but with gentleness and respect. Thank You for helping me remember Your Word. Bring it to my mind when someone needs it. Amen.",
  },
  {
    day: 40,
    week: 6,
    title: "Juice Room: Squeezing the Book of Jonah",
    floor: 6,
    roomId: "jr",
    focus:
      "The Juice Room is a stress test for everything you have learned: you run a whole book through the palace and squeeze out its essence in 150 words or fewer — its movement, where Christ is, and the good news — short enough to tell in about a minute. Like real juice, it takes a lot of fruit to fill a small glass. Jonah is short enough to read in one sitting.",
    scripture: "Jonah 1:1-4:11",
    activity:
      "Read the whole book of Jonah in one sitting, taking turns aloud (it takes about ten minutes). Then take quick notes, one line per room, starting each with the room’s tag. SR: Call → Flight → Storm → Fish → Nineveh → Vine. 24FPS: one frame for each of the four chapters. OR: count the things God ‘prepared’ — a great fish (1:17), a gourd, a worm and an east wind (4:6-8). CR/CEC: Jesus said ‘a greater than Jonas is here’ and compared His three days in the grave to Jonah’s three days in the fish (Matthew 12:40-41). FRt: Jonah’s anger at God’s mercy is bad fruit — what is God teaching him? Now write the juice: flowing sentences, 150 words or fewer, that tell the book’s movement, name Christ and show the gospel. Cut any sentence that only lists rooms. Read it aloud with a timer: it should take 60–90 seconds. Finally add a tag line of 15 words or fewer that someone could remember after hearing it once, for example: ‘God chases runaways and loves cities they would rather see destroyed.’",
    simplifiedActivity:
      "Read all four chapters of Jonah. Write your juice in five sentences: what Jonah did, what God did, what the city did, how Jonah felt, and how Jesus is greater than Jonah. Then write a tag line of no more than ten words.",
    funElement:
      "Make real juice: squeeze a pile of oranges together and notice how much fruit it takes to fill one small glass. Sip it while your child reads their Jonah juice aloud against a 90-second timer.",
    reflectionQuestion:
      "God cared about a whole city of people Jonah didn’t like. Who might God be asking you to care about, even if it is hard?",
    prayer:
      "Lord, salvation belongs to You. Thank You that You chase runaways like Jonah, and like me, and that Your mercy is bigger than my anger. Give me Your heart for people who don’t know You yet. Thank You for Jesus, who is greater than Jonah. Amen.",
  },
  {
    day: 41,
    week: 6,
    title: "Reflexive Mastery: Teach It Without Notes",
    floor: 8,
    roomId: "infinity",
    focus:
      "The top floor is the goal of the whole palace: using the rooms so naturally that you no longer have to think about them. You prove it by teaching a passage you have not prepared, without notes, and then checking which rooms showed up on their own. Listeners should hear the Bible and its Jesus, not the method. Mastery also means being humble enough to find your gaps and practise them.",
    scripture: "Mark 2:1-12",
    activity:
      "Your child has not studied this passage in the course yet. Ask them to pray, read Mark 2:1-12 twice, and then teach it to the family for about three minutes with the Bible closed — retelling it, explaining it, asking the audience a question, pointing to Jesus. Record it on a phone or write down the outline straight afterwards, before discussing it. Then audit together. Go through the rooms and tag only what your child actually did, with where it showed: SR if the story came out in clear beats (crowd, roof, bed let down, forgiveness, walking home); IR if they described the dust falling through the roof; CR if they showed Jesus forgiving like a Priest and speaking with a King’s authority (‘the Son of man hath power’); QR if they raised a question such as ‘Why did Jesus forgive before He healed?’ Ask each listener to name the rooms they heard, and compare. Then choose one or two gaps — not ten — and write a plan: which room, which passage, and when.",
    simplifiedActivity:
      "Read Mark 2:1-12 twice. Close your Bible and tell the story to your family in three minutes — act it out if you like. Then ask them: “Which rooms did you hear me use?” Write down two they heard and one you want to practise.",
    funElement:
      "Palace bingo for the audience: each listener gets a card with nine room names. They tick a room when they hear it being used, and the first to get three in a row shouts ‘Palace!’ — the teacher earns a point for every square ticked.",
    reflectionQuestion:
      "Which rooms came out naturally when you taught, and which one will you practise next?",
    prayer:
      "Lord Jesus, You have power to forgive sins and to make people walk. Thank You for friends who bring people to You. Help me know Your Word so well that it comes out naturally, and make me humble about what I still need to learn. Amen.",
  },
  {
    day: 42,
    week: 6,
    title: "Review: Boldly to the Throne of Grace",
    floor: null,
    focus:
      "Two weeks have taken you up through floors 5 to 8: the sanctuary, prophecy, the three angels, the feasts, Christ in every chapter, Room 66, cycles and horizons, time prophecy, fire, meditation, speed, juice and mastery. Today’s short passage pulls many of them together: our High Priest in heaven, who understands us, invites us to come boldly.",
    scripture: "Hebrews 4:14-16",
    activity:
      "Read Hebrews 4:14-16. Give one minute to each room and let your child answer as quickly as they can. Blue Room: which part of the sanctuary does ‘the throne of grace’ point to? (The ark with its mercy seat, in the Most Holy Place.) Concentration: which office is Jesus using here? (Priest.) Feasts: which feast showed the high priest entering the Most Holy Place? (The Day of Atonement.) Mathematics: since when has Jesus been doing that Most Holy Place work? (1844, the end of the 2,300 days.) Three Angels: how does this passage make ‘the hour of his judgment’ good news? (The One who judges is our High Priest, who understands us and gives mercy.) Christ in Every Chapter: write a one-line Christ-line for Hebrews 4. Fire: which phrase stirs hope? Meditation: choose a phrase of 5–15 words to carry this week. Speed: run the eight sanctuary articles in 45 seconds. Juice: sum up Hebrews 4:14-16 in three sentences. Finish by letting your child choose their favourite room of the last two weeks and explain why.",
    simplifiedActivity:
      "Read Hebrews 4:16. Draw a throne with a mercy seat and yourself walking up to it with your head held high. Answer: Who is our High Priest? Which room of the sanctuary has the throne? What do you want to ask Him for?",
    funElement:
      "Throne walk: set up the floor sanctuary from day 29 again. Your child walks boldly from the gate to the ark — big steps, head up — naming every piece at speed, then kneels at the ‘ark’ to say a one-line prayer.",
    reflectionQuestion:
      "Hebrews says we can come boldly to God. What do you need to bring to His throne of grace today?",
    prayer:
      "Jesus, my great High Priest, You understand what it is like to be tempted, and You never sinned. Because of You I can come boldly to God’s throne and find mercy and help. Here I am. Thank You for all You have taught me. Amen.",
  },
  // ---------- Week 7: integration ----------
  {
    day: 43,
    week: 7,
    title: "Palace Walkthrough I: Chariots of Fire on Floors 1–4",
    floor: null,
    focus:
      "Integration week begins: instead of one room at a time, you walk a single story through many rooms and watch them work together. Today the story is one of the Bible’s most exciting: a prophet, his frightened servant, a city surrounded by an army, and a mountain full of horses and chariots of fire that only God could show. You take it up through floors 1 to 4.",
    scripture: "2 Kings 6:8-23",
    activity:
      "Read 2 Kings 6:8-23 aloud. Then move briskly through one task per room, about a minute each. Floor 1 — Story: write the beats (perhaps Secret plans → Surrounded → ‘Fear not’ → Eyes opened → Blinded army → Feast → Peace). Imagination: the servant stepping outside at dawn — what does he see and hear? 24FPS: a frame for 2 Kings 6 (the floating axe head at the start of the chapter is a good odd one). Gems: set verse 16 beside Psalm 34:7 and Hebrews 1:14 and state the gem. Floor 2 — Observation: count how many times Elisha prays in verses 17-20. Questions: why did Elisha feed the enemy instead of harming them? Floor 3 — Personal: when have you felt surrounded, and what would it mean to see God’s ‘chariots’ then? Floor 4 — Concentration: which office shows here? (King — the LORD of hosts commands armies.) Time Zone: earth past, but touching heaven now — angels still serve God’s people. Theme: the Great Controversy wall. Fruit: does your reading grow fear or peace? Finish by asking your child to retell the story in two minutes, using whatever rooms come naturally.",
    simplifiedActivity:
      "Read 2 Kings 6:15-17. Draw two pictures: what the servant saw first (an army all around) and what he saw when God opened his eyes (a mountain full of fiery horses and chariots). Write verse 16 underneath. Then tell the whole story in your own words.",
    funElement:
      "Eyes-opened game: your child stands blindfolded in the middle of the room while family members quietly surround them with ‘chariots’ (cushions, chairs, toy cars). Remove the blindfold and say together: ‘They that be with us are more than they that be with them.’",
    reflectionQuestion:
      "Elisha’s servant could not see God’s protection until his eyes were opened. Where do you need God to open your eyes to His help today?",
    prayer:
      "Lord of hosts, open my eyes to see that those who are with me are more than those against me. When I feel surrounded, remind me of Your angels and Your power. And like Elisha, teach me to be kind even to people who oppose me. Amen.",
  },
  {
    day: 44,
    week: 7,
    title: "Palace Walkthrough II: Behold the Lamb on Floors 5–8",
    floor: null,
    focus:
      "Yesterday you climbed floors 1 to 4; today you climb the upper floors with one short passage. John the Baptist sees Jesus coming and shouts five words that gather up the sanctuary, the feasts, the time prophecies, the everlasting gospel and the whole Bible’s lamb thread: ‘Behold the Lamb of God.’",
    scripture: "John 1:29-34",
    activity:
      "Read John 1:29-34. Floor 5 — Blue Room: which sanctuary article does ‘Lamb … which taketh away the sin’ point to? (The bronze altar.) Feasts: which feast had a lamb at its centre? (Passover.) Three Angels: the Lamb takes away the sin ‘of the world’ — how does that match the everlasting gospel for every nation? Christ in Every Chapter: write the Christ-line for John 1. Room 66: find John 1:29 on your lamb thread from day 34 — where does it stand in the arc? (The climax.) Floor 6 — Mathematics: verses 32-33 point back to Jesus’ baptism, when He was anointed by the Spirit in AD 27 — the end of the 69 weeks (day 36). Cycles: which cycle is this? (The Cyrus–Christ cycle — the hinge that every earlier cycle leans toward.) Floor 7 — Fire: which phrase stirs hope or conviction? Meditation: breathe the five words ten times — in, ‘Behold the Lamb’; out, ‘of God.’ Speed: name the seven feasts in 45 seconds. Floor 8 — Mastery: teach John 1:29 in one minute to a family member without notes, and let them guess the rooms you used.",
    simplifiedActivity:
      "Read John 1:29. Draw a lamb and around it draw four small pictures: an altar, a Passover door, a dove (Jesus’ baptism) and a globe (the whole world). Write “Behold the Lamb of God” in the middle. Say it ten times with your breathing.",
    funElement:
      "Floor-climbing staircase: if you have stairs, stand your child on the bottom step. For each upper-floor room they answer, they climb one step and call out the room’s name. At the top, they shout John 1:29 to the whole house.",
    reflectionQuestion:
      "John did not just know about Jesus — he pointed others to Him. Who could you point to Jesus this week, and how?",
    prayer:
      "Lamb of God, You take away the sin of the world, and You take away mine. Thank You that the sanctuary, the feasts, the prophecies and the whole Bible point to You. Like John, I want to point other people to You. Amen.",
  },
  {
    day: 45,
    week: 7,
    title: "Cross-Testament Link: Joseph and Jesus",
    floor: null,
    focus:
      "Many Old Testament stories have a New Testament partner. Linking them across the testaments shows that God works the same way again and again, and that each time points to something greater in Christ. Joseph’s life mirrors Jesus’ in surprising detail, and Stephen used Joseph’s story in his great sermon to show how God’s deliverers are often rejected first (Acts 7:9-14).",
    scripture: "Genesis 45:4-8",
    activity:
      "Read Genesis 45:4-8, where Joseph reveals himself to his brothers, and Acts 7:9-10. Then build a two-column chart, Joseph | Jesus, and let your child hunt for echoes with these clues. Loved son of his father (Genesis 37:3 / Matthew 3:17). Rejected by his own brothers (Genesis 37:4 / John 1:11). Sold for silver (Genesis 37:28 / Matthew 26:15). With two prisoners, one of whom is given hope (Genesis 40 / Luke 23:39-43). Raised to the right hand of the king (Genesis 41:40-41 / Ephesians 1:20). Everyone comes to him for bread (Genesis 41:57 / John 6:35). Forgives the brothers who betrayed him (Genesis 45:4-5 / Luke 23:34). What people meant for evil, God meant for good, to save many (Genesis 50:20 / Acts 2:23-24). Now write the escalation — what is greater with Jesus: Joseph saved people from a famine for a few years; Jesus saves people from sin and death for ever. Then check the warrant: why is this link more than a guess? (The number of matching actions, and Stephen’s use of the story.) Finish with a one-sentence lesson.",
    simplifiedActivity:
      "Fold a page in half. On one side draw Joseph’s coat, the silver coins and Joseph as a ruler giving out bread. On the other side draw the same things for Jesus. Write: “What they meant for evil, God meant for good” (Genesis 50:20).",
    funElement:
      "Matching pairs: make eight pairs of cards, a Joseph moment and its Jesus moment. Turn them face down and play memory — a match only counts if your child can explain the link.",
    reflectionQuestion:
      "Joseph forgave his brothers, and Jesus forgave the people who crucified Him. Is there someone you need to forgive, and how could God bring good out of it?",
    prayer:
      "Lord Jesus, You were rejected by Your own people, yet You became the One who saves. Thank You for taking what others meant for evil and turning it into good. Help me to forgive the way Joseph did and the way You do. Amen.",
  },
  {
    day: 46,
    week: 7,
    title: "Cross-Testament Link: From the Garden to the City",
    floor: null,
    focus:
      "The Bible begins and ends with a garden, a river and the tree of life. Genesis 2 and Revelation 22 are like the two slices of bread in a sandwich, and everything in between is the story of how God brings His children home. Comparing the two ends shows what was lost, what is restored — and what is even better than before.",
    scripture: "Revelation 22:1-5",
    activity:
      "Read Genesis 2:8-10 and then Revelation 22:1-5. Make a two-column chart, Beginning | Ending, and let your child find the echoes: a river watering the place (Genesis 2:10 / Revelation 22:1); the tree of life (Genesis 2:9 / Revelation 22:2); people serving God (Genesis 2:15 / Revelation 22:3). Then read Genesis 3:8 and 3:22-24 for what went wrong in between: hiding from God, the curse, and the way to the tree of life guarded. Now find what Revelation reverses: ‘no more curse’ (22:3), ‘they shall see his face’ (22:4) instead of hiding, and the right to the tree of life given back (22:14). Finally look for the escalation — what is greater at the end: a garden has become a city full of people from every nation; there is no night at all; the river flows from ‘the throne of God and of the Lamb’. Ask: what made the difference between the beginning and the ending? (The Lamb.) Write a one-sentence lesson together.",
    simplifiedActivity:
      "Draw a Bible sandwich. Top slice: the garden of Eden with a river and a tree. Bottom slice: the city of God with a river and a tree. In the middle, draw a cross. Write: “Jesus brings us home.”",
    funElement:
      "Make an actual sandwich for lunch: as your child adds the top slice, they name one thing from Genesis 2; the bottom slice, one thing from Revelation 22; and the filling, one thing Jesus did in between. Eat it while you read Revelation 22:3-4.",
    reflectionQuestion:
      "Adam and Eve hid from God’s face, but in the new earth God’s people will see His face. What are you most looking forward to about being with God?",
    prayer:
      "Father, You made a beautiful garden for Your children, and even when we lost it You did not give up. Thank You for Jesus, who opened the way home. I look forward to seeing Your face and drinking from the river of life. Amen.",
  },
  {
    day: 47,
    week: 7,
    title: "A Difficult Passage: What Was God Doing on Mount Moriah?",
    floor: null,
    focus:
      "Some Bible passages are hard to understand, and it is honest to say so. The palace gives you tools for them: ask the real question, let Scripture answer Scripture, check what the original words mean, find Christ, and test your conclusion by its fruit. Genesis 22, where God tests Abraham, is one of the hardest — and one of the most beautiful once you see where it points.",
    scripture: "Genesis 22:1-14",
    activity:
      "Read the passage yourself first, then read Genesis 22:1-14 together calmly. Step one, Questions Room: invite your child to say honestly what is hard — for example, ‘Why would God ask Abraham to do that?’ Write the question down; it is a good one. Step two, Def-Com: verse 1 in the KJV says God ‘did tempt’ Abraham. Look up the word: the Hebrew nasah (H5254) means to test or prove, not to tempt to sin (compare James 1:13). Step three, Q&A chain: Jeremiah 7:31 — God says child sacrifice never even came into His heart. Genesis 22:12 — God Himself stops Abraham. Hebrews 11:17-19 — Abraham trusted that God could raise Isaac from the dead. Genesis 22:8 and 22:14 — ‘God will provide’. Write a synthesis together. Step four, find Christ: on this same kind of mountain God did for us what He did not let Abraham do — He gave His own Son (Romans 8:32; John 3:16). Step five, Fruit Room: does the idea ‘God is cruel’ fit the texts, and what does it grow? What does ‘God provides — even His own Son’ grow instead? Let your child keep asking questions; there is no need to rush.",
    simplifiedActivity:
      "Read Genesis 22:7-8 and 22:13. Draw the ram caught in the bush by its horns. Write Abraham’s words: “God will provide himself a lamb.” Then write one question you still have, and talk about it with a grown-up.",
    funElement:
      "Hard-questions box: decorate a small box and keep it somewhere in the house. Anyone can drop in a hard Bible question at any time. Once a week, pull one out and hunt for a Q&A chain together — the box is never ‘bad’, it is a treasure chest of good questions.",
    reflectionQuestion:
      "God stopped Abraham, but He did not spare His own Son for us. What does that tell you about how much God loves you?",
    prayer:
      "Father, some parts of the Bible are hard for me, and I am glad I can bring my questions to You. Thank You that on the mountain You provided a ram, and that at the cross You provided Your own Son. Help me trust You even when I don’t understand everything. Amen.",
  },
  {
    day: 48,
    week: 7,
    title: "Teaching Preparation: Passing It On",
    floor: null,
    focus:
      "Psalm 78 says each generation should tell the next about God’s wonderful works so that they will set their hope in Him. The palace is not only for you — it is meant to be shared. Today you prepare a short lesson to teach tomorrow, choosing a few rooms that fit your passage and planning how to make it clear, true and fun.",
    scripture: "Psalm 78:4-7",
    activity:
      "Read Psalm 78:4-7 and ask: who tells whom, and why (verse 7)? Now help your child choose an audience for tomorrow — a younger sibling, grandparents, friends, or the family at worship — and a passage, either a favourite from the course or one they love. Fill in a lesson card together, using the rooms as a checklist rather than a script. Hook: an object or question to start (Nature Freestyle can help — a seed, a torch, a cup of water). The story in beats (Story Room). One picture to draw or show (Translation Room). Where Jesus is and what He is doing (Christ in Every Chapter, Concentration Room). One application for the listeners (the ‘me’ face of the Dimensions Room). A short phrase to remember (Meditation Room). A closing prayer. Keep it to about five minutes. Plan one activity the listeners will do — acting, drawing, or a quick game. Then do a full practice run aloud with a timer and cut anything that makes it too long. Gather any props you need and put them in one bag, ready for tomorrow.",
    simplifiedActivity:
      "Choose a Bible story you love and who you will teach tomorrow. Fill in your lesson card: my story beats, my picture, where Jesus is, one thing to remember, and a short prayer. Practise it once out loud with a timer.",
    funElement:
      "Make a simple prop for your lesson: a paper crown, a cardboard sling, a sock puppet of a sheep or a torch ‘pillar of fire’. Or design a small invitation ticket for your audience with the time and the title of your lesson.",
    reflectionQuestion: "Who taught you about God, and what did they do that helped you most?",
    prayer:
      "Lord, You want every generation to know Your wonderful works. Help me prepare a lesson that is true, clear and kind. Give me courage to share what I have learned, and help my listeners set their hope in You. Amen.",
  },
  {
    day: 49,
    week: 7,
    title: "Teaching Day: Starting from the Same Scripture",
    floor: null,
    focus:
      "When Philip met an Ethiopian official reading Isaiah, he did not change the subject: he began at that very scripture and told him about Jesus. That is the heart of teaching with the palace — start where the text is, and lead people to Christ. Today you teach the lesson you prepared and then learn from how it went.",
    scripture: "Acts 8:30-35",
    activity:
      "Read Acts 8:30-35 together and notice three things Philip did: he listened first (verse 30), he asked a question, and he started from the passage the man was reading and preached Jesus (verse 35). Then it is your child’s turn: gather the audience and let them teach the five-minute lesson they prepared yesterday, with props and activity. Resist the urge to help unless they ask. Afterwards, hold a kind feedback circle: every listener gives ‘two stars and a wish’ — two things that were good and one idea for next time. Then your child does a short self-audit, as in the Reflexive Mastery room: which rooms did I use without planning to? Did I start from the text and lead to Jesus, like Philip? Was it about God, not about me? Write two sentences in the palace notebook about what went well and one thing to practise. Celebrate: teaching is one of the best ways to learn.",
    simplifiedActivity:
      "Teach your lesson! Afterwards, ask each listener for two stars (good things) and one wish (an idea for next time). Write them in your notebook. Did you tell your listeners about Jesus, like Philip did?",
    funElement:
      "Make it an event: set out chairs in a row, hand out the invitation tickets, and let your child ring a little bell to start. Afterwards serve a small snack and let the audience ask the teacher one question each.",
    reflectionQuestion: "What was the best part of teaching, and what was harder than you expected?",
    prayer:
      "Lord Jesus, thank You for the chance to tell others about You. Like Philip, help me listen well, start from Your Word and always lead people to You. Bless everyone who heard my lesson today, and keep teaching me too. Amen.",
  },
  // ---------- Week 8: completion ----------
  {
    day: 50,
    week: 8,
    title: "Celebration and Commissioning: An Example for the Believers",
    floor: null,
    focus:
      "Fifty days ago you drew an empty palace. Now every floor has rooms you know how to use. Today you celebrate what God has done, walk through the whole palace one more time, and are sent out. Paul told young Timothy not to let anyone look down on him because he was young, but to be an example. God has work for young people who know His Word.",
    scripture: "1 Timothy 4:12",
    activity:
      "Take out the palace drawing from day 1. Ask your child to go floor by floor, adding one favourite thing they learned on each — a frame, a gem, a symbol card, a Christ-line, a prophecy, a meditation phrase — and then give the family a two-minute ‘palace tour’ from the ground floor to the top. Look back through the palace notebook together and let them pick the page they are proudest of. Then read 1 Timothy 4:12 and list the six areas Paul names: word, conversation (the way we live), love, spirit, faith and purity. Ask your child to choose one area where they want to be an example this year, and write a simple, concrete plan. Next, make a plan to keep the palace alive: one room a day for a week (for example Story on Sunday, Observation on Monday, Blue Room on Tuesday), using the Bible reading they are already doing. Finally hold a short commissioning: parents or leaders lay a hand on the child’s shoulder and pray a blessing over them, sending them out to love, learn and share God’s Word. Then view the course certificate together.",
    simplifiedActivity:
      "Finish your palace drawing: add one favourite thing you learned on every floor. Give your family a palace tour. Then choose one word from 1 Timothy 4:12 — word, life, love, spirit, faith or purity — and write how you will be an example in it.",
    funElement:
      "Palace party: make a cake or biscuits decorated with an 8-layer house. Play one favourite game from the course (Flash-frame, Bible or not?, Palace bingo) and award your child a homemade ‘Palace Builder’ medal before the commissioning prayer.",
    reflectionQuestion: "Which room in the palace do you think you will use most often from now on, and why?",
    prayer:
      "Lord, thank You for fifty days in Your Word. Thank You for every story, symbol and promise that points to Jesus. Now send me out. Even though I am young, make me an example in what I say, how I live, in love, in spirit, in faith and in purity. Keep building Your palace in me. In Jesus’ name, amen.",
  },
];
