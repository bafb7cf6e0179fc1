import type { DayLesson } from "@common/schemas/course-content";

/*
 * The 90-Day Palace Journey: a guided daily path through all 38 palace rooms in palace order, one room at a
 * time. Every room has a "learn" day (the room's method on one passage) and a "practice" day (the same method on a
 * different passage, aimed at the room's pitfalls); each floor closes with a review day, and days 85–90 are the
 * integration and commissioning stretch. Room days follow the rooms' own methods in common/content/palace/rooms.
 * Plan: floor 1 days 1–13, floor 2 days 14–24, floor 3 days 25–35, floor 4 days 36–52, floor 5 days 53–65,
 * floor 6 days 66–74, floor 7 days 75–81, floor 8 days 82–84, integration days 85–90. week = ceil(day / 7).
 */

/** Floor 1 — Furnishing: SR, IR, 24FPS, BR, TR, GR and the floor review (days 1–13). */
const floor1Days: DayLesson[] = [
  {
    day: 1,
    week: 1,
    title: "Story Room · Learn: Joseph Sold by His Brothers",
    floor: 1,
    roomId: "sr",
    focus:
      "Welcome to ninety days in the palace, one room at a time. Every room you will enter assumes you know what happens in a story before you ask what it means, so the journey begins where the palace does: the Story Room. Its core question is plain — what happens, and in what order? Today you learn to cut a narrative into three to seven beats, the turns after which the situation is different, and to label each with a word you could draw. In Genesis 37 a coat, two dreams, a pit and a caravan move a whole family's story.",
    scripture: "Genesis 37",
    activity:
      "1. Read Genesis 37 straight through once, without notes; just let the story carry you (4 min). 2. Go back and mark each event that changes the situation. Ask of each: after this, is anything different? Details that change nothing are not beats. 3. Choose three to seven of those turns and give each a label of three words at most — objects, places and actions, not meanings (“Coat”, not “Favouritism”). 4. Chain the labels with arrows in time order. 5. Close your Bible and retell the chapter aloud from the labels alone, as if to a ten-year-old. Where you stumble, a beat is missing or a label is vague: fix it and retell. 6. Write one arc sentence of 30 words or fewer that carries the story from the first beat to the last. Save it as your first Story Room entry.",
    reflectionQuestion:
      "Which beat did you most want to explain rather than simply name — and what does that urge tell you about reading for sequence before meaning?",
    prayer:
      "Father, You were at work in Joseph's story long before anyone in it could see it. As I begin this journey, slow me down enough to know what Your Word actually says before I decide what it means. Give me a memory that holds Your stories, and a heart that trusts You in the chapters of my own life that do not yet make sense. In Jesus' name, amen.",
  },
  {
    day: 2,
    week: 1,
    title: "Story Room · Practice: Horses and Chariots of Fire",
    floor: 1,
    roomId: "sr",
    focus:
      "Yesterday's chain was your first; today you test whether the method holds on a story you may know less well. In 2 Kings 6 the king of Syria hunts one prophet, surrounds a city by night, and ends up feeding the soldiers he sent. The practice focus is restraint: a beat is a turn, not every event, and meaning-words stay out of the labels. If your first list has ten items, you have an outline, not a chain — press it down until a child could carry it home.",
    scripture: "2 Kings 6:8-23",
    activity:
      "1. Read 2 Kings 6:8-23 once at normal speed (3 min). 2. In a quick column, list every event, as many as you like. 3. Now cut: keep only the events after which the situation is different — aim for five or six. 4. Label each in three words or fewer, and test each label by asking whether you could sketch it (“Fiery hills” yes; “God's protection” no). 5. Chain the beats with arrows and retell the story aloud from memory twice, once fast and once slowly. 6. Write the arc in one sentence of 30 words or fewer. 7. Check the chain against the room's pitfalls: a label that interprets, a beat out of order, a label that has grown into a sentence. Fix what you find and save the entry.",
    reflectionQuestion:
      "The servant saw only the enemy until his eyes were opened. What does putting a story in order do for your ability to see where God was acting in it?",
    prayer:
      "Lord, open my eyes as You opened the eyes of Elisha's servant. When I count only what is against me, show me that those who are with me are more. Thank You for the mercy that set a table for enemies, and teach me to retell Your works accurately so that others can see them too. Amen.",
  },
  {
    day: 3,
    week: 1,
    title: "Imagination Room · Learn: Breakfast on the Shore",
    floor: 1,
    roomId: "ir",
    focus:
      "The Imagination Room turns a passage you have read into one you have experienced. Its core question: what would I see, hear, touch, smell and taste if I stood inside this scene? The discipline is a sanctified imagination, which serves the text and never adds to it. John 21 furnishes its own setting — dawn on the lake after an empty night's fishing, a charcoal fire, fish and bread on the shore. Stay inside what the text and its world allow, and the scene will stay with you.",
    scripture: "John 21:1-14",
    activity:
      "1. Read John 21:1-14 twice. Write the setting from the text: the place, the time of day, who is present (3 min). 2. Choose where you stand — in the boat with the seven, or on the shore — and stay there. 3. Write one line for each sense: sight, sound, touch, smell, taste. Keep each line brief and concrete. If a sense has nothing honest to give, leave it empty; four good lines beat five forced ones. 4. Check every detail: keep what the text states and what its world makes certain (wet nets, cold water at dawn, charcoal smoke); strike invented dialogue, new events, and any feeling the text does not support. 5. Write one resonance sentence: where does this scene meet your own life? Keep the whole entry under 250 words.",
    reflectionQuestion:
      "Jesus had the fire lit and the fish cooking before the disciples reached the shore. Which sensory detail brought that quiet provision home to you most?",
    prayer:
      "Risen Lord, You met tired, empty-handed men on the shore and fed them before You said anything else. Meet me at the end of my own long nights. Sanctify my imagination so that it serves Your Word and never replaces it, and let this scene stay with me as a memory of how You treat the weary. Amen.",
  },
  {
    day: 4,
    week: 1,
    title: "Imagination Room · Practice: Ointment at the Pharisee's Table",
    floor: 1,
    roomId: "ir",
    focus:
      "Practice today works on the Imagination Room's hardest guardrail: speculation. Luke 7 is intensely sensory — a meal, tears, hair, kisses, an alabaster box of ointment — and that makes it easy to invent motives, back-stories and speeches the text never gives. The goal is a scene that is vivid because it is faithful. Concrete and quiet beats dramatic and loud, and the spotlight stays on what Jesus does and says.",
    scripture: "Luke 7:36-50",
    activity:
      "1. Read Luke 7:36-50 slowly, then list what the text itself tells you about the setting: whose house, who sits at meat, who enters, what she brings (3 min). 2. Choose where you stand — by the wall as a servant, or near the table — and write your five sense lines. 3. Audit the draft line by line. Underline any detail that gives the woman or Simon a thought or a history the passage does not give, any added speech, any melodrama and any anachronism. Strike or rewrite each one. 4. Read what remains aloud. Does it make Jesus' words in verses 40-50 clearer, or bury them? Trim until they stand out. 5. Write your resonance sentence and save the entry.",
    reflectionQuestion:
      "Which detail did you most want to add to the scene, and what did striking it teach you about letting the text lead?",
    prayer:
      "Jesus, You received a woman whom others only judged, and You sent her away forgiven and in peace. Keep me from filling Your Word with my own inventions. Let me love much because I have been forgiven much, and let me find my place at Your feet rather than at Simon's critical table. Amen.",
  },
  {
    day: 5,
    week: 1,
    title: "24FPS Room · Learn: Four Frames for Ruth",
    floor: 1,
    roomId: "24fps",
    focus:
      "The 24FPS Room gives each chapter of the Bible one vivid frame, like a single frame of film, so that a chapter number calls up an image and the image returns the number. This is memory engineering, not doctrine: the frame is a hook, and odd or funny is fine because odd things stick. Memorable beats precise; objects beat abstractions. Ruth is an ideal first book — four chapters, each with something you can sketch in ten seconds.",
    scripture: "Ruth 1",
    activity:
      "1. Read Ruth 1, then skim chapters 2–4 (8 min). After each chapter ask: what would a child remember from it tomorrow? 2. For each chapter choose one element unique to it — an object, an event or an oddity — and make it one concrete, drawable image of 3–20 words. Avoid titles such as “Loyalty” or “Redemption”; those are headings, not frames. 3. Where a picture will not return its number on its own, add a number hook (something in a pair for chapter 2; four corners or a row of witnesses for chapter 4). 4. Test both directions aloud: “Ruth 3” → image, and image → “Ruth 3”. 5. Record the four rows as chapter — image in your frame table. Tomorrow morning, before anything else, recite them without looking.",
    reflectionQuestion:
      "Which of your four frames came to you fastest, and what made it more memorable than a summary would have been?",
    prayer:
      "Lord of the harvest, You wrote Ruth's story into the line of David and of Jesus. Help me hold Your Word in my memory, chapter by chapter, so that it is ready when I need it and when someone else needs it. Amen.",
  },
  {
    day: 6,
    week: 1,
    title: "24FPS Room · Practice: Joshua 1–6 in Six Frames",
    floor: 1,
    roomId: "24fps",
    focus:
      "Today's practice adds the room's strictest rule: one image per chapter, never reused. Joshua 1–6 tempts you to draw water, priests or soldiers six times over, but each frame must belong to its chapter alone. You also begin the habit that gives this room its power — working a run of chapters in one sitting and testing the set the next day. Start with yesterday's test: can you still recite Ruth's four frames?",
    scripture: "Joshua 3",
    activity:
      "1. Warm-up: recite your Ruth frames from memory and replace any that failed (2 min). 2. Read Joshua 3, then skim chapters 1, 2, 4, 5 and 6 (8 min). For each chapter pick the element that belongs to it only — chapters 3 and 4 both have the Jordan, so find what separates them. 3. Write six rows, chapter — image, each a scene you could sketch in ten seconds. 4. Scan the table for repeats: if two frames share a main object, sharpen one with a distinguishing detail or choose a different element. 5. Cover the table and test both directions, chapter to image and image to chapter. 6. Schedule tomorrow's next-day test, and replace any frame that fails it.",
    reflectionQuestion:
      "Where did two chapters compete for the same picture, and how did you make each frame its own?",
    prayer:
      "Lord, You told Joshua to meditate in Your book day and night. As I store these chapters as pictures, let them become more than a memory trick: let them be places where I meet You and remember what You have done. Amen.",
  },
  {
    day: 7,
    week: 1,
    title: "Bible Rendered · Learn: One Glyph for Genesis 1–24",
    floor: 1,
    roomId: "br",
    focus:
      "Bible Rendered is the palace's aerial map: the Bible's 1,189 chapters cut into 50 blocks of 24, each with one glyph. Recite the glyphs in order and you hold the whole storyline at once, able to place any chapter inside it. A glyph is not a scene — that is a 24FPS frame — but a sign you can write in two seconds: a symbol, a pictogram, one capital word or a palace code. Block 1 runs from creation to a bride found for Isaac, and today you choose its mark.",
    scripture: "Genesis 12:1-3",
    activity:
      "1. Read Genesis 12:1-3, the promise at the centre of block 1. Then skim the opening lines of Genesis 1–24, or list the frames you already know, to find the block's dominant movement (8 min). Ask: if these 24 chapters were one scene in the Bible's film, what would be happening? 2. Choose one glyph — a symbol, a pictogram, ONE capital word or a code — simple enough to write in two seconds. 3. Write a rationale of one or two sentences naming that movement and why the glyph captures it, without retelling every chapter. 4. Note the block's edges: where it starts and where it ends. 5. Begin your legend with this row and say it aloud three times: “Block 1, Genesis 1 to 24: [glyph].” Keep the glyph; changing it later erases what you memorised.",
    reflectionQuestion:
      "What did you have to leave out to give 24 chapters one mark, and what does the glyph you kept say about where the story is heading?",
    prayer:
      "God of Abraham, You narrowed the whole world's story to one family so that in it all families of the earth might be blessed. Give me eyes for the large story of Your Word, so that every small part I read finds its place in Your plan. Amen.",
  },
  {
    day: 8,
    week: 2,
    title: "Bible Rendered · Practice: Crossing from Malachi into the Gospels",
    floor: 1,
    roomId: "br",
    focus:
      "Many blocks cross a book boundary, and a few cross something larger. Blocks 39 to 42 run from Zechariah 2 through Matthew, Mark and Luke into John 11, carrying the reader from the last prophets across four centuries of silence into the Gospels. A good glyph for a crossing block bridges both sides. Today you write four glyphs and practise the room's self-test: reciting in order until every mark returns its block.",
    scripture: "Malachi 4",
    activity:
      "1. Read Malachi 4, where the last prophet promises Elijah before the great day (3 min). 2. Write the four ranges: block 39, Zechariah 2 – Matthew 7; block 40, Matthew 8 – Mark 3; block 41, Mark 4 – Luke 11; block 42, Luke 12 – John 11. 3. For each, skim the first and last chapters and the big scenes between, and name the dominant movement (10 min). 4. Give each block one glyph of 12 characters or fewer and a rationale of one or two sentences; for block 39 find a mark that bridges prophet and Gospel. 5. Recite block 1 and blocks 39–42 from memory. 6. Replace a glyph only if it repeatedly fails to return its block; otherwise keep it, even if you later think of a cleverer one.",
    reflectionQuestion:
      "Block 39 holds both the last promise of the Old Testament and the opening of the New. Did your glyph emphasise the waiting or the arrival, and why?",
    prayer:
      "Faithful God, You kept Your word across four hundred silent years and sent the Sun of righteousness with healing in His wings. When my own waiting seems long, remind me that You keep every appointment. Amen.",
  },
  {
    day: 9,
    week: 2,
    title: "Translation Room · Learn: Psalm 1 as Icon and Strip",
    floor: 1,
    roomId: "tr",
    focus:
      "The Translation Room turns words and abstractions into pictures, which are easier to remember and to teach. Its rule is to translate the Bible's own imagery before inventing metaphors. It works at three scales: a verse becomes one icon, a passage a three-panel strip, a book a mural with at least four stations. Psalm 1 hands you its pictures — a man who will not walk, stand or sit with the wrong company, a tree planted by rivers of water, and chaff driven by the wind.",
    scripture: "Psalm 1",
    activity:
      "1. Read Psalm 1 twice (2 min). 2. Verse → icon: take verse 3. Find the main object the verse names, describe it in one line, and add one distinguishing detail (fruit “in his season”, a leaf that does not wither) so it cannot be confused with another tree verse. Look away: does the icon give you the verse back? 3. Passage → strip: split the psalm into beginning, middle and end (verses 1-2, 3, 4-6) and give each part one key image tied to its verses, using only the psalm's own pictures. 4. Check that the strip reads without captions; if it needs words, sharpen the pictures. 5. Watch the pitfalls: no abstract panels (“blessing”), no mixed metaphors, no crowding. Save the icon and the strip as Translation Room entries.",
    reflectionQuestion:
      "The psalm sets a rooted tree against windblown chaff. Which picture describes your past week honestly, and what does the psalm say makes the difference?",
    prayer:
      "Lord, plant me by the rivers of Your Word. Let my delight be in Your law, so that my roots go deep and my fruit comes in its season. Keep me from being blown about like chaff, and keep me in the way You know. Amen.",
  },
  {
    day: 10,
    week: 2,
    title: "Translation Room · Practice: A Mural of Philippians",
    floor: 1,
    roomId: "tr",
    focus:
      "Today you try the largest scale: a whole book held in one picture. A book mural needs one visual metaphor laid out left to right, with at least four stations, each tied to its chapter. The best metaphors come from the book itself, and Philippians supplies one — Paul pressing toward the mark like a runner in a race. Keep the metaphor single: crossing a race with a building site confuses both.",
    scripture: "Philippians 3:7-14",
    activity:
      "1. Read Philippians 3:7-14 closely, then skim all four chapters, noting one striking image in each (8 min). 2. Fix the metaphor — a race course, with Paul's own words in chapter 3 at its centre — and write it on the “Book metaphor” line. 3. Place at least four stations along the course, each naming its chapter. For example: chapter 1, a runner in chains whose race still carries the gospel forward; chapter 2, a figure stooping low before being lifted high; chapter 3, a runner dropping everything he once counted gain; chapter 4, a runner at rest, content with little or much. Replace any of these with sharper ones of your own. 4. Test: could someone name the chapter from each station? Does anything mix metaphors? 5. Save the mural, and sketch it with stick figures if you can.",
    reflectionQuestion:
      "Which station on the course is closest to where you are running today, and what does Paul's picture say about the next stretch?",
    prayer:
      "Lord Jesus, You humbled Yourself and became obedient unto death, and the Father has highly exalted You. Help me forget what lies behind and press toward the prize of Your high calling. Teach me contentment in plenty and in want, because I can do all things through You who strengthen me. Amen.",
  },
  {
    day: 11,
    week: 2,
    title: "Gems Room · Learn: The Serpent Lifted Up",
    floor: 1,
    roomId: "gr",
    focus:
      "The Gems Room sets two to four texts from different contexts side by side until they illuminate one another and yield a rare, usable insight. A gem is not a parallel: if any one text says the truth plainly on its own, you have not yet found one. Each link must rest on clear texts, the truth must be hidden from any single text read alone, and the gem must be usable — for a sermon, an answer or a prayer. Jesus Himself set Numbers 21 beside His cross; you will add a third light.",
    scripture: "Numbers 21:4-9",
    activity:
      "1. Read Numbers 21:4-9 in its own context first: who is bitten, why, and what must they do to live? (3 min) 2. Read John 3:14-15 and note exactly how Jesus uses the scene. 3. Look for a third text that adds something neither says alone — try 2 Corinthians 5:21 or Galatians 3:13 — and read it in its chapter. 4. Write the gem in one or two sentences: the truth that appears only when the texts stand together. 5. Test it. Anchored: does each link rest on what the text really says? Rare: is the truth hidden from any one text? Usable: where would you use it? 6. Give the gem a short title and a use case (a sermon point, an answer to a question, a devotional), and save the card.",
    reflectionQuestion:
      "Healing came by looking, not by doing. What in you resists a salvation that asks only that you look to the One lifted up?",
    prayer:
      "Lord Jesus, You were lifted up so that whoever believes in You should not perish. When sin bites and I look everywhere but to You, turn my eyes to the cross. Thank You for making the sign of my judgment the place of my healing. Amen.",
  },
  {
    day: 12,
    week: 2,
    title: "Gems Room · Practice: Goliath's Own Sword",
    floor: 1,
    roomId: "gr",
    focus:
      "Today's practice is about testing, because the Gems Room's pitfalls are seductive: links that share a word but not a meaning, trivia dressed up as insight, and lovely thoughts that no text supports. Start from one detail in 1 Samuel 17 — David finishes the giant with the giant's own sword — and ask where else Scripture shows an enemy defeated by his own weapon. Then decide honestly whether you are holding a gem or only a curiosity.",
    scripture: "1 Samuel 17:45-51",
    activity:
      "1. Read 1 Samuel 17:45-51 and note exactly whose sword kills Goliath (3 min). 2. Ask where else Scripture uses the same picture or event. Read Hebrews 2:14-15 in its context, and consider one more, such as Colossians 2:15 or Esther 7:10. 3. Write the combined truth in one or two sentences. 4. Now test it hard. Anchored: is the link in the texts or only in your imagination? Rare: could any one of these texts say it alone? If so, it is a parallel. Trivia: is it merely “both have a sword”? 5. If it passes, give it a title and a use case and save it. If it fails, write one sentence on why, then try a second pairing from two verses you know by heart in different testaments — and decide whether that one is a gem or a parallel.",
    reflectionQuestion:
      "What is the difference between an insight that thrills you and one that would still stand if someone checked every text?",
    prayer:
      "Mighty Saviour, through death You destroyed him who had the power of death and set free those who lived in fear. Keep me from decorating Your Word with clever thoughts. Help me find the true gems You placed there, and use them to point others to Your victory. Amen.",
  },
  {
    day: 13,
    week: 2,
    title: "Floor 1 Review: Rahab's Scarlet Cord",
    floor: 1,
    focus:
      "Review days gather a floor's rooms on one fresh passage. Floor 1 is Furnishing — width — stocking the shelves with the stories, scenes, frames, glyphs, pictures and gems that every higher floor works on. Joshua 2 is a complete small narrative with a roof, flax, spies, a window and a scarlet cord. Run all six rooms briskly, then name the one that felt weakest; that is where your next free fifteen minutes should go.",
    scripture: "Joshua 2",
    activity:
      "1. From memory, write the core question of each Floor 1 room — SR, IR, 24FPS, BR, TR, GR — then check them against the palace and correct what you missed (2 min). 2. Read Joshua 2. SR: beat it out in five or six labels with an arc sentence. 3. IR: one line per sense on the roof among the stalks of flax. 4. 24FPS: recall your day-6 frame for Joshua 2 — does it still work? 5. BR: name the block the chapter sits in (block 8, Deuteronomy 16 – Joshua 5) and give it a glyph if you have not yet. 6. TR: one icon for verse 18, with a distinguishing detail. 7. GR: set Joshua 2:18 beside Hebrews 11:31 and James 2:25. Is there a gem, or only a parallel? 8. Circle the weakest room and book a practice slot for it this week.",
    reflectionQuestion:
      "A woman outside Israel trusted what she had heard about God and tied the cord in her window. Which Floor 1 room helped you see her faith most clearly, and why?",
    prayer:
      "God in heaven above and in earth beneath, Rahab believed what she heard of You and was saved with her household. Thank You that no one is too far outside to be brought in. Fill the shelves of my mind with Your works, so that I too can tell what You have done. Amen.",
  },
];

/** Floor 2 — Investigation: OR, DC, ST, QR, QA and the floor review (days 14–24). */
const floor2Days: DayLesson[] = [
  {
    day: 14,
    week: 2,
    title: "Observation Room · Learn: Twenty Observations on Luke 5",
    floor: 2,
    roomId: "or",
    focus:
      "Floor 2 turns you into a detective, and its first room trains the habit everything else depends on: read out of the text before reading into it. The Observation Room asks, what is actually on the page? You produce a numbered list of plain observations — people, numbers, objects, places, times, actions and order, then grammar, repetition, contrast, structure, omission and emphasis — with no meanings or lessons. An observation can be checked by pointing at a verse; an interpretation cannot.",
    scripture: "Luke 5:1-11",
    activity:
      "1. Read Luke 5:1-11 three times without writing: once for the story, once slowly for who speaks and who acts, once aloud for repetitions (5 min). 2. Factual layer: number each observation and tag its category — “Places: Jesus stands by the lake of Gennesaret (v. 1)”. Cover the people, numbers (how many ships?), objects, times, every action verb and the order of events. 3. Deeper layer: grammar (what does Simon call Jesus before the catch, and what after?), contrasts, emphasis, and what is missing that you would expect. 4. Strike any line containing “this means”, “symbolises” or “teaches us”; park those thoughts in the questions field for later. 5. When you reach 20, read the passage once more and add five more. Save the sheet.",
    reflectionQuestion:
      "Which observation surprised you — something you had read past many times — and why do you think you had missed it?",
    prayer:
      "Lord, Simon let down the net “at thy word” before he understood, and the nets broke with Your provision. Teach me to look at Your Word with patient eyes, noticing what You actually said before I rush to what I think it means. Amen.",
  },
  {
    day: 15,
    week: 3,
    title: "Observation Room · Practice: Observing a Psalm",
    floor: 2,
    roomId: "or",
    focus:
      "Narratives give you boats and pillows to count; poetry hides its data in grammar and repetition. Today's practice takes the Observation Room into Psalm 121, eight verses in which one idea keeps returning under different words and the speaker quietly changes. The temptation is to jump straight to comfort. Resist it: list what is on the page first, and let the deeper layer — repetition, person, tense, contrast — carry your sheet past twenty.",
    scripture: "Psalm 121",
    activity:
      "1. Read Psalm 121 three times, the third time aloud, listening for repeated words (3 min). 2. Factual layer: who speaks in verses 1-2, and who in verses 3-8? List the places, objects and times the psalm names — hills, foot, day, night, sun, moon, going out and coming in. 3. Repetition: count every form of keep, keeper and preserve, and note the verse of each. 4. Grammar: track the pronouns (I, my, thee, thy) and the tenses — what is asked, what is stated, what is promised? 5. Contrast and structure: where does the psalm turn? What pairs does it use? 6. Omission: which dangers are never named? 7. Keep every line an observation, with no “this teaches”. Reach 20, reread, add five more and save the sheet.",
    reflectionQuestion:
      "The psalm turns from “I” to “thee” after two verses. What happens to you as a reader when the voice changes?",
    prayer:
      "LORD, my help comes from You, who made heaven and earth. You do not slumber or sleep. Keep my going out and my coming in today and from this time forth, and teach me to rest in the One who never stops watching. Amen.",
  },
  {
    day: 16,
    week: 3,
    title: "Def-Com Room · Learn: Propitiation and the Mercy Seat",
    floor: 2,
    roomId: "dc",
    focus:
      "The Def-Com Room fixes the meaning of key words in their original language and culture, then consults careful commentators without letting them overrule the text. The original language wins when the English diverges; commentaries inform but do not rule. Romans 3:21-26 is dense with weighty words — justified, grace, redemption, propitiation — and one of them opens straight into the sanctuary, because the same Greek word names the mercy seat in Hebrews 9:5.",
    scripture: "Romans 3:21-26",
    activity:
      "1. Read Romans 3:21-26, then verses 23-26 again slowly (3 min). 2. Choose three to five words the meaning hangs on — for example justified, grace, redemption and propitiation. 3. For each, record the Greek word, its transliteration, its Strong's number (propitiation is G2435, hilastērion), a short lexicon definition, one other place Scripture uses it, and how two translations render it. Look up Hebrews 9:5 for hilastērion. 4. Culture: add one note the first hearers took for granted — the mercy seat over the ark (Exodus 25:17-22; Leviticus 16:14) — and name your source. 5. Collect two short commentary excerpts of under 60 words each, labelled with their authors. 6. Write a synthesis of 40–200 words: where the sources agree, where they differ, what the text itself decides, and what it says of Christ.",
    reflectionQuestion:
      "How does knowing that Paul reached for a sanctuary word change the way you hear that God “set forth” Christ “to be a propitiation”?",
    prayer:
      "Righteous Father, You set forth Your Son as the mercy seat where my sin is met by His blood. I have sinned and come short of Your glory, yet I am justified freely by Your grace. Teach me the weight of these words, and let them rest on my heart as well as in my notes. Amen.",
  },
  {
    day: 17,
    week: 3,
    title: "Def-Com Room · Practice: Gleaning in Boaz's Field",
    floor: 2,
    roomId: "dc",
    focus:
      "Ruth 2 is a narrative whose meaning depends on what its first hearers took for granted: the law of gleaning, the duties of a kinsman, the place of a foreign widow. Today's practice leans on the culture step and on the room's warning against reading modern meanings back into ancient words. Let Leviticus explain Ruth before any commentator does, keep your excerpts short, and finish with your own synthesis. You already have a 24FPS frame for this chapter from day 5.",
    scripture: "Ruth 2",
    activity:
      "1. Read Ruth 2 once for the story, then verses 1-3 and 19-20 slowly (4 min). 2. Pick three key words — for example kinsman (v. 1), glean (v. 2) and the “next kinsmen” of verse 20. For each, record the Hebrew, a transliteration, the Strong's number (the redeemer word of verse 20 comes from gā'al, H1350), a short definition, another use and how translations differ. 3. Culture: write two notes with sources — gleaning as the poor's legal right (Leviticus 19:9-10; Deuteronomy 24:19) and the redeemer's duty to buy back a relative's land (Leviticus 25:25). 4. Add two commentary excerpts, each under 60 words, labelled by author. 5. Synthesis of 40–200 words: what did Naomi grasp in verse 20 that Ruth did not yet, and where does the word point beyond Boaz? Save the study.",
    reflectionQuestion:
      "Ruth's “hap was to light on” Boaz's field. How does a study of the law behind the scene change the way you read that chance?",
    prayer:
      "Lord, You wrote care for the stranger and the widow into Your law, and You led Ruth to the field of her redeemer. Thank You for Jesus, my near Kinsman, who bought me back. Make me generous at the edges of my own field. Amen.",
  },
  {
    day: 18,
    week: 3,
    title: "Symbols/Types Room · Learn: A Card for the Lamb",
    floor: 2,
    roomId: "st",
    focus:
      "The Symbols/Types Room builds a personal dictionary of God's imagery. It assumes God uses His symbols consistently, so you trace an image through the canon, define what it stands for in one sentence, and locate its fulfilment in Christ. Every card becomes a reusable key, and a card that never reaches Christ is unfinished. John the Baptist's cry, “Behold the Lamb of God,” stands at the crossroads of the lamb's whole biblical story, from Abraham's answer on Moriah to the throne of Revelation.",
    scripture: "John 1:29-36",
    activity:
      "1. Read John 1:29-36 (2 min). 2. Symbol: write LAMB. 3. Scope: list five to ten key texts from as many parts of the Bible as you can — begin with Genesis 22:7-8 and Exodus 12:3-13, then the prophets (Isaiah 53:7), the Gospels, the epistles (1 Peter 1:18-19) and Revelation (5:6). Read each in context. 4. Usage: is the lamb used the same way everywhere? Record any exception honestly. 5. Sign: one sentence stating what the lamb stands for across your scope. If you need two sentences, you may have two symbols. 6. Christ-locus: at least one New Testament text (John 1:29; Revelation 5:6) and a note of one or two sentences on how Christ fulfils the lamb. 7. Save the card; you will test future passages against it.",
    reflectionQuestion:
      "Abraham said God would provide Himself a lamb; John pointed and said, “Behold.” What changes when a symbol becomes a Person you can look at?",
    prayer:
      "Lamb of God, You take away the sin of the world, and mine. As I trace Your image from Moriah to the throne, let my study become worship. Help me behold You, and follow You as John's disciples did that day. Amen.",
  },
  {
    day: 19,
    week: 3,
    title: "Symbols/Types Room · Practice: Is Oil Consistent?",
    floor: 2,
    roomId: "st",
    focus:
      "Today's practice tests the room's honesty. Some images are used in more than one way, and a card must record exceptions instead of hiding them. Oil burns in the tabernacle lamp, runs down the heads of priests and kings, fills the wise virgins' vessels, and feeds a golden lampstand in Zechariah's vision, where the angel interprets the picture himself. Trace it carefully, decide whether the usage is consistent, and beware the pitfall of allegorising every drop.",
    scripture: "Zechariah 4:1-14",
    activity:
      "1. Read Zechariah 4:1-14 and note how the angel explains the vision in verse 6 (3 min). 2. Symbol: OIL. 3. Scope: gather five to ten texts across the canon — for example Exodus 27:20, 1 Samuel 16:13, Psalm 23:5, Zechariah 4:6, Matthew 25:3-4, Luke 4:18, Acts 10:38 and James 5:14 — and read each in context. 4. Usage: consistent, or with exceptions? Is the oil of gladness or healing the same sign as the oil of anointing? Record what you find. 5. Sign: one sentence. 6. Christ-locus: tie it to Jesus with at least one New Testament text — the Anointed One of Luke 4:18 or Acts 10:38 — and write a one- or two-sentence note. 7. Finally test the card against 1 Kings 17:12-16. Does it fit, or is oil there simply oil?",
    reflectionQuestion:
      "“Not by might, nor by power, but by my spirit.” Where are you trying to keep a lamp burning on your own supply?",
    prayer:
      "Holy Spirit, You are the oil that keeps the lamp burning. Anoint me afresh, not for my own glory but to bear witness to Jesus, the Anointed One. Keep my lamp trimmed and my vessel full while I wait for the Bridegroom. Amen.",
  },
  {
    day: 20,
    week: 3,
    title: "Questions Room · Learn: Three Columns at Massah",
    floor: 2,
    roomId: "qr",
    focus:
      "The Questions Room interrogates the text, because the quality of your questions sets the depth of your understanding. You build a three-column map: INTRA questions the passage raises about itself, INTER questions that send you across Scripture, and PALACE questions that run the framework — cycle, heaven, sanctuary, Christ, dimension, time zone, genre and room. Then you star the five to ten strongest for the Q&A Chains Room. Exodus 17:1-7, water from the smitten rock, invites all three columns.",
    scripture: "Exodus 17:1-7",
    activity:
      "1. Read Exodus 17:1-7 twice (3 min). 2. INTRA: at least five questions about structure, word choice, omissions, motives and setting — why take the rod that struck the river? Why does the place receive two names? 3. INTER: at least five questions that cross Scripture — where is this rock remembered (Numbers 20; Psalm 78; 1 Corinthians 10:4)? What parallels or contrasts does it have? 4. PALACE: run the checklist — which cycle is this? Which sanctuary element does water from a struck rock recall? Where is Christ? Which dimension speaks loudest? 5. Rewrite weak questions: turn yes/no questions into open ones and remove any that already contain their answer. 6. Reach at least 15 in all, then star the strongest five to ten. You will chain them on day 22.",
    reflectionQuestion:
      "Israel asked, “Is the LORD among us, or not?” Which of your questions today were really that question in another form?",
    prayer:
      "LORD, when I grumble and test You in dry places, You still send water from the rock. Give me honest questions and a humble heart that lets Your Word answer them. Thank You that the Rock was struck so that I might drink. Amen.",
  },
  {
    day: 21,
    week: 3,
    title: "Questions Room · Practice: Through the Roof",
    floor: 2,
    roomId: "qr",
    focus:
      "Practice targets the two commonest failures of a question map: surface questions that any glance could answer, and a map that never leaves the passage. In Mark 2:1-12 a roof is broken up, a paralysed man is let down, and Jesus forgives before He heals — provoking a question from the scribes that is itself worth asking. Aim for the uncomfortable questions, and make the INTER and PALACE columns as strong as the first.",
    scripture: "Mark 2:1-12",
    activity:
      "1. Read Mark 2:1-12 twice (3 min). 2. INTRA: why does Jesus speak of forgiveness first when the man was brought for healing? Why does He call him “Son”? Whose faith does Jesus see? Write at least five. 3. INTER: trace “Son of man” back to Daniel 7:13-14; ask who, in the Old Testament, forgives sins (try Isaiah 43:25); compare the accounts in Matthew 9 and Luke 5. At least five. 4. PALACE: which of Christ's offices is active? From which time zone does “power on earth” speak? Which sanctuary service does forgiveness recall? At least five. 5. Rewrite every yes/no question as an open one, and delete any statement with a question mark on the end. 6. Star the five to ten strongest for the chains of day 23.",
    reflectionQuestion:
      "Which question on your map made you most uncomfortable, and why might it be the one most worth chaining?",
    prayer:
      "Son of man, You have power on earth to forgive sins. Thank You for friends who carry the helpless to You, and for a word of pardon that reaches deeper than the need people can see. Make me someone who breaks through roofs to bring others near You. Amen.",
  },
  {
    day: 22,
    week: 4,
    title: "Q&A Chains Room · Learn: Who Was the Rock?",
    floor: 2,
    roomId: "qa",
    focus:
      "The Q&A Chains Room answers your strongest questions with chains of Scripture instead of opinion, so your conclusions can be shown, not merely asserted. For each question you find two to four texts that speak directly to it — clear texts before obscure ones, teaching passages before inferences from narrative — and write a synthesis of one to three sentences that adds nothing the texts do not say. Today you take a starred question from your Exodus 17 map and let Paul begin the chain.",
    scripture: "1 Corinthians 10:1-4",
    activity:
      "1. Read 1 Corinthians 10:1-13 for context, then reopen your day-20 question map (3 min). 2. Choose the starred question closest to “Who is the rock of Exodus 17:6?” and copy it exactly. 3. Build the chain: begin with the clearest text, 1 Corinthians 10:4, then add one to three texts that speak directly to the question — consider Deuteronomy 32:4, Psalm 78:15-16 and John 7:37-39. Read each in its chapter. 4. Note each text with a short KJV phrase or a one-line summary, in order. 5. Synthesis: one to three sentences that answer the question from these texts alone. 6. Check: does every claim in the synthesis appear in a text? If not, cut it. 7. If time allows, chain a second starred question from the same map.",
    reflectionQuestion:
      "How does it feel different to say “this is what Scripture says” with four texts in hand, rather than “this is what I think”?",
    prayer:
      "Lord Jesus, You are the Rock that followed Your people in the wilderness, and the living water that still flows. Let me answer questions about You from Your Word, not from my opinions, and let me drink for myself from what I find. Amen.",
  },
  {
    day: 23,
    week: 4,
    title: "Q&A Chains Room · Practice: Who Can Forgive Sins?",
    floor: 2,
    roomId: "qa",
    focus:
      "Today you chain the hard questions from your Mark 2 map, including the scribes' own: who can forgive sins but God only? The practice focus is the room's safeguards — reading every text in context, refusing proof-texts, and admitting honestly when Scripture is less explicit than you hoped. A chain that cannot find two direct texts should be refined, not padded. Isaiah 43 makes a strong first link, where God says that He is the One who blots out transgressions for His own sake.",
    scripture: "Isaiah 43:22-25",
    activity:
      "1. Read Isaiah 43:22-25 in its context, then reopen your day-21 map (3 min). 2. Chain 1: “Who may forgive sins, according to Scripture?” Use two to four direct texts — Isaiah 43:25, Psalm 103:2-3, Micah 7:18 — and then Mark 2:10. Note each text in one line and write a synthesis of one to three sentences. 3. Chain 2: “Why does Jesus call Himself the Son of man here?” Begin from Daniel 7:13-14 and add one or two New Testament texts, such as Mark 14:62. 4. Chain 3: choose a starred question that troubles you. If you cannot find two texts that speak directly to it, refine the question and record the refinement honestly. 5. Check every synthesis against its chain, and remove any opinion that no text states.",
    reflectionQuestion:
      "Put your chains side by side: if only God forgives sins, and Jesus forgave this man's sins, what does Mark want you to conclude about Him?",
    prayer:
      "God who blots out transgressions for Your own sake, thank You that Your Son spoke that same pardon over a paralysed man, and over me. Keep me honest with Your Word, asking the hard questions and letting You answer them. Amen.",
  },
  {
    day: 24,
    week: 4,
    title: "Floor 2 Review: The Widow's Vessels",
    floor: 2,
    focus:
      "Floor 2 is about precision: reading what is there. On review day you run all five investigation rooms on one short narrative, the way a detective works a case file from evidence to conclusion. The widow of 2 Kings 4 has a debt, two sons at risk, one pot of oil and a house full of borrowed vessels. Observe, define, decode, question and chain — in that order — and notice how each room hands its findings to the next.",
    scripture: "2 Kings 4:1-7",
    activity:
      "1. Without looking, write the core questions of OR, DC, ST, QR and QA (2 min). 2. Read 2 Kings 4:1-7 twice. 3. OR: twelve quick tagged observations — the instructions about the vessels, the shut door, the verbs, the order of events. 4. DC: one key word and one cultural note — what did the creditor's claim on her sons mean? (Leviticus 25:39-41 is a place to start.) 5. ST: test the passage against your OIL card from day 19 — does it fit, or is this oil only oil? 6. QR: write eight questions across all three columns and star two. 7. QA: chain one starred question with two or three texts and a short synthesis. 8. Note which room gave you the most and which you rushed, and book time for the weaker one.",
    reflectionQuestion:
      "The oil stopped when the vessels ran out, not when the oil did. What does the case file suggest about the limits we place on God's supply?",
    prayer:
      "Father of the fatherless and helper of widows, You saw this mother's debt and filled every empty vessel she brought. I bring You my emptiness today. Teach me to look carefully at Your Word and to trust You generously with what I find. Amen.",
  },
];

/** Floor 3 — Freestyle: NF, PF, BF, HF, LR and the floor review (days 25–35). */
const floor3Days: DayLesson[] = [
  {
    day: 25,
    week: 4,
    title: "Nature Freestyle · Learn: The Seed in the Ground",
    floor: 3,
    roomId: "nf",
    focus:
      "Floor 3 takes the palace out of the study. Nature Freestyle reads creation as a sermon, as Jesus did with seeds, birds and lilies, and scatters memory triggers through the physical world so that an ordinary walk becomes review. The verse decides what the object teaches, never the other way round, and nature illustrates Scripture without replacing it. Today Jesus hands you His own object lesson: a grain of wheat that must fall into the ground and die before it brings forth much fruit.",
    scripture: "John 12:20-26",
    activity:
      "1. Read John 12:20-26 and note who has just asked to see Jesus (2 min). 2. Find a real seed — a bean, a grain of wheat or rice, a sunflower seed — and look at it closely for two minutes. Name one or two traits: what must it undergo before it bears fruit? 3. Read the verses around John 12:24 again. What point is Jesus making about His own death, and about those who follow Him (v. 25-26)? 4. Write a one-line lesson a child could repeat, 25 words or fewer. 5. Add a context check: one or two sentences on how the passage supports your link. 6. Log it: object → verse → lesson → use. Make the use concrete — for instance, plant the seed in a pot on your windowsill as a daily trigger to review the verse.",
    reflectionQuestion:
      "Jesus answered Greeks who wanted to see Him by talking about a seed that dies. What does that tell you about where He is seen most clearly?",
    prayer:
      "Lord Jesus, You fell into the ground and died so that You would not abide alone. Thank You for the much fruit of Your cross, and that I am part of it. Teach me to lose my life in small daily ways, so that it may be kept unto life eternal. Amen.",
  },
  {
    day: 26,
    week: 4,
    title: "Nature Freestyle · Practice: Two Trees, Two Soils",
    floor: 3,
    roomId: "nf",
    focus:
      "Today you go looking instead of bringing the object to your desk. Jeremiah contrasts a shrub in the parched wilderness with a tree planted by the waters that spreads out its roots by the river and does not fear the heat. The practice focus is the pitfall of forced analogies: choose one clear trait, let the verse decide the lesson, and keep it simple enough to remember at a glance. If the link needs ingenuity, drop it.",
    scripture: "Jeremiah 17:5-8",
    activity:
      "1. Read Jeremiah 17:5-8 twice and notice what each person trusts in (2 min). 2. Go outside, or to a window, and find two plants — one thriving and one struggling, or a tree near water and one in dry ground. Observe for three minutes: the roots you can see, the leaves, the soil. 3. Name one trait that explains the difference. 4. Tie it to verse 7 or 8, then read verses 5-10 to check that Jeremiah is really making that point. 5. Write a lesson of 25 words or fewer that a child could repeat. 6. Log object → verse → lesson → use. For the use, choose a tree you pass every day, and decide what you will pray each time you see it this week.",
    reflectionQuestion:
      "Jeremiah's tree still faces heat and drought; it simply does not fear them. Where are your roots reaching for water today?",
    prayer:
      "LORD, blessed is the one who trusts in You and whose hope You are. Plant me by the river. When the heat comes and the year is dry, keep my leaf green and my fruit coming, because my roots reach You. Amen.",
  },
  {
    day: 27,
    week: 4,
    title: "Personal Freestyle · Learn: Forgotten in Prison",
    floor: 3,
    roomId: "pf",
    focus:
      "Personal Freestyle reads your own story in the light of biblical narratives, to discern patterns, warnings and encouragements and to bank honest testimony. Scripture stays the main story; your life is read in its light, never the other way round. The parallel must be structural — the shape of events matching — not merely topical. Joseph's two forgotten years after the butler's release are a classic shape: a hope raised, a long delay, and God's timing.",
    scripture: "Genesis 40:23-41:14",
    activity:
      "1. Read Genesis 40:23–41:14 and note the time marker in 41:1 (3 min). 2. Choose one season of waiting in your own life, far enough behind you to describe without raw feeling. Write it factually in two or three sentences: what happened, when, and what it cost. 3. Test the parallel: does your story share Joseph's shape — a hope raised, someone who forgot, a long silence, then a sudden summons? If it matches only in topic, look for a better parallel (Psalm 40:1-3 or 1 Samuel 1 are alternatives). 4. Write a few humble sentences connecting what God did there with what He may be doing here — “may be”, never “God told me”. 5. Write a lesson of one or two sentences that points to grace rather than to your own endurance. 6. Note who might need this as testimony. This entry is private.",
    reflectionQuestion:
      "The chief butler forgot Joseph, but God did not. Looking back, where was God's timing at work in your waiting before you could see it?",
    prayer:
      "God of Joseph, You remember when others forget, and You open prison doors at the right hour. Thank You for the seasons I did not understand. Let my story become testimony that points to You and not to me. Amen.",
  },
  {
    day: 28,
    week: 4,
    title: "Personal Freestyle · Practice: Meant unto Good",
    floor: 3,
    roomId: "pf",
    focus:
      "Today's practice handles the most delicate kind of entry: being wronged by someone close. Genesis 50:20 is a powerful parallel, but the room warns against bitterness dressed as theology and against moralising at others. The question is not whether the other person was wrong, but whether the shape of your story truly matches Joseph's — and whether you can see what God did before you did anything. Keep the entry private, honest and shaped by the gospel.",
    scripture: "Genesis 50:15-21",
    activity:
      "1. Read Genesis 50:15-21 slowly, noting what the brothers fear and what Joseph does with his power (3 min). 2. Choose an experience of being wronged that you can write about without anger rising. Describe it factually in two or three sentences, with no verdicts. 3. Test the parallel: Joseph was betrayed, suffered, was raised up, and then held power over those who had harmed him. Which parts truly match your story? Write down any that do not. 4. Look for the grace pattern: where did God act first? 5. Write a lesson of one or two sentences, then check it against the pitfalls — am I the hero? Am I using a verse to justify a grudge? 6. If you can honestly pray the words of verse 20 over your story, do so; if not yet, write what would need to change.",
    reflectionQuestion:
      "Joseph comforted his brothers and “spake kindly unto them.” What would kindness from a place of strength look like toward the person in your story?",
    prayer:
      "Lord, You turned the evil done to Joseph into the saving of many lives, and You turned the cross into my salvation. Where I have been wronged, heal me without making me bitter. Where I have wronged others, make me humble. Let Your good purpose have the last word. Amen.",
  },
  {
    day: 29,
    week: 5,
    title: "Bible Freestyle · Learn: The Relatives of Proverbs 3:5-6",
    floor: 3,
    roomId: "bf",
    focus:
      "Bible Freestyle makes you a human cross-reference system. You state a verse's core concept — its theological DNA — and name three to five relatives: brothers, which make nearly the same statement, and cousins, which approach the same truth from another angle. Shared meaning, not shared vocabulary, makes verses family, and three close relatives beat five distant ones. The output is a cluster of linked verses, not an essay.",
    scripture: "Proverbs 3:1-8",
    activity:
      "1. Read Proverbs 3:1-8, then focus on verses 5-6 (2 min). 2. State the core concept in a phrase — something like “whole-hearted trust instead of self-reliance, and God directs the way”. 3. Find three to five relatives by word search, theme search, parallels and memory. Candidates to test: Jeremiah 17:7, Psalm 37:5, Isaiah 26:3-4, Jeremiah 10:23 and James 1:5. 4. Read each in context and label it brother or cousin, with a link note of 25 words or fewer. Drop any that share only a word. 5. Record the cluster map. 6. Speed round: close your notes and name three relatives of Proverbs 3:5-6 in 30 seconds. Write down how many you managed.",
    reflectionQuestion: "Which relative showed you a side of trusting God that Proverbs 3:5-6 alone did not?",
    prayer:
      "LORD, I want to trust You with all my heart and not lean on my own understanding. In all my ways today I acknowledge You; direct my paths. Fill my memory with Your Word, so that it speaks to me in the moment I need it. Amen.",
  },
  {
    day: 30,
    week: 5,
    title: "Bible Freestyle · Practice: What Doth the LORD Require?",
    floor: 3,
    roomId: "bf",
    focus:
      "Practice today is about precision and speed. Micah 6:8 has famous relatives, but some candidates only share its vocabulary — “judgment” or “mercy” used in a different sense. Your task is to verify every link in context, resist padding, and then drill the cluster until it comes to you in 30 seconds. That is when Bible Freestyle begins to serve you in conversation and in preaching.",
    scripture: "Micah 6:6-8",
    activity:
      "1. Read Micah 6:6-8 and notice the questions that lead up to verse 8 (2 min). 2. State the DNA of verse 8 in a phrase. 3. Find three to five relatives. Test Deuteronomy 10:12-13, Hosea 6:6, Matthew 23:23, Isaiah 1:16-17 and James 1:27, reading each in its chapter. 4. Label each brother or cousin, with a link note of 25 words or fewer. Cut any that fail the context check, even if only three remain. 5. Speed drill: cover your notes and name the relatives in 30 seconds; repeat twice now and once tomorrow morning. 6. Try a second anchor from memory — 1 John 1:9 or Habakkuk 2:4 — and name three relatives in 30 seconds before you check them.",
    reflectionQuestion:
      "Micah sets aside thousands of rams for a humble walk with God. Which relative shows best how such a walk is possible for a sinner?",
    prayer:
      "LORD, You have shown me what is good: to do justly, to love mercy and to walk humbly with You. I cannot buy Your favour with offerings; I can only walk with You by Your grace. Keep me close, and make my life match Your Word. Amen.",
  },
  {
    day: 31,
    week: 5,
    title: "History/Social Freestyle · Learn: The Unsinkable Ship",
    floor: 3,
    roomId: "hf",
    focus:
      "History/Social Freestyle uses secular events and trends as gospel illustrations and warnings, with Scripture interpreting culture and never the reverse: there is no new thing under the sun. The method insists on getting the facts right before drawing a lesson, connecting to an exact verse, and applying the lesson to every side, your own included. The Titanic, lost on her first voyage in April 1912, is a classic case of confidence placed where it could not hold — and Obadiah speaks to a nation that felt just as safe.",
    scripture: "Obadiah 1:1-4",
    activity:
      "1. Read Obadiah 1:1-4, then Proverbs 16:18 and 1 Corinthians 10:12 (3 min). 2. Facts first: in a few sentences, write what you know of the Titanic — the date, the iceberg, too few lifeboats for everyone aboard, more than 1,500 lives lost. Check any fact you are unsure of before you use it. 3. Ask which biblical pattern, warning or principle the event illustrates, and name the exact verse. Does Obadiah 1:3-4 or Proverbs 16:18 fit the shape better? 4. Write a lesson of one or two sentences a listener could remember. 5. Log event → parallel → lesson → use. 6. Re-check: would you read the verse the same way if the event had never happened? Does the lesson apply to everyone, you included, or only to “those people”?",
    reflectionQuestion: "Where in your own life are you trusting something because it looks unsinkable?",
    prayer:
      "Lord, the pride of the heart deceives, and pride goes before destruction. Keep me from trusting my own strength, plans or reputation. Let me stand humbly, knowing I stand only by Your grace, and help me read the world around me by the light of Your Word. Amen.",
  },
  {
    day: 32,
    week: 5,
    title: "History/Social Freestyle · Practice: Movable Type and the Word",
    floor: 3,
    roomId: "hf",
    focus:
      "Not every entry in this room is a warning; some events illustrate a promise. Around 1450 in Mainz, Johannes Gutenberg's press with movable type made it possible to produce books quickly, and a printed Bible followed within a few years. Today's practice applies the same discipline to good news: facts first, an exact verse, no sensationalism, and a lesson that Scripture decides rather than the history. Isaiah 55 says God's word will not return to Him void.",
    scripture: "Isaiah 55:8-13",
    activity:
      "1. Read Isaiah 55:8-13, noting the picture of rain and snow in verses 10-11 (2 min). 2. On its own terms: write two or three sentences on the printing press and what it changed, checking any date you are unsure of. 3. Connect precisely: which verse does the event illustrate, and how? Isaiah 55:11 is one option and Psalm 147:15 another; read each in context. 4. Write a lesson of one or two sentences. 5. Log event → parallel → lesson → use. 6. Apply the room's final check: are you claiming that the printing press fulfils a prophecy? It does not — this room draws patterns and principles, not fulfilments — so adjust your wording if needed. 7. If time allows, write one more short entry from this week's news, free of partisanship.",
    reflectionQuestion:
      "You probably own more Bibles than most believers before 1450 ever saw. What does Isaiah 55:11 ask of someone with that kind of access?",
    prayer:
      "Lord, Your word goes out and does not return empty. Thank You for every hand that carried it to me — scribes, printers, translators, parents and teachers. Let it accomplish in me what You please, and send it through me to someone else. Amen.",
  },
  {
    day: 33,
    week: 5,
    title: "Listening Room · Learn: Hearing That Becomes Doing",
    floor: 3,
    roomId: "lr",
    focus:
      "The Listening Room turns passive hearing into active capture. You catch quotations, principles and echoes of Scripture in sermons, conversations, songs and advertisements; you write them down at once; you verify them against the text; and you write one action step for today. James is the room's charter: be doers of the word, and not hearers only. Discernment here serves obedience, not a collection of other people's mistakes.",
    scripture: "James 1:19-25",
    activity:
      "1. Read James 1:19-25 and note the picture of the mirror (2 min). 2. Calibration: take the saying “God helps those who help themselves.” Before checking, write down where you think it comes from. 3. Verify: read Romans 5:6 and Philippians 2:12-13 in context. Give a verdict — verified, not in Scripture, or misapplied — and write a sentence on what the texts actually say. 4. Write one action step for today that flows from what Scripture says instead. 5. Record the capture: what you heard, verdict, verses, check, action, source and date. 6. Set up your habit: decide where you will write captures this week — a phone note or a pocket notebook — and commit to logging at least one echo a day until tomorrow's practice.",
    reflectionQuestion:
      "James says the forgetful hearer looks in a mirror and walks away. What have you heard from Scripture this week that has not yet become action?",
    prayer:
      "Lord, I have heard much and done less. Make me swift to hear, slow to speak and slow to wrath. Let Your engrafted word take root in me, and turn my listening into obedience today. Amen.",
  },
  {
    day: 34,
    week: 5,
    title: "Listening Room · Practice: The Lion and the Lamb?",
    floor: 3,
    roomId: "lr",
    focus:
      "Practice today checks two things: whether your capture habit held, and how well you verify what sounds most familiar. Many people are sure the Bible says the lion shall lie down with the lamb. Isaiah 11 says something close, but not that. A misquotation is rarely dangerous in itself; the point is to train the reflex of opening the text before repeating what you heard, and then obeying what it actually says.",
    scripture: "Isaiah 11:1-9",
    activity:
      "1. Before you read, write from memory how you think Isaiah 11:6 runs. 2. Read Isaiah 11:1-9 slowly (3 min). 3. Compare: which animals dwell or lie down with which, and who leads them? Give a verdict — verified, not in Scripture, or misapplied. 4. Read the context: whose reign brings this peace (v. 1-5)? Write a sentence on what the text actually says. 5. Write an action step for today. 6. Weekly review: open the captures you logged since yesterday's lesson and add, for each, what you actually did. Which verses are now yours? 7. Capture one echo from a hymn or song you know well and trace it to its source verse. Is it quoted in context?",
    reflectionQuestion: "Which of your captures moved from hearing to doing, and what stopped the others?",
    prayer:
      "Branch of Jesse, King on whom the Spirit rests, Your reign will fill the earth with the knowledge of the LORD as the waters cover the sea. Until that day, make me a careful listener and a faithful doer, and let Your peace begin in me. Amen.",
  },
  {
    day: 35,
    week: 5,
    title: "Floor 3 Review: A Freestyle Day with Psalm 19",
    floor: 3,
    focus:
      "Floor 3 is about reach: Scripture in every moment. Its review is not done at a desk but across a whole day. Psalm 19 fits perfectly — the heavens declare God's glory without speech, the law of the LORD converts the soul, and the psalm ends with a prayer about the words of our mouths. Carry it with you, and let each freestyle room catch it somewhere different: outdoors, in memory, in another verse, in the news and in what you hear.",
    scripture: "Psalm 19",
    activity:
      "1. In the morning, recite the core questions of NF, PF, BF, HF and LR from memory, then read Psalm 19 twice (4 min). 2. NF: the next time you are outside, look up at the sky and log object → verse (19:1-6) → lesson → use. 3. PF: recall a time Scripture revived you (v. 7); find a structural parallel and note it privately. 4. BF: name three relatives of verse 14 in 30 seconds, then verify them in context. 5. HF: take one item from today's news and ask which verse of the psalm speaks to it — without partisanship and without prophecy claims. 6. LR: capture one biblical echo you hear today and verify it. 7. In the evening, note which room came most naturally and which needs deliberate practice.",
    reflectionQuestion: "By evening, where had Psalm 19 met you without your going to look for it?",
    prayer:
      "LORD, my strength and my redeemer, let the words of my mouth and the meditation of my heart be acceptable in Your sight. The heavens tell Your glory; let my day tell it too. Cleanse me from secret faults, and keep me back from presumptuous sins. Amen.",
  },
];

/** Floor 4 — Next Level: CR, DR, C6, TRm, TZ, PRm, P‖, FRt and the floor review (days 36–52). */
const floor4Days: DayLesson[] = [
  {
    day: 36,
    week: 6,
    title: "Concentration Room · Learn: The Offices at the Cross",
    floor: 4,
    roomId: "cr",
    focus:
      "Floor 4 is depth: the text as a diamond, with Christ at its centre. The Concentration Room asks not where Christ is but what He is doing, through the threefold office rooted in Deuteronomy 17–18 — Prophet, Priest and King. You name the primary office, a secondary only if the text clearly shows it, the title used or implied, the act, the benefit, and its horizon: done once for all, ongoing now, or still to come. At the cross Jesus prays for His executioners and promises a dying thief paradise.",
    scripture: "Luke 23:33-43",
    activity:
      "1. Read Luke 23:33-43 twice (3 min). 2. Find Christ's main activity: which words and acts belong to Him? 3. Tag the primary office — a Priest sacrifices, intercedes and atones — then decide whether a secondary office is clearly present: what is written over His head, and what does the thief ask? Give your reason. 4. Name the title used or implied (Intercessor, Lamb, King of the Jews). 5. State His act in one line and the benefit it gives believers. 6. Mark the horizon: which parts are done once for all, and which continue now? 7. Write an application: because He acts as Priest here, how should you respond — trusting and approaching, not striving? Save the office note.",
    reflectionQuestion:
      "The thief had nothing to offer but a request. What does Christ's answer tell you about the Priest and King you approach today?",
    prayer:
      "Lord Jesus, on the cross You prayed for those who crucified You and welcomed a dying man into Your kingdom. Remember me too. I trust You as my Priest, I bow to You as my King, and I listen to You as my Prophet. Amen.",
  },
  {
    day: 37,
    week: 6,
    title: "Concentration Room · Practice: A Priest upon His Throne",
    floor: 4,
    roomId: "cr",
    focus:
      "In Old Testament passages the Concentration Room asks what the prophet, priest or king in the text foreshadows, and where the New Testament takes it up. Zechariah 6 is remarkable: crowns are set on the head of Joshua the high priest, and the BRANCH will build the temple of the LORD, bear the glory, sit and rule upon His throne, and be a priest upon His throne. Today's practice is about mixing offices carefully: two are clearly present, so you must choose the primary and give a reason.",
    scripture: "Zechariah 6:9-15",
    activity:
      "1. Read Zechariah 6:9-15, noting exactly what is said of the BRANCH in verses 12-13 (3 min). 2. Identify the figure and what he foreshadows — a high priest crowned — and find a New Testament text that takes it up (Hebrews 8:1 or Hebrews 7:1-3). 3. Tag the primary and the secondary office, and write one sentence defending which is primary. 4. Title: which title is used or implied? 5. Act and benefit: what does the BRANCH do, and what does it give believers? 6. Horizon: which parts are fulfilled, which are ongoing now, and which are awaited? Be precise — His priestly reign at the Father's right hand is not the same moment as His return. 7. Add an application sentence and save.",
    reflectionQuestion:
      "What difference does it make to you that the One who rules the universe also pleads for you as a Priest?",
    prayer:
      "BRANCH of the LORD, You build the true temple and bear the glory; You rule upon Your throne and are a Priest upon Your throne. I come to the throne of grace with confidence, because my King is also my Priest. Amen.",
  },
  {
    day: 38,
    week: 6,
    title: "Dimensions Room · Learn: Manna in Five Dimensions",
    floor: 4,
    roomId: "dr",
    focus:
      "The Dimensions Room treats a text as a diamond with five faces so that you never read it in only one dimension. 1D Literal comes first and grounds the rest; 2D Christ is the centre; then 3D Me, 4D Church and 5D Heaven apply what the first two establish. The discipline is distinctness: five truths, not one idea restated five times. Exodus 16 — bread from heaven each morning, enough for each day — has a face in every direction.",
    scripture: "Exodus 16:4-18",
    activity:
      "1. Read Exodus 16:4-18 and write the literal line first: what happened, to whom, where and when? (4 min) 2. Christ: how does the manna point to Jesus? Support the line with a New Testament text — John 6:32-35 is the obvious place; choose the exact verse that carries your line. 3. Me: what does the Christ of this text offer me, and how do I respond in faith? 4. Church: what does it say to God's people together? Look at verses 16-18 beside 2 Corinthians 8:15. 5. Heaven: what does it show about the end of the story? (Revelation 2:17 is a place to start.) 6. Cover each line and ask whether the next adds something new; rewrite any that repeat. 7. Read the five lines in order and save the dimension sheet.",
    reflectionQuestion:
      "The manna could not be stored up for tomorrow. Which of your five lines speaks most directly to your habits of worry?",
    prayer:
      "Father, You rained bread from heaven and gave Your people enough for each day. Give me this day my daily bread, and give me Jesus, the true bread from heaven. Teach Your church to share so that no one lacks, until we eat the hidden manna with You. Amen.",
  },
  {
    day: 39,
    week: 6,
    title: "Dimensions Room · Practice: A Prayer from the Deep",
    floor: 4,
    roomId: "dr",
    focus:
      "Practice today guards two faces that are easy to distort. The literal line must stay honest about a disobedient prophet praying from inside a fish — no softening, no embroidery. The Christ line must be anchored, and here Jesus anchors it Himself in Matthew 12:40. Then watch for the commonest failure of all: a strong Me line beside weak, repetitive Church and Heaven lines. Not every text speaks equally loudly in every dimension; say less rather than force a face.",
    scripture: "Jonah 1:17-2:10",
    activity:
      "1. Read Jonah 1:17–2:10 twice (3 min). 2. Literal: one or two sentences on what Jonah prays, where, and what God does, in its own time and place. 3. Christ: write the line and support it with Matthew 12:40, saying specifically what in Jonah 2 the sign points to. 4. Me: what does the Christ of this chapter offer someone who has run from God? 5. Church: Jonah 2:9 ends “Salvation is of the LORD”, and chapter 3 follows — what does that say to God's people and their mission? 6. Heaven: if this face is faint, write the modest thing the text allows (consider verse 6 and the hope of resurrection). 7. Mark the line you found hardest and write one sentence on why.",
    reflectionQuestion:
      "Jonah prayed before he was delivered, not after. What does his prayer from the deep teach you about praying before you see the way out?",
    prayer:
      "LORD, when I have run from You and the waters close over me, You still hear my cry. Thank You for Jesus, who went into the heart of the earth and rose on the third day. Salvation is of the LORD. Bring me up from my own pit, and send me where You want me to go. Amen.",
  },
  {
    day: 40,
    week: 6,
    title: "Connect-6 · Learn: The Shepherd in Six Genres",
    floor: 4,
    roomId: "c6",
    focus:
      "Connect-6 builds cross-genre synthesis: a truth is confirmed and enriched when prophecy, parable, epistle, history, gospel and poetry are heard together, each read by its own rules. A doctrine built on one genre alone is fragile; one confirmed in all six is load-bearing. Today you trace one theme — God as the Shepherd who seeks His scattered flock — through all six voices and weave them into a synthesis that climaxes in Christ.",
    scripture: "Ezekiel 34:11-16",
    activity:
      "1. Read Ezekiel 34:11-16 (2 min). 2. Mode: multi-text; theme: “the LORD seeks and shepherds His scattered flock.” 3. Fill the six slots, placing each by the genre map: Pr Ezekiel 34:12; Pa Luke 15:3-7; Ep Hebrews 13:20 or 1 Peter 2:25; Hi a verse from Genesis–Esther or Acts (try 2 Samuel 5:2 or 1 Samuel 17:34-35); Go John 10:11; Po Psalm 23:1. 4. Read each by its genre's rules — one main point for the parable, the argument of the epistle, a narrative that shows rather than prescribes — and write one line on what each genre adds. 5. Synthesis: weave the six into a short statement that ends in Christ, with a supporting text. 6. Ask: what do you now see that no single genre showed you?",
    reflectionQuestion:
      "Which genre's voice added something you would have missed if you had stayed with Psalm 23 alone?",
    prayer:
      "Good Shepherd, You seek the lost, bind up the broken and strengthen the sick. You laid down Your life for the sheep, and You are the great Shepherd brought again from the dead. Find me where I have wandered, and feed me in good pasture. Amen.",
  },
  {
    day: 41,
    week: 6,
    title: "Connect-6 · Practice: Six Voices on Rest",
    floor: 4,
    roomId: "c6",
    focus:
      "Today you fill the six slots yourself, and the practice focus is the room's two temptations: forcing a weak link to fill a slot, and treating one genre's rules as universal. A parable is not pressed in every detail; a proverb is a pattern, not a guarantee; a narrative records without endorsing. The theme is rest — God's rest offered, refused and entered — and Hebrews 4 is your anchor.",
    scripture: "Hebrews 4:1-11",
    activity:
      "1. Read Hebrews 4:1-11 and underline each mention of rest (3 min). 2. Mode: single-text, anchored on Hebrews 4:9-10 (the Epistle slot). 3. Find the other five yourself, checking each against the genre map: a prophecy (Isaiah–Malachi or Revelation — try Jeremiah 6:16); a parable from the list (consider Luke 12:13-21, where a man promises his soul ease — a mirror by contrast); a history verse (Genesis 2:2-3 or Joshua 21:44); a Gospel verse that is not a parable (Matthew 11:28-29); and a poetry verse (Psalm 116:7 or Psalm 95:11). 4. Read each by its genre's rules and write one line on what it adds. Drop any slot that shares only the word. 5. Write a synthesis that climaxes in Christ, with a supporting text.",
    reflectionQuestion:
      "The rich fool promised his soul ease and lost it that night. What is the difference between the rest he planned and the rest Jesus offers?",
    prayer:
      "Lord Jesus, You said, “Come unto me, all ye that labour and are heavy laden, and I will give you rest.” I come. Let me cease from my own works as God did from His, and enter the rest that remains for Your people. Amen.",
  },
  {
    day: 42,
    week: 6,
    title: "Theme Room · Learn: Placing Hebrews 9 on Its Span",
    floor: 4,
    roomId: "trm",
    focus:
      "The Theme Room gives the palace its architecture. Every text is placed on one of six spans: four walls — Sanctuary, Life of Christ, Great Controversy and Time-Prophecy — the Gospel Floor beneath everything, and the Heaven Ceiling above. You choose one primary span and at most one secondary, write a rationale, and compare at least one other text on the same span; comparison is what turns tags into a structure. Hebrews 9 speaks of a greater tabernacle and of Christ entering by His own blood.",
    scripture: "Hebrews 9:11-14",
    activity:
      "1. Read Hebrews 9:11-14 twice (2 min). 2. Find the main focus: what is the writer building toward, and which words carry the weight? 3. Choose a primary span. Take care: Christ is the subject, but His sacrifice, priesthood and mediation stand on the Sanctuary Wall (|S), not the Life of Christ Wall. 4. Decide whether a secondary span is clearly present — the Gospel Floor, perhaps, in “purge your conscience” — and include it only if it is. 5. Write a rationale of one or two sentences. 6. Compare at least one other text on the same span — Leviticus 16:15-16 or Hebrews 8:1-2 — and write one sentence on what the comparison shows. 7. Save the span tag.",
    reflectionQuestion:
      "Hebrews says Christ's blood purges the conscience “to serve the living God.” What does it mean to you that the sanctuary's goal is service and not only cleansing?",
    prayer:
      "Great High Priest, You entered the holy place once with Your own blood, having obtained eternal redemption for us. Purge my conscience from dead works, and make my life a service to the living God. Amen.",
  },
  {
    day: 43,
    week: 7,
    title: "Theme Room · Practice: One Text, One Span",
    floor: 4,
    roomId: "trm",
    focus:
      "The Theme Room's sharpest pitfall is tagging every span, because a text placed everywhere is placed nowhere. Another is assuming that every text stands mainly on the Gospel Floor. Today's practice makes one careful placement and three quick ones. Job 1 pulls back the curtain on a council in heaven where the accuser questions a man's loyalty — a scene that clearly stands on one wall more than any other.",
    scripture: "Job 1:6-12",
    activity:
      "1. Read Job 1:6-12 (2 min). 2. Choose the primary span and write the rationale in one or two sentences. 3. Decide whether any secondary span is clearly present, not merely possible. 4. Compare with at least one text on the same span — Zechariah 3:1-2 or Revelation 12:10 — and write what the comparison shows. 5. Quick round (4 min): tag three more texts with a primary span and a one-line reason only — Romans 5:1-2; Daniel 7:9-14 (name a primary and a secondary, and explain why they differ); Isaiah 65:17-25. 6. Check your tags against the pitfalls: did you keep the Time-Prophecy Wall for real timelines and sequences? Did you resist putting everything on the Gospel Floor?",
    reflectionQuestion:
      "The accuser asked, “Doth Job fear God for nought?” How does seeing your own life on the Great Controversy Wall change the way you think about faithfulness in trouble?",
    prayer:
      "Lord, the accuser questions Your people, but You know Your servants and set limits to his power. Make my faith a witness to Your goodness — not because of what I receive, but because of who You are. Amen.",
  },
  {
    day: 44,
    week: 7,
    title: "Time Zone · Learn: Where Is Jesus Speaking From?",
    floor: 4,
    roomId: "tz",
    focus:
      "Time Zone is a lens, not a timeline. It asks from which zone a text chiefly speaks — heaven or earth; past, present or future — using six codes: H-Pa, H-Now, H-Fu, E-Pa, E-Now and E-Fu. Naming the zone clarifies what a text claims and keeps heaven's activity distinct from earth's history. You choose exactly one primary zone, explain it, and note a few others if they are present. John 14:1-3 is spoken on earth the night before the cross, about a place being prepared and a return.",
    scripture: "John 14:1-3",
    activity:
      "1. Read John 13:36–14:6 to fix the setting, then verses 1-3 again (3 min). 2. Ask where the action is — heaven or earth — and when it stands from today's point of view. 3. Choose one primary zone. Weigh it: “I go to prepare a place” describes what Jesus does in heaven now; “I will come again” points to earth's future. Which does the passage chiefly speak from? 4. Explain your choice in two or three sentences. 5. List the other zones the text touches, with a short reason for each — not all six, and not the primary again. 6. Near/far check: is any part of the promise fulfilled in more than one way? If so, name each separately.",
    reflectionQuestion:
      "Jesus is preparing a place now. How does knowing what He is doing in heaven today steady a troubled heart?",
    prayer:
      "Lord Jesus, You went to prepare a place for me, and You will come again to receive me to Yourself. Let not my heart be troubled. I believe in God; I believe also in You. Amen.",
  },
  {
    day: 45,
    week: 7,
    title: "Time Zone · Practice: Behind the King of Babylon",
    floor: 4,
    roomId: "tz",
    focus:
      "Practice focuses on the Time Zone check that trips most students: keeping near and far subjects apart. Isaiah 14 is a taunt against the king of Babylon, an earthly ruler whose fall was real history, yet verses 12-15 reach behind him to one who said in his heart, “I will ascend into heaven.” Name the zones honestly, and do not merge what the text itself distinguishes.",
    scripture: "Isaiah 14:12-15",
    activity:
      "1. Read Isaiah 14:3-4 to fix the setting, then verses 12-15 (3 min). 2. Identify the near subject (who is addressed in verse 4) and ask who stands behind him in verses 12-14. Read the companion texts Ezekiel 28:12-17 and Luke 10:18. 3. Choose one primary zone for verses 12-15 and explain it in two or three sentences. 4. Note the other zones the text touches, with reasons (the earthly king's fall; “thou shalt be brought down to hell”). 5. Near/far check: write the near subject and the far subject on separate lines. 6. Quick calibration: give a primary zone, with a one-line reason, for Hebrews 4:14-16 and for Revelation 21:1-4.",
    reflectionQuestion:
      "The fall of Lucifer began with five “I will”s. Where do you hear the same voice in yourself, and what is the answer of the One who emptied Himself?",
    prayer:
      "Lord, pride brought down the one who wished to be like the Most High, while Your Son, equal with God, humbled Himself. Root out every “I will” in me that sets itself against You, and make me content to be lifted up by You alone. Amen.",
  },
  {
    day: 46,
    week: 7,
    title: "Patterns Room · Learn: Wilderness Testing",
    floor: 4,
    roomId: "prm",
    focus:
      "The Patterns Room trains your ear for Scripture's recurring structural motifs — larger than a type, broader than a pair — so that you learn to anticipate how God acts. Two instances may be a parallel; three or more begin a pattern. You name it memorably, describe its moves, list three to five referenced instances, look for an exception and draw the insight. When Jesus is led into the wilderness for forty days and answers the tempter from Deuteronomy 8, He steps into one of the Bible's great patterns.",
    scripture: "Matthew 4:1-11",
    activity:
      "1. Read Matthew 4:1-11, then Deuteronomy 8:2-3, and note the verbs God uses there: led, humble, prove, suffered to hunger, fed (4 min). 2. Name the pattern in two to six words — “Wilderness Testing” is a start; sharpen it if you can. 3. Describe its structure in one or two sentences: the moves that recur, in order. 4. List three to five instances with references — candidates include Exodus 16:1-4, Deuteronomy 8:2, Matthew 4:1-4, 1 Kings 19:4-8 and Revelation 12:6. Check that each is on the page, not read into it. 5. Look for an exception or a limit and let it sharpen your structure sentence. 6. Write the insight: what does the pattern reveal about God's ways, and where does it meet Christ?",
    reflectionQuestion:
      "Israel failed in the wilderness where Jesus overcame, answering with the words Moses spoke to them. How does His victory change your own desert seasons?",
    prayer:
      "Father, You lead Your people through the wilderness to humble them and to show what is in their hearts, and You feed them there. When I hunger, teach me that I do not live by bread alone but by every word that comes from Your mouth, as Jesus did. Amen.",
  },
  {
    day: 47,
    week: 7,
    title: "Patterns Room · Practice: The Younger over the Elder",
    floor: 4,
    roomId: "prm",
    focus:
      "Patterns are tendencies, not laws. God is free, and exceptions are part of the evidence. Today you document a famous pattern — the younger preferred over the elder — then test it against an exception and adjust your structure sentence. In Genesis 48 the aged Jacob crosses his hands over Joseph's sons, and Joseph tries to correct him. Watch two pitfalls: thin evidence, and mechanical application.",
    scripture: "Genesis 48:8-20",
    activity:
      "1. Read Genesis 48:8-20, noting what Jacob does with his hands and how Joseph reacts (3 min). 2. Name the pattern in two to six words. 3. List three to five instances with references — consider Genesis 4:4-5, Genesis 25:23, Genesis 48:14 and 1 Samuel 16:11-13 — and check that the younger–elder detail is really in each text. 4. Write the structure in one or two sentences. 5. Test an exception: find a case where the pattern does not hold, and write what it teaches. Then adjust your structure sentence so it claims no more than the evidence allows. 6. Insight: what does the pattern reveal about God's grace and His freedom to choose — and how does it meet Christ, the firstborn over all creation (Colossians 1:15-18)?",
    reflectionQuestion:
      "Joseph tried to move Jacob's hand to the “right” son. Where are you tempted to correct God's choices by human order?",
    prayer:
      "Sovereign Lord, You do not choose as people choose; You lift the overlooked and bless the unlikely. Thank You that my place in Your family rests on Your grace and not my rank. Keep me from despising anyone You are choosing. Amen.",
  },
  {
    day: 48,
    week: 7,
    title: "Parallels Room · Learn: Two Sleepers in a Storm",
    floor: 4,
    roomId: "par",
    focus:
      "The Parallels Room compares two events, usually one from each testament, to see what echoes and what escalates. It shows the continuity of God's methods and the greater fulfilment in Christ. Parallels are pairs of events that share actions, not just themes; three or more belong to the Patterns Room, and a person or object pointing specifically to Christ belongs to Symbols/Types. Jesus Himself supplies today's warrant: “a greater than Jonas is here.”",
    scripture: "Jonah 1:4-16",
    activity:
      "1. Read Jonah 1:4-16, then Mark 4:35-41 (5 min). 2. Describe each event in one sentence with its reference. 3. Map the echoes first, one shared action or word per line — a great storm, a sleeping man, frightened sailors who wake him, a question, the sea calmed, the men fearing greatly. 4. Map the escalation: what is greater, deeper or reversed? Jonah sleeps in flight from God; Jesus sleeps at rest in God. The sea calms when Jonah is thrown in; it calms when Jesus speaks. 5. Check the warrant: cite Matthew 12:41 and explain why the mirroring is clearly intended. 6. Draw the lesson in one or two sentences.",
    reflectionQuestion:
      "Jonah had to be thrown into the sea to save the sailors; Jesus needed only a word. Yet He too would go down into the deep for others. Where does that take you?",
    prayer:
      "Lord of wind and sea, You are greater than Jonah. You still storms with a word, and You went into the deep Yourself to save people who had nothing to offer. When I am afraid, let my fear become wonder at who You are. Amen.",
  },
  {
    day: 49,
    week: 7,
    title: "Parallels Room · Practice: Two Widows' Sons",
    floor: 4,
    roomId: "par",
    focus:
      "Today's practice asks you to build the parallel yourself and to be strict about warrant. Elijah raises a widow's son at Zarephath; Jesus meets a funeral at the gate of Nain and raises a widow's only son. The echoes are close, and the crowd's response points back to the prophets, but you must state the warrant or refuse to call it a parallel. Then find the escalation, which is where the lesson usually lies.",
    scripture: "Luke 7:11-17",
    activity:
      "1. Read 1 Kings 17:17-24, then Luke 7:11-17 (5 min). 2. Write event A and event B in one sentence each. 3. List the echoes, one per line — a widow, her son, death, the man of God, the son “delivered” to his mother, a confession about who the man of God is. Check each against the wording of both texts. 4. Write the escalation: how Elijah raises the boy (v. 20-22) and how Jesus does (v. 14) — who prays, and who commands? 5. Warrant: what does the crowd say in Luke 7:16, and what had Jesus said about the widow of Zarephath in Luke 4:25-26? 6. Draw the lesson in one or two sentences. 7. Check the pitfalls: a parallel confused with a type, or a theme passed off as a parallel.",
    reflectionQuestion:
      "Elijah cried to the LORD; Jesus said, “Young man, I say unto thee, Arise.” What does that difference tell you about who Jesus is?",
    prayer:
      "Lord Jesus, You had compassion on a weeping mother and said, “Weep not.” You are the Prince of life; You speak, and the dead arise. Visit me and my home with Your compassion, and let me live to glorify God. Amen.",
  },
  {
    day: 50,
    week: 8,
    title: "Fruit Room · Learn: Testing a Reading by Its Fruit",
    floor: 4,
    roomId: "frt",
    focus:
      "The Fruit Room is the palace's interpretive conscience. By their fruits ye shall know them — and the same holds for readings of Scripture. Interpretations that breed pride, fear, despair, judgmentalism or license must be revisited; bad fruit often signals a neglected balancing truth rather than outright error. The fruit test never works alone: it is a conscience for the other rooms. Today you test a common reading: “We are not under the law, so obedience is optional.”",
    scripture: "Romans 6:1-14",
    activity:
      "1. Read Romans 6:1-14 twice (3 min). 2. State the interpretation in one or two sentences, as people actually hold it, drawing on Romans 6:14. 3. Test it against the six pairs — humility/pride, faith/fear, hope/despair, love/judgmentalism, holiness/license, peace/anxiety. What does it produce in the heart, in attitude to others and in action? 4. Name the fruit honestly. 5. If the fruit is bad, find the neglected balancing truth: read Romans 6:1-2, Romans 3:31 and Titus 2:11-12, then rewrite the interpretation so that grace and obedience stand together. 6. Test the revised reading and name its fruit. 7. Write one concrete way you will live it, and name a mature believer you could test it with.",
    reflectionQuestion:
      "Paul says that under grace sin shall not have dominion over you. Is grace, for you, more a permission or a power?",
    prayer:
      "Lord, I am not under law but under grace, and Your grace does not leave me where it found me. Let sin not reign in my mortal body. I yield myself to You as one alive from the dead, and my members as instruments of righteousness. Amen.",
  },
  {
    day: 51,
    week: 8,
    title: "Fruit Room · Practice: Reading Revelation for Its Fruit",
    floor: 4,
    roomId: "frt",
    focus:
      "Before the palace climbs to Floor 5 and its prophetic telescope, the Fruit Room asks a searching question of your own approach to prophecy. If Revelation is read only as a chart of dates, or as a source of fear, what fruit does that bear? The book opens with a blessing on those who read and keep it, and with the One who loves us and washed us from our sins in His own blood. Test your own reading today, not someone else's.",
    scripture: "Revelation 1:1-8",
    activity:
      "1. Read Revelation 1:1-8 (3 min). 2. Write honestly, in one or two sentences, how you have tended to read Revelation — as a timetable, a warning, a puzzle or a comfort. 3. Test that reading against the six pairs and name its fruit. 4. If the fruit is fear, pride or anxiety, find the balancing truth in this very passage: whose revelation is it (v. 1)? What blessing is promised (v. 3)? What has Christ already done (v. 5-6)? 5. Revise your reading and test it again. 6. Add a confirming text — John 14:29 says prophecy is given so that we may believe. 7. Write one outworking for your prophetic study over the next two weeks, and name someone you could talk it over with.",
    reflectionQuestion:
      "What would change in your study of prophecy if every session began with Revelation 1:5?",
    prayer:
      "Jesus Christ, faithful witness, first begotten of the dead and prince of the kings of the earth: You love me and have washed me from my sins in Your own blood. Let my study of prophecy bear the fruit of faith, hope and love, and let me read it as Your revelation. Amen.",
  },
  {
    day: 52,
    week: 8,
    title: "Floor 4 Review: Turning the Diamond in Eden",
    floor: 4,
    focus:
      "Floor 4 is depth through Christ-centred, many-sided study. Its review takes one text through all eight rooms, and Genesis 3:8-21 rewards each of them: God walking in the garden, the question “Where art thou?”, the promise of a bruised heel and a crushed head, and coats of skins made by God Himself. Work briskly; the aim is to feel how the rooms hand off to one another and to find the one you still reach for last.",
    scripture: "Genesis 3:8-21",
    activity:
      "1. Recall the eight core questions of CR, DR, C6, TRm, TZ, PRm, P‖ and FRt (2 min). 2. Read Genesis 3:8-21. 3. CR: which office does the promised Seed exercise in verse 15, and what is the LORD doing in verse 21? 4. DR: five lines of one sentence each, with a reference for the Christ line (Galatians 4:4 or Romans 16:20). 5. C6: name the genre, and one verse from another genre that confirms verse 15. 6. TRm: primary span and rationale. 7. TZ: the primary zone and one other. 8. PRm: test a clothing pattern against Zechariah 3:3-5, Luke 15:22 and Revelation 19:8. 9. P‖: pair this garden with another garden scene, and state the warrant. 10. FRt: test the reading “God was only angry here” and name its fruit. 11. Mark the room you found slowest.",
    reflectionQuestion:
      "God's first words to fallen humanity were a question, not a sentence. What does that tell you about Him?",
    prayer:
      "LORD God, You came looking for us in the garden, You promised the Seed who would crush the serpent's head, and You covered our shame. Thank You for the robe of Christ's righteousness. When I hide, call me again: “Where art thou?” Amen.",
  },
];

/** Floor 5 — Vision: BL, PR, 3A, FE, CEC, R66 and the floor review (days 53–65). */
const floor5Days: DayLesson[] = [
  {
    day: 53,
    week: 8,
    title: "Blue Room · Learn: A New and Living Way",
    floor: 5,
    roomId: "bl",
    focus:
      "Floor 5 is the prophetic telescope, and it begins with the sanctuary as God's blueprint of salvation. The Blue Room tags a text with its place in the sanctuary: one of eight articles from gate to ark, one of two services (the daily and the Day of Atonement), or one of three spaces (courtyard, Holy Place, Most Holy Place). The path from gate to ark traces the believer from justification to glorification. Follow the blood: where the blood goes, the ministry goes. Hebrews 10 leads straight through the veil.",
    scripture: "Hebrews 10:19-22",
    activity:
      "1. Recite the eight articles in order of approach — gate, bronze altar, laver, lampstand, table of showbread, altar of incense, veil, ark — and check your list (2 min). 2. Read Hebrews 10:19-22 twice. 3. Underline the sanctuary vocabulary: holiest, blood, veil, flesh, high priest, sprinkled, washed. 4. Choose the main element the passage maps to, and list the other elements it touches in passing. 5. Read the Old Testament setting of your main element first (Exodus 26:31-33; Leviticus 16:2). 6. State Christ's fulfilment in one sentence. 7. Name the doctrine in a few words. 8. Add one or two New Testament cross-links — Matthew 27:51 is one — and save the sanctuary tag.",
    reflectionQuestion:
      "Hebrews says we may enter the holiest with boldness. What holds you back from drawing near “with a true heart in full assurance of faith”?",
    prayer:
      "Jesus, You opened a new and living way through the veil of Your flesh, and You are a great High Priest over the house of God. I draw near with a true heart, sprinkled and washed by You. Thank You that the way is open. Amen.",
  },
  {
    day: 54,
    week: 8,
    title: "Blue Room · Practice: The Two Goats",
    floor: 5,
    roomId: "bl",
    focus:
      "Today's practice enters the yearly service, the Day of Atonement, when the high priest went into the Most Holy Place and the sanctuary was cleansed. Two goats were chosen by lot. The LORD's goat was slain as a sin offering and its blood carried within the veil; the scapegoat, for Azazel, was sent away alive after the atonement was complete. As the method teaches, the LORD's goat pictures Christ's sacrifice, while the scapegoat is never a figure of Christ: it pictures Satan bearing responsibility for the sin he instigated.",
    scripture: "Leviticus 16:5-22",
    activity:
      "1. Read Leviticus 16:5-22 slowly (5 min). 2. Set the two goats side by side: how each is chosen, what happens to each, and when. 3. Tag the passage with its main element — the yearly service — and list the spaces and articles it touches (Most Holy Place, mercy seat, altar of incense). 4. State Christ's fulfilment for the LORD's goat in one sentence, with a cross-link (Hebrews 9:12 or 9:24-26). 5. In two or three sentences, show from the text why the scapegoat cannot be Christ: is it slain? Does its blood enter the sanctuary? Is it sent away before or after the atonement is made (v. 20)? 6. Name the doctrine: cleansing and judgment. 7. Note the timing principle: the daily service is ongoing grace; the yearly service closes the case.",
    reflectionQuestion:
      "On the Day of Atonement Israel was to afflict their souls while the high priest ministered within. How do you live during the judgment-hour ministry of your High Priest?",
    prayer:
      "Lord Jesus, You are the offering whose blood was carried into the Most Holy Place for me, and You will one day remove sin from Your universe for ever. Search me and cleanse me, and let me rest in Your atonement while You minister on my behalf. Amen.",
  },
  {
    day: 55,
    week: 8,
    title: "Prophecy Room · Learn: The Image and the Stone",
    floor: 5,
    roomId: "pr",
    focus:
      "The Prophecy Room reads Daniel and Revelation as one coherent outline fulfilled in real history — neither all past nor all future. Each vision repeats and enlarges the one before, Scripture decodes its own symbols, and symbolic time is read by the day-year principle. Daniel 2 is the foundation: one image of four metals, feet of iron mixed with clay, and a stone cut out without hands that fills the whole earth. Daniel decodes it himself: “Thou art this head of gold.”",
    scripture: "Daniel 2:31-45",
    activity:
      "1. Read Daniel 2:31-45 twice (4 min). 2. Decode with Scripture: who is the head of gold (v. 37-38)? What do verses 39 and 40 say of the kingdoms that follow? 3. Place each part on the timeline with dates: gold, Babylon, 605–539 BC; silver, Medo-Persia, 539–331 BC; brass, Greece, 331–168 BC; iron, Rome, 168 BC – AD 476; iron and clay, the divided kingdoms that followed and never reunited. 4. The stone: what does verse 44 say it is, and when does it strike? 5. Write the prophecy map: symbol → identification with dates → parallel visions (note Daniel 7 for later) → future horizon. 6. Refuse newspaper exegesis: the prophecy's own sequence decides, not the headlines.",
    reflectionQuestion:
      "Daniel began by saying, “there is a God in heaven that revealeth secrets.” What does prophecy fulfilled in history do for your trust in what is still future?",
    prayer:
      "God of heaven, You remove kings and set up kings, and You have shown what shall be in the latter days. Thank You for the kingdom that shall never be destroyed. Make me a citizen of it now — faithful in a world of iron and clay, waiting for the Stone. Amen.",
  },
  {
    day: 56,
    week: 8,
    title: "Prophecy Room · Practice: Time, Times and the Dividing of Time",
    floor: 5,
    roomId: "pr",
    focus:
      "Repeat and enlarge: Daniel 7 covers the span of Daniel 2 in more detail, adding a little horn that rises from the fourth beast, speaks great words against the Most High, wears out the saints and thinks to change times and laws for “a time and times and the dividing of time.” Revelation gives the same period as 1,260 days and as 42 months. By the day-year principle the method reads it as 1,260 years of persecuting religious and political supremacy, AD 538–1798. The chapter itself ends in judgment given for the saints.",
    scripture: "Daniel 7:23-27",
    activity:
      "1. Read Daniel 7:23-27 (3 min). 2. Decode: the fourth beast (v. 23) and its ten horns (v. 24), then list the little horn's marks in verses 24-25. 3. Align the parallels: Daniel 7:25, Revelation 12:6, 12:14 and 13:5. Show that 3½ times = 3½ × 360 = 1,260 days, and that 42 months × 30 = 1,260. 4. Apply the day-year principle (Numbers 14:34; Ezekiel 4:6): 1,260 years. 5. Fill in start year (AD 538), length (1,260) and end year, and check the sum. 6. Write the historical identification as the method teaches it, describing a system of power rather than condemning people. 7. Future horizon: what do verses 26-27 promise? Save the prophecy map.",
    reflectionQuestion:
      "The chapter that describes the saints being worn out ends with the kingdom given to them. How does that ending shape the way you hold this prophecy?",
    prayer:
      "Ancient of Days, You sit in judgment, and the kingdom under the whole heaven will be given to the people of the saints of the Most High. Strengthen all who suffer for their faith today. Keep me faithful to You and gracious toward everyone. Amen.",
  },
  {
    day: 57,
    week: 9,
    title: "Three Angels Room · Learn: Mission Control",
    floor: 5,
    roomId: "3a",
    focus:
      "The Three Angels Room is mission control: it shows how doctrine fuels an urgent, worldwide, final proclamation that begins with the everlasting gospel. The first angel calls every nation to fear God, give Him glory and worship the Creator, for the hour of His judgment is come; the second announces Babylon's fall; the third warns against worshipping the beast and receiving his mark, and describes those who keep God's commandments and the faith of Jesus. Judgment is good news, for the Judge is also the Advocate.",
    scripture: "Revelation 14:6-12",
    activity:
      "1. Read Revelation 14:6-12 twice, and write one line summarising each angel's message (4 min). 2. Note the cues for each: gospel, creation, worship and judgment (first); false worship, confusion and the call to come out (second); coerced worship and faithfulness under pressure (third). 3. Read Ecclesiastes 12:13-14. Which angel does it echo? Write the connection in one or two sentences, naming the shared words or ideas. 4. Write a mission application: who needs this message now, and how would you bring it with the gospel first? 5. Check the pitfalls: is Jesus at the centre? Have you presented obedience as the fruit of grace, not a ladder to it? 6. Save the angel tag.",
    reflectionQuestion:
      "The first angel flies with “the everlasting gospel” before any warning. How would your witness change if you always began where the angel begins?",
    prayer:
      "Creator and Redeemer, You sent the everlasting gospel to every nation, kindred, tongue and people. Let me fear You, give You glory and worship You who made heaven and earth. Make me part of the message — patient, faithful, keeping Your commandments and the faith of Jesus. Amen.",
  },
  {
    day: 58,
    week: 9,
    title: "Three Angels Room · Practice: Worship on the Plain of Dura",
    floor: 5,
    roomId: "3a",
    focus:
      "The third angel warns against worship enforced by decree and describes a people who remain faithful under pressure. Daniel 3 is an earlier picture of the same test: a golden image, a command to bow at the sound of music, a furnace for anyone who refuses, and three young men who answer the king respectfully and will not bow. Today's practice ties a historical narrative to the message and writes an application that puts the gospel first and carries no trace of superiority.",
    scripture: "Daniel 3:1-18",
    activity:
      "1. Read Daniel 3:1-18 (4 min). 2. List the cues: an image, a decree, universal worship, a penalty, faithfulness under pressure. 3. Choose the angel whose message the passage most clearly echoes, and write the connection in one or two sentences, naming the shared words and ideas (compare Revelation 13:15 and 14:9-12). 4. Notice the tone of verses 16-18: respectful, unafraid, trusting God's power and accepting His will. 5. Write a mission application for today: who faces pressure to compromise worship or conscience now, and how would you bring them Christ first — the fourth man in the fire (v. 25)? 6. Check: does your application look down on anyone, or does it call people as God calls them?",
    reflectionQuestion:
      "“But if not...” The three young men trusted God without a guaranteed rescue. What would that kind of faith look like under your present pressure?",
    prayer:
      "God of Shadrach, Meshach and Abednego, You are able to deliver, and You walk with Your people in the fire. Give me quiet courage to worship You alone, a respectful spirit toward those in authority, and a faith that trusts You even “if not.” Amen.",
  },
  {
    day: 59,
    week: 9,
    title: "Feasts Room · Learn: Passover to Firstfruits",
    floor: 5,
    roomId: "fe",
    focus:
      "The Feasts Room reads Leviticus 23 as enacted prophecy. The spring feasts — Passover, Unleavened Bread, Firstfruits and Pentecost — met their fulfilment at Christ's first advent, and He kept the timetable to the day. The Day of Atonement is in progress, and Trumpets and Tabernacles are awaiting. The rule is to read the rite first and let the fulfilment grow out of it, as Paul does when he writes, “Christ our passover is sacrificed for us.”",
    scripture: "Leviticus 23:4-14",
    activity:
      "1. Read Leviticus 23:4-14 and write one line for each of the first three feasts: what Israel did and when (5 min). 2. Read John 19:31-36. Which feast does it fulfil, and which detail from Exodus 12:46 does John point to? 3. Make a feast tag: passage → feast → Old Testament rite → Christ's fulfilment in one sentence → status → application. 4. Make a second, quicker tag for 1 Corinthians 5:7-8: which feast does the leaven belong to, and what does it ask of us? 5. Check the status: both are fulfilled. 6. Draw the seven feasts in order on a line — four in spring, three in autumn — and mark which are fulfilled, which in progress and which awaiting.",
    reflectionQuestion:
      "Passover was kept by families sheltering under the blood on the door. What does it mean to you that Christ died at Passover, when the lambs were slain?",
    prayer:
      "Christ our Passover, sacrificed for us: not a bone of You was broken, and Your blood covers me. Let me keep the feast with the unleavened bread of sincerity and truth, and let Your resurrection be the firstfruits of my own. Amen.",
  },
  {
    day: 60,
    week: 9,
    title: "Feasts Room · Practice: Harvest, Trumpet and Booth",
    floor: 5,
    roomId: "fe",
    focus:
      "Practice today guards against two pitfalls: forgetting Pentecost's mission arc, and getting the status of the autumn feasts wrong. Pentecost was a harvest feast, fifty days after the wave sheaf, when two wave loaves were offered; the Spirit came on that day for the ingathering of souls, not only for personal blessing. Then you tag an autumn feast — Trumpets or Tabernacles — whose fulfilment is still awaiting.",
    scripture: "Acts 2:1-4",
    activity:
      "1. Read Leviticus 23:15-17, then Acts 2:1-4 (3 min). 2. Tag Acts 2: the feast, the rite (count the fifty days; note the two loaves), the fulfilment in one sentence, the status, and an application that includes mission — read Acts 2:41 for the harvest. 3. Read either 1 Thessalonians 4:16 with Leviticus 23:24, or John 7:37-39 with Leviticus 23:34-36 and 39-43. 4. Tag your chosen autumn text with all five parts. Take care over the status: only the Day of Atonement is in progress; Trumpets and Tabernacles await. 5. Check the pitfalls: forcing everything into the Day of Atonement, allegorising details, or expecting literal sacrifices to return.",
    reflectionQuestion:
      "If Pentecost is a harvest feast, which part of the harvest has God placed within your reach this month?",
    prayer:
      "Holy Spirit, You came at Pentecost to gather a harvest from every nation. Fill me for the same work. Lord Jesus, I wait for the trumpet and the great gathering, and for the day when God will dwell with His people. Amen.",
  },
  {
    day: 61,
    week: 9,
    title: "Christ in Every Chapter · Learn: A Seat at the King's Table",
    floor: 5,
    roomId: "cec",
    focus:
      "Christ in Every Chapter holds that every chapter yields a Christ-line, found by disciplined methods and never by random allegory. The five finding methods are promise, types and shadows, the gospel trail (mess → cry → rescue), God's heart, and the unfinished story. You classify His presence as explicit, typological or thematic, then write a line naming His title and His act, with a New Testament cross-link. 2 Samuel 9 tells of a lame man from a fallen king's house brought to eat at David's table for Jonathan's sake.",
    scripture: "2 Samuel 9",
    activity:
      "1. Read the whole of 2 Samuel 9 slowly (4 min). 2. Search with more than one method. Does David's kindness “for Jonathan's sake” reveal God's heart (method 4)? Is there a gospel trail — a fearful man in Lodebar, a summons, a place at the table (method 3)? Is David a type here, with biblical warrant (method 2)? 3. Classify the presence: explicit, typological or thematic. 4. Write the Christ-line: 2 Samuel 9 | METHODS: n,n | NAME: … | ACT: … | CROSSLINK: one or two New Testament texts (Ephesians 2:4-6 and Luke 14:21 are places to look). 5. Check the pitfalls: not “be kind like David” (moralism), not a generic “God loves us”, but a specific title and a specific act.",
    reflectionQuestion:
      "Mephibosheth called himself “a dead dog,” yet he ate at the king's table as one of the king's sons. What do you call yourself before the King?",
    prayer:
      "King Jesus, You sought me for another's sake — for the sake of Your covenant love — and You seated me at Your table though I was lame on both feet. I come to eat at Your table continually. Thank You for Your kindness. Amen.",
  },
  {
    day: 62,
    week: 9,
    title: "Christ in Every Chapter · Practice: The Chapter That Never Names God",
    floor: 5,
    roomId: "cec",
    focus:
      "Hard chapters are where the method proves itself. Esther 4 never mentions God, yet it is full of fasting, sackcloth, a decree of death, and an intercessor who must go before the king uninvited at the risk of her life. Today's practice forbids giving up too soon and forbids random allegory. Work through the methods one by one, find a line with biblical warrant, and let the New Testament confirm it.",
    scripture: "Esther 4",
    activity:
      "1. Read Esther 4 (4 min). 2. Try each method in turn and write one line on what it finds, or fails to find: promise; types and shadows; gospel trail; God's heart; unfinished story. 3. Mordecai says deliverance will arise from some other place, and asks “who knoweth whether thou art come to the kingdom for such a time as this?” What unfinished story is this chapter part of? 4. Esther goes in to the king to plead for her people: is that a type with warrant, or a theme that needs New Testament confirmation? Be honest about the kind of presence. 5. Write the Christ-line with methods, name, act and one or two cross-links (Hebrews 4:16 and Hebrews 7:25 are candidates). 6. Note which method finally unlocked the chapter.",
    reflectionQuestion:
      "Esther said, “if I perish, I perish.” Jesus went in knowing He would. What does that contrast add to your Christ-line?",
    prayer:
      "Lord Jesus, when a decree of death stood over Your people, You went before the King for us — not at the risk of Your life but at its cost. Thank You for interceding for me. And when my own hour comes to speak up for others, give me courage. Amen.",
  },
  {
    day: 63,
    week: 9,
    title: "Room 66 · Learn: From Tabernacle to the City",
    floor: 5,
    roomId: "r66",
    focus:
      "Room 66 is panoramic theology: one thread traced from Genesis to Revelation, showing the Bible as one story with Christ at its climax. You fill a grid — book, a claim of at most 14 words, and a proof text that carries the claim on its own — mark the arc from shadowy start to consummation, and write a Constellation of 100–120 words that tells the theme as one story. Today's theme is God dwelling with His people, from a tent in the wilderness to a city with no temple.",
    scripture: "Exodus 40:33-38",
    activity:
      "1. Read Exodus 40:33-38 (2 min). 2. Theme: “God dwelling with His people.” 3. Fill at least 12 rows across both testaments, each as book — claim (14 words at most) — proof text. Suggested books and texts: Genesis 3:8; Exodus 25:8; Leviticus 26:11-12; 1 Kings 8:10-11; Psalm 27:4; Ezekiel 10:18 with 43:4; Haggai 2:9; John 1:14 and 2:19-21; 1 Corinthians 3:16; Ephesians 2:21-22; Hebrews 9:11; Revelation 21:3 and 21:22. 4. Check that each proof text carries its claim on its own. 5. Mark the arc: shadowy start → development → climax in Christ → consummation. 6. Write the Constellation in 100–120 words, telling it as one story.",
    reflectionQuestion:
      "The glory filled the tabernacle so fully that Moses could not enter; in Christ it came and lived among us. Where does this thread leave you today?",
    prayer:
      "God who dwells with Your people, You filled the tabernacle with glory, You came in the flesh and dwelt among us, and You make Your church Your temple by the Spirit. Live in me, and bring me at last to the city where You Yourself are the temple. Amen.",
  },
  {
    day: 64,
    week: 10,
    title: "Room 66 · Practice: The Seed, with a Silent Book",
    floor: 5,
    roomId: "r66",
    focus:
      "Room 66 insists that every book is a star in the constellation, even the quiet ones. Today you trace the promised Seed from Genesis 3:15 to its fulfilment, and then take on the room's hardest task: showing how a book that is silent on your theme still fits the storyline. Esther never mentions the Seed, yet it preserves the people through whom He would come. Keep every claim to 14 words, and every proof text strong enough to carry its claim.",
    scripture: "Galatians 3:16-29",
    activity:
      "1. Read Galatians 3:16-29 and underline each use of “seed” (3 min). 2. Theme: “the promised Seed.” 3. Fill at least 12 rows across both testaments — for example Genesis 3:15 and 22:18, Ruth 4:17, 2 Samuel 7:12, Psalm 89:3-4, Isaiah 7:14 or 53:10, Micah 5:2, Matthew 1:1, Galatians 3:16, Romans 16:20 and Revelation 12:17. Read each before you write its claim. 4. Write the silent-book row: how does Esther (or Song of Solomon) still fit the storyline of the Seed? 5. Mark the arc with references. 6. Write the Constellation in 100–120 words. 7. Hunt for generic claims (“God is faithful in this book too”) and replace them with specific ones.",
    reflectionQuestion:
      "Paul says that if you are Christ's, you are Abraham's seed. How does belonging to the Seed change the way you read the promise of Genesis 3:15?",
    prayer:
      "Faithful God, You promised the Seed in the garden and kept that promise through every generation, even when Your name was not spoken. Thank You for Jesus, the Seed of the woman and of Abraham. Make me an heir according to the promise. Amen.",
  },
  {
    day: 65,
    week: 10,
    title: "Floor 5 Review: The Ark Seen in Heaven",
    floor: 5,
    focus:
      "Floor 5 is height: the prophetic telescope. Its review uses a passage where all six rooms converge. At the seventh trumpet the kingdoms of this world become the kingdoms of our Lord, the time of the dead that they should be judged has come, and the temple of God is opened in heaven so that the ark of His testament is seen. Run each room briefly and notice how sanctuary, prophecy, message, feast, Christ-line and canon-wide theme interlock.",
    scripture: "Revelation 11:15-19",
    activity:
      "1. Recall the six core questions of BL, PR, 3A, FE, CEC and R66 (2 min). 2. Read Revelation 11:15-19 twice. 3. BL: which article and which space does verse 19 reveal, and what does that say about Christ's ministry now? 4. PR: where does the seventh trumpet stand in the sequence, and what parallels it (Daniel 2:44; 7:26-27)? 5. 3A: which angel's message shares its language of judgment and worship? 6. FE: which autumn feasts does the passage evoke, and what is their status? 7. CEC: write a one-line Christ-line for Revelation 11. 8. R66: add Revelation 11:19 as a row to your day-63 grid, and revise the Constellation if it changes. 9. Note the room that felt least natural, and plan a return visit.",
    reflectionQuestion:
      "When the temple in heaven opens, the ark — God's law beneath the mercy seat — is seen. What comfort is there in knowing the judgment takes place over the mercy seat?",
    prayer:
      "Lord God Almighty, You have taken to Yourself Your great power and reigned. Your temple is open in heaven, and Your mercy covers Your law. Prepare me for the judgment by keeping me in Christ, and let me give You thanks now for the kingdom that is coming. Amen.",
  },
];

/** Floor 6 — Three Heavens & Cycles: 1H/2H/3H, @, MATH, JR and the floor review (days 66–74). */
const floor6Days: DayLesson[] = [
  {
    day: 66,
    week: 10,
    title: "Three Heavens · Learn: Seventy Years and an Expected End",
    floor: 6,
    roomId: "123h",
    focus:
      "Many prophecies telescope across several fulfilments, and the Three Heavens room keeps them from collapsing into one era. Each horizon pairs a Day of the LORD with a new-earth restoration: 1H the return from Babylon, 2H the first advent and the age of the church, 3H the second coming and the new creation. You read a prophecy with its first audience, weigh audience, time markers, scale of language and New Testament use, and tag only the horizons the text supports. One clear horizon is a good answer.",
    scripture: "Jeremiah 29:10-14",
    activity:
      "1. Read Jeremiah 29:1-14 to meet the first audience, then verses 10-14 again (4 min). 2. Weigh the clues: who receives this letter? What time marker appears in verse 10? Is the language local or cosmic? What happened historically (Ezra 1:1-4)? Does the New Testament apply the passage directly? 3. Assign a tag — single, dual or triple — only as far as the text supports it. 4. Defend the tag in two or three sentences, citing the historical event and at least one supporting text. 5. Check the pitfalls: did you flatten a promise to exiles into a promise only about the end? Or, the other way, refuse a further horizon the text plainly reaches for? 6. Finally, in one line, apply verse 13 today without changing its first meaning.",
    reflectionQuestion:
      "God promised the exiles “an expected end” after seventy long years. What happens to a promise when you first hear it as it sounded to them?",
    prayer:
      "LORD, Your thoughts toward Your people are thoughts of peace and not of evil. You kept Your word to the exiles after seventy years. Let me seek You with all my heart and find You, and let me trust Your timing in my own exile. Amen.",
  },
  {
    day: 67,
    week: 10,
    title: "Three Heavens · Practice: Comfort Ye My People",
    floor: 6,
    roomId: "123h",
    focus:
      "Today's practice uses a text that the New Testament itself applies across horizons. Isaiah 40 opens with comfort for a people whose warfare is accomplished, calls for a highway in the desert, and closes with the Lord God coming with His reward and feeding His flock like a shepherd. The Gospels hear John the Baptist in the voice crying in the wilderness, and Revelation echoes the coming reward. Tag only what the text and its apostolic use support.",
    scripture: "Isaiah 40:1-11",
    activity:
      "1. Read Isaiah 40:1-11 twice (3 min). 2. First audience: who needs to hear that Jerusalem's “warfare is accomplished”? What does that suggest for 1H? 3. Read Matthew 3:1-3. What does the New Testament say “this is”? What does that give you for 2H? 4. Read Revelation 22:12 beside Isaiah 40:10. Is there a 3H horizon? 5. Assign the tag — single, dual or triple — and defend it in two or three sentences with supporting texts. 6. Check: did you tag any horizon only because it sounded possible, rather than because a text supports it? Remove it if so.",
    reflectionQuestion:
      "The same voice prepares the way for the exiles' return, for Jesus' first coming and for His return. Which valley in your life needs filling for the Lord to come near?",
    prayer:
      "Comforting God, You speak tenderly to Your people and tell them their warfare is accomplished. Prepare in me the way of the Lord. Feed me like a shepherd, carry me in Your arms, and come quickly with Your reward. Amen.",
  },
  {
    day: 68,
    week: 10,
    title: "Eight Cycles · Learn: The Mosaic Cycle",
    floor: 6,
    roomId: "cycles",
    focus:
      "The Eight Cycles room sees redemptive history as a spiral. Every cycle runs the same five beats — Fall, Covenant, Sanctuary, Enemy, Restoration — and each echoes and enlarges the one before, with Christ as the hinge. The eight cycles are Adamic, Noahic, Abrahamic, Mosaic, Cyrusic, Cyrus–Christ, Holy Spirit and Remnant (@Ad, @No, @Ab, @Mo, @Cy, @CyC, @Sp, @Re). Today you lay out the Mosaic cycle, from Israel's groaning in Egypt to the song beside the sea.",
    scripture: "Exodus 2:23-3:10",
    activity:
      "1. Read Exodus 2:23–3:10 closely, then skim the opening verses of Exodus 1–15 (6 min). 2. Cycle: @Mo. 3. Lay out the five beats, each with a phrase of its own tied to a verse. Fall: slavery (Exodus 1–2). Covenant: God remembers His covenant (2:24) and promises a land (3:8). Sanctuary: where does God meet His people in this cycle — the holy ground of the bush, pointing on to the tabernacle of Exodus 25–40? Enemy: Pharaoh. Restoration: the crossing of the sea and the song of Exodus 15. 4. Choose one beat and compare it with the same beat in another cycle — for example Restoration in @CyC, where Luke 9:31 speaks of the “decease” (literally exodus) Jesus would accomplish at Jerusalem — and name the escalation. 5. Save the cycle arc.",
    reflectionQuestion:
      "“God heard their groaning, and God remembered his covenant.” Where does your own story sit on the spiral right now?",
    prayer:
      "God of Abraham, Isaac and Jacob, You heard Your people's cry and came down to deliver them. Thank You for Jesus, who accomplished a greater exodus at Jerusalem. Bring me out of every bondage and lead me on toward the promised land. Amen.",
  },
  {
    day: 69,
    week: 10,
    title: "Eight Cycles · Practice: The Spirit Cycle in Acts",
    floor: 6,
    roomId: "cycles",
    focus:
      "Practice moves to the Holy Spirit cycle (@Sp) and targets the room's two pitfalls: not naming the beat, and missing the escalation. Acts 1–8 has every beat — a commission, a Spirit-filled church that becomes God's temple, opposition from the council, sin among believers, persecution, and the gospel going out to the nations. Name each beat in a phrase tied to a verse, then follow one beat back into the Mosaic cycle and say what grew.",
    scripture: "Acts 1:4-11",
    activity:
      "1. Read Acts 1:4-11, then skim Acts 2–8 for the five beats (8 min). 2. Cycle: @Sp. 3. Fall: sin among believers, or persecution (Acts 5:1-11; 8:1). Covenant: the commission and the promise (1:8). Sanctuary: where God now meets His people (2:1-4; 1 Corinthians 3:16). Enemy: who opposes the plan (4:1-3; 7:57-58). Restoration: how the gospel advances (8:4). Give each beat your own phrase of at least three words, tied to a verse. 4. Compare one beat with @Mo — for example Sanctuary: fire on a mountain and a tent of meeting, and then fire resting on believers who become the temple. 5. Name the escalation in a sentence, and say where Christ stands in the spiral.",
    reflectionQuestion:
      "Persecution scattered the believers, and “they that were scattered abroad went every where preaching the word.” Where might God be using your own scattering?",
    prayer:
      "Lord Jesus, You promised power when the Holy Spirit came, and You sent Your disciples to the uttermost part of the earth. Make me a living stone in Your temple and a witness where I live. Use every opposition to spread Your word. Amen.",
  },
  {
    day: 70,
    week: 10,
    title: "Mathematics Room · Learn: Seventy Weeks and 2,300 Days",
    floor: 6,
    roomId: "math",
    focus:
      "The Mathematics Room ties texts to one of six great time prophecies — @120, @400, @70y, @490, @1260 and @2300 — and so anchors them in verifiable history. In symbolic prophecy a day stands for a year (Numbers 14:34; Ezekiel 4:6). The seventy weeks of Daniel 9 are the first segment of the 2,300 days of Daniel 8:14, and both begin with the decree of Artaxerxes in 457 BC. Show every calculation, and remember that there is no year zero: crossing from BC to AD adds one.",
    scripture: "Daniel 9:24-27",
    activity:
      "1. Read Daniel 9:24-27, then Daniel 8:14 (3 min). 2. @490: 70 weeks × 7 = 490 years. From 457 BC (Ezra 7), 69 weeks = 483 years, and 483 − 457 + 1 = AD 27, when Messiah was anointed at His baptism (Luke 3:21-22). Write the calculation out in your own hand. 3. In the midst of the seventieth week He causes the sacrifice to cease: AD 27 + 3½ years = AD 31, the cross. 4. The period ends in AD 34: 490 − 457 + 1. 5. @2300: 2,300 − 457 + 1 = AD 1844, the beginning of the cleansing of the sanctuary — Christ's judgment-hour ministry. 6. Make a math tag for Mark 1:15, “The time is fulfilled”: code, timeframe, fulfilment, calculation, prophecy texts. 7. Lesson: one or two sentences on God keeping time.",
    reflectionQuestion:
      "Jesus began His ministry saying, “The time is fulfilled.” What does it mean to you that He arrived exactly on schedule?",
    prayer:
      "Lord of time, You set the seventy weeks and sent Your Son when the fulness of the time had come. Messiah was cut off, but not for Himself. You keep every appointment. I trust You with the timing of my life and with the day of Your coming. Amen.",
  },
  {
    day: 71,
    week: 11,
    title: "Mathematics Room · Practice: When the Seventy Weeks Ran Out",
    floor: 6,
    roomId: "math",
    focus:
      "The seventy weeks did not end at the cross. Their last three and a half years ran on to AD 34, and the method marks their close with the stoning of Stephen and the scattering of the church, after which the gospel went out beyond the Jews. Today you tag that scene to @490, then practise a second period that Daniel himself calculated: in the first year of Darius he understood by books that Jeremiah's seventy years of desolation were nearly complete, and he turned to prayer.",
    scripture: "Acts 7:54-8:4",
    activity:
      "1. Read Acts 7:54–8:4 (3 min). 2. Math tag 1: code @490; timeframe 457 BC – AD 34; fulfilment: the close of the period marked by Stephen's death and the gospel going beyond Jerusalem (8:4). Calculation: 490 − 457 + 1 = AD 34. Name the historical anchor at each end. 3. Read Daniel 9:1-3 and Jeremiah 25:11-12 (3 min). 4. Math tag 2: code @70y; timeframe from the first deportation in 605 BC; fulfilment: Babylon falls in 539 BC and Cyrus's decree follows (Ezra 1:1). Show where Daniel 9:2 stands within the period. 5. Lesson: one or two sentences on God's sovereignty for each tag. 6. Check the pitfalls: no date-setting for the second coming, and no mixing of short symbolic times with these literal periods.",
    reflectionQuestion:
      "Daniel's grasp of prophetic time drove him to his knees, not to speculation. Where does yours drive you?",
    prayer:
      "O Lord, great and awesome God, who keeps covenant and mercy with those who love You: as Daniel set his face to seek You by prayer when he understood the times, let my study of Your timelines lead me to confession, trust and prayer. Amen.",
  },
  {
    day: 72,
    week: 11,
    title: "Juice Room · Learn: Pressing Haggai",
    floor: 6,
    roomId: "jr",
    focus:
      "The Juice Room is a stress test. You run a whole book through the floors, taking one-line notes per room, then squeeze out a juice of 150 words or fewer that shows the book's movement, names its Christ-line and states the gospel — teachable in 60 to 90 seconds — with a tag line of 15 words or fewer. The notes are the press; the juice is what comes out. Haggai is short — two chapters, four dated messages — and it touches Floors 5 and 6 directly.",
    scripture: "Haggai 1:1-2:23",
    activity:
      "1. Read Haggai 1–2 in one sitting (5 min). 2. Floor notes, one line per room, tag first. Floor 1: SR beats; one IR scene; 24FPS frames for both chapters. Floor 2: OR — count “consider your ways”; DC one key word; QR the big question. Floor 4: CR or CEC; DR; C6 genre; TRm span; TZ. Floor 5: BL — the temple. Floor 6: @Cy; 1H/2H/3H for 2:6-9 (Hebrews 12:26-28); MATH — where the book sits after @70y. 3. Write the juice: flowing prose of 150 words or fewer, with the book's movement, an explicit Christ-line and the gospel. Cut every sentence that only lists rooms. 4. Read it aloud and time it. 5. Write a tag line of 15 words or fewer.",
    reflectionQuestion:
      "Haggai asked whether it was time to dwell in panelled houses while God's house lay waste. What does your juice say to your own priorities?",
    prayer:
      "LORD of hosts, You stirred up the spirit of Your people to build Your house, and You promised that the glory of the latter house would be greater than the former. Shake what can be shaken in me, and fill my life with the Desire of all nations. Amen.",
  },
  {
    day: 73,
    week: 11,
    title: "Juice Room · Practice: Pressing Habakkuk to 150 Words",
    floor: 6,
    roomId: "jr",
    focus:
      "Today's practice presses a book of a different shape. Habakkuk is a prophet's complaint, God's answer and a closing psalm of trust, with the line the New Testament quotes three times: “the just shall live by his faith.” The room's pitfalls are bloat, a checklist tone, a missing Christ-line and ignoring genre. Run the floors lightly, then cut without mercy until the juice tastes of the book and not of the method.",
    scripture: "Habakkuk 1:1-3:19",
    activity:
      "1. Read Habakkuk 1–3 in one sitting (6 min). 2. Floor notes, one brief line per room: SR beats of the dialogue; OR repetitions (how often does the prophet ask how long, or why?); DC one key word; C6 genre (prophecy closing in a prayer-song); CR or CEC; TZ; BL (2:20, the LORD in His holy temple); @ cycle; 1H/2H/3H for 2:3-4, read with Hebrews 10:37-38. 3. Write a first draft of the juice without counting. 4. Count the words, then cut to 150 or fewer, keeping the movement, the Christ-line and the gospel. 5. Write a tag line of 15 words or fewer. 6. Read it aloud in under 90 seconds.",
    reflectionQuestion:
      "Habakkuk ends by rejoicing though the fig tree does not blossom. What would have to be true of God for you to pray 3:17-18 honestly this week?",
    prayer:
      "O LORD, I have heard Your speech and was afraid. Revive Your work in the midst of the years; in wrath remember mercy. Though the fields yield no food, yet I will rejoice in You, the God of my salvation. Amen.",
  },
  {
    day: 74,
    week: 11,
    title: "Floor 6 Review: Daniel 12 and the Juice of Daniel",
    floor: 6,
    focus:
      "Floor 6 places texts in the long arc of redemption: the horizon they address, the covenant cycle they belong to and the time prophecies that pin history to the calendar, capped by the Juice Room. Daniel 12 closes the book with Michael standing up, a time of trouble such as never was, the resurrection, a sealed book and numbered days. Review all four rooms on this chapter, then press the whole book of Daniel into 150 words.",
    scripture: "Daniel 12",
    activity:
      "1. Recall the core questions of 1H/2H/3H, @, MATH and JR (1 min). 2. Read Daniel 12 (4 min). 3. Three Heavens: tag verses 1-3 and defend the tag in two sentences. 4. Cycles: which cycle do these verses belong to, and what is their Restoration beat? 5. MATH: which period does “a time, times, and an half” in verse 7 recall, and how does its end in 1798 relate to “the time of the end” in verse 4? Show the arithmetic. 6. JR: from your work on Daniel 2, 3, 7 and 9 earlier in this journey, write a juice of the whole book in 150 words or fewer, with a Christ-line, the gospel and a tag line. 7. Name the Floor 6 room you most need to revisit.",
    reflectionQuestion:
      "Daniel was told, “thou shalt rest, and stand in thy lot at the end of the days.” What does that promise offer someone who will not live to see every prophecy fulfilled?",
    prayer:
      "Lord Jesus, great Prince who stands up for Your people, deliver all whose names are written in the book. Make me wise, and use me to turn many to righteousness. I rest in You, and I wait to stand in my lot at the end of the days. Amen.",
  },
];

/** Floor 7 — Spiritual & Emotional: FRm, MR, SRm and the floor review (days 75–81). */
const floor7Days: DayLesson[] = [
  {
    day: 75,
    week: 11,
    title: "Fire Room · Learn: Returning to the Woman Who Loved Much",
    floor: 7,
    roomId: "frm",
    focus:
      "Floor 7 moves from study to encounter. The Fire Room takes a text you have already studied — exegesis first — and reads it slowly until it stirs either a wound, a specific conviction, or a hope, a specific comfort; then you answer in prayer and record the encounter in one to three sentences. Emotion is biblical but never manufactured; quiet honesty is enough. Today you return to Luke 7, which you entered on day 4 in the Imagination Room.",
    scripture: "Luke 7:36-50",
    activity:
      "1. Reopen your day-4 Imagination Room entry and read it (2 min). 2. Read Luke 7:36-50 slowly, aloud if you can, pausing wherever a phrase stops you. 3. Ask what it stirs. A wound — the Simon in you who keeps score of other people's sins? Or a hope — “Thy sins are forgiven”? Choose the one that is most alive. 4. Name it specifically: not “I am a sinner” but the particular thing; not “God is kind” but the particular promise. 5. Pray it back. For a wound: confess, repent and receive the forgiveness promised in 1 John 1:9. For a hope: thank God and trust Him with the situation in front of you. 6. Write the heart record in one to three sentences. This record is private.",
    reflectionQuestion:
      "“To whom little is forgiven, the same loveth little.” What has today's fire record shown you about the size of your love?",
    prayer:
      "Lord Jesus, You received the love of a forgiven woman while Simon kept his distance and his judgments. Where I am like Simon, show me; where I am like her, welcome me. Thank You for forgiving me so much, and let my love grow to match it. Amen.",
  },
  {
    day: 76,
    week: 11,
    title: "Fire Room · Practice: A Clean Heart",
    floor: 7,
    roomId: "frm",
    focus:
      "Psalm 51 is David's prayer after Nathan confronted him, and it is the Bible's great pattern for a wound brought to God. The Fire Room asks for exegesis first, so today begins with a few minutes of study before the heart work. The pitfalls to avoid are vague confession — “forgive my sins” when the text has put its finger on one thing — and guilt without the gospel. In this psalm conviction always moves on toward cleansing, joy and a new spirit.",
    scripture: "Psalm 51:1-12",
    activity:
      "1. Exegesis first (5 min): read the psalm's heading and 2 Samuel 12:1-13 for the setting. Write five quick observations on Psalm 51:1-12 — the verbs of cleansing (blot out, wash, cleanse, purge) and what David asks God to create and restore. 2. Read verses 1-12 again slowly, aloud. 3. Name the wound specifically: one sin, idol, fear or pride the psalm exposes in you. 4. Pray the psalm back in your own words, moving from confession to the hope of verses 7-12. 5. Receive forgiveness: read 1 John 1:9 and give thanks. 6. Write a heart record of one to three sentences. 7. Optional: note one thing you will do today because of what you prayed.",
    reflectionQuestion:
      "David asks not only to be forgiven but for “a clean heart” and “a right spirit.” Which of those do you most need God to create today?",
    prayer:
      "God of mercy, I bring You the particular thing this psalm has shown me, and I do not hide it. Wash me, and I shall be clean. Make a new heart in me, steady my spirit, and give me back the joy of being saved — and then let me tell others of Your ways. Amen.",
  },
  {
    day: 77,
    week: 11,
    title: "Meditation Room · Learn: In Quietness and Confidence",
    floor: 7,
    roomId: "mr",
    focus:
      "The Meditation Room is the opposite of binge reading: sustained attention and repetition on a very small portion — five to fifteen words — until it is internalised. The Hebrew hagah means to murmur, and the blessed man meditates in God's law day and night. Meditation fills the mind with the Word; it does not empty it. Today's phrase comes from a warning to Judah, who wanted horses from Egypt rather than rest in God: “in quietness and in confidence shall be your strength.”",
    scripture: "Isaiah 30:15-18",
    activity:
      "1. Read Isaiah 30:1-3 and 15-18 to see what Judah was trusting instead of God (3 min). 2. Choose your phrase — “in quietness and in confidence shall be your strength”, or a shorter part of it — and copy it exactly. 3. Read it phrase by phrase, lingering 30–60 seconds on each and stressing a different word each time. 4. Breathe it: the first half on the in-breath, the second half on the out-breath. 5. Picture it: what is your “Egypt” today — the thing you run to instead of resting? 6. Repeat the phrase 10–20 times, aloud or in a whisper, and count. 7. Write the one truth in a single sentence, and a concrete return plan — for example at noon and at the first red light on the way home. Tonight, add an evening note.",
    reflectionQuestion:
      "Judah said, “No; for we will flee upon horses.” What is your usual horse when you are afraid?",
    prayer:
      "Holy One of Israel, You call me to return and rest. I confess how often I run to my own horses. Teach me that my strength is in quietness and confidence in You. You wait to be gracious; let me wait for You. Amen.",
  },
  {
    day: 78,
    week: 12,
    title: "Meditation Room · Practice: Abide in Me",
    floor: 7,
    roomId: "mr",
    focus:
      "Practice today resists a subtle pitfall: chasing novelty. A phrase you already know can sink deeper, and “Abide in me, and I in you” may be one you have read a hundred times. The other pitfalls are rushing, multitasking and skipping the repetition — yet the murmuring is where a phrase moves from the page into the heart. Then follow through, because a truth you never return to during the day fades by lunchtime.",
    scripture: "John 15:1-8",
    activity:
      "1. Read John 15:1-8 to fix the setting of vine and branches (2 min). 2. Phrase: “Abide in me, and I in you” (John 15:4). 3. Put your phone face down and out of reach. 4. Read the phrase word by word, stressing each in turn — Abide … in me … and I … in you — and linger at least 30 seconds on each. 5. Breathe it: in, “Abide in me”; out, “and I in you”. 6. Picture a branch joined to a vine, and then the point in your day where you most feel cut off. 7. Repeat the phrase 15–20 times and count. 8. Write the one truth and a return plan with specific times. 9. Tonight add the evening note: did you return to it, and what happened?",
    reflectionQuestion:
      "A branch does not strain to bear fruit; it stays joined. Where in your life are you straining instead of abiding?",
    prayer:
      "True Vine, I want to abide in You, and I thank You that You abide in me. Without You I can do nothing. Keep me joined to You through this whole day, and let Your life bear fruit in me that glorifies the Father. Amen.",
  },
  {
    day: 79,
    week: 12,
    title: "Speed Room · Learn: Sanctuary and Feasts against the Clock",
    floor: 7,
    roomId: "srm",
    focus:
      "The Speed Room builds recall fluency for live teaching, evangelism and discussion — the palace's scales and arpeggios. You choose a sprint on material you have already learned, set a timer, answer without looking anything up, score accuracy, completeness and time, and send every miss back to the room it came from. Accuracy first, then speed: a fast wrong answer is worse than a slow right one. Short, frequent sessions beat long, rare ones.",
    scripture: "Hebrews 9:1-5",
    activity:
      "1. Read Hebrews 9:1-5 (2 min). 2. Sprint 1 — palace list: name the eight sanctuary articles in order from gate to ark. Begin with a generous limit of two minutes, and skip blanks rather than stall. 3. Score it: accuracy (x/8), completeness and time. 4. Weak spots: note each miss and the room to drill — a missed article sends you to BL. 5. Repeat the sprint with a limit of 45 seconds. 6. Sprint 2: the seven feasts in order, each with its fulfilment or status, first in 90 seconds and then in 60. 7. Record your sprint sheet: type, target, time limit, attempt, score and weak spots. 8. Plan a five-minute repeat tomorrow morning.",
    reflectionQuestion:
      "Which miss surprised you most, and what does it tell you about the difference between recognising something and recalling it?",
    prayer:
      "Lord, You have taught me much about Your sanctuary and Your times. Make it ready on my lips, so that when someone asks a reason for the hope that is in me, I can answer quickly, accurately and with meekness and fear. Amen.",
  },
  {
    day: 80,
    week: 12,
    title: "Speed Room · Practice: I AM, Kingdoms and Chapters",
    floor: 7,
    roomId: "srm",
    focus:
      "Practice today broadens the sprint types and tightens the timer. The “I AM” sprint draws on John; the Daniel sprint — metals, beasts and kingdoms of Daniel 2 and 7 — draws on your Prophecy Room work; the location sprint draws on your 24FPS frames. Keep the session short, use a timer every time, and let every blank point back to a room rather than to a verdict on yourself.",
    scripture: "John 6:35-40",
    activity:
      "1. Read John 6:35-40 (2 min). 2. Sprint 1 — the seven “I am” sayings of John, each with its picture (bread, light and so on), in 45 seconds, then in 30. 3. Sprint 2 — Daniel macro: for each kingdom give its metal from Daniel 2, its beast from Daniel 7 and its name, in order, in 60 seconds. 4. Sprint 3 — location: have someone name ten scenes from this journey (the scarlet cord, the widow's vessels, the lame guest at the king's table, the golden image on the plain…) and give book and chapter for each in about five seconds. 5. Score each sprint and list weak spots with the room to drill. 6. Repeat the weakest sprint with a tighter limit.",
    reflectionQuestion:
      "Jesus said that whoever comes to Him will never be cast out. How does being able to recall His words quickly change what you can offer someone in need?",
    prayer:
      "Bread of life, You promise that whoever comes to You will never hunger and will never be cast out. Let what I have learned of You be ready on my lips, and let my speed serve love and never pride. Amen.",
  },
  {
    day: 81,
    week: 12,
    title: "Floor 7 Review: At the Laodicean Door",
    floor: 7,
    focus:
      "Floor 7 is the heart: from study to encounter. Its review brings all three rooms to Revelation 3:14-22, the message to Laodicea — lukewarm, self-satisfied and unaware of its need, yet loved, counselled and invited: “Behold, I stand at the door, and knock.” Let the Fire Room find the wound and the hope, let the Meditation Room slow you down on one phrase, and let the Speed Room test what you can recall of the seven churches.",
    scripture: "Revelation 3:14-22",
    activity:
      "1. Recall the core questions of FRm, MR and SRm (1 min). 2. Exegesis first: read Revelation 3:14-22 twice and write five observations — what Christ calls Himself, what Laodicea says of itself, what He counsels them to buy (4 min). 3. Fire: name the wound (v. 17) or the hope (v. 19-20) specifically, pray it back, and write a heart record. 4. Meditation: choose five to fifteen words — perhaps “I stand at the door, and knock” — breathe the phrase, repeat it 10–20 times and write a return plan. 5. Speed: name the seven churches of Revelation 2–3 in order within 30 seconds; score the sprint and note any weak spots. 6. Decide which of the three rooms you most need this month.",
    reflectionQuestion:
      "Jesus rebukes Laodicea because He loves: “As many as I love, I rebuke and chasten.” How does His love change the way you receive His rebuke?",
    prayer:
      "Faithful and true Witness, You stand at the door of my heart and knock. I confess I am more in need than I know. Give me Your gold tried in the fire, Your white raiment and Your eyesalve. I open the door; come in and sup with me. Amen.",
  },
];

/** Floor 8 — Master: Reflexive Mastery and the floor review (days 82–84). */
const floor8Days: DayLesson[] = [
  {
    day: 82,
    week: 12,
    title: "Reflexive Mastery · Learn: Teach Bartimaeus without Notes",
    floor: 8,
    roomId: "infinity",
    focus:
      "Floor 8 is the goal of the whole method: the structure becomes invisible instinct. Listeners hear the text and its Christ, not the rooms — yet an auditor could name the rooms in use. Mastery is proven by teaching and audit. You teach a passage you have not studied, without notes, for three to five minutes; then you audit what you actually did, pick one or two gaps, and drill them. There is no shortcut past Floors 1–7, and humility is part of the method.",
    scripture: "Mark 10:46-52",
    activity:
      "1. Pray briefly, then read Mark 10:46-52 twice — no commentaries and no notes (3 min). 2. Teach it aloud for three to five minutes — to an empty room, a family member or a voice recorder. 3. Immediately write down your outline, or a summary of what you said, before you analyse anything; aim for at least 150 words for an outline. 4. Audit: tag the rooms you used without thinking, one per line, with where each showed — for example “SR — roadside, cry, call, cloak, sight, following”. Tag only what you actually did. 5. Gaps: choose one or two rooms you did not use that would have served the text, and write a concrete drill plan for each — which room, which passage, how often. 6. Save the teaching audit.",
    reflectionQuestion:
      "Bartimaeus threw off his garment and came to Jesus. What did your teaching show of Jesus, and what would a listener have heard about Him?",
    prayer:
      "Son of David, have mercy on me. Thank You that You stop for those who cry out and ask what they want You to do. Let my teaching be like Bartimaeus following You in the way — not a display of what I know, but a road that leads others to You. Amen.",
  },
  {
    day: 83,
    week: 12,
    title: "Reflexive Mastery · Practice: A Psalm for a Study Partner",
    floor: 8,
    roomId: "infinity",
    focus:
      "Today's practice adds the room's last step: a second pair of ears. You teach an unstudied psalm and ask a study partner to read or listen and name the rooms they heard, then compare their tags with yours. The aim is seamless use — rooms audible to a listener, invisible in your delivery. Watch for the pitfalls of forcing every room into a talk mechanically, and of treating mastery as a title rather than a servant's tool.",
    scripture: "Psalm 46",
    activity:
      "1. Pray, then read Psalm 46 twice, without notes or study aids (3 min). 2. Teach it for three to five minutes — aloud, recorded, or to a listener. 3. Write the outline or summary straight afterwards. 4. Audit your own rooms, one per line, tag first, with where each showed. 5. Share the outline or recording with a study partner and ask them to tag the rooms they heard without seeing your list. 6. Compare: which rooms did you both hear? Which did you think you used that they missed? 7. Lay today's gaps beside yesterday's. If the same gap appears twice, write a drill plan for it first.",
    reflectionQuestion:
      "Where did your partner's tags differ from yours, and what does that teach you about the gap between what we intend and what others hear?",
    prayer:
      "God, our refuge and strength, a very present help in trouble: keep me humble as I learn to teach. Let people hear You and not my method. Make me still enough to know that You are God, and teachable enough to learn from my brothers and sisters. Amen.",
  },
  {
    day: 84,
    week: 12,
    title: "Floor 8 Review: Philip in the Chariot",
    floor: 8,
    focus:
      "Philip on the desert road is a picture of reflexive mastery: with no time to prepare, he met a man reading Isaiah 53, began at the same scripture and preached Jesus. The review of Floor 8 looks back over your audits, names the gaps that keep returning, and builds a drill plan for the weeks after this journey. It also audits someone else's teaching — not to judge it, but to train your ear.",
    scripture: "Acts 8:26-40",
    activity:
      "1. Read Acts 8:26-40 twice (4 min). 2. Audit Philip: which rooms can you hear in what Luke reports — where did Philip start, where did he go, and what did the eunuch do? Tag them. 3. Audit a sermon or Bible study you heard this week: which rooms did the teacher use, and which were missing? Keep your notes charitable. 4. Lay your day-82 and day-83 audits side by side and list every gap that appears more than once. 5. Write a 30-day drill plan: for each recurring gap, one room, one passage and one slot in your week. 6. Finish by answering the eunuch's question from memory in one paragraph: of whom does Isaiah 53:7-8 speak?",
    reflectionQuestion:
      "Philip “began at the same scripture, and preached unto him Jesus.” When you teach, where do your talks usually begin, and where do they end?",
    prayer:
      "Holy Spirit, You sent Philip to the desert road and opened Isaiah 53 to a seeker. Send me to those who are reading without understanding. Give me readiness without pride and words that lead to Jesus, and let others go on their way rejoicing. Amen.",
  },
];

/** Integration and commissioning (days 85–90): the rooms used together, then sent out. */
const integrationDays: DayLesson[] = [
  {
    day: 85,
    week: 13,
    title: "Integration · Palace Walkthrough I: Elijah at Horeb",
    floor: null,
    focus:
      "The final stretch puts the palace back together. For eighty-four days you have worked one room at a time; now you walk a single passage through many rooms in one sitting, as the floors were designed to be used. Today's walkthrough takes Elijah's flight to Horeb through Floors 1 to 4 — story and scene, observation and questions, freestyle links and Christ-centred depth — so that each room's findings feed the next.",
    scripture: "1 Kings 19:1-18",
    activity:
      "1. Read 1 Kings 19:1-18 once, straight through (4 min). 2. Floor 1: beat it out (SR), and enter the scene at the cave's mouth through the senses (IR), keeping to what the text gives. 3. Floor 2: write ten tagged observations (OR); write six questions across the three columns (QR) and chain one of them (QA) — perhaps “Why does God ask, What doest thou here, Elijah?” 4. Floor 3: name three relatives of verse 12 (BF). 5. Floor 4: test the Wilderness Testing pattern on the forty days (PRm); pair Elijah at Horeb with Moses at the same mountain (P‖, Exodus 33:18-23); write a Christ line (DR) and check the fruit of your reading (FRt). 6. In one paragraph, write what the rooms together showed that no single room could.",
    reflectionQuestion:
      "God fed Elijah before He questioned him. Which room showed you most clearly how God treats a discouraged servant?",
    prayer:
      "God of Elijah, You met Your exhausted prophet with bread, sleep and a still small voice. When I run and hide, feed me and speak to me, and send me back with a task and the knowledge that I am not alone. Amen.",
  },
  {
    day: 86,
    week: 13,
    title: "Integration · Palace Walkthrough II: Joshua's Filthy Garments",
    floor: null,
    focus:
      "The second walkthrough climbs the upper floors. In Zechariah 3, Joshua the high priest stands in filthy garments before the angel of the LORD, with Satan at his right hand to resist him. The LORD rebukes the accuser, the filthy garments are taken away, and a fair mitre is set on Joshua's head. It is a sanctuary scene, a great controversy scene and a judgment scene at once — and the gospel at its heart.",
    scripture: "Zechariah 3:1-10",
    activity:
      "1. Read Zechariah 3:1-10 (3 min). 2. BL: which sanctuary figure and service does the scene evoke, and what is Christ's fulfilment? 3. PR and 3A: where does this judgment scene meet Daniel 7:9-10 and the first angel's “hour of his judgment”? 4. FE: which feast's themes are present, and what is its status? 5. CEC: write the Christ-line for Zechariah 3, noting “my servant the BRANCH” in verse 8. 6. Three Heavens and Cycles: tag the horizons and the cycle — the first setting is @Cy. 7. Fire: name the wound or the hope the scene stirs, and pray it. 8. Meditation: take “Take away the filthy garments from him”, or another phrase of five to fifteen words, and repeat it. 9. Write one paragraph tying the floors together.",
    reflectionQuestion:
      "Joshua says nothing in his own defence; the LORD answers the accuser. What does that silence mean for you in the judgment?",
    prayer:
      "LORD, rebuke the accuser who stands against me. I have no clean garment of my own, but You cause my iniquity to pass from me and clothe me with change of raiment. Set Your righteousness on me like a fair mitre, and let me walk in Your ways. Amen.",
  },
  {
    day: 87,
    week: 13,
    title: "Integration · A Difficult Passage: Uzzah and the Ark",
    floor: null,
    focus:
      "Every serious student meets passages that trouble them. The palace does not skip them; it slows down. The death of Uzzah, struck down when he put out his hand to steady the ark, is one of Scripture's hardest scenes. Today you work it through the rooms that help most with difficult texts — observation before interpretation, Scripture answering questions, the sanctuary's own instructions and the Fruit Room's conscience — without rushing either to excuse God or to accuse Him.",
    scripture: "2 Samuel 6:1-11",
    activity:
      "1. Read 2 Samuel 6:1-11, then 1 Chronicles 15:2 and 13-15 (4 min). 2. OR: fifteen tagged observations — note the new cart, who drives it, what David feels, and what happens in Obed-edom's house. 3. QR: write your honest, uncomfortable questions, at least eight. 4. QA: chain the strongest with texts — begin with Numbers 4:15 and Numbers 7:9. 5. BL: what is the ark in the sanctuary, and what does its holiness teach about the way to approach God? 6. FRt: state the reading “God is harsh and unpredictable” and test its fruit; then find the balancing truths, revise and test again. 7. CEC: where is Christ when the holy presence of God comes near sinners? (Hebrews 10:19-22 is a place to start.) 8. Write what you now understand, and what you still do not.",
    reflectionQuestion:
      "The same ark that struck Uzzah blessed Obed-edom's house for three months. How does the sanctuary's way of approach hold both truths together?",
    prayer:
      "Holy God, You are not a god to be handled, yet You came near to dwell with us. Thank You for Jesus, who opened a way for sinners to approach You and live. Give me reverence without dread and nearness without carelessness, and when I cannot understand, keep me trusting. Amen.",
  },
  {
    day: 88,
    week: 13,
    title: "Integration · Cross-Testament Links: The Road to Emmaus",
    floor: null,
    focus:
      "On the Emmaus road the risen Jesus began at Moses and all the prophets and expounded in all the Scriptures the things concerning Himself. That is the palace's deepest conviction: Christ is the subject of all the Scriptures. Today you gather the cross-testament links you have built on this journey — gems, symbol cards, parallels, Christ-lines and theme grids — and walk them as the two disciples did, from Moses to the risen Lord.",
    scripture: "Luke 24:13-35",
    activity:
      "1. Read Luke 24:13-35 (4 min). 2. From your saved entries, list five links between the testaments that you made on this journey — for example the lifted serpent (day 11), the Lamb card (day 18), the two widows' sons (day 49), the promised Seed (day 64) and the filthy garments (day 86). 3. Arrange them as Jesus might have on the road: beginning at Moses, then the prophets, then the psalms and writings. 4. For each, write one sentence on what it shows of Christ's sufferings and the glory that followed (v. 26). 5. Add one new link you have not made before — a gem, a parallel or a Christ-line — and test it in the room it belongs to. 6. Finish with two sentences: where did your heart burn within you on this journey?",
    reflectionQuestion:
      "The two disciples knew Jesus in the breaking of bread after their hearts had burned over the Scriptures. Where have you recognised Him most clearly on this journey?",
    prayer:
      "Risen Lord, walk with me as You walked to Emmaus. Open the Scriptures to me, beginning at Moses and all the prophets, and make my heart burn within me. Abide with me, for the day is far spent, and make Yourself known to me. Amen.",
  },
  {
    day: 89,
    week: 13,
    title: "Integration · Preparing to Teach: The Woman at the Well",
    floor: null,
    focus:
      "The palace is built to be shared. Today you prepare a fifteen-minute Bible study on John 4:1-26, using whichever rooms serve the text and hiding the scaffolding. The goal is a study a newcomer could follow: the story told well, key words made clear, Christ at the centre, a question that opens hearts and an invitation to respond. Prepare as if you will lead it this week — and then arrange to lead it.",
    scripture: "John 4:1-26",
    activity:
      "1. Read John 4:1-26 twice (4 min). 2. Rough notes, one line per room you choose to use: SR beats; IR at the well at the sixth hour; OR details such as the waterpot; DC one key word (living water); ST a WATER card; CR the office Jesus exercises; DR the five dimensions; BL or FE only if the text truly evokes them. 3. State a single main point in one sentence. 4. Build the outline: an opening question, three movements that follow the text, the Christ-centre, and a closing invitation. 5. Write two open discussion questions that do not lead. 6. Press the whole study into a 150-word juice for your own clarity. 7. Write down whom you will teach it to, and when.",
    reflectionQuestion:
      "Jesus asked for a drink before He offered living water. What does His way with this woman teach you about how to begin a Bible study?",
    prayer:
      "Jesus, You sat weary by the well and offered living water to a woman others avoided. Give me Your patience and Your directness. As I prepare to teach, let me drink first myself, and then lead others to the One who told her all things that ever she did. Amen.",
  },
  {
    day: 90,
    week: 13,
    title: "Commissioning: Prepared to Seek, to Do and to Teach",
    floor: null,
    focus:
      "Ninety days ago you beat out the story of Joseph; today you are sent to keep walking the palace for the rest of your life. Ezra is the model: he prepared his heart to seek the law of the LORD, to do it, and to teach statutes and judgments in Israel — and the good hand of his God was upon him. Seek, do, teach: the whole palace in three verbs. Today you write the rule of life that carries the palace beyond this course, and you offer it to God.",
    scripture: "Ezra 7:6-10",
    activity:
      "1. Read Ezra 7:6-10 and underline the three verbs of verse 10 (3 min). 2. Look back: list the three rooms that changed your reading most, and the three you still find hardest. 3. Seek: write a weekly rotation that visits every floor at least once a month — for example a Floor 1 or 2 room on the first day of the week, a freestyle trigger every day, a Floor 4–6 room midweek, and the Fire or Meditation Room each morning. 4. Do: name one thing this journey has asked you to obey that you have not yet done, and when you will do it. 5. Teach: write the name of one person you will walk through the Story Room this month, and a date for your John 4 study. 6. Read 2 Timothy 2:2, then pray the prayer below as your commissioning.",
    reflectionQuestion:
      "Ezra prepared his heart before he sought, did and taught. What will preparing your heart look like over the next ninety days?",
    prayer:
      "Lord God of my fathers, thank You for these ninety days in Your Word. Let Your good hand be upon me. I prepare my heart to seek Your law, to do it and to teach it. Keep this palace from becoming a monument to my learning; make it a house where I meet You and bring others in. I give my mind, memory, heart and voice to Jesus, the centre of every room. Amen.",
  },
];

/** The 90-Day Palace Journey: a guided daily path through the 38 palace rooms. */
export const palaceJourneyDays: readonly DayLesson[] = [
  ...floor1Days,
  ...floor2Days,
  ...floor3Days,
  ...floor4Days,
  ...floor5Days,
  ...floor6Days,
  ...floor7Days,
  ...floor8Days,
  ...integrationDays,
];
