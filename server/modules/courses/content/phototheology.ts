import type { DayLesson } from "@common/schemas/course-content";

/**
 * The Phototheology Course, adult track (screens.md §7.2): 50 days in 8 weeks that build the palace room by room.
 * Week 1 (days 1–7) the vision and floor 1 with a review day; week 2 (8–14) floor 2 and review; week 3 (15–21)
 * floor 3 and review; week 4 (22–28) floor 4 and review; week 5 (29–35) floors 5–6 (sanctuary, prophecy, three
 * angels, feasts, Christ in Every Chapter, Room 66, heavens and cycles); week 6 (36–42) the Mathematics and Juice
 * rooms and floors 7–8; week 7 (43–49) integration; day 50 (week 8) completion and commissioning.
 * A day that teaches a room carries its floor and room id; review and integration days have neither.
 */
export const phototheologyDays: readonly DayLesson[] = [
  // ---------- Week 1 (days 1–7): the vision and floor 1, Furnishing ----------
  {
    day: 1,
    week: 1,
    title: "The Palace Vision and the Story Room",
    floor: 1,
    roomId: "sr",
    focus:
      "Phototheology turns Bible study into a memory palace: eight floors and thirty-eight rooms, each with one job and one core question. The palace exists for the reason Jesus gave on the Emmaus road, when He began at Moses and all the prophets and showed two travellers Himself in all the Scriptures. Every floor rests on the first room: sequence before meaning. You cannot interpret a story you cannot retell, so today you learn to carry a story as a short chain of beats.",
    scripture: "Luke 24:13-35",
    activity:
      "1) Read Luke 24:13-35 straight through once, without stopping to study. 2) Choose 3–7 beats, the moves that change the situation. Test each by asking, “After this, is the situation different?” The walk itself is setting, not a beat; the stranger joining them is a beat. 3) Label each beat with a word or phrase you can picture, three words at most (“Stranger”, “Broken bread”), and keep meaning-words such as “faith” or “revelation” out of the labels. 4) Chain the labels with arrows in time order. 5) Close your Bible and retell the story aloud from the labels alone. Where you stumble, a beat is missing or a label is vague; fix it and retell. 6) Write one arc sentence of 30 words or fewer that carries the story from the first beat to the last. 7) Save the chain as your first Story Room entry. You will return to it on Day 50.",
    reflectionQuestion:
      "The two disciples knew the facts of Good Friday yet could not see their meaning until Jesus opened the Scriptures. Where do you know the facts of a Bible story but have not yet seen Christ in it?",
    prayer:
      "Lord Jesus, You walked beside two discouraged disciples and opened the Scriptures until their hearts burned. Walk with me through these fifty days. Give me patience to learn the story before I hurry to its meaning, and teach me to find You in Moses, the prophets and the psalms. Build in me a palace where Your Word is remembered, loved and obeyed. Amen.",
  },
  {
    day: 2,
    week: 1,
    title: "Imagination Room: Inside Simon's House",
    floor: 1,
    roomId: "ir",
    focus:
      "The Imagination Room turns a passage into an experienced memory. You enter the scene through the five senses with a sanctified imagination, one that serves the text and never adds to it. Experienced scenes stick where information fades, but the discipline matters as much as the colour: what the text states and what its world makes certain may stay; invented events, speeches and motives must go. Today you stand in a Pharisee's dining room while a weeping woman anoints the feet of Jesus.",
    scripture: "Luke 7:36-50",
    activity:
      "1) Read Luke 7:36-50 and fix the setting from the text: a Pharisee's house, a meal, guests at table, Jesus the invited guest, a woman of the city who comes in uninvited. 2) Choose where you stand, perhaps as a servant by the wall, and stay there. 3) Write one short line for each sense: sight (the alabaster box, hair let down to wipe His feet), sound, touch, smell, taste. If a sense has nothing honest to give, leave it empty; four good lines beat five forced ones. 4) Check every detail against the text and strike what it does not support: the woman's back-story, a name, words she never speaks, anachronisms. Notice that Simon's objection is only thought (v. 39), yet Jesus answers it. 5) Write one resonance sentence: where does this scene meet your own life? Keep the whole entry under 250 words.",
    reflectionQuestion:
      "Simon saw a sinful woman; Jesus saw someone who loved much because she had been forgiven much. Which person in this room do you most resemble today, and why?",
    prayer:
      "Father, thank You for a Saviour who did not draw back from tears and ointment and a ruined reputation. Sanctify my imagination so that it serves Your Word and never embroiders it. Let me stand in the scenes of Scripture until they are as real to me as my own kitchen, and let the love of the forgiven grow in me. In Jesus' name, amen.",
  },
  {
    day: 3,
    week: 1,
    title: "24FPS Room: A Frame for Every Plague",
    floor: 1,
    roomId: "24fps",
    focus:
      "Your Bible has 1,189 chapters. The 24FPS Room gives each one a single vivid frame, like one frame of film, so that a chapter number summons a picture and the picture returns the number. This is memory engineering: the frame is a hook, not a summary or a doctrine. Odd details stick best, and objects beat abstractions. The plague chapters of Exodus are an ideal workout, because several of them hold more than one plague and each frame must belong to its own chapter alone.",
    scripture: "Exodus 7-12",
    activity:
      "1) Skim Exodus 7–12 one chapter at a time, asking what a child would remember from it tomorrow. 2) For each chapter choose one concrete, drawable element unique to that chapter. Example: Exodus 11 = a dog in the street with its tongue perfectly still while a cry rises over Egypt (11:7). 3) Where a chapter holds several plagues (8, 9 and 10), pick the oddest or most visible one, such as frogs climbing into the ovens and kneading troughs, rather than crowding all of them into one frame. 4) Keep each frame to a scene you could sketch in ten seconds, 5–20 words long. No titles: “The Passover” is a heading; blood brushed on a doorpost with a bunch of hyssop is a frame. 5) Test both ways: number to image, then image to number. Add a number hook where one fails. 6) Record the six pairs in your frame index and test them again tomorrow without looking.",
    reflectionQuestion:
      "Which of your six frames was hardest to make, and what does that tell you about the chapter: too familiar, too crowded, or too much like its neighbours?",
    prayer:
      "Lord of Moses and Pharaoh, You did wonders in Egypt that Israel was told to tell their children. Help me remember Your works as they did, chapter by chapter, so that Your Word is ready in my mind when I need it. Make my memory a servant of Your glory and not of my pride. Amen.",
  },
  {
    day: 4,
    week: 1,
    title: "Bible Rendered: Seeing the Whole Bible from the Air",
    floor: 1,
    roomId: "br",
    focus:
      "Bible Rendered is the palace's aerial map. The 1,189 chapters are cut into fifty blocks of 24, and each block receives one glyph: a symbol, a pictogram, a single capitalised word or a palace letter code. Recite the fifty glyphs in order and you hold the whole storyline at once, able to place any chapter inside it. Jesus spoke of the Scriptures as one whole, the law, the prophets and the psalms, all concerning Himself. This room trains you to see that whole before you study its parts.",
    scripture: "Luke 24:44",
    activity:
      "1) Take block 1 (Genesis 1–24). Skim it, or run through what you remember of its chapters, and ask: if this block were one scene in the Bible's film, what would be happening? 2) Choose one glyph you can write in two seconds: a symbol (↑ → ○ △ ×), a pictogram (tent, star, ladder) or one word (SEED, CALL). 3) Write a rationale of one or two sentences naming the dominant movement, not a retelling of every chapter. 4) Repeat for block 2 (Genesis 25–48). 5) Now block 3 (Genesis 49 – Exodus 22). It crosses from one book into the next, so it needs a glyph that bridges both, and yesterday's plague frames fall inside it. 6) Recite the three glyphs in order five times, then write them from memory with their ranges. 7) Keep these glyphs fixed from now on, because changing one erases what you memorised. Add a few blocks each week until your legend reaches fifty.",
    reflectionQuestion:
      "Looking at your first three glyphs, what has God been doing across these 72 chapters that you might miss if you only ever read one chapter at a time?",
    prayer:
      "Lord Jesus, You opened the understanding of Your disciples so that they saw one story running through the law, the prophets and the psalms. Lift my eyes above the single verse and the single chapter. Show me the whole sweep of Your purpose, from the garden to the city, and let me find my own small place inside it. Amen.",
  },
  {
    day: 5,
    week: 1,
    title: "Translation Room: Dry Bones in Three Panels",
    floor: 1,
    roomId: "tr",
    focus:
      "The Translation Room turns words into pictures, which are easier to remember and to teach. It works at three scales: a verse becomes one icon, a passage a three-panel strip, a book a mural with stations. The rule is to translate the Bible's own imagery rather than invent new metaphors, and to keep pictures simple, concrete and uncrowded. Bad drawing is welcome. Ezekiel's valley of dry bones was made for this room: the prophet himself received the message as a picture before he heard it explained.",
    scripture: "Ezekiel 37:1-14",
    activity:
      "1) Read Ezekiel 37:1-14 twice. 2) Split verses 1-10 into beginning, middle and end. 3) Draw or describe one key image for each panel, tied to its verses: for example, a valley floor covered with very dry bones (vv. 1-3); bones rattling together, covered with sinew and skin but lying still (vv. 7-8); a great army standing up as the wind breathes into them (vv. 9-10). Make your own choices, but use only images the text supplies. 4) Read the strip without captions. If it needs words to make sense, sharpen a picture. 5) Now shrink to one verse: make Ezekiel 37:4 a single icon, with one distinguishing detail so it cannot be confused with Genesis 2:7, where breath also gives life. 6) Look away and test: does each picture give you back its text? 7) Note what verses 11-14 say the picture means, for a people who said their hope was lost.",
    reflectionQuestion:
      "Ezekiel's bones lived only after the word was spoken over them. Where in your life or church does something look as lifeless as that valley, and what word of God does it need to hear?",
    prayer:
      "Breath of God, You asked Your prophet whether dry bones could live, and then You showed him that they could. Where my faith is brittle and my hope feels cut off, speak Your word and breathe. Give me pictures of Your truth that I can carry and share, and keep me faithful to the images You have chosen. Amen.",
  },
  {
    day: 6,
    week: 1,
    title: "Gems Room: Names on the High Priest's Heart",
    floor: 1,
    roomId: "gr",
    focus:
      "The Gems Room sets two to four texts from different books side by side until a truth appears that none of them shows alone. A true gem is anchored, because each link rests on what the text really says in its own context; rare, because no single text states it plainly; and usable, because you could preach it, answer a question with it or pray with it. Forced links and trivia are not gems. Today you start from Aaron's breastplate, whose twelve engraved stones carried Israel's names into the presence of God.",
    scripture: "Exodus 28:29",
    activity:
      "1) Read Exodus 28:9-12 and 28:15-30 in context: names engraved on two onyx stones on the shoulders and on twelve precious stones over the heart, worn as a memorial before the LORD continually. 2) Ask where else Scripture engraves names or sets precious stones. Read Isaiah 49:14-16, Hebrews 7:24-25 and Revelation 21:10-21, each in its own context first. 3) Choose two or three of these to sit beside Exodus 28:29. 4) State in one or two sentences the truth that appears only when they are combined. 5) Test it: anchored (is each link a clear text and not just a shared word)? rare (does any one text already say it)? usable (where would you use it)? If it fails, drop a text or try another. 6) Give the gem a short title and write a use case: a communion meditation, an answer for someone who feels forgotten, or a prayer. 7) Save the card; gems are collected to be spent.",
    reflectionQuestion:
      "Think of someone who feels forgotten by God. How would you use today's gem with them, and which single text would you open first?",
    prayer:
      "Great High Priest, You carry Your people's names before the Father, not on onyx and gold but on hands that were pierced for us. When I feel forgotten, remind me that You have not forgotten me. Teach me to set Your words side by side until they shine, and to spend every gem I find on someone who needs it. Amen.",
  },
  {
    day: 7,
    week: 1,
    title: "Week 1 Review: Chariots of Fire at Dothan",
    floor: null,
    focus:
      "Floor 1 is the Furnishing floor. It stocks the palace with stories, scenes, frames, glyphs, pictures and gems, because you cannot interpret what you cannot remember. Today you run one passage through all six rooms to feel how they work together: the Story Room orders it, the Imagination Room enters it, 24FPS hooks its chapter, Bible Rendered places it on the map, Translation pictures it and the Gems Room sets it beside other texts. Elisha's servant at Dothan has his eyes opened; so does this floor.",
    scripture: "2 Kings 6:8-23",
    activity:
      "Work briskly, a few minutes per room. 1) SR: read 2 Kings 6:8-23 once, write 3–7 beats with labels of three words or fewer and one arc sentence, then retell the story aloud from the labels. 2) IR: stand on the wall of Dothan at dawn beside the servant. Write one line per sense and strike anything the text does not allow. 3) 24FPS: the chapter opens with an axe head floating on the Jordan (vv. 1-7). Choose one frame for the whole of 2 Kings 6 and test it both ways. 4) BR: 2 Kings 6 sits in block 14 (1 Kings 22 – 2 Kings 23). Write the glyph you would give that block, or note it for later. 5) TR: make verse 17 one icon with a distinguishing detail. 6) GR: set verse 16 beside Psalm 34:7 and Hebrews 1:14 and state the gem in one sentence. 7) Mark the room that felt weakest this week and plan one extra entry in it.",
    reflectionQuestion:
      "The servant saw the enemy army before he saw the horses and chariots of fire. What do you usually see first in a crisis, and what did this week's rooms teach you about seeing more?",
    prayer:
      "Lord, open my eyes, as You opened the eyes of Elisha's servant, to see that those who are with us are more than those against us. Thank You for this first week of building. Keep what I have stored from slipping away, and let every story, scene and picture in my mind lead me back to You. Amen.",
  },
  // ---------- Week 2 (days 8–14): floor 2, Investigation ----------
  {
    day: 8,
    week: 2,
    title: "Observation Room: Counting Loaves and Companies",
    floor: 2,
    roomId: "or",
    focus:
      "Floor 2 makes you a detective, and the Observation Room is where every investigation begins: read out of the text before reading into it. You produce a long numbered list of plain observations, the raw data every interpreting room will later use. The factual layer comes first (people, numbers, objects, places, times, actions, order), then the deeper layer (grammar, repetition, contrast, structure, omission, emphasis). An observation can be checked by pointing at a verse; an interpretation cannot.",
    scripture: "Mark 6:30-44",
    activity:
      "1) Read Mark 6:30-44 two or three times without writing, once aloud, because the ear catches repetitions the eye skips. 2) Factual layer: number your observations and tag each with its category. Who arrives, who speaks, who is silent? Count everything the text counts: loaves, fishes, pennyworth, ranks, baskets, men. Note the places (a desert place, the ship, the green grass), the times (the day far spent) and every action verb with its subject. 3) Deeper layer: connectives, commands, questions, what repeats and what contrasts, such as the disciples' plan to send the crowd away beside His command to feed them. 4) Write observations only. “He looked up to heaven” is an observation; “He trusted His Father” belongs to later rooms. 5) Keep going past twenty; the first ten are the ones everybody sees. 6) Read once more and add five more. 7) List two or three questions your observations raise.",
    reflectionQuestion:
      "Which observation surprised you most: something you had read many times and never noticed? Why do you think you had skipped it before?",
    prayer:
      "Lord Jesus, You saw the crowd as sheep without a shepherd before You fed them. Slow me down to see what You have written: every number, every word, every silence. Keep me from rushing to my own ideas. Teach me to look carefully, because careful looking is a kind of reverence. Amen.",
  },
  {
    day: 9,
    week: 2,
    title: "Def-Com Room: The Words of a Sympathetic Priest",
    floor: 2,
    roomId: "dc",
    focus:
      "The Def-Com Room fixes what key words meant to their first hearers, in their original language and culture, and then consults careful interpreters without letting them overrule the text. Definitions come first: the original word, its Strong's number, a lexicon sense and where else the Bible uses it. Culture comes next, then two or three short, labelled commentary excerpts, and last your own synthesis, in which the text decides. Hebrews 4:14-16 turns on a few weighty words about how near our High Priest has come.",
    scripture: "Hebrews 4:14-16",
    activity:
      "1) Read Hebrews 4:14-16 in the KJV and in one other translation, and note where the renderings differ. 2) Choose the three to five weightiest words. Good candidates: “touched with the feeling” (Greek sympatheō, G4834), “infirmities”, “tempted”, “boldly” (parrēsia, G3954) and “throne”. 3) For each, record the Greek word, its Strong's number, a short lexicon definition and one other place the New Testament uses it. 4) Culture: write one note on what the first readers knew about a high priest's access to God (start with Leviticus 16:2), and one on what open, bold speech meant for a free citizen. 5) Commentary: find two short excerpts from careful interpreters, each under 60 words and labelled with its author. 6) Synthesis: write 40–200 words on where the sources agree and differ, let the passage decide between them, and end with what it says about Christ.",
    reflectionQuestion:
      "Which word changed your picture of Jesus most today? How would approaching God with that word in mind change the way you pray tonight?",
    prayer:
      "Jesus, my High Priest, You have passed into the heavens, and yet You are touched with the feeling of my weakness. Thank You that I need not creep toward Your throne but may come boldly to find mercy and grace. Keep me humble before the scholars and humbler still before Your Word, which always has the last say. Amen.",
  },
  {
    day: 10,
    week: 2,
    title: "Symbols Room: Following the Oil",
    floor: 2,
    roomId: "st",
    focus:
      "The Symbols/Types Room builds a personal dictionary of God's imagery. It assumes God uses His symbols consistently, so a symbol is traced through the canon before it is defined, and every card must land in Christ. A card has four parts: the symbol, its scope in five to ten texts, its sign in one sentence and its Christ-locus. Exceptions are recorded, not hidden. Today's symbol is oil, which feeds a lamp, marks a king and flows from two olive trees in Zechariah's vision. Even the titles Messiah and Christ mean “Anointed.”",
    scripture: "Zechariah 4:1-14",
    activity:
      "1) Read Zechariah 4:1-14 and note what the oil does there and what the angel says the vision means (v. 6). 2) Scope: trace oil through at least six of these texts, reading each in context: Exodus 27:20; Exodus 30:25-30; 1 Samuel 16:13; Psalm 45:7; Isaiah 61:1; Matthew 25:1-13; Acts 10:38; James 5:14; 1 John 2:20. 3) Decide the usage: consistent, consistent with exceptions, or different by context. Psalm 104:15, where oil makes the face shine at a feast, may be an exception; record it rather than hide it. 4) Sign: one sentence for what oil stands for across your texts. If you need two sentences, you may have two symbols. 5) Christ-locus: using Luke 4:18 and Acts 10:38, write one or two sentences on Jesus as the Anointed One. 6) Save the card, test it whenever oil appears in your reading, and revise it if Scripture corrects you.",
    reflectionQuestion:
      "Zechariah's lamp burned because oil flowed to it without pause. Where are you trying to keep a light burning by your own might, and what would depending on the Spirit look like there?",
    prayer:
      "Holy Spirit, You anointed Jesus of Nazareth with power, and You fill the lamps of His people. I confess how often I work by might and by power. Fill me again so that my light does not run dry. Teach me to read Your symbols as You wrote them, and let every trail I follow bring me to Christ, the Anointed One. Amen.",
  },
  {
    day: 11,
    week: 2,
    title: "Symbols Room: The Serpent on the Pole",
    floor: 2,
    roomId: "st",
    focus:
      "Some symbols are simple; others test your honesty. The serpent usually stands for the deceiver and the deadly bite of sin, from Eden to the dragon of Revelation. Yet Jesus told His disciples to be wise as serpents, and He compared His own lifting up to the bronze serpent Moses made. A good symbol card records such tensions instead of smoothing them over, and asks why God would use the image of the enemy to picture the cure. The answer leads straight to the cross.",
    scripture: "Numbers 21:4-9",
    activity:
      "1) Read Numbers 21:4-9: the complaint, the fiery serpents, the confession, the bronze serpent, the look that brought life. 2) Scope: read Genesis 3:1-15; Isaiah 27:1; Matthew 10:16; John 3:14-15; 2 Corinthians 5:21; Revelation 12:9; and finally 2 Kings 18:4. 3) Usage: is the serpent consistent, consistent with exceptions, or used differently by context? Where do Matthew 10:16 and the bronze serpent fit? 4) Sign: write one sentence on what the serpent signifies across these texts. 5) Christ-locus: using John 3:14-15 and 2 Corinthians 5:21, explain in one or two sentences why the image of the curse, lifted up and judged, pictures the One who was made sin for us. 6) Note 2 Kings 18:4, where Hezekiah broke the bronze serpent because Israel was burning incense to it. Write one line on what happens when a God-given symbol is worshipped instead of the God it points to.",
    reflectionQuestion:
      "The bitten Israelite was healed by looking, not by treating the wound himself. What are you trying to fix in yourself that you need instead to bring to the cross and look?",
    prayer:
      "Lord Jesus, You were lifted up so that whoever looks to You in faith may live. Where the old serpent has bitten me with pride, fear or sin, I look to You. Keep me from turning any gift of Yours, even a symbol or a method of study, into an idol. Let every card in my dictionary point past itself to You. Amen.",
  },
  {
    day: 12,
    week: 2,
    title: "Questions Room: Wrestling at the Jabbok",
    floor: 2,
    roomId: "qr",
    focus:
      "The quality of your questions sets the depth of your understanding. The Questions Room builds a three-column map: INTRA questions the passage raises about itself, INTER questions that send you across Scripture, and PALACE questions that run the text through the framework (cycle, heaven, sanctuary article, where Christ is, dimension, time zone, genre). Weak questions are rewritten, and the strongest are starred as tomorrow's work list for the Q&A Chains Room. Few passages raise more questions than Jacob's night at the Jabbok.",
    scripture: "Genesis 32:22-32",
    activity:
      "1) Read Genesis 32:22-32 twice. 2) INTRA: write at least five questions the passage raises about itself: its order, its word choices, what is left unsaid, why each person acts as he does. Why does the man ask Jacob's name? Why will he not give his own? 3) INTER: write at least five that send you elsewhere. Where does another book revisit this night (Hosea 12:3-5)? Where else does someone ask a heavenly visitor's name? How does Jacob's limp compare with other people God has humbled? 4) PALACE: write at least five, using the checklist. Which cycle is this? Where is Christ? What does “face to face” suggest about meeting God? Which time zone? 5) Rewrite weak questions: turn yes/no questions into open ones, remove leading questions, and delete statements with a question mark on the end. 6) Aim for 15–20 in all. 7) Star the five strongest and save the map.",
    reflectionQuestion:
      "Which question on your map makes you uncomfortable, and why might that one lead to the richest answer?",
    prayer:
      "God of Jacob, You met a frightened man alone in the dark and left him limping and blessed. I bring You my questions, the clear ones and the uneasy ones. Keep me from questions that only confirm what I already think. Wrestle with me until I cling to You, and do not let me go without Your blessing. Amen.",
  },
  {
    day: 13,
    week: 2,
    title: "Q&A Chains Room: Who Wrestled with Jacob?",
    floor: 2,
    roomId: "qa",
    focus:
      "The Q&A Chains Room answers your starred questions with Scripture instead of opinion. For each question you chain two to four texts that speak directly to it (clear texts before obscure ones, teaching before inference from narrative, every text read in its own context) and write a synthesis of one to three sentences that follows from those texts alone. Hosea, writing centuries after Jacob, returns to the night at the Jabbok and says who was there and what Jacob did, which makes his words a natural first link.",
    scripture: "Hosea 12:3-6",
    activity:
      "1) Take the five starred questions from yesterday's map. If “Who wrestled with Jacob?” is not among them, add it. 2) Build that chain first. Read Hosea 12:3-5 and note what it calls the wrestler and what it says Jacob did. Add Genesis 32:30, Genesis 48:15-16 and John 1:18, and note each text in one line. 3) Write a synthesis of one to three sentences that answers only from those texts. Check it: does every claim stand on a text, or have you added opinion? 4) Build a second chain for another starred question, for example “Why does the visitor refuse to give his name?”, using Judges 13:17-18 and Isaiah 9:6. 5) Build a third chain if time allows. 6) If you cannot find two direct texts for a question, refine it, or record honestly that Scripture says less than you hoped. That is a valid answer too.",
    reflectionQuestion:
      "Hosea says Jacob “wept, and made supplication.” His victory looked like tears and clinging. What does that suggest about what it means to prevail with God in prayer?",
    prayer:
      "Lord God of hosts, the LORD is Your memorial. Thank You that You let Your Word answer my questions and do not leave me to guess. Teach me to let Scripture speak before I do, to build answers I can show and not only assert, and to be honest where You have chosen to say less. Amen.",
  },
  {
    day: 14,
    week: 2,
    title: "Week 2 Review: A Detective at Bethesda",
    floor: null,
    focus:
      "Floor 2 trains precision. This week you observed before interpreting, fixed the meaning of words, traced symbols through the canon, asked sharp questions and let Scripture answer them. Today you run all five investigation rooms over one passage in a single sitting, in the order a detective works. The healing at the pool of Bethesda rewards this floor: a counted number of porches, a man ill for thirty-eight years, a question that sounds strange, and a command given on the Sabbath.",
    scripture: "John 5:1-15",
    activity:
      "1) OR (5 minutes): read John 5:1-15 twice and list at least fifteen numbered observations, factual layer first. Count what the text counts. 2) DC (3 minutes): choose one key word, such as “whole” in verses 6, 9, 11, 14 and 15, and find its Greek word, its Strong's number and where else John uses it. 3) ST (2 minutes): water appears in this passage. Take a symbol card you have made, or start one, and test this passage against it. Does the pool fit the card, or is this water simply water? 4) QR (4 minutes): write at least three questions in each column and star the three strongest. 5) QA (5 minutes): chain one starred question with two or three texts and a synthesis. “Why did Jesus ask a man ill for 38 years whether he wanted to be made whole?” is a good candidate. 6) Which room still feels slow? Schedule one more entry there this week.",
    reflectionQuestion:
      "The man answered Jesus' question with an explanation of why nothing could change. How do you sometimes answer God's offers with reasons why things must stay as they are?",
    prayer:
      "Lord of the Sabbath, You walked among the waiting sick at Bethesda and spoke the word that made a man whole. Thank You for a week of learning to look closely at Your Word. Make me a patient investigator and a quick believer, and when You ask me whether I want to be made whole, let me answer yes. Amen.",
  },
  // ---------- Week 3 (days 15–21): floor 3, Freestyle ----------
  {
    day: 15,
    week: 3,
    title: "Nature Freestyle: Ask the Beasts",
    floor: 3,
    roomId: "nf",
    focus:
      "Floor 3 takes the palace out of the study. Nature Freestyle reads creation as a sermon, as Jesus did with seeds, birds and lilies, and scatters memory triggers through the world so that an ordinary walk becomes review. The verse decides what the object teaches, never the other way round. Creation declares God's power and Godhead, but salvation is revealed in the Word, so nature illustrates Scripture and never replaces it. Job says the beasts, the birds, the earth and the fish can teach you. Today you go and ask them.",
    scripture: "Job 12:7-10",
    activity:
      "1) Read Job 12:7-10, then go outside or to a window for ten minutes. 2) Observe one object or event closely and name one or two of its traits: not only what it looks like, but what it does. 3) Ask which biblical truth that trait parallels, preferring images Scripture itself uses. Possible starting points: a spider's web (Job 8:13-15), dew on the grass (Hosea 14:5), a fallen leaf (Isaiah 64:6), a bird finding food (Matthew 6:26). 4) Read your verse with a few verses either side. Is the writer making the point you want to make? If the link needs ingenuity, drop it. 5) Write a one-line lesson a child could repeat, 25 words or fewer. 6) Log it: object → verse → lesson → use. Make the use concrete: a prayer when you pass the same tree tomorrow, a word to a child, a trigger for reviewing the verse.",
    reflectionQuestion:
      "Which ordinary object did you pass today without noticing? If you connected it with a verse, what would it remind you of every time you see it?",
    prayer:
      "Creator God, the heavens, the beasts and the grass all bear Your fingerprints, and in Your hand is the life of every living thing. Open my eyes on ordinary walks to the sermons You have planted. Keep me from inventing meanings You never gave, and let every familiar thing call Your Word back to mind. Amen.",
  },
  {
    day: 16,
    week: 3,
    title: "Personal Freestyle: A Well You Could Not See",
    floor: 3,
    roomId: "pf",
    focus:
      "Personal Freestyle reads your own story in the light of biblical narratives to discern patterns, warnings and encouragements, and to bank honest testimony. Scripture stays the main story; your life is read in its light, never the reverse. The key is a structural parallel, the same shape of events rather than a shared topic, and a grace pattern, where God acted first. Hagar in the wilderness shows such a shape: resources exhausted, a cry, a God who hears, and a provision nearer than she knew.",
    scripture: "Genesis 21:14-19",
    activity:
      "1) Read Genesis 21:14-19 slowly and write the shape of the story in five short steps (for example: sent out → water spent → cry → God hears → eyes opened). 2) Pick one significant event from your own life, far enough behind you to describe without raw anger. Joys count as much as trials. 3) Describe it factually in two or three sentences: what happened, when, and what it cost or gave you. 4) Test the parallel. Does your story share Hagar's shape, or does it fit another, such as Elijah fed by ravens (1 Kings 17:1-6) or Joseph forgotten in prison (Genesis 40:23)? The shape must match, not just one detail. 5) Connect humbly: what God did there, He may be doing here. Say “may be”, not “God told me.” 6) Write a one- or two-sentence lesson about grace, and note who might one day need to hear it as testimony. The entry stays private unless you share it.",
    reflectionQuestion:
      "“God opened her eyes, and she saw a well.” The water was already there. Where might God have provided for you before you noticed, and what kept your eyes closed?",
    prayer:
      "You are the God who sees and the God who hears, even the cry of a boy under a bush in the wilderness. Thank You for every time You provided before I knew to ask. Keep me from making myself the hero of my own story. Let my life be read in the light of Yours, and let my testimony point to what You have done. Amen.",
  },
  {
    day: 17,
    week: 3,
    title: "Bible Freestyle: The Family of Romans 5:8",
    floor: 3,
    roomId: "bf",
    focus:
      "Bible Freestyle makes you a human cross-reference system. Verses that share theological DNA are relatives: brothers make nearly the same statement (a parallel, a quotation, the same promise in almost the same words), while cousins approach the same theme from another angle. Shared meaning, not shared vocabulary, makes a family. The output is a short cluster of linked verses, not an essay, and three true relatives beat five distant ones. Today's anchor is a clear statement of the gospel: God's love shown while we were still sinners.",
    scripture: "Romans 5:8",
    activity:
      "1) Read Romans 5:6-11 for context, then state the DNA of verse 8 in a phrase, for example “God's love proved by Christ's death for sinners, before any change in them.” 2) Find three to five relatives by word search, theme search, parallels and memory. Candidates to test: 1 John 4:9-10; John 3:16; Ephesians 2:4-5; Titus 3:4-5; 1 Peter 3:18; Luke 15:20. 3) Read each in context. Does it share the DNA, especially the “while we were yet sinners” element, or only the word “love”? Drop any that fail. 4) Label each relative as a brother or a cousin and write a link note of 25 words or fewer. 5) Record the cluster: anchor → relatives. 6) Speed check: close everything and name three relatives of Romans 5:8 aloud in 30 seconds.",
    reflectionQuestion:
      "Which relative added something to Romans 5:8 that the anchor alone did not say? How would you use that pair with someone who believes they must improve before God will accept them?",
    prayer:
      "Father, You did not wait for me to become lovable. While I was still a sinner, Christ died for me. Let this truth sink so deep that its relatives come to mind unbidden, in conversation, in temptation, in the night. Make me a living cross-reference of Your grace, quick to find the verse someone else needs. Amen.",
  },
  {
    day: 18,
    week: 3,
    title: "Bible Freestyle: Brothers by Quotation, at Speed",
    floor: 3,
    roomId: "bf",
    focus:
      "When the New Testament quotes the Old, it hands you a pair of brothers ready-made. Hebrews 13:5-6 quotes two promises in one breath: God's pledge never to leave or forsake His people, and a psalm's confidence that the Lord is my helper. Today you trace those quotations to their sources, add cousins, and then practise for speed, because a cluster you cannot recall in a conversation has not yet done its job. The goal is three relatives of a verse in thirty seconds, verified afterwards.",
    scripture: "Hebrews 13:5-6",
    activity:
      "1) Read Hebrews 13:5-6 and find where each quotation comes from: Deuteronomy 31:6-8 and Joshua 1:5 for the first, Psalm 118:6 for the second. Read each source in context. Who first received the promise, and in what crisis? 2) Label these as brothers, then add two cousins, for example Matthew 28:20 and Isaiah 41:10, each with a link note of 25 words or fewer. 3) Speed rounds: for each of these anchors set a 30-second timer and name three relatives aloud without looking: Psalm 46:1, Isaiah 40:31, Philippians 4:19, John 14:27. Write down whatever came, and skip a blank rather than stall. 4) Verify: look up every relative you named. Keep the true relatives and cross out those that share only a word. 5) Record your best cluster as a full entry. 6) Note which anchor left you blank; practise it again tomorrow.",
    reflectionQuestion:
      "Hebrews sets God's promise against the love of money: contentment rests on His presence. What are you tempted to lean on for security instead of the promise that He will never leave you?",
    prayer:
      "Lord, You promised Joshua that You would never leave him, and You have repeated that promise to me. Let it be the first verse that comes to mind when I am anxious, and let me have it ready for a friend who is afraid. Make my memory quick and my heart content, because You are my helper. Amen.",
  },
  {
    day: 19,
    week: 3,
    title: "History Freestyle: The Dust Bowl and the Land's Sabbath",
    floor: 3,
    roomId: "hf",
    focus:
      "History and Social Freestyle uses secular history and current events as gospel illustrations and warnings, with Scripture interpreting culture and never the reverse. Understand the event on its own terms first, because a wrong fact discredits a true lesson; connect it precisely to a biblical pattern, warning or principle; then check that no agenda is steering. Leviticus 25 gave the land a sabbath every seventh year. The American Dust Bowl of the 1930s, when over-ploughed prairie soil blew away in black storms, pictures what happens when nothing is allowed to rest.",
    scripture: "Leviticus 25:1-7",
    activity:
      "1) On its own terms: read a short, reliable account of the Dust Bowl and note the basic facts: where, when, what caused it (years of drought on prairie whose holding grass had been ploughed away) and what changed afterwards. Correct anything you thought you knew. 2) Read Leviticus 25:1-7 and 2 Chronicles 36:21, and note who benefits from the land's rest. Galatians 6:7 adds a principle of sowing and reaping. 3) Connect precisely: is this a pattern, a warning or a principle? Name the exact verse. 4) Write a lesson of one or two sentences that a listener could remember. 5) Choose a use: sermon illustration, discussion starter, class or personal reflection. 6) Re-check: would you read Leviticus 25 the same way if the Dust Bowl had never happened? Apply the lesson first to your own calendar and habits, and never as a point scored against any group.",
    reflectionQuestion:
      "What in your life is being worked without rest: your body, your family, your congregation, your faith? What would a sabbath for it look like this month?",
    prayer:
      "Lord of the Sabbath, You built rest into the land, the week and the soul, and You warned what happens when it is denied. Forgive me where I have driven myself and others without pause. Teach me to read history with humility, to draw its lessons for my own heart first, and to trust You enough to stop. Amen.",
  },
  {
    day: 20,
    week: 3,
    title: "Listening Room: Catch It, Check It, Do It",
    floor: 3,
    roomId: "lr",
    focus:
      "The Listening Room turns passive hearing into active capture. Sermons, conversations, songs and even adverts echo Scripture, and the room trains you to catch the echo, record it at once, verify it against the text and then act on it. Each capture gets a verdict: verified, not in Scripture, or misapplied. Many well-loved “verses” are proverbs, and some real verses travel without their context. Discernment here serves your own obedience, not a collection of other people's mistakes, as James warns of the hearer who forgets the face he saw in the mirror.",
    scripture: "James 1:22-25",
    activity:
      "1) Read James 1:22-25. 2) Test four sayings often quoted as Scripture. For each, record the saying, search for it, give a verdict (verified, not in Scripture, misapplied), and write the nearest text and what it actually says: “Money is the root of all evil” (see 1 Timothy 6:9-10); “The lion shall lie down with the lamb” (see Isaiah 11:6 and 65:25); “This too shall pass”; “Pride goes before a fall” (see Proverbs 16:18). 3) Think back over the last three days, a sermon, a conversation, a song, and capture one biblical echo you heard, with who said it and when. 4) Verify it the same way. 5) Write one action step for today that the verified text asks of you; not a correction for the speaker. 6) Set a weekly reminder to review your captures and note what you actually did.",
    reflectionQuestion:
      "James says the doer is blessed in the doing, not in the hearing. Of everything you have learned in these twenty days, what have you heard but not yet done?",
    prayer:
      "Lord, I hear so many words in a day. Tune my ears to catch Your Word wherever it echoes, and give me the humility to check what I think I know. Make me a doer and not a forgetful hearer. When I find an error, let me use it to obey You better, not to feel superior to anyone. Amen.",
  },
  {
    day: 21,
    week: 3,
    title: "Week 3 Review: A Freestyle Day in Psalm 19",
    floor: null,
    focus:
      "Floor 3 is about reach: Scripture coming to mind anywhere, in nature, in your own story, in other verses, in history and in the voices around you. Psalm 19 moves the same way. It begins with the sky preaching without words, turns to the perfect law of the LORD, and ends in personal prayer about hidden faults and the words of the mouth. Today you let that psalm lead you through all five freestyle rooms, carried through an ordinary day rather than a single study session.",
    scripture: "Psalm 19",
    activity:
      "1) Read Psalm 19 in the morning. 2) NF: at some point today look at the sky, the sun or a cloud, and log one trait, the verse from verses 1-6 it calls to mind, a one-line lesson and its use. 3) BF: take verse 7 or verse 14, name three relatives in 30 seconds, then verify them and label brothers and cousins. 4) HF: think of one development in the history of communication (the printing press, radio, the internet) and write a two-sentence lesson from verses 3-4 about how God's voice reaches every land. Get the facts right and keep it free of any agenda. 5) LR: capture one biblical echo you hear today, verify it and write an action step. 6) PF: privately write two or three factual sentences about a time a hidden fault (v. 12) was exposed and God was gracious, and find its structural parallel. 7) In the evening, pray verse 14 as your closing line.",
    reflectionQuestion:
      "Which freestyle room came most naturally today, and which did you forget until evening? What does that tell you about where Scripture already lives in your day?",
    prayer:
      "O LORD, my strength and my redeemer, thank You for heavens that preach without words and for a law that revives the soul. Cleanse me from faults I cannot see, and keep me back from the ones I can. Weave Your Word through my ordinary hours until no place in my day is empty of You, and let my words and my thoughts please You. Amen.",
  },
  // ---------- Week 4 (days 22–28): floor 4, Next Level ----------
  {
    day: 22,
    week: 4,
    title: "Concentration Room: Prophet, Priest and King in Capernaum",
    floor: 4,
    roomId: "cr",
    focus:
      "Floor 4 centres everything on Christ. Christ in Every Chapter asks where Christ is; the Concentration Room asks what He is doing, through His threefold office rooted in Deuteronomy 17–18. As Prophet He reveals, teaches and exposes sin; as Priest He sacrifices, intercedes, forgives and cleanses; as King He rules, judges and commands. The office shapes the response: a Prophet is heard, a Priest is trusted and approached, a King is obeyed and worshipped. Hebrews 1:1-3 shows all three in one sentence; Mark 2 makes you choose.",
    scripture: "Mark 2:1-12",
    activity:
      "1) Warm-up: read Hebrews 1:1-3 and find the verb for each office: God has spoken by His Son (Prophet), He purged our sins (Priest), He sat down at the right hand (King). 2) Read Mark 2:1-12 and find Christ's primary activity, the main verb that belongs to Him. Is it forgiving, perceiving the scribes' thoughts, or commanding the man to rise? 3) Tag the primary office. Add one secondary office only if the text clearly shows it, and give your reason. 4) Name the title used, “Son of man”, then read Daniel 7:13-14 and note which office that title carries. 5) State His act in one line and the benefit to believers in another. 6) Mark the horizon: fulfilled, ongoing or awaited. Does He still forgive sins on earth today? 7) Write one sentence on how the office shapes application: is this passage asking you to hear, to trust or to obey?",
    reflectionQuestion:
      "The scribes asked who can forgive sins but God alone, and they were right. What does it mean to you that the One who forgave the paralysed man holds the same office today?",
    prayer:
      "Lord Jesus, You are the Prophet who reads my thoughts, the Priest who says my sins are forgiven, and the King whose word makes the lame walk. Let me hear You, trust You and obey You. Keep me from turning Your stories into lessons about my own effort; show me first what You are doing, and let my response flow from that. Amen.",
  },
  {
    day: 23,
    week: 4,
    title: "Dimensions Room: Hands Held Up at Rephidim",
    floor: 4,
    roomId: "dr",
    focus:
      "The Dimensions Room treats a text as a diamond with five faces: Literal (what happened, to whom, when), Christ (how the text points to Him, with a supporting reference), Me (what He offers and how I respond), Church (what it says to God's people together) and Heaven (what it reveals about the end of the story). The literal face grounds the rest, Christ is the centre, and each line must say something new. Israel's battle with Amalek, won while Moses' hands were held up, has five distinct faces waiting to be found.",
    scripture: "Exodus 17:8-16",
    activity:
      "1) Read Exodus 17:8-16 twice, and Deuteronomy 25:17-18 for how Amalek attacked. 2) 1D Literal: in one or two sentences, who fought, where, how the battle turned, and what Moses built afterwards. 3) 2D Christ: whose lifted hands never grow heavy? Support your line with a New Testament reference (Hebrews 7:25 is one candidate; test whether another fits better). 4) 3D Me: what does the Christ of this text offer you, and how do you respond? Make it a response to grace, not a bare moral. 5) 4D Church: Aaron and Hur held up Moses' hands. What does that say to God's people together? 6) 5D Heaven: the LORD promises to blot out Amalek's memory. What does that reveal about the end of the great conflict? 7) Cover each line with your hand and ask whether the next one adds something new. If two say the same thing, go back to the text.",
    reflectionQuestion:
      "Who holds up your hands when you grow weary, and whose hands could you hold up this week?",
    prayer:
      "LORD my banner, You fought for Israel while Moses' hands were lifted. Thank You for Jesus, whose intercession never tires. Give me friends like Aaron and Hur, make me that kind of friend to others, and keep before my eyes the day when every enemy of Your people is gone for ever. Amen.",
  },
  {
    day: 24,
    week: 4,
    title: "Connect-6: The Bridegroom in Six Voices",
    floor: 4,
    roomId: "c6",
    focus:
      "Connect-6 hears one truth in all six genres of Scripture, each read by its own rules. A truth confirmed in every genre is load-bearing; a doctrine built on one genre alone is fragile. Prophecy has near and far horizons; a parable makes one main point; an epistle follows its argument; history shows rather than prescribes; a gospel has its writer's aim; poetry speaks in metaphor and honest feeling. Today's theme runs from a bride brought to Isaac to the marriage supper of the Lamb: the Lord as Bridegroom of His people.",
    scripture: "Hosea 2:19-20",
    activity:
      "1) Multi-text mode, theme: the Lord as Bridegroom of His people. 2) Find one real link in each genre. Starters: Prophecy, Hosea 2:19-20; Parable, Matthew 25:1-13; Gospel, John 3:27-30. Find your own History, Epistle and Poetry links (try Genesis 24:58-67, Ephesians 5:25-27 and Psalm 45:10-15, or better ones). Use the genre map: History = Genesis–Esther and Acts; Poetry = Job–Song of Solomon; Prophecy = Isaiah–Malachi and Revelation; Gospel = Matthew–John; Epistle = Romans–Jude. 3) For each link write one line on what its genre adds, read by its own rules. What is the one main point of the ten virgins? What did Hosea's first hearers need to hear? Does Genesis 24 prescribe how to marry, or show something? 4) Write the synthesis: weave the six voices into one statement that climaxes in Christ, with a supporting text (Revelation 19:7-9). 5) Ask what you now see that no single genre showed you.",
    reflectionQuestion:
      "Hosea speaks of a betrothal “for ever” to an unfaithful people, and Ephesians of a Bridegroom who gives Himself for His bride. What does it mean to you that God describes His love as a marriage rather than a contract?",
    prayer:
      "Lord Jesus, Bridegroom of the church, You loved Your people and gave Yourself for them. Thank You for betrothing us to Yourself in faithfulness, kindness and mercy. Let my love for You be more than duty. Keep my lamp trimmed for Your coming, and let me hear Your voice in every kind of Scripture until the marriage supper of the Lamb. Amen.",
  },
  {
    day: 25,
    week: 4,
    title: "Theme Room and Time Zone: Placing a Text in the Palace",
    floor: 4,
    roomId: "trm",
    focus:
      "Two quick rooms give the palace its architecture. The Theme Room places each text on one of six spans: four walls (Sanctuary, Life of Christ, Great Controversy, Time-Prophecy), the Gospel Floor beneath everything and the Heaven Ceiling above. The Time Zone room is a lens, not a timeline: does the text speak from heaven or earth, and from the past, the present or the future? Choose one primary span and one primary zone, adding a secondary only where it is clearly present. Hebrews 8 is a clear place to start.",
    scripture: "Hebrews 8:1-6",
    activity:
      "1) Read Hebrews 8:1-6. Theme Room: choose its primary span and at most one secondary. Write a rationale of one or two sentences, then compare it with one other text on the same span (Exodus 25:8-9 or Hebrews 9:23-24) and note what the comparison shows. 2) Time Zone: choose one primary zone from H-Pa, H-Now, H-Fu, E-Pa, E-Now and E-Fu. Where is the action, and when does it stand from today's point of view? Explain in two or three sentences. Is Christ's ministry here past, or happening now? 3) Quick round, span and zone only, one line each: Genesis 3:15; Luke 2:8-14; Revelation 21:1-4; Philippians 4:6-7. 4) Check your tags against the common mistakes: putting every text on the Gospel Floor, placing Christ's present intercession in the past, or merging a near and a far fulfilment into one zone.",
    reflectionQuestion:
      "Hebrews says our High Priest serves now in the true tabernacle. How does knowing that heaven is active today, not only in the past or the future, change the way you pray?",
    prayer:
      "Lord Jesus, You are seated at the right hand of the Majesty in the heavens, ministering in the true tabernacle that the Lord pitched, not man. Thank You that Your work for me did not end at the cross but goes on today. Give my study a strong structure, and keep me clear about where and when Your Word is speaking. Amen.",
  },
  {
    day: 26,
    week: 4,
    title: "Patterns and Parallels: The Third Day and the Brook Kidron",
    floor: 4,
    roomId: "prm",
    focus:
      "Two rooms train your ear for repetition. The Patterns Room looks for a motif that recurs three or more times, names it specifically, describes its structure and asks what it shows about God's ways; patterns are tendencies, not laws. The Parallels Room compares two events, usually across the testaments, listing the echoes, then the escalation, and it needs a warrant. Paul says Christ rose the third day according to the Scriptures. Which Scriptures? Today you find them, then follow David and the Son of David across the Kidron.",
    scripture: "Hosea 6:1-3",
    activity:
      "Part A, Patterns (10 minutes). 1) Read Hosea 6:1-3, then Genesis 22:4; Genesis 42:17-18; Exodus 19:10-11, 16; Esther 5:1; Luke 24:46. 2) Name the pattern in two to six words, describe its recurring structure in one or two sentences, and list three to five instances with references. 3) Look for a limit: a third day in Scripture that carries no such weight. 4) Write the insight and where it meets Christ (1 Corinthians 15:4). Part B, Parallels (10 minutes). 5) Read 2 Samuel 15:13-31 and John 18:1-3. 6) Map the echoes: a king leaving Jerusalem, crossing the Kidron, the Mount of Olives, a trusted friend turned betrayer, and how each betrayer ends (2 Samuel 17:23; Matthew 27:5). 7) Map the escalation: why did David leave the city, and why did Jesus go out? 8) Warrant: Jesus applies David's words in Psalm 41:9 to Judas (John 13:18). Write a one-sentence lesson.",
    reflectionQuestion:
      "David crossed the Kidron because of the consequences of his own sin; Jesus crossed it because of ours. What does that contrast stir in you?",
    prayer:
      "Risen Lord, You rose on the third day according to the Scriptures, and You crossed the Kidron knowing what waited in the garden. Train my ear to hear the rhythms of Your Word, and my heart to love the One they point to. Keep me honest with patterns, careful with parallels, and always moving toward You. Amen.",
  },
  {
    day: 27,
    week: 4,
    title: "Fruit Room: “Who Did Sin?”",
    floor: 4,
    roomId: "frt",
    focus:
      "The Fruit Room is the palace's interpretive conscience: a tree is known by its fruit. State an interpretation plainly, test it against six pairs (humility or pride, faith or fear, hope or despair, love or judgmentalism, holiness or license, peace or anxiety) and name its fruit. Bad fruit often signals a true doctrine held without its balancing partner rather than outright error. The disciples looked at a man born blind and assumed that suffering must be somebody's fault. Jesus corrected their reading, and blame gave way to the works of God.",
    scripture: "John 9:1-7",
    activity:
      "1) Read John 9:1-7. 2) State this interpretation plainly, as many have held it: “If I had enough faith, God would heal me; since I am still sick, my faith must be lacking.” It is not baseless, for Mark 6:5-6 and James 5:15 link faith and healing. 3) Test it against the six pairs. What does it produce in the heart of a sick believer? In attitude toward others who suffer? In action? 4) Name the fruit from the lists: despair, judgmentalism, fear? 5) Find the neglected balancing truth and cite the texts: John 9:3; 2 Corinthians 12:7-10; Job 1:8. 6) Rewrite the interpretation so that it holds both sides: faith and prayer matter, and God's purposes in suffering are not a verdict on our faith. 7) Test the revision: what fruit does it bear? 8) Write how you will live it, and name one mature believer you could check it with.",
    reflectionQuestion:
      "Have you ever judged someone's suffering, or your own, as a verdict on faith? What would the revised reading have changed for you then?",
    prayer:
      "Lord Jesus, Your disciples asked whose fault it was, and You answered by doing the works of God. Forgive me where my theology has hurt the weak or fed my own pride or despair. Let my readings of Your Word bear Your fruit: love, humility, hope and peace. Where I hold a truth without its partner, show me the balance. Amen.",
  },
  {
    day: 28,
    week: 4,
    title: "Week 4 Review: The Lion Who Is a Lamb",
    floor: null,
    focus:
      "Floor 4 gives depth by keeping Christ at the centre and turning the text to catch every light: His office, the five dimensions, the six genres, the palace spans, the time zones, patterns and parallels, and the fruit of your reading. Revelation 5 is a fitting test: a sealed scroll, a search in heaven for someone worthy, tears, a Lion announced and a Lamb seen, and a new song from every nation. Today you run the whole floor over that one chapter, briefly, room by room.",
    scripture: "Revelation 5",
    activity:
      "Read Revelation 5 twice, then spend about two minutes on each room. 1) CR: which office leads when the Lamb takes the scroll, and which title carries it? Note the horizon. 2) DR: write one line for each of the five faces, with the Christ line anchored. 3) C6: this is prophecy. Name one rule of the genre you must honour here, and one link from another genre (Genesis 22:8 or John 1:29). 4) TRm: choose the primary span and write the rationale. 5) TZ: choose the primary zone. Is this heaven past, heaven now or heaven future? Defend your choice in two sentences. 6) PRm and P‖: do the cries of “worthy” in Revelation 4:11 and 5:9-12 begin a pattern? Is there a pair with Genesis 22? 7) FRt: what fruit does your reading bear? Would it leave a listener in fear or in worship? 8) Note the two rooms that felt weakest this week and plan one entry in each.",
    reflectionQuestion:
      "John wept because no one was found worthy, and then he was told to stop weeping. What tears in your life does the Lamb who was slain answer?",
    prayer:
      "Worthy is the Lamb who was slain. Lion of the tribe of Judah, You prevailed by being slain, and You have redeemed people out of every kindred, tongue and nation. Join my voice to that new song. Keep You at the centre of all my study, and let every room I enter end in worship. Amen.",
  },
  // ---------- Week 5 (days 29–35): floors 5–6, Vision, Heavens and Cycles ----------
  {
    day: 29,
    week: 5,
    title: "Blue Room: A Prayer Prayed Toward the Altar",
    floor: 5,
    roomId: "bl",
    focus:
      "Floor 5 is the prophetic telescope, and it opens with the sanctuary, God's blueprint of salvation. The path runs from the gate to the altar and laver, into the Holy Place with lampstand, table and altar of incense, then through the veil to the ark: justification, cleansing, daily walk, consummation. The two apartments matter: Christ's continual ministry in the Holy Place, and His judgment-hour ministry in the Most Holy Place, dated by the method from 1844 (Daniel 8:14). Follow the blood and you follow His ministry.",
    scripture: "Luke 18:9-14",
    activity:
      "1) Sprint first: name the eight articles in order from the gate to the ark, then check them against Exodus 25–30. 2) Read Luke 18:9-14. Note the setting: two men go up to the temple to pray, and the people's prayers were tied to the daily offering and incense (Luke 1:10). Where does the publican stand? 3) Look for sanctuary vocabulary. The publican's “be merciful” translates a Greek verb related to the word for the mercy seat (compare Hebrews 9:5 and Romans 3:25); confirm it in a lexicon. 4) Map the parable to one main element and list the others it touches. 5) Which apartment's ministry does the daily service picture? 6) Write Christ's fulfilment in one sentence: what did He do that this element foreshadowed, and why could the publican go home justified? 7) Name the doctrine and cross-link one or two New Testament texts (Romans 3:24-26; Hebrews 10:19-22).",
    reflectionQuestion:
      "The Pharisee stood near and listed his virtues; the publican stood far off and asked for atonement. Which posture do you take when you pray, and what does the sanctuary teach you about the other?",
    prayer:
      "God, be merciful to me, a sinner. Thank You for the altar where Christ was offered once for all, and for the mercy seat where law and grace meet. Thank You that my High Priest ministers for me now in the heavenly sanctuary. Let me go home today justified, not by my list of virtues but by His blood. Amen.",
  },
  {
    day: 30,
    week: 5,
    title: "Prophecy Room: Four Beasts and the Son of Man",
    floor: 5,
    roomId: "pr",
    focus:
      "The Prophecy Room reads Daniel and Revelation as one outline fulfilled in real history, each vision repeating and enlarging the last. Daniel 7 retraces Daniel 2: four kingdoms, ten horns, then a little horn that speaks great words and rules for a time, times and the dividing of time, by the day-year principle 1,260 years, from 538 to 1798. The historicist reading sees here the medieval papacy as a religious and political system: a verdict on a power's claims, never on sincere believers. The vision ends in judgment and Christ's kingdom.",
    scripture: "Daniel 7",
    activity:
      "1) Read Daniel 7 through, noting that the chapter gives its own key: the beasts are kings and kingdoms (v. 17). 2) Build a four-column chart: beast, Daniel 2 metal, kingdom, dates. Start with lion, gold, Babylon (605–539 BC), then fill in the bear, the leopard and the fourth beast yourself, using Daniel 8:20-21 to confirm two of them. 3) List every mark the text gives the little horn (vv. 8, 20-21, 24-25). Observe first: write only what the text says. 4) Align the time period: Daniel 7:25; Revelation 12:6, 14; 13:5. Show that 3½ times = 42 months = 1,260 days. 5) Apply the day-year principle (Numbers 14:34; Ezekiel 4:6): 538 + 1,260 = 1798. Note the historical anchor at each end. 6) Mark where the scene moves from earth to heaven (vv. 9-14) and how the chapter ends (vv. 22, 27). 7) Write one sentence: what hope does this chapter give saints who are worn out?",
    reflectionQuestion:
      "Daniel 7 places a courtroom in heaven between the terror of the beasts and the kingdom of the saints. How does that order of events shape the way you face frightening news?",
    prayer:
      "Ancient of Days, kingdoms rise and fall, but Your dominion is everlasting, and Your Son receives a kingdom that shall not be destroyed. Thank You that prophecy is given to build faith, not fear. Keep me humble with its symbols, gracious toward every person, and steady in its hope, for the judgment is given in favour of Your saints. Amen.",
  },
  {
    day: 31,
    week: 5,
    title: "Three Angels Room: A Reluctant Prophet's First-Angel Sermon",
    floor: 5,
    roomId: "3a",
    focus:
      "The Three Angels Room is mission control: it shows doctrine becoming an urgent, worldwide, final proclamation that begins with the everlasting gospel. The first angel calls every nation to fear God, give Him glory and worship the Creator, for the hour of His judgment has come. The second announces that Babylon, every mixture of truth and error, is fallen, and God calls His people out. The third warns against enforced false worship and describes those who keep God's commandments and the faith of Jesus. Jonah preached a first-angel message without knowing it.",
    scripture: "Revelation 14:6-12",
    activity:
      "1) Read Revelation 14:6-12 and mark the cues of each angel: gospel, worship, Creator and judgment (first); Babylon, confusion, the call to come out (second); beast, image, mark, endurance, commandments and faith of Jesus (third). 2) Read Jonah 1:9 and compare Jonah's confession with Revelation 14:7. Which words and ideas are shared? 3) Read Jonah 3:1-10: a warning of judgment preached in a great city, and a city that repents. 4) Tag it: which angel's message does Jonah's preaching echo? State the connection in one or two sentences, naming the shared words. 5) Read Jonah 4:2. What was Jonah's problem with God's mercy? 6) Write a mission application for today: who in your world needs this message, and how would you bring it with the gospel first and without Jonah's reluctance? Name one person or group and one first step.",
    reflectionQuestion:
      "Jonah knew God was gracious and merciful and still did not want his enemies to hear. Whom would you secretly rather not see receive God's last message of mercy?",
    prayer:
      "Creator of heaven and earth, the sea and the springs of water, the hour of Your judgment has come, and still You send Your everlasting gospel to every nation. Forgive my reluctance and my private lists of people I would rather not reach. Make me a willing messenger who leads with grace and speaks Your warning with tears. Amen.",
  },
  {
    day: 32,
    week: 5,
    title: "Feasts Room: Seven Appointments in Leviticus 23",
    floor: 5,
    roomId: "fe",
    focus:
      "The Feasts Room reads Leviticus 23 as enacted prophecy, a shadow whose substance is Christ. The four spring feasts met their fulfilment at His first advent, to the day: He died at Passover, lay in the tomb through Unleavened Bread, rose at Firstfruits and poured out the Spirit at Pentecost. The three autumn feasts belong to the closing work and His return: Trumpets is awaited, the Day of Atonement is in progress as Christ ministers in the Most Holy Place, and Tabernacles awaits God dwelling with His people for ever.",
    scripture: "Leviticus 23",
    activity:
      "1) Read Leviticus 23 and make a seven-row table with five columns: feast, date, rite, fulfilment, status (fulfilled, in progress, awaiting). Fill in the first three columns from the chapter alone. 2) Add fulfilment and status, checking 1 Corinthians 5:7; 1 Corinthians 15:20; Acts 2:1-4; 1 Thessalonians 4:16; Hebrews 9:23-24; Revelation 21:3. 3) Spring tag: read Luke 22:7-20. Name the feast, describe the Old Testament rite briefly, write Christ's fulfilment in one sentence, give the status, and write an application for how you come to the Lord's Supper. 4) Autumn tag: read Leviticus 23:27-32 beside Daniel 8:14 and tag it the same way. Israel afflicted their souls on that day; what does heart-searching with assurance look like while Christ's work in the Most Holy Place is in progress? 5) Recite the seven feasts in order with one word for each fulfilment.",
    reflectionQuestion:
      "If you live in the antitypical Day of Atonement, what changes in the way you examine your heart, and how does Christ as your High Priest keep that examination from turning into fear?",
    prayer:
      "Lord of the appointed times, You kept Your calendar to the day at Calvary, at the empty tomb and at Pentecost, and I trust You to keep the rest of it. While You minister in the Most Holy Place, search my heart and cleanse it. Keep me full of joy at the harvest still to come, when You will dwell with Your people for ever. Amen.",
  },
  {
    day: 33,
    week: 5,
    title: "Christ in Every Chapter: The Cities of Refuge",
    floor: 5,
    roomId: "cec",
    focus:
      "Christ in Every Chapter draws a Christ-line from every chapter, because He is the subject of all the Scriptures, but it finds Him by disciplined methods, never random allegory. There are five ways in: a promise; a type with biblical warrant; the gospel trail (mess, cry, rescue); a revelation of God's heart; and an unfinished story that points beyond itself. Classify His presence as explicit, typological or thematic, and confirm it from the New Testament. Joshua 20, a chapter of legal arrangements and place names, holds a picture Hebrews takes up.",
    scripture: "Joshua 20",
    activity:
      "1) Read Joshua 20 slowly, then Numbers 35:22-28 for the detail of the law. 2) Observe: who may flee, where does he plead his case, who pursues him, and when may he go home? 3) Try each finding method in turn. Types and shadows: the city itself. God's heart: what does it say about God that He built refuge for the guilty into His law? Unfinished story: what must happen before the manslayer is free (v. 6)? 4) Read Hebrews 6:18-20 and find its refuge language; this is your New Testament confirmation. 5) Classify the presence: explicit, typological or thematic? 6) Write the Christ-line in the standard form: Joshua 20 | METHODS: n,n | NAME: … | ACT: … | CROSSLINK: …. 7) Note where the type breaks: the manslayer went free when the high priest died, but our High Priest died and now lives for ever (Hebrews 7:24-25). What does the break teach?",
    reflectionQuestion:
      "The city of refuge only helped those who actually ran to it. Is there a guilt you have been managing on your own rather than fleeing with it to Christ?",
    prayer:
      "Lord Jesus, You are the refuge whose gates are always open and whose roads are kept clear. I run to You with everything that pursues me. Thank You that Your death set me free and Your endless life keeps me safe. Help me to find You in every chapter, patiently and faithfully, and never by guesswork. Amen.",
  },
  {
    day: 34,
    week: 5,
    title: "Room 66: The Tree from the Garden to the City",
    floor: 5,
    roomId: "r66",
    focus:
      "Room 66 traces one thread from Genesis to Revelation to show the Bible as one story with Christ at its climax. You fill a grid, one row per book: a specific claim of no more than 14 words, a proof text that carries it, and palace tags. Then you mark the arc (shadowy start, development, climax in Christ, consummation) and write a Constellation of 100–120 words that tells the theme as one story. Today's thread is the tree: life lost in Eden, a curse on the one hanged on a tree, a Branch promised, and the tree of life again by the river of the city.",
    scripture: "Revelation 22:1-5",
    activity:
      "1) Read Revelation 22:1-5, then Genesis 2:9 and 3:22-24. 2) Build at least twelve rows across both testaments. Test these and add your own: Deuteronomy 21:22-23; Psalm 1:3; Proverbs 3:18; Isaiah 11:1; Jeremiah 17:7-8; Ezekiel 47:12; Daniel 4:10-12; Zechariah 6:12; Acts 5:30; Galatians 3:13; 1 Peter 2:24; Revelation 2:7. 3) For each row write the book, a claim of 14 words or fewer, and the proof text. Make every claim specific to that book, not a general truth. 4) Add palace tags where another room sheds light (ST, BL, PR, CEC). 5) Pick one book silent on trees, such as Esther, and write a row showing how it still fits the storyline. 6) Mark the arc. 7) Write the Constellation, 100–120 words, from the garden's tree through the cross to the city's tree.",
    reflectionQuestion:
      "The curse of Deuteronomy 21 and the tree of life of Revelation 22 meet at the cross. What does it mean to you that the tree of the curse became the way back to the tree of life?",
    prayer:
      "Lord Jesus, You bore my sins in Your own body on the tree and became a curse for me, so that I may eat of the tree of life in the paradise of God. Thank You for one story running through all sixty-six books. Let me see the whole of it, and let every thread I trace lead me back to You. Amen.",
  },
  {
    day: 35,
    week: 5,
    title: "Three Heavens and Eight Cycles: Haggai's Unfinished House",
    floor: 6,
    roomId: "123h",
    focus:
      "Floor 6 places texts in the long arc of redemption. The Three Heavens room names a prophecy's horizon: 1H (Babylon and the return), 2H (Christ's first coming, AD 70 and the church age) or 3H (final judgment and new creation); many prophecies telescope across more than one. The Eight Cycles room sees history as a spiral of covenant cycles, each running five beats: Fall, Covenant, Sanctuary, Enemy, Restoration. Haggai's promise to a discouraged building crew tests both: a small temple, a shaking of heaven and earth, and a glory still to come.",
    scripture: "Haggai 2:1-9",
    activity:
      "Part A, Three Heavens (10 minutes). 1) Read Haggai 1:1-4 and 2:1-9, noting the audience, the date and what they were building. 2) Weigh the clues: audience, time markers, the scale of the language, and how the New Testament uses the text (Hebrews 12:26-28). 3) Tag 2:6-9 (1H, 2H, 3H or a combination) and defend your tag in two or three sentences, citing the history and at least one supporting text. Tag only what the text supports. Part B, Eight Cycles (10 minutes). 4) Place Haggai in its cycle using the eight codes. 5) Lay out the five beats, each a phrase tied to a verse: Fall (exile, and now neglect, 1:4), Covenant (2:5), Sanctuary, Enemy (Ezra 4:4-5), Restoration (2:9). 6) Compare the Sanctuary beat with the same beat in the Remnant cycle (Revelation 21:22). What escalates, and where does Christ stand in the spiral?",
    reflectionQuestion:
      "The builders wept because the new temple looked like nothing beside the old. What work of God in your life looks small right now, and what does Haggai 2:9 say to it?",
    prayer:
      "LORD of hosts, the silver and the gold are Yours, and You promised that the latter house would have the greater glory. When my work for You looks small, remind me that You are with me. Thank You for Jesus, the true temple, and for the city where You Yourself are the temple. Shake whatever can be shaken, and leave in me what cannot. Amen.",
  },
  // ---------- Week 6 (days 36–42): the Mathematics and Juice rooms, floors 7–8 ----------
  {
    day: 36,
    week: 6,
    title: "Mathematics Room: Seventy Weeks to the Anointed One",
    floor: 6,
    roomId: "math",
    focus:
      "The Mathematics Room ties texts to six dated periods that show God keeps time: @120, @400, @70y, @490, @1260 and @2300. In symbolic prophecy a day stands for a year (Numbers 14:34; Ezekiel 4:6); every period has a datable start and end; and crossing from BC to AD adds one year, because there is no year zero. The seventy weeks of Daniel 9 are the clearest case: from the decree of 457 BC to the Messiah's anointing in AD 27, His death in the midst of the week in AD 31, and the end of the period in AD 34.",
    scripture: "Daniel 9:24-27",
    activity:
      "1) Read Daniel 9:24-27 and list the six things the seventy weeks were to accomplish (v. 24). 2) Find the starting point, the command to restore and build Jerusalem: read Ezra 7:7-26, issued in the seventh year of Artaxerxes, 457 BC. 3) Calculate on paper: 70 weeks × 7 = 490 years; 7 weeks = 49 years; 69 weeks = 483 years, and 483 − 457 + 1 = AD 27. 4) Anchor AD 27: read Luke 3:1, 21-22 and Mark 1:14-15. What did Jesus announce about the time? 5) The midst of the last week, AD 31: what causes sacrifice and offering to cease? Read Matthew 27:50-51. 6) The end, AD 34: read Acts 7:54–8:4. Where did the gospel go after Stephen's death? 7) Write your Math entry: code, timeframe, fulfilment, calculation, and a lesson of one or two sentences about God's faithfulness.",
    reflectionQuestion:
      "Centuries ahead, God fixed the year His Son would be anointed, and Jesus began His ministry by announcing that the time was fulfilled. Which promise are you tired of waiting for, and what does Daniel 9 say to that weariness?",
    prayer:
      "Faithful God, You said seventy weeks and kept every year of them. Your Son came at the appointed time, was cut off not for Himself but for me, and confirmed the covenant with many. When Your timing seems slow, remind me of Daniel 9. Let the precision of Your prophecies deepen my trust in the faithfulness of Your love. Amen.",
  },
  {
    day: 37,
    week: 6,
    title: "Mathematics Room: 2,300 Days and the Hour of Judgment",
    floor: 6,
    roomId: "math",
    focus:
      "Daniel 8 ends with a question, “How long?”, and a number: 2,300 days, then the sanctuary shall be cleansed. Daniel fainted, not understanding the vision. In Daniel 9 Gabriel returns to explain it, and the seventy weeks are “determined”, cut off, from the longer period. Both begin with the decree of 457 BC, so the 2,300 years reach AD 1844, when, as the method teaches, Christ began the antitypical Day of Atonement in the Most Holy Place: the judgment the first angel announces. It is good news, given in favour of the saints.",
    scripture: "Daniel 8:13-14",
    activity:
      "1) Read Daniel 8:13-17 and 8:26-27. What was Daniel told, and what did he not understand? 2) Read Daniel 9:20-24. Note that Gabriel comes to give understanding of the vision, and look up the Hebrew word behind “determined” in verse 24 in a lexicon. 3) Calculate: 2,300 − 457 + 1 = AD 1844. Show every step, and explain in one sentence why one is added. 4) Connect the end point: read Leviticus 16:29-34 and Hebrews 9:23-24. What was cleansed on the Day of Atonement, and what does Hebrews say about the heavenly things? 5) Read Daniel 7:9-10, 22 and Revelation 14:7. In whose favour is the judgment given? 6) Write your Math entry: code, timeframe, fulfilment, calculation, lesson. 7) Guard the room's boundary: these are fixed, fulfilled periods. Write one sentence on why they give no date for the second coming.",
    reflectionQuestion:
      "Daniel fainted over a vision he could not yet understand. Knowing that Christ is your Advocate and that judgment is given for the saints, does “the hour of his judgment” sound to you like threat or promise, and why?",
    prayer:
      "Lord Jesus, our High Priest, You have entered the Most Holy Place to finish Your work of cleansing and judgment. Thank You that judgment is given in favour of Your saints and that You plead my case. Keep me from fear and from date-setting alike. Let me live in this solemn hour with confidence, searching my heart and trusting Your blood. Amen.",
  },
  {
    day: 38,
    week: 6,
    title: "Juice Room: Pressing Habakkuk into 150 Words",
    floor: 6,
    roomId: "jr",
    focus:
      "The Juice Room is the palace's stress test. Read a whole book in one sitting, run it through the floors with one brief note per room, then press out a juice: flowing prose of 150 words or fewer that shows the book's movement, an explicit Christ-line and its gospel, teachable in 60–90 seconds, plus a tag line of 15 words or fewer. The notes are the press; the juice is what comes out, and a listener should taste the book, not the method. Habakkuk, three chapters from complaint to song, is a fine first press.",
    scripture: "Habakkuk 1-3",
    activity:
      "1) Read Habakkuk 1–3 in one sitting without notes, about ten minutes. 2) Run the floors, one line per room, starting with the room's tag. Floor 1: SR beats and a 24FPS frame per chapter. Floor 2: OR repetitions (“how long”, “woe”) and DC on “faith” in 2:4. Floor 3: BF, the New Testament brothers of 2:4 (Romans 1:17; Galatians 3:11; Hebrews 10:38). Floor 4: CR or CEC (look at 3:13 and its anointed one), C6 (a prophecy that ends as a psalm), TRm, TZ. Floor 5: BL (2:20). Floor 6: the cycle (Babylon rising), a horizon tag for 2:14. 3) Write the juice: 150 words or fewer, one flowing story from “how long?” through “the just shall live by his faith” to “yet I will rejoice.” Name Christ explicitly. 4) Read it aloud and time it. Cut every sentence that merely lists rooms. 5) Add a tag line of 15 words or fewer.",
    reflectionQuestion:
      "Habakkuk never received an explanation of why, only a revelation of who. Which unanswered “how long?” in your life needs to end the way his book ends?",
    prayer:
      "Lord, I have cried “How long?” and wondered whether You hear. Thank You that the vision will surely come, that the just shall live by faith, and that even when the fig tree does not blossom I can rejoice in the God of my salvation. Make my study concentrated and clear, and let every book I press yield Christ. Amen.",
  },
  {
    day: 39,
    week: 6,
    title: "Fire Room: Though the Fig Tree Shall Not Blossom",
    floor: 7,
    roomId: "frm",
    focus:
      "Floor 7 moves from head to heart. The Fire Room begins only after study, so that feelings respond to what the text says rather than deciding it. You read slowly, let a phrase stop you, and name either a wound, a specific conviction, or a hope, a specific comfort. Then you pray it back, confessing and receiving forgiveness for a wound or giving thanks and trusting for a hope, and you record one to three sentences. Yesterday you pressed Habakkuk through the palace; today you let its final verses press on you.",
    scripture: "Habakkuk 3:17-19",
    activity:
      "1) Find a quiet place and read Habakkuk 3:17-19 aloud, slowly, twice. 2) Pause after each clause. Which phrase stops you: the failing fig tree, the empty stalls, “yet I will rejoice”, the hinds' feet, the high places? Do not hurry to a conclusion. 3) Name what it stirs, specifically. A hope is a particular comfort for a particular situation (“losing this contract is not losing my God”), not a vague sense that God is good. If the text exposes something instead, name the wound: a particular fear, complaint or misplaced trust. Choose whichever is most alive. 4) Pray it back in your own words: confession and the promise of 1 John 1:9 for a wound, or thanks and trust in the situation in front of you for a hope. 5) Write your heart record in one to three sentences; it is private. 6) Put a note in your calendar to read these verses again in three months and compare.",
    reflectionQuestion:
      "List your own “fig trees”, the things you assume must flourish for you to be at peace. Which would be hardest to lose, and can you say “yet I will rejoice” over it today?",
    prayer:
      "Lord God, You are my strength. Though the harvest fails and the stalls are empty, I will rejoice in You, the God of my salvation. I bring You what I am afraid of losing. Make my feet like the feet of a deer on the hard and high places, and let Your Word not stay in my head but burn in my heart. Amen.",
  },
  {
    day: 40,
    week: 6,
    title: "Meditation Room: Not by Might, Nor by Power",
    floor: 7,
    roomId: "mr",
    focus:
      "The Meditation Room is the opposite of binge reading: sustained attention on a very small portion until it lives in you. The Hebrew hagah means to murmur, and Psalm 1 pictures someone murmuring God's law day and night. Choose a phrase of 5–15 words, read it phrase by phrase, breathe it as a prayer, picture it, repeat it 10–20 times, then distil one truth and plan when you will return to it today. On Day 10 you traced oil to Zechariah's lamp; today you let the vision's central sentence sink all the way down.",
    scripture: "Zechariah 4:6",
    activity:
      "1) Reread Zechariah 4:1-10 for context: a discouraged governor, a half-built temple, a mountain of opposition, a lamp fed from living olive trees. 2) Take the phrase “Not by might, nor by power, but by my spirit, saith the LORD of hosts” (4:6), exactly as the KJV gives it. 3) Read it phrase by phrase, 30–60 seconds on each, stressing a different word each time: “Not by might” … “nor by power” … “but by my spirit” … “saith the LORD.” 4) Breathe it: in, “Not by might, nor by power”; out, “but by my spirit.” 5) Picture where it meets your day, such as the task you are trying to force. 6) Repeat it 10–20 times in a whisper, and count. 7) Write the one truth in a single sentence and a concrete return plan: at noon, before a hard conversation, at bedtime. 8) Tonight, add an evening note: did you return to it, and what happened?",
    reflectionQuestion:
      "Where are you relying on might (effort) or power (position, influence) today? What would change if that one task were done by the Spirit of the LORD?",
    prayer:
      "Spirit of the living God, not by might and not by power, but by You. I lay down the work I have been forcing and the mountains I have been pushing. Fill me as the olive trees filled the lamp, quietly and without ceasing. Let this one sentence go with me all day, and let it shape what I do as well as what I think. Amen.",
  },
  {
    day: 41,
    week: 6,
    title: "Speed Room: A Sprint Sheet for the Whole Palace",
    floor: 7,
    roomId: "srm",
    focus:
      "The Speed Room turns careful knowledge into usable reflex: the palace's scales and arpeggios. Peter tells believers to be ready always to give an answer for their hope, and readiness is partly fluency. Sprint only on material already learned in its own room: set a timer, answer without looking, skip blanks rather than stall, score accuracy, completeness and time, and send each miss back to the room that teaches it. Accuracy first, then speed. Today you run a sprint sheet across everything you have built since Day 1.",
    scripture: "1 Peter 3:15",
    activity:
      "Set a timer for each sprint, write your answers without looking, then check and score. 1) The sanctuary articles in order from gate to ark: 45 seconds. 2) The seven feasts in order, each with its fulfilment: 60 seconds. 3) Daniel 2 and 7: metals, beasts and kingdoms in order: 60 seconds. 4) The six time prophecies with their start and end dates: 60 seconds. 5) The five cycle beats, then the eight cycle codes: 30 seconds. 6) The five dimensions and the three offices of Christ: 30 seconds. 7) The thirty-eight rooms in floor order: 3 minutes. Score each sprint: correct answers, target reached, time kept. List your weak spots and the room each one sends you back to (a missed feast to the Feasts Room, a missed date to the Mathematics Room). Finally, repeat your weakest sprint once with a tighter limit.",
    reflectionQuestion:
      "Peter pairs readiness with meekness and fear. How can fluency in the palace make you gentler and more attentive in conversation, rather than quicker to win an argument?",
    prayer:
      "Lord, make me ready to give a reason for the hope that is in me, with meekness and reverence. Store Your truth so deep that it comes when someone needs it, not when I want to show it off. Where my memory fails, send me back patiently to learn again. Let quick recall always serve slow and careful love. Amen.",
  },
  {
    day: 42,
    week: 6,
    title: "Reflexive Mastery: A Bent Woman Loosed, Taught Unprepared",
    floor: 8,
    roomId: "infinity",
    focus:
      "Floor 8 is the goal of the whole method: the palace becomes instinct, so that listeners hear the text and its Christ rather than the scaffolding, yet could name the rooms you used. Mastery is proven by teaching and audit, not by a checklist, and there is no shortcut past floors 1–7. Today you teach a passage you have not prepared, without notes, then audit honestly what you did, find one or two gaps and plan to drill them. Your text: a woman bent double for eighteen years, loosed on a Sabbath.",
    scripture: "Luke 13:10-17",
    activity:
      "1) Pray briefly, then read Luke 13:10-17 twice. No commentaries and no notes. 2) Teach it aloud for three to five minutes, to a friend, a family member or your phone's recorder. 3) Immediately write an outline of what you actually said, before you begin analysing. 4) Audit it: tag each room you used without thinking and where it showed, for example “SR: the beats in order”, “IR: the posture of a woman who could not look up”, “CR: the King who looses Satan's captives”, “3A: the Creator's rest day used for liberation.” Tag only what you did, not what you meant to do. 5) Identify one or two gaps: rooms that would have served the passage but did not appear. 6) Write a concrete drill plan: which room, which passage, how often this week. 7) If you have a study partner in the app, ask them to listen and name the rooms they heard, then compare their tags with yours.",
    reflectionQuestion:
      "Jesus publicly called the woman a daughter of Abraham. When you teach, whom do you want listeners to see most clearly: the method, yourself, or Him?",
    prayer:
      "Lord of the Sabbath, You loosed a daughter of Abraham whom Satan had bound for eighteen years. Loose my tongue to speak of You simply and truly. Let the rooms I have practised become invisible servants of Your Word, so that people hear Your voice and not my technique. Keep me humble enough to audit myself and eager to keep learning. Amen.",
  },
  // ---------- Week 7 (days 43–49): integration ----------
  {
    day: 43,
    week: 7,
    title: "Palace Walkthrough: Exodus 12 from Floor 1 to Floor 8",
    floor: null,
    focus:
      "Week 7 puts the palace together. A walkthrough carries one passage up through all eight floors, a line or two per floor, so that you feel the rooms hand their work to one another. Exodus 12 is an ideal first climb: a story with vivid scenes, counted days, a lamb and its blood, a feast still remembered, a period of 430 years ending on the selfsame day, a Christ-line the New Testament makes explicit, and a call for a response of the heart. Let each floor build on the one below rather than starting fresh.",
    scripture: "Exodus 12:1-28",
    activity:
      "Read Exodus 12:1-28, plus verses 40-41, and write one or two lines per floor. Floor 1: SR beats and a 24FPS frame for Exodus 12 (compare it with the one you made on Day 3). Floor 2: OR, count the days from the tenth to the fourteenth and list what the lamb must be; ST, test a blood or lamb symbol card against the chapter. Floor 3: BF, two relatives of verse 13 (1 Corinthians 5:7; 1 Peter 1:18-19). Floor 4: CR office, the DR Christ and Heaven lines, and the TZ zone. Floor 5: BL (which article?) and an FE tag with its status. Floor 6: MATH, the @400 period ending in 12:40-41, and the cycle with its Restoration beat. Floor 7: FRm, one wound or hope, prayed back. Floor 8: teach the chapter for three minutes and audit it. Finish by marking which floor gave the richest line.",
    reflectionQuestion:
      "“When I see the blood, I will pass over you.” After climbing all eight floors, what does that sentence mean to you now that it did not mean on Day 1?",
    prayer:
      "Lamb of God, Christ our Passover, sacrificed for us: when the Father sees Your blood, He passes over me. Thank You for a palace in which every floor leads back to You. Let my study rise from memory to investigation, from Christ to sanctuary and prophecy, and then come down into my heart and out into obedience. Amen.",
  },
  {
    day: 44,
    week: 7,
    title: "Palace Walkthrough: The Servant of Isaiah 53",
    floor: null,
    focus:
      "Yesterday's walkthrough climbed a story; today's climbs prophetic poetry. Isaiah's fourth Servant Song shows how the rooms adapt to genre: few beats to chain but many images to translate, weighty words for Def-Com, symbols to test, a question the New Testament itself asks, an offering from the sanctuary, and one of the clearest Christ-lines in the Old Testament. When the Ethiopian asked Philip whom the prophet meant, Philip began at this very scripture and preached Jesus to him.",
    scripture: "Isaiah 52:13-53:12",
    activity:
      "Read Isaiah 52:13–53:12 twice, and Acts 8:30-35. Write one or two lines per room. TR: three panels for the Servant's path (exalted, despised, satisfied). DC: look up the Hebrew word behind “an offering for sin” in 53:10 and find the offering that word names in Leviticus 5. ST: test the lamb and sheep of 53:6-7 against your cards. QR and QA: the Ethiopian's question, chained from Acts 8:34-35 and 1 Peter 2:22-25. BF: three relatives of 53:5. CR: primary office and horizon. C6: which genre rules apply here? BL: which article, and which offering? CEC: the Christ-line in the standard form. 123H: which horizon does 53:10-12 reach? FRm: read 53:4-6 slowly, putting “my” and “I” in place of “our” and “we”, and pray it back. Close by noting which room you reached for first without thinking.",
    reflectionQuestion:
      "Isaiah says all of us like sheep have gone astray. Which rooms helped you most to see yourself in this chapter, and which helped you most to see Him?",
    prayer:
      "Servant of the LORD, You were wounded for my wrongs and crushed for my sins; You carried the punishment that brings me peace, and Your wounds have healed me. I have wandered like a sheep, and You have borne it all. Let every room of my study bow before this chapter, and let me, like Philip, begin here and tell others about Jesus. Amen.",
  },
  {
    day: 45,
    week: 7,
    title: "Teaching Preparation: A Bible Study at Jacob's Well",
    floor: null,
    focus:
      "The palace is not only for your own study; it is a workshop for teaching. A good lesson uses the rooms invisibly: a scene or frame to open, observations that let the text speak, Christ named in His office, a chain of texts instead of opinion, applications drawn from the dimensions and checked for fruit, and a heart response to close. Today you prepare a twenty-minute Bible study on Jesus and the Samaritan woman, a passage that moves from a request for water to a whole town calling Him the Saviour of the world.",
    scripture: "John 4:1-42",
    activity:
      "1) Read John 4:1-42. 2) Palace notes, one line each: SR beats; an IR detail for your opening (the sixth hour, the waterpot); ten OR observations; an ST card for water; the CR office and title; the DR Me and Church faces; a QA chain for one question your group is likely to ask; an FRt check. 3) Build a lesson in four movements: Hook, a scene or question (2 minutes); Look, the group observes the text together with three prompts (8 minutes); Christ, what He reveals about Himself and what He does (5 minutes); Respond, one personal and one church application and a closing prayer (5 minutes). 4) Write three open discussion questions, avoiding yes/no and leading questions. 5) Check the fruit: would your application leave a listener ashamed, or drawn to Jesus? 6) Cut anything that shows off the method instead of the text.",
    reflectionQuestion:
      "Jesus began with a request for water and ended by revealing who He is. What does His way with the woman teach you about how to begin and end a lesson?",
    prayer:
      "Lord Jesus, You sat weary by a well and turned a conversation about water into a revelation of Yourself. Teach me to teach like that: patient, personal, truthful and centred on You. Prepare my heart before my notes, and send me people who are thirsty. Let them leave talking not about me but about the Saviour of the world. Amen.",
  },
  {
    day: 46,
    week: 7,
    title: "Teaching Preparation: Daniel 2 for a First-Time Listener",
    floor: null,
    focus:
      "Prophecy is best taught the way Daniel taught it: first the God in heaven who reveals secrets, then the dream, then its meaning, then its hope. Today you prepare a ten-minute explanation of Nebuchadnezzar's image for someone who has never heard it. The palace supplies the order: story before symbols, a simple picture, Scripture interpreting its own symbols, a clear historical outline, Christ as the stone, and a fruit check so that the listener leaves with hope rather than fear or speculation. The gospel comes first and last.",
    scripture: "Daniel 2:31-45",
    activity:
      "1) Read Daniel 2, slowing down from verse 27. 2) SR: beat out the story in five or six labels you can tell in the first two minutes. 3) TR: sketch the image in one drawing you could make on a napkin: head, chest, belly, legs, feet, stone. 4) PR: list the kingdoms with their metals and approximate dates, letting verse 38 and Daniel 8:20-21 name what Scripture names. Note where Daniel 7 will repeat and enlarge this outline. 5) CEC: who is the stone cut out without hands? Read Luke 20:17-18 and 1 Peter 2:4-6. 6) Write your ten-minute outline: the God who reveals (vv. 27-28), the dream, the meaning, the stone, an invitation. 7) FRt: read the outline as a newcomer would. Does it leave fear, speculation or hope? Revise any line that points to the headlines instead of to Christ's kingdom.",
    reflectionQuestion:
      "Nebuchadnezzar ended by confessing that Daniel's God is a God of gods and a revealer of secrets. What do you hope a first-time listener will say or do after hearing Daniel 2 from you?",
    prayer:
      "God of heaven, You reveal deep and secret things, and You have shown what shall come in the latter days. Thank You for the stone cut out without hands, the kingdom of Christ that shall never be destroyed. Give me clear words and a humble spirit as I explain Your prophecies, and let every listener meet You, not merely a chart. Amen.",
  },
  {
    day: 47,
    week: 7,
    title: "Difficult Passages: The Death of Uzzah",
    floor: null,
    focus:
      "Some passages disturb us, and the palace does not skip them. A difficult text gets the same discipline as any other: observe before judging, ask honest questions, let Scripture answer, map it to the sanctuary, find Christ and test the fruit of your reading. The death of Uzzah, struck down for steadying the ark, feels harsh. Careful reading shows a new cart copied from the Philistines, a law about how the ark must be carried, and David's own later explanation of what went wrong, all before the question of God's character is settled.",
    scripture: "2 Samuel 6:1-11",
    activity:
      "1) OR: read 2 Samuel 6:1-11 and list at least twelve observations. How was the ark carried, by whom, and from where? 2) QR: write your three hardest honest questions, uncomfortable ones included. 3) QA: chain answers from Numbers 4:15, Numbers 7:9, 1 Samuel 6:7-8 and 1 Chronicles 15:2, 11-15. What does David conclude went wrong? 4) BL: what was the ark, and what had God said about approaching it? What did the mercy seat over the law signify? 5) CEC: how does Christ answer the problem of approaching a holy God? Read Hebrews 10:19-22 and 12:28-29. 6) FRt: state the interpretation you are tempted to hold (“God is capricious” or “God is unapproachable”) and test its fruit; then write the reading the chain supports and test that. 7) Write three sentences you would say to someone troubled by this passage.",
    reflectionQuestion:
      "Uzzah's story warns against treating holy things casually; Hebrews invites us to draw near with boldness. How do you hold reverence and confidence together in your own worship?",
    prayer:
      "Holy God, Your presence is life and Your holiness is a consuming fire. Thank You that through the blood of Jesus I may draw near with a true heart, not on a cart of my own design but by the new and living way. Give me reverence without terror and confidence without carelessness, and help me face hard passages honestly until I find You faithful in them. Amen.",
  },
  {
    day: 48,
    week: 7,
    title: "Difficult Passages: The Hardest Line in the Psalms",
    floor: null,
    focus:
      "Psalm 137 begins with exiles weeping by the rivers of Babylon and ends with a line about little ones and stones that shocks every careful reader. The palace meets it with genre, horizon and fruit. Poetry records honest prayer; it does not command us to imitate every word. The psalmist asks God to do what God Himself had announced against Babylon, and Scripture carries Babylon's fall on to a final horizon. The fruit test asks what this psalm does with our anger: does it feed revenge, or hand vengeance over to God?",
    scripture: "Psalm 137",
    activity:
      "1) DR Literal: read Psalm 137 and write who is speaking, where, and after what event. Read 2 Kings 25:8-11 and Obadiah 10-14 for Edom's part. 2) C6: name the genre and its rules. Is a lament an instruction or a cry? Which other laments speak with similar honesty? 3) QA: chain what God had already said about Babylon (Isaiah 13:1, 16-19; Jeremiah 51:24, 56). Whose vengeance is the psalmist asking for? 4) 123H: tag the horizons of Babylon's fall, 1H in 539 BC, and the final Babylon of Revelation 18:1-8, 20-21. 5) FRt: write the reading that would produce bitterness, then the reading that hands judgment to God, tested against Romans 12:17-21 and Luke 23:34, and name the fruit of each. 6) FRm: privately name one injustice you carry, pray it honestly as the psalmist did, and leave the outcome with God.",
    reflectionQuestion:
      "The exiles could not sing the LORD's song in a strange land, yet they still prayed. What do you do with anger too heavy to sing about, and what does this psalm give you permission to say to God?",
    prayer:
      "Righteous Judge, You have heard the cry of every exile and seen every cruelty. I bring You the wrongs I cannot mend and the anger I cannot carry. Thank You that vengeance belongs to You and not to me, and that Jesus prayed for those who crucified Him. Take my honest lament and turn it into trust. Amen.",
  },
  {
    day: 49,
    week: 7,
    title: "Cross-Testament Links: The Veil Taken Away",
    floor: null,
    focus:
      "The palace keeps the testaments together. Several rooms build bridges: Symbols traces an image, Gems sets texts side by side, Parallels maps event to event, Bible Freestyle finds brothers by quotation, and Room 66 runs a thread through all sixty-six books. Today you build a web of links around a New Testament passage that openly reads an Old Testament story: Paul on Moses' veiled face. It joins the shining face at Sinai, the veil of the sanctuary, the veil over the reader's heart, and the unveiled face that beholds and is changed.",
    scripture: "2 Corinthians 3:12-18",
    activity:
      "1) Read Exodus 34:29-35, then 2 Corinthians 3:7-18. 2) Build five links from this pair, one per room, a line each. ST: a VEIL card with Exodus 26:31-33, Matthew 27:51 and Hebrews 10:19-20 in its scope. P‖: Moses' face shining after meeting God ↔ Jesus' face shining at the transfiguration (Matthew 17:1-8), with echoes, escalation and warrant. GR: combine Exodus 34:33, Matthew 27:51 and 2 Corinthians 3:18 and state the gem. BF: two relatives of 2 Corinthians 3:18; try Romans 12:2, whose “transformed” renders the same Greek verb as “changed” here and “transfigured” in Matthew 17:2, and 1 John 3:2. R66: three rows of a glory thread (Exodus, one prophet, Revelation), each claim 14 words or fewer. 3) Draw a simple web with the two anchor passages in the middle and your five links around them. 4) Write one sentence on what removes the veil (v. 16) and what happens to those who behold (v. 18).",
    reflectionQuestion:
      "Paul says the veil lies on the heart, not on the page, and is taken away when one turns to the Lord. Is there a part of Scripture you still read through a veil, and what would turning to the Lord there look like?",
    prayer:
      "Lord, You are the Spirit, and where You are there is liberty. Take away every veil between my heart and Your Word. As I behold Your glory in the Scriptures, old and new, change me into the same image, from glory to glory. Keep the testaments joined in my mind, as they are joined in You. Amen.",
  },
  // ---------- Week 8 (day 50): completion and commissioning ----------
  {
    day: 50,
    week: 8,
    title: "Completion and Commissioning: Ye Are Witnesses",
    floor: null,
    focus:
      "You began on the Emmaus road, learning to carry a story in beats. You finish in the room in Jerusalem that same evening, where Jesus opened His disciples' understanding of the law, the prophets and the psalms, told them that repentance and forgiveness must be preached to all nations, and called them witnesses. The palace was never meant to stop with you. Today you look back over eight floors and fifty days, give thanks, and accept a commission: keep building, keep every room serving the text, and teach someone else.",
    scripture: "Luke 24:44-49",
    activity:
      "1) From memory, recite the eight floors and as many of the thirty-eight rooms as you can, then check the list and note any you missed. 2) Reopen your Day 1 Story Room entry on Luke 24:13-35. Read the whole chapter again and write one line from each floor that you could not have written fifty days ago. 3) Review your entries: name the three rooms you now use without thinking and the two you still avoid. 4) Write a twelve-month plan, one line per month: for example, a 24FPS frame table for a book, five more Bible Rendered blocks, a juice for a short book, a Room 66 theme, a weekly Blue Room tag. 5) Name one person you will teach the Story Room to this month (2 Timothy 2:2) and set the date. 6) Mark this day complete, receive your certificate, and write a closing prayer of commissioning in your own words.",
    reflectionQuestion:
      "Jesus told His disciples to wait for power from on high before they went out. As you finish this course, what do you most need the Spirit to do in you before you teach others?",
    prayer:
      "Risen Lord, You opened the Scriptures on the road and opened minds in the upper room, and You have done both for me. Thank You for every floor and every room, and above all for Yourself at the centre of them. Now send me as Your witness. Clothe me with power from on high, make me faithful to teach others who will teach others, and keep me a humble student of Your Word until I see You face to face. Amen.",
  },
];
