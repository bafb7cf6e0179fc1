import type { KidsDayLesson } from "@common/schemas/course-content";

/**
 * The Phototheology Course, Ages 13–16 track (screens.md §7.2): the adult course's 50-day, 8-week outline, written
 * for teenagers who study on their own or in a youth group. Each day teaches a real study skill from one palace room
 * and meets the questions teenagers actually ask (doubt, identity, friends, phones, fairness, suffering).
 * `activity` is the full 10–20-minute study with a short written task and a group prompt; `simplifiedActivity` is a
 * five-minute version for a busy day; `funElement` is a challenge, game or creative twist.
 */
export const phototheologyDays13to16: readonly KidsDayLesson[] = [
  // ---------- Week 1 (days 1–7): the vision and floor 1, Furnishing ----------
  {
    day: 1,
    week: 1,
    title: "The Palace Vision and the Story Room: Joseph at Seventeen",
    floor: 1,
    roomId: "sr",
    focus:
      "For the next fifty days you are building a memory palace: eight floors, thirty-eight rooms, each room with one job and one question. The floors climb from remembering the Bible, to investigating it, to spotting it in everyday life, to seeing Christ and the sanctuary in it, to feeling it, and finally to using it without thinking. Floor 1 starts with a rule every storyteller knows: sequence before meaning. Before you ask what Joseph’s story teaches, you must be able to tell it — in order, without the page.",
    scripture: "Genesis 37",
    activity:
      "1) Read Genesis 37 straight through once, no notes; it takes about six minutes. Notice Joseph’s age in verse 2. 2) Go back and find the beats: the moments after which the situation is different. The coat is a beat; the brothers sitting down to eat afterwards is detail. Aim for 3–7 beats. 3) Label each beat with a picture of three words or fewer — objects, places, actions (“Coloured coat”, “Bowing sheaves”, “Empty pit”). Keep meaning-words like “jealousy” or “betrayal” out: they interpret, and interpreting belongs to later rooms. 4) Write the chain with arrows in time order. 5) Close your Bible and retell the chapter aloud from the labels alone. Where you stall, a beat is missing or a label is vague; fix it and retell. 6) Write one arc sentence of 30 words or fewer that carries the story from the first beat to the last. 7) Start a palace notebook (paper or a notes app) and make this its first dated entry. Group: compare chains. Who chose different beats, and why?",
    simplifiedActivity:
      "Read Genesis 37:18-28 only. Pick four beats and give each a label of one to three picture-words (for example: Dreamer coming → Pit → Caravan → Silver). Close the Bible and retell those verses in under a minute from your labels alone.",
    funElement:
      "Emoji chain: tell the whole of Genesis 37 in no more than seven emojis and send it to a friend or sibling with no explanation. Can they reconstruct the story from your chain? If they can’t, one of your beats isn’t really a beat.",
    reflectionQuestion:
      "Joseph was about your age when his own brothers turned on him, and Genesis 37 never mentions God once. What do you do with a chapter of your life where God seems silent?",
    prayer:
      "God of Joseph, You were writing his story even in the chapter where no one mentioned You. Thank You for the fifty days ahead. Give me patience to learn the story before I rush to its meaning, and a memory that keeps Your Word for the days I will need it. When family or friends let me down, remind me that the pit is not the last chapter. In Jesus’ name, amen.",
  },
  {
    day: 2,
    week: 1,
    title: "Imagination Room: Peter by the Fire",
    floor: 1,
    roomId: "ir",
    focus:
      "The Imagination Room turns a passage into something you have experienced by entering it through all five senses. The discipline is a sanctified imagination: you may use what the text says and what its world makes certain — a cold night, a courtyard, a fire — but you may not invent speeches, motives or events. Today you stand in the high priest’s courtyard on the night Jesus was arrested, close enough to hear Peter’s voice change.",
    scripture: "Luke 22:54-62",
    activity:
      "1) Read Luke 22:54-62 and fix the setting from the text: where (the high priest’s house, a fire in the middle of the hall), when (night, then about an hour later, then the rooster), who (Peter, a servant girl, two others, Jesus within sight). 2) Choose your spot — perhaps warming your hands across the fire from Peter — and stay there. 3) Write one line for each sense. Sight: firelight on faces; the Lord turning to look (v. 61). Sound: the girl’s accusation, Peter’s Galilean accent (Matthew 26:73 supplies that detail), the rooster. Touch: heat on your face, cold at your back. Smell and taste only if something honest comes; an empty line beats an invented one. 4) Check every line against the text and strike anything it doesn’t allow: Peter’s inner monologue, extra dialogue, dramatic music. 5) Write one sentence of resonance: when have you said “I know him not” — by words, silence or a laugh — because of who was standing round the fire? Group: which of the three accusers would have been hardest for you, and why?",
    simplifiedActivity:
      "Read verses 60-62 only. Close your eyes for thirty seconds and stand in the courtyard. Write three lines: what you hear just before, what you see when Jesus turns, and what Peter does after. Cross out anything the text doesn’t actually say.",
    funElement:
      "Sound design: with a phone voice recorder, build a 30-second soundscape of the scene using only sounds the text allows — a crackling fire, low voices, footsteps, one rooster. No music, no narration. Play it to someone and see whether they can name the scene.",
    reflectionQuestion:
      "Jesus looked at Peter at the exact moment of his failure. What do you think was in that look — and what do you expect to see in His face when you fail?",
    prayer:
      "Lord Jesus, You knew Peter would deny You, and You still called him, prayed for him and looked at him. I have stood by the fire too, keeping quiet to fit in. Forgive me. Give me courage to be known as Yours among my friends, and when I fail, let Your look bring me back in tears instead of driving me away. Amen.",
  },
  {
    day: 3,
    week: 1,
    title: "24FPS Room: Ten Frames for Esther",
    floor: 1,
    roomId: "24fps",
    focus:
      "Your Bible has 1,189 chapters, and the 24FPS Room gives each one a single vivid frame — one still from a film — so a chapter number calls up a picture and the picture returns the number. The frame is a hook, not a summary or a sermon. Odd beats ordinary; objects beat abstractions. Esther is a perfect training ground: ten fast chapters, an orphan who becomes queen, and a plot full of props — sceptres, rings, banquets and a very tall gallows.",
    scripture: "Esther 1-10",
    activity:
      "1) Skim Esther one chapter at a time, about ninety seconds each, asking: what would I still remember from this chapter tomorrow? 2) For each chapter choose one concrete element that belongs to that chapter only. Example: Esther 6 = a king who cannot sleep, having the royal records read to him at night. 3) Make it a frame you could sketch in ten seconds, 5–20 words long. No headings: “Haman’s plot” is a title; Haman casting lots (pur) to pick a day is a frame (3:7). 4) Chapters 5 and 7 both have banquets, so give each a different prop or they will blur: the golden sceptre held out (5:2); a man fallen on the queen’s couch (7:8). 5) Test both directions: cover the images and name them from the numbers, then cover the numbers and name them from the images. Add a number hook wherever one fails. 6) Save the ten pairs as a frame index in your notebook and retest tomorrow without looking. Group: whose frame for chapter 4 is the most memorable, and why does it work?",
    simplifiedActivity:
      "Do only the turning chapters, Esther 4–7. Give each one frame: a single object or action you could sketch in ten seconds. Then test yourself: say 4, 5, 6, 7 and name the frame for each without looking.",
    funElement:
      "Frame-off: two players make frames for the same chapters, then swap and test each other by number. The frame that returns its chapter fastest wins a point. Bonus point for any frame that makes the other person laugh and still works.",
    reflectionQuestion:
      "God is never named in Esther, yet the story is full of “coincidences” — a sleepless king, a forgotten favour, perfect timing. Which frame best shows God working behind the scenes, and where have you seen that kind of timing in your own life?",
    prayer:
      "Lord, You were at work in Shushan even when no one spoke Your name. Thank You for being present in the chapters of my life that feel random. Help me store Your Word chapter by chapter so it is ready when I need it, and give me Esther’s courage when it is my turn to speak up. Amen.",
  },
  {
    day: 4,
    week: 1,
    title: "Bible Rendered: The Whole Story in Fifty Glyphs",
    floor: 1,
    roomId: "br",
    focus:
      "Zoom out. Bible Rendered is an aerial map: the 1,189 chapters are cut into 50 blocks of 24, and each block gets one glyph — a symbol, a pictogram or one capital word. Recite the glyphs in order and you hold the whole storyline at once and can place any chapter inside it. Hebrews opens with the same zoom: God spoke in many pieces and many ways through the prophets, and has now spoken finally in His Son. The map only makes sense once you see where it is heading.",
    scripture: "Hebrews 1:1-2",
    activity:
      "1) Read Hebrews 1:1-2 and write one line: what is different between how God spoke before and how He speaks now? 2) Open the list of 50 blocks in the Bible Rendered room. Today you take blocks 1–10, Genesis 1 to 1 Samuel 4. 3) For each block, skim the chapter headings or recall its stories and ask: if this block were one scene in the Bible’s film, what would be happening? 4) Choose a glyph you can write in two seconds: a symbol (↓ × ↻), a pictogram (ladder, lamb, tent) or one capital word (SEED, EXODUS). 5) Write a one-sentence rationale for each. Watch the edges: block 3 runs from Genesis 49 into Exodus 22, so its glyph must bridge Jacob’s last words and the escape from Egypt. 6) Recite your ten glyphs in order three times, then cover them and write them from memory. 7) Finish with a glyph for block 50 (Revelation 10–22), the destination the whole map moves toward. Group: compare glyphs for the same block and defend yours in one sentence.",
    simplifiedActivity:
      "Take just three blocks — 1 (Genesis 1–24), 39 (Zechariah 2 – Matthew 7) and 50 (Revelation 10–22) — and give each a glyph you can draw in two seconds, with one sentence of explanation. Those three glyphs mark the beginning, the turning point and the ending of the whole Bible.",
    funElement:
      "Glyph speedrun: write your ten glyphs on sticky notes, shuffle them, and time yourself putting them back in block order. Post your time in the family or group chat and challenge someone to beat it with glyphs of their own.",
    reflectionQuestion:
      "Hebrews says God’s final word is a Person, not a document. How does knowing how the story ends change the way you read Genesis — or the way you read your own life?",
    prayer:
      "Father, You spoke through many prophets over many centuries, and then You spoke in Your Son. Help me see the whole of Your story, not just the scattered verses I know. Show me where my small chapter fits in Your big one, and keep my eyes on Jesus, the Word the whole map leads to. Amen.",
  },
  {
    day: 5,
    week: 1,
    title: "Translation Room: Two Plants and Their Roots",
    floor: 1,
    roomId: "tr",
    focus:
      "The Translation Room turns words into pictures, because pictures are easier to remember and to teach. The first rule is to use the Bible’s own images before inventing your own — and Jeremiah hands you a perfect pair: a scrubby bush in a salt desert and a tree with its roots in a river. It is a passage about where you draw your life from: people’s approval, or the Lord. A verse becomes one icon, a passage three panels, a whole book one mural.",
    scripture: "Jeremiah 17:5-8",
    activity:
      "1) Read Jeremiah 17:5-8 twice. List every concrete image the text gives: heath in the desert, parched places, salt land, tree, waters, river, roots, heat, green leaf, drought, fruit. 2) Verse → icon: draw verse 8 as one picture. Add one distinguishing detail so it can’t be confused with Psalm 1:3: this tree “shall not see when heat cometh”, so draw a blazing sun and leaves still green. 3) Passage → three-panel strip: panel 1 the desert shrub (vv. 5-6), panel 2 roots reaching into the river (vv. 7-8a), panel 3 the year of drought with the tree still bearing fruit (v. 8b). It must read without captions; if it needs words, sharpen the pictures. Stick figures are fine. 4) Look away for a minute, then recite the passage’s flow from the strip alone. 5) Write two sentences: what “trusting in man” looks like for someone your age (followers? a friend group? grades?), and what roots by the river would look like this week. Group: whose strip works best with no words at all?",
    simplifiedActivity:
      "Draw Jeremiah 17:8 as one picture: a tree with roots in a river and a blazing sun overhead, leaves still green. Under it write one thing you lean on for your sense of worth, and one way to put your roots in God’s river today.",
    funElement:
      "Silent strip challenge: give your three wordless panels to a friend who hasn’t read the passage and ask what they think it’s about. Then read them Jeremiah 17:5-8 together. Score a point for every image they decoded correctly.",
    reflectionQuestion:
      "Jeremiah’s tree still has drought years; it simply keeps bearing fruit through them. What dry season are you in or near, and where are your roots actually drinking from?",
    prayer:
      "Lord, I lean on so many things that dry up — what people think of me, my results, my plans. Plant me by Your river. When the heat comes, keep my leaves green and keep me bearing fruit, not because I am strong but because my roots are in You. Amen.",
  },
  {
    day: 6,
    week: 1,
    title: "Gems Room: Seen, Not Watched",
    floor: 1,
    roomId: "gr",
    focus:
      "The Gems Room sets two to four texts from different parts of Scripture side by side until they show a truth none of them shows alone. A real gem is anchored (every link rests on clear texts), rare (hidden from any one text read alone) and usable (you could teach it, answer a question with it, or pray it). Today’s gem begins with a runaway slave girl by a desert spring, who gives God a name no one else in Scripture gives Him: the God who sees.",
    scripture: "Genesis 16:7-13",
    activity:
      "1) Read Genesis 16:1-13 in context: who had power over Hagar, and why did she run? Write down the name she gives God (v. 13) and the name God gives her son (v. 11: Ishmael, “God hears”). 2) Read John 1:45-50: Jesus tells Nathanael He saw him under the fig tree before Philip called him. 3) Read Psalm 139:1-16: known before birth. 4) Set the three side by side and ask what appears only when they are combined. One possible gem: in Scripture, God’s seeing is how He finds the overlooked and the hiding, not how He catches them out — and in Jesus the God who sees walks up and calls you by name. Write your own version in one or two sentences. 5) Test it. Anchored: point to the verse behind each link. Rare: does any one text say it all? Usable: where would you use it? 6) Give it a short title and a use case: a friend who feels invisible, a thought for when a post gets no response, a prayer. Group: how is being seen by God different from being watched online?",
    simplifiedActivity:
      "Read Genesis 16:13 and John 1:48. In one sentence, write what the two verses say together that neither says alone. Give your gem a title of four words or fewer and save it in your notebook.",
    funElement:
      "Gem pitch: you have 30 seconds to “launch” your gem to a group like a new product — title, two verses, one killer line. The group votes for the gem they would actually use when a friend is having a bad day.",
    reflectionQuestion:
      "Hagar ran from a situation she had no power to change, and God met her on the road. Where are you running or hiding right now, and what would it mean to be seen there?",
    prayer:
      "God who sees, You found Hagar in the desert and Nathanael under a fig tree before anyone else noticed them. You see me too — not to catch me out, but to find me. When I feel invisible or overlooked, remind me that You knew my name first, and help me see the people around me the way You see them. Amen.",
  },
  {
    day: 7,
    week: 1,
    title: "Week 1 Review: The Boy in the Window",
    floor: null,
    focus:
      "Review day. Floor 1 has given you six tools: Story beats, Imagination through the senses, a 24FPS frame, a Bible Rendered glyph, a Translation icon and a Gem. Today you run one short passage through all six. Acts 20 tells of a young man called Eutychus who dozed off in a window during a very long talk by Paul — and fell three floors. It is funny, frightening and full of hope, exactly the kind of story floor 1 was built for.",
    scripture: "Acts 20:7-12",
    activity:
      "Set a 15-minute timer and work through Acts 20:7-12, one or two lines per room. SR: 3–7 picture-labels in order, then retell the story without the page. IR: stand in the upper room — many lamps (v. 8), a long talk, midnight; one line per sense, struck against the text. 24FPS: one frame for Acts 20 that belongs to no other chapter. BR: Acts 20 sits in block 44 (Acts 15 – Romans 10); does your glyph for that block, or a new one, leave room for this scene? TR: one icon for verse 10, Paul stretched over the boy. GR: set Acts 20:10 beside 1 Kings 17:21 and 2 Kings 4:34. What gem appears when an apostle lies over a dead young man the way Elijah and Elisha did? Finally mark which room felt strongest and which felt weakest; the weakest one gets extra practice next week. Group: if Eutychus told this story at his own wedding, what would he say?",
    simplifiedActivity:
      "Read Acts 20:9-12. Do just three rooms: four Story beats, one sense line (what you hear when he falls), and one icon for verse 10. Then tell the story aloud in 30 seconds.",
    funElement:
      "Eutychus means “fortunate”. Write a 50-word news report of the night for the Troas Times, with a headline that puns on his name. Every fact must come from the text — no invented quotes.",
    reflectionQuestion:
      "Eutychus fell asleep during church, and the response was not a lecture but an embrace and breakfast at dawn. What does that say about how God’s people should treat young people who drift or fall?",
    prayer:
      "Lord of life, thank You for a week of building. You noticed a young man who fell from a window and gave him back to his friends. Catch me when I drift, wake me when I am spiritually asleep, and make my memory and imagination servants of Your Word. Amen.",
  },

  // ---------- Week 2 (days 8–14): floor 2, Investigation ----------
  {
    day: 8,
    week: 2,
    title: "Observation Room: 153 Fish and a Fire",
    floor: 2,
    roomId: "or",
    focus:
      "Floor 2 is the detective floor, and it starts with a discipline most readers skip: read out of the text before reading into it. The Observation Room asks for a long, numbered list of plain facts — who, what, where, when, how many, what repeats, what is missing — with no meanings and no lessons yet. The obvious counts, and counting counts. John 21 rewards slow eyes: a failed night, a stranger on the shore, an oddly exact number of fish and a breakfast already cooking.",
    scripture: "John 21:1-14",
    activity:
      "1) Read John 21:1-14 twice without writing; the third time, read it aloud, because your ear catches repetitions your eye skips. 2) Factual layer, numbered: people (who is named and who is not, v. 2), numbers (disciples, cubits from land, fish), times (night, morning), objects (nets, coat, coals, fish, bread), actions and who does each. 3) Deeper layer: repeated words (“shewed”, fish, net), contrasts (nothing all night / more than they can haul), omissions (what does nobody dare to ask in v. 12?), emphasis. 4) Observations only. Write “Peter puts on his coat before jumping into the sea”, not “Peter is eager to see Jesus”. Every line must be checkable by pointing at a verse. 5) Push past 25. When you think you are done, read once more and add five. 6) Circle one observation that links back to Day 2: where else in the passion story is there a fire of coals (John 18:18)? Don’t interpret it yet; just mark it. Group: who found the strangest true detail?",
    simplifiedActivity:
      "Read John 21:4-11 and list ten observations in five minutes — facts only, no meanings. Include at least two numbers and one detail that surprises you. Then check each line: can you point to the verse?",
    funElement:
      "Observation duel: two people, one passage, five minutes, separate lists. Read them out in turns; any observation both players have is crossed off. Most unique, verifiable observations wins. An interpretation dressed up as an observation costs a point.",
    reflectionQuestion:
      "After Peter’s worst week, Jesus met him with breakfast rather than a speech. Which observation surprised you most, and why might John have bothered to record it?",
    prayer:
      "Lord, You notice details I skip — the number of fish, the coal fire, the net that did not break. Slow me down. Teach me to look at what is actually on the page before I decide what it means. And thank You for meeting tired, failed fishermen with breakfast. Amen.",
  },
  {
    day: 9,
    week: 2,
    title: "Def-Com Room: The Words Behind “Be Careful for Nothing”",
    floor: 2,
    roomId: "dc",
    focus:
      "English Bibles sometimes hide what the first readers heard. The Def-Com Room fixes the key words in their original language and culture, then consults careful commentators without letting them overrule the text. Philippians 4:6-7 is one of the most quoted passages on anxiety, and its Greek is vivid: a word for a mind pulled in many directions, and a military word for what God’s peace does to your heart. Paul wrote it under guard, to a proud Roman colony.",
    scripture: "Philippians 4:6-7",
    activity:
      "1) Read Philippians 4:4-9, then focus on verses 6-7. Choose the 3–4 weightiest words: “be careful”, “prayer”, “thanksgiving”, “keep”. 2) Find each Greek word and its Strong’s number in a lexicon tool: “be careful” is merimnaō (G3309), “keep” is phroureō (G5432). Write a short definition and one other place the word appears — compare merimnaō in Matthew 6:25-34 and Luke 10:41. 3) Note translation differences: in 1611 “careful” meant “full of care”, so the KJV is saying “don’t be anxious”. 4) Culture: Philippi was a Roman colony (Acts 16:12), and Paul wrote in custody among the palace guard (Philippians 1:13). What picture would a guarded heart create for those readers? 5) Read two short commentary notes — a study Bible and one classic commentary — and note one line from each in your own words. 6) Write a 60–120-word synthesis: what the words meant then, where the sources agree, and what Christ does for the anxious heart. Group: which modern English word best translates merimnaō for teenagers?",
    simplifiedActivity:
      "Look up one word: “keep” in Philippians 4:7 (Greek phroureō, G5432, a military word for guarding a place). Draw a heart inside a fortress with a sentry at the gate. Beside it write one worry you will hand over in prayer and one thing you thank God for.",
    funElement:
      "Rewrite Philippians 4:6-7 as a push notification from God’s “Peace” app: under 40 words, keeping every idea the Greek gives you — no anxiety about anything, prayer, thanks, and a guard on heart and mind. Vote on the best one in your group.",
    reflectionQuestion:
      "Paul doesn’t promise that prayer removes every problem; he promises a guard on your heart and mind. What is the difference, and which one do you usually ask God for?",
    prayer:
      "Father, my mind gets pulled in ten directions at once. I bring You my worries now, one by one, with thanks for what You have already given. Post Your peace on guard at the door of my heart and my thoughts in Christ Jesus, especially at night when the worries are loudest. Amen.",
  },
  {
    day: 10,
    week: 2,
    title: "Symbols Room: What the Mirror Shows",
    floor: 2,
    roomId: "st",
    focus:
      "The Symbols Room builds a personal dictionary of God’s images. You trace one symbol through the Bible, assuming God uses His imagery consistently, define what it stands for in one sentence, and find where it lands in Christ. Our culture is obsessed with one object: the mirror, and its modern cousin, the front camera. Scripture uses mirrors too — in the tabernacle, in James and in Paul — and what they are meant to show you is surprising.",
    scripture: "2 Corinthians 3:18",
    activity:
      "1) Name the symbol: MIRROR (the KJV says “glass” or “lookingglass”; ancient mirrors were polished bronze). 2) Scope — read each text and note how the mirror is used: Exodus 38:8 (the women’s bronze mirrors melted down to make the laver where the priests washed), Job 37:18 (the sky like a cast mirror), 1 Corinthians 13:12 (seeing dimly now, face to face later), James 1:23-25 (a man who looks and forgets), 2 Corinthians 3:18 (beholding the Lord’s glory and being changed into the same image). Is the usage consistent? Record any exceptions honestly. 3) Sign: in one sentence, what does a mirror stand for across these texts? If you need two sentences, you may have two symbols. 4) Christ-locus: read 2 Corinthians 4:6, where God’s glory shines in the face of Jesus Christ. Explain in one or two sentences how looking at Him changes the one who looks. 5) Save the card and reuse it whenever the image returns. Group: what do our mirrors and cameras train us to look at, and what does Scripture’s mirror train us to look at?",
    simplifiedActivity:
      "Read James 1:23-25 and 2 Corinthians 3:18. Write a three-line card — Symbol: MIRROR. Means: … Christ: … Then write one thing you saw in God’s Word this week that you don’t want to walk away and forget.",
    funElement:
      "Reverse selfie: today take one photo that isn’t of you but of something that reflects God’s glory — light through a window, someone helping someone, the sky — and caption it with 2 Corinthians 3:18 in your own words. Make it your wallpaper for a week.",
    reflectionQuestion:
      "The women of Israel gave up their mirrors so the priests could wash at the laver. What might you need to look at less, so that you can look at Jesus more?",
    prayer:
      "Lord Jesus, I spend a lot of time checking how I look. Turn my eyes to Your face, where God’s glory shines. As I look at You in Your Word, change me into Your likeness a little at a time, and don’t let me walk away and forget what I have seen. Amen.",
  },
  {
    day: 11,
    week: 2,
    title: "Types Room: A Ladder for a Runaway",
    floor: 2,
    roomId: "st",
    focus:
      "A type is a person, object or event God placed in history as a preview of Christ, with a biblical warrant that ties the two together. Jacob is running from home after deceiving his father and enraging his brother, sleeping rough on a stone with no one on his side. That night he sees a ladder joining earth and heaven. Centuries later Jesus tells Nathanael that He Himself is what the ladder pictured. The type tells you what kind of Saviour Jesus is.",
    scripture: "Genesis 28:10-22",
    activity:
      "1) Read Genesis 28:10-22 and list what Jacob has and doesn’t have: no companions, a stone for a pillow, a broken family, a guilty conscience. 2) Observe the ladder: where is it set, where does it reach, who is on it, who stands above it, and what does God say (vv. 13-15)? Notice that God makes promises without a word of rebuke. 3) Read John 1:47-51. Jesus uses the same picture — angels ascending and descending — but upon the Son of man. That is your warrant: the New Testament itself makes the link. 4) Make a type card: Type — the ladder at Bethel. Text — Genesis 28:12. Warrant — John 1:51. Fulfilment — one sentence on what Jesus does that the ladder pictured. 5) Add the escalation: what is greater in Christ than in the ladder? (The ladder was seen once, in a dream; Jesus is a Person who came all the way down and stays.) 6) Read verse 16 and write where you have been “in this place” without knowing God was there. Group: why do you think God met Jacob before Jacob changed?",
    simplifiedActivity:
      "Read Genesis 28:12-16 and John 1:51. Sketch the ladder from earth to heaven and write beside it: “Jesus is my ladder because…” — finish the sentence in your own words.",
    funElement:
      "Bethel stone: find a smooth stone, write “Gen 28:16” on it with a marker, and put it where you will see it all week — your desk, your bag, beside your charger. Each time you notice it, say verse 16 from memory.",
    reflectionQuestion:
      "God met Jacob at his lowest point with promises, not punishment. How does that change the way you come to God after you have messed up?",
    prayer:
      "Lord Jesus, You are the ladder between heaven and earth, set down right where I am. When I run from the mess I have made, meet me as You met Jacob. Open my eyes to see that You are in this place, and teach me to answer Your promises with my whole life. Amen.",
  },
  {
    day: 12,
    week: 2,
    title: "Questions Room: “Help Thou Mine Unbelief”",
    floor: 2,
    roomId: "qr",
    focus:
      "The quality of your questions sets the depth of your understanding. The Questions Room works in three columns: INTRA (what the passage raises about itself), INTER (questions that send you across Scripture) and PALACE (which rooms and themes could unlock it). Mark 9 is a passage for honest questions: a desperate father, a son who has suffered since childhood, disciples who failed in public, and one of the most honest prayers ever prayed — I believe; help my unbelief.",
    scripture: "Mark 9:14-29",
    activity:
      "1) Read Mark 9:14-29 twice. 2) INTRA column: write at least eight questions the passage raises about itself. Why couldn’t the disciples do it (v. 18)? Why does Jesus ask how long the boy has been like this (v. 21)? What does “if thou canst” reveal, and why does Jesus hand it back to the father (v. 23)? How can he say “I believe” and “help mine unbelief” in one breath? 3) INTER column: at least four questions that send you elsewhere. Where else do people doubt and still receive help (Matthew 14:31; John 20:27)? What does prayer have to do with it (v. 29)? 4) PALACE column: at least three. Which office is Jesus using — Prophet, Priest or King? Where is the great controversy visible? 5) Rewrite weak questions: turn yes/no questions into open ones, and cut any question that already contains its answer. 6) Star your five strongest; tomorrow the Q&A Chains Room answers them from Scripture. Don’t avoid the uncomfortable ones — they often lead deepest. Group: share your best question and why you starred it.",
    simplifiedActivity:
      "Read verses 21-24. Write five real questions — the kind you would actually ask — about the father, the boy or Jesus. Turn any yes/no question into a “why” or “how” question. Star the one you most want answered.",
    funElement:
      "Question storm: set a three-minute timer and, alone or as a group, write as many questions about Mark 9:14-29 as you can — no answers allowed. Aim for 30. Then each person picks the one question they would ask Jesus face to face.",
    reflectionQuestion:
      "The father admitted his doubt out loud, in front of a crowd, and Jesus still helped him. What question or doubt about God have you been afraid to say out loud?",
    prayer:
      "Lord, I believe — and some days I also doubt. I bring You both. Thank You that You did not send the father away for his honest prayer. Help my unbelief, not by making me pretend, but by showing me more of who You are. Give me courage to ask real questions and patience to find Your answers. Amen.",
  },
  {
    day: 13,
    week: 2,
    title: "Q&A Chains: What Does Jesus Do with Doubters?",
    floor: 2,
    roomId: "qa",
    focus:
      "The Q&A Chains Room answers your starred questions with Scripture rather than opinion. For each question you find two to four texts that speak to it directly — clear texts before obscure ones, teaching before inferences from stories — and write a short answer that follows from them. Today’s big question comes straight out of yesterday: what does Jesus actually do with people who doubt? Thomas, a week behind everyone else, is your anchor.",
    scripture: "John 20:24-29",
    activity:
      "1) Read John 20:24-29. Note what Thomas demands (v. 25), what Jesus offers (v. 27) and what Thomas confesses (v. 28). 2) Question: “What does Jesus do with doubters?” Build a chain of 3–4 texts with a one-line summary each: John 20:27; Matthew 14:31 (Jesus catches Peter first, then asks why he doubted); Matthew 28:17-19 (some worshipped and some doubted, and Jesus commissioned them all); Psalm 73:16-17 (a doubter finds his answer in the sanctuary). 3) Read each text in its own context before using it. 4) Write a 1–3-sentence synthesis that answers the question from the chain alone, with no opinion added. 5) Check the balance: read James 1:5-8. Does it cancel your answer or add to it (asking God honestly versus staying double-minded)? Adjust if needed. 6) Take one more starred question from Day 12 and build a shorter chain. If you can’t find two direct texts, refine the question or honestly note that Scripture is less explicit. Group: is doubt the opposite of faith, or something else?",
    simplifiedActivity:
      "Read John 20:27-28 and Matthew 14:31. In two sentences, answer: what did Jesus do first when each man doubted, and what did He say afterwards? That is your first Q&A chain.",
    funElement:
      "Courtroom: one person argues “Doubt means you don’t have faith”; another answers using only the verses in your chain, citing a reference for every claim. A third person judges which side stayed closest to the texts.",
    reflectionQuestion:
      "Thomas ended up making the clearest confession of who Jesus is in the whole Gospel of John. How might your honest questions lead you towards a stronger faith rather than away from it?",
    prayer:
      "Risen Lord, You came back for Thomas, showed him Your hands and did not shame him. Come to me in my questions. Where I am honest, make me humble; where I am stubborn, make me open. Lead me from my doubts to the confession, “My Lord and my God.” Amen.",
  },
  {
    day: 14,
    week: 2,
    title: "Week 2 Review: Arrows in the Field",
    floor: null,
    focus:
      "Floor 2 is the detective floor: Observe, define (Def-Com), trace Symbols, ask Questions, answer with Chains. Today you work a whole case on one of the greatest friendships in the Bible. Jonathan is the king’s son and heir; David is the one God has chosen to be king instead. Jonathan has every reason to be jealous, and chooses loyalty at real cost — with a secret signal of arrows in a field.",
    scripture: "1 Samuel 20",
    activity:
      "Work 1 Samuel 20 through the five rooms, about three minutes each. OR: list 15 observations — the new moon feast, the empty seat, the javelin, three arrows, the lad who knows nothing, who weeps most (vv. 5, 25, 33, 20, 39, 41). DC: “kindness” in verses 8, 14 and 15 is the Hebrew chesed (H2617), loyal covenant love; look it up and write a definition. ST: trace “covenant” briefly — what does a covenant between a prince and a fugitive show about God’s covenant with us? QR: write eight questions, including a hard one (why did Jonathan stay at his father’s side afterwards?). QA: choose your best question and chain 2–3 texts (try 1 Samuel 18:1-4, 2 Samuel 9:1-7 and Proverbs 18:24). Then write one sentence: what does Jonathan’s friendship show about Jesus, the friend who laid down far more than a throne (John 15:13; Philippians 2:6-7)? Group: what does chesed friendship look like in a school year, and what does it cost?",
    simplifiedActivity:
      "Read 1 Samuel 20:12-17 and 20:35-42. List five observations (facts only), then look up “kindness” in verse 14 (chesed, loyal love). Write one sentence: who in your life needs chesed from you this week?",
    funElement:
      "Secret signal: agree a coded signal with a friend, like Jonathan’s arrows, that means “I’ve got your back” — a word, an emoji or a gesture — and use it this week when one of you is having a hard day.",
    reflectionQuestion:
      "Jonathan gave up his own future so that God’s plan for his friend could stand. Is there a friend whose success you find hard to celebrate? What would chesed look like there?",
    prayer:
      "Lord, thank You for friends, and for the Friend who sticks closer than a brother. Make me a Jonathan — loyal when it costs me, glad when others are chosen, faithful to my promises. Heal my jealousy, and thank You for Jesus, who laid down His life for His friends. Amen.",
  },

  // ---------- Week 3 (days 15–21): floor 3, Freestyle ----------
  {
    day: 15,
    week: 3,
    title: "Nature Freestyle: Under the Night Sky",
    floor: 3,
    roomId: "nf",
    focus:
      "Floor 3 takes the palace outside. Nature Freestyle reads creation the way Jesus did with seeds, birds and lilies: observe one thing closely, find the Bible truth it parallels, tie it to a verse you have checked in context, and boil it down to a line a child could repeat. Psalm 8 was written by someone looking up at the night sky and feeling very small — and then realising how much God cares for small human beings.",
    scripture: "Psalm 8",
    activity:
      "1) Tonight, or now at a window, look at the sky for two full minutes with your phone face down. Note one or two traits: distance, number, order, the moon’s steady return. 2) Read Psalm 8. Which trait does David notice (v. 3), and what question does it raise (v. 4)? 3) Ask which truth the trait parallels, starting with the Bible’s own use: David uses the size of the heavens to magnify God’s care for people, not to make people feel worthless (vv. 5-6). 4) Check the verse in context: read all of Psalm 8, then Hebrews 2:6-9, where the psalm is applied to Jesus, the true Man crowned after suffering. Does your lesson still hold? 5) Write a one-line lesson of 25 words or fewer that a child could repeat. 6) Log it: object → verse → lesson → use (a prompt to pray Psalm 8:4 whenever you see the moon; a message to a friend who feels insignificant). Remember that creation shows God’s greatness, but the way of salvation comes through His Word. Group: does the size of the universe make you feel more or less significant, and why?",
    simplifiedActivity:
      "Look at the sky for one minute. Read Psalm 8:3-4 and write: Object — stars. Verse — Psalm 8:4. Lesson — one sentence of your own. Set a reminder to look up and pray tonight.",
    funElement:
      "Sky hunt: find one constellation or the brightest planet tonight, using your eyes or a star-chart app. Photograph or sketch it, caption it with your 25-word lesson from Psalm 8, and send it to one person who needs to hear it.",
    reflectionQuestion:
      "The writer of Psalm 8 felt tiny, and then felt crowned. Which do you feel more often — too small to matter, or under pressure to be big in order to matter? What does this psalm say to both?",
    prayer:
      "Creator of the stars, when I look at Your sky I feel small. Thank You that You are mindful of me anyway, and that Jesus, the true Son of man, was crowned after suffering for me. Let every night sky remind me how great You are and how much You care. How excellent is Your name in all the earth. Amen.",
  },
  {
    day: 16,
    week: 3,
    title: "Personal Freestyle: The Son Left with the Sheep",
    floor: 3,
    roomId: "pf",
    focus:
      "Personal Freestyle reads your own story in the light of Scripture’s stories — not as therapy journaling, but to notice where God may be writing a biblical pattern into your life. Scripture stays the main story, parallels must match in shape and not just in topic, and your entries stay private. David wasn’t even invited when the prophet came to his family. His father presented seven sons and forgot the eighth. God hadn’t forgotten him.",
    scripture: "1 Samuel 16:1-13",
    activity:
      "1) Read 1 Samuel 16:1-13. Note what Jesse does, what Samuel assumes about Eliab (v. 6), and what God says about how He looks at people (v. 7). 2) Pick one event from your life when you were left out, overlooked or passed over — far enough behind you that you can describe it without raw anger. (A joy counts too: a time you were noticed when you didn’t expect it.) 3) Describe it factually in two or three sentences: what happened, when, and what it cost you. 4) Check that the parallel is structural, not just topical: does your event share the shape of 1 Samuel 16 — people judging by appearance, someone overlooked, God seeing what they missed? If not, try Joseph (Genesis 37) or Hannah (1 Samuel 1). 5) Connect humbly: write what God may have been doing then — “may”, not “God told me”. Look for the grace pattern: where did God act first? 6) Write a one- or two-sentence lesson, and note who might one day need to hear it as testimony. This entry is private unless you choose to share it. Group (optional): discuss the verse, not your entry — why does God’s way of looking matter at school?",
    simplifiedActivity:
      "Read 1 Samuel 16:7 and 16:11. Write two private sentences about a time you felt overlooked, then one sentence that begins: “The LORD looketh on the heart, so…”",
    funElement:
      "Flip the camera: this week notice one person who regularly gets overlooked — at lunch, in class, online — and do one small, specific thing that shows they have been seen. Don’t post about it. Write down what happened.",
    reflectionQuestion:
      "Jesse didn’t even think of David as a candidate. Who are you tempted to overlook, and who has overlooked you? How does 1 Samuel 16:7 speak to both?",
    prayer:
      "Lord, You looked past seven older brothers and found a boy with the sheep. You see my heart when others only see my outside, and sometimes when nobody sees me at all. Heal the places where I was left out. Keep me from judging by appearance, and help me notice the people others forget. Amen.",
  },
  {
    day: 17,
    week: 3,
    title: "Bible Freestyle: The Family of Romans 8:38-39",
    floor: 3,
    roomId: "bf",
    focus:
      "Bible Freestyle turns you into a human cross-reference system. You take one verse, state its core idea — its DNA — in a phrase, and then name its relatives: brothers that say nearly the same thing, and cousins that say it from another angle. Shared meaning, not shared words, makes a relative. Romans 8 ends with one of the strongest promises in Scripture: nothing in all creation can separate you from God’s love in Christ. Today you find its family.",
    scripture: "Romans 8:35-39",
    activity:
      "1) Read Romans 8:31-39. Write the DNA of verses 38-39 in one phrase (for example, “no power can cut me off from God’s love in Christ”). 2) Find 3–5 relatives using four searches: a word search (“separate”), a theme search (the same idea in other words), parallels, and verses you already know. Candidates to test: John 10:28-29, Isaiah 49:15-16, Psalm 139:7-10, Jeremiah 31:3, Jude 1:24. 3) Classify each one: brother (nearly the same statement — John 10:28-29 is close) or cousin (the same theme from another angle — Isaiah’s mother who cannot forget her child). 4) Verify meaning, not just vocabulary: read each in its context and drop any that only share a word. Three true relatives beat five distant ones. 5) Record the cluster: anchor → relatives, with 25 words or fewer on each link. 6) Speed drill: cover the page and name three relatives in 30 seconds; repeat until you can. Group: which item in Paul’s list — death, life, angels, things present, things to come — feels most threatening to teenagers now?",
    simplifiedActivity:
      "Read Romans 8:38-39 and John 10:28-29. Write their shared idea in one phrase. Then find one more relative (try Isaiah 49:15-16) and explain in one line how it says the same thing from a different angle.",
    funElement:
      "Relative roulette: someone calls out a feeling — lonely, guilty, scared, rejected. You have 20 seconds to name a verse from today’s cluster that speaks to it, with its reference. Two misses and you swap roles.",
    reflectionQuestion:
      "Paul lists death, life, powers, the present and the future, and says none of them can cut you off. What would you add to his list from your own life — and does the promise still hold?",
    prayer:
      "Father, nothing in all creation can separate me from Your love in Christ Jesus — not my failures, not my fears, not what people say about me, not what tomorrow brings. Write that promise deep in me, with all its brothers and cousins, so that when I feel cut off I remember I am held. Amen.",
  },
  {
    day: 18,
    week: 3,
    title: "History Freestyle: The Like Button and the Praise of Men",
    floor: 3,
    roomId: "hf",
    focus:
      "History and Social Freestyle uses real events and trends as illustrations and warnings, with Scripture interpreting culture and never the other way round. Get the facts right first, find the biblical pattern precisely, keep party politics out, and make sure the lesson lands on you. Today’s trend is recent history you have grown up inside: the one-click like and the public count, which turned approval into a number anyone could see.",
    scripture: "John 12:42-43",
    activity:
      "1) Get the facts straight: in 2009 a major social network added a one-click Like button; other platforms followed, and public counts of likes and followers became normal. Some platforms later tested hiding the counts over concerns about pressure and comparison. Write three factual sentences in your own words. 2) Ask where Scripture shows the same pattern. Read John 12:42-43: leaders believed in Jesus but kept quiet, because they loved the praise of men more than the praise of God. Read Galatians 1:10 and 2 Corinthians 10:12 too. 3) Connect precisely: is the shared pattern hiding what you believe to protect your approval, or measuring yourself against others? Name the exact verse. 4) Write a lesson of one or two sentences that someone could remember. 5) Record it: trend → verse → lesson → use (a youth discussion, a personal phone rule, a talk with a friend). 6) Re-check: would you read John 12:43 the same way if social media had never existed? Is your lesson aimed at yourself rather than at “other people”? Group: what would seeking the praise of God look like online?",
    simplifiedActivity:
      "Read John 12:42-43. Write one sentence about what those leaders traded away, and one about where you are tempted to make the same trade. Then choose one small phone habit for this week that puts God’s approval first.",
    funElement:
      "Count-free day: for 24 hours, post nothing and check no counts. Instead send three private messages that encourage someone specifically, in real words rather than a lone emoji. Afterwards write one line on how it felt.",
    reflectionQuestion:
      "The leaders in John 12 actually believed; they just didn’t want to lose approval. Where does wanting to be liked keep you quiet about what you believe?",
    prayer:
      "Lord, I like being liked. Forgive me when I trade honesty for approval and stay quiet to keep my place. Help me care more about Your “well done” than about any number on a screen, and give me courage to be openly Yours, with kindness. Amen.",
  },
  {
    day: 19,
    week: 3,
    title: "Listening Room: Bereans with Headphones",
    floor: 3,
    roomId: "lr",
    focus:
      "The Listening Room turns passive hearing into active capture. Sermons, songs, podcasts, videos and conversations are full of biblical quotes, principles and echoes — some accurate, some twisted, some not in the Bible at all. You catch them, record them, verify them, and then do something about them. The Bereans set the standard: they received the message gladly, then searched the Scriptures daily to see whether it was so.",
    scripture: "Acts 17:10-12",
    activity:
      "1) Read Acts 17:10-12. Note the two things the Bereans did (v. 11) and the result (v. 12). 2) Test your ears. Which of these are in the Bible, and used in context? “God helps those who help themselves.” “God won’t give you more than you can handle.” “Money is the root of all evil.” “Judge not.” “This too shall pass.” Mark each one Verified, Not in Scripture, or Misapplied, checking 1 Corinthians 10:13, 1 Timothy 6:10, and Matthew 7:1-5 with John 7:24. 3) Capture: for the next 24 hours keep a note open and record every quote, principle or echo you hear — a lyric, a video, a teacher’s comment, a sermon — as quote → verse (if any) → who said it and when. 4) Verify at least three the same day. 5) For each verified capture, write one action step for yourself — not a correction for the speaker. Discernment is for obeying, not for collecting other people’s mistakes. Group: share the most surprising thing you found was not in the Bible, or was in it but misused.",
    simplifiedActivity:
      "Pick one song you listened to today and write down any line that sounds like the Bible. Check whether it really is there, and in context. Mark it Verified, Not in Scripture or Misapplied, and write one thing you will do because of it.",
    funElement:
      "Real or fake: one person reads out ten sayings — some genuine verses, some famous sayings that only sound biblical. Everyone votes “Bible” or “Not” before checking. Highest score wins; the most convincing fake gets a round of applause.",
    reflectionQuestion:
      "The Bereans were called noble because they checked what even an apostle said. Whose words do you accept without checking — and whose would you never trust even if they were right?",
    prayer:
      "Lord, I hear thousands of words every day. Train my ears to catch Your Word wherever it echoes and to notice when it is twisted. Make me a Berean — eager to receive, careful to check and quick to obey what I find. Let me be a doer of the Word and not a hearer only. Amen.",
  },
  {
    day: 20,
    week: 3,
    title: "Freestyle Day: A Phone Full of Sermons",
    floor: 3,
    focus:
      "Today you run all of floor 3 at once, across one ordinary day: nature, your own life, the Bible’s cross-references, history and culture, and what you hear. The goal is a mind that connects everything back to Scripture without waiting for church. Paul’s list in Philippians 4:8 is a good filter for what to let in and what to dwell on — whatever is true, honest, just, pure, lovely and of good report. Your phone can be a trap, or a training ground.",
    scripture: "Philippians 4:8",
    activity:
      "1) Read Philippians 4:8 and copy its list of eight qualities. 2) Set five checkpoints across your day and do one room at each, one line per room. Morning, Nature (NF): one thing in creation, one verse, one lesson. Midday, Listening (LR): one thing you hear that echoes Scripture — verify it. Afternoon, History/Social (HF): one trend or news item you see; what biblical pattern does it show? Evening, Personal (PF): one event from today and a structural biblical parallel. Night, Bible Freestyle (BF): take your favourite verse from the day and name two relatives. 3) Screen audit: scroll back through the last hour of content you watched or read and tag each item with one of Paul’s eight words, or “none”. No guilt trip; just data. 4) Choose one adjustment for tomorrow — something to unfollow, mute, add or limit — and write it down. Group: share one connection you made today that surprised you.",
    simplifiedActivity:
      "Do two checkpoints only: one thing you see in nature and one thing you hear today. For each, write the verse it reminds you of and a one-line lesson. Then tag your last ten minutes of screen time with Philippians 4:8.",
    funElement:
      "Freestyle bingo: draw a 3×3 grid of things you might meet today — a bird, a song lyric, a headline, an argument, rain, a joke, an advert, an act of kindness, a mistake. Cross off each square you link to a real verse, with its reference. Three in a row wins.",
    reflectionQuestion:
      "If someone could see everything you watched and listened to today, what would they conclude you love? What does Philippians 4:8 invite you to think about instead?",
    prayer:
      "Lord, I want my whole day to be full of You, not only my quiet time. Open my eyes to Your Word in creation, in conversations, in the news and in my own story. Guard what I let into my mind, and fill it with what is true, pure and lovely. Amen.",
  },
  {
    day: 21,
    week: 3,
    title: "Week 3 Review: Paul Freestyles in Athens",
    floor: null,
    focus:
      "Review day for floor 3, with a model to follow. In Athens Paul stood before philosophers who had never read the Scriptures, and he freestyled: he quoted their poets, read their altars, appealed to creation and to history, and still arrived at Jesus and the resurrection. He didn’t water the message down, and he didn’t open with an insult. It is a masterclass in connecting everyday life to God’s truth.",
    scripture: "Acts 17:16-34",
    activity:
      "1) Read Acts 17:16-34. 2) Tag Paul’s moves with the floor 3 rooms. LR: he had listened to the city — what did he notice (v. 23), and whose poets does he quote (v. 28)? NF: where does he use creation (vv. 24-25)? HF: where does he use history and the nations (v. 26)? BF: which Old Testament ideas lie underneath his words without being quoted — compare 1 Kings 8:27 and Isaiah 42:5. PF: does his own story appear here, or does he hold it back? 3) Note the results in verses 32-34: some mocked, some delayed, some believed. 4) Now do it yourself. Choose one “altar” in your own culture — something people your age deeply value (success, freedom, being real, belonging). In five sentences, write how you would begin where they are and end at Jesus, as Paul did. 5) Mark which floor 3 room is your strongest and which needs practice. Group: read your five sentences aloud; the others say which room they heard in each.",
    simplifiedActivity:
      "Read Acts 17:22-28 and find the altar, the poets and the creation argument. Then name one “unknown god” at your school or in your feed, and write two sentences on how you could start there and point to Jesus.",
    funElement:
      "Unknown-altar challenge: pick a popular song line, ad slogan or film quote that reveals a deep human longing. In 60 seconds, out loud, start from it and end at Jesus — no preaching voice, just conversation. The group rates you for honesty and kindness.",
    reflectionQuestion:
      "Paul was stirred by what he saw in Athens, yet he opened with respect. What stirs you about your generation, and how could respect open a door that criticism would close?",
    prayer:
      "Lord, You are not far from any of us; in You we live and move and have our being. Thank You for a week of finding You in ordinary life. Give me Paul’s eyes to see what my friends are searching for, his courage to point them to Jesus and the resurrection, and his respect for the people I speak to. Amen.",
  },

  // ---------- Week 4 (days 22–28): floor 4, Next Level ----------
  {
    day: 22,
    week: 4,
    title: "Concentration Room: The Prayer Jesus Prayed for You",
    floor: 4,
    roomId: "cr",
    focus:
      "Floor 4 asks what Christ is doing in a passage. The Concentration Room names which of His three offices is active: Prophet (He reveals and teaches), Priest (He intercedes, atones, cleanses and blesses) or King (He rules, judges and commands). The office shapes your response: a Prophet is heard and obeyed, a Priest is trusted and approached, a King is submitted to and worshipped. In John 17 Jesus prays for His disciples, and then for everyone who would believe through their word — which includes you.",
    scripture: "John 17:9-21",
    activity:
      "1) Read John 17:9-21. Find the main verb that belongs to Christ: what is He doing for most of the passage? 2) Tag the primary office. He is praying to the Father on behalf of His people — intercession — which makes this a Priest passage. Is a second office clearly present (v. 14, “I have given them thy word”)? Add a secondary office only with a reason. 3) Name the title the passage implies: Intercessor, High Priest (compare Hebrews 7:25). 4) State His act in one line and the benefit to believers: list everything He asks the Father to do for them (keep them, sanctify them through the truth, make them one, guard them from the evil one without taking them out of the world). 5) Horizon: is this fulfilled, ongoing now, or awaited? Read Romans 8:34 and Hebrews 7:25 — is Jesus still doing this today? 6) Find verse 20 and write your own name beside it in your notebook. Then write one sentence: how should knowing that Jesus prays for you change the way you walk into school tomorrow? Group: why did Jesus pray not to take His followers out of the world?",
    simplifiedActivity:
      "Read John 17:15 and 17:20. Circle the office: Prophet, Priest or King? Write one sentence on what Jesus asks for you, and one on which part of your world — school, home, online — you most need His keeping this week.",
    funElement:
      "Office sort: write twelve actions of Jesus on cards (calms a storm, washes feet, teaches on a mountain, prays for Peter, drives out the traders, forgives a paralysed man…). Race a friend to sort them into Prophet, Priest and King piles, then argue over the tricky ones from the texts.",
    reflectionQuestion:
      "Jesus asked the Father to keep you in the world, not to take you out of it. Which part of your world is hardest to stay faithful in, and what does it mean that He is praying about it right now?",
    prayer:
      "Jesus, my High Priest, thank You for praying for me before I was born and for interceding for me now. Keep me from the evil one, make me holy through Your Word, and make me one with Your people. I don’t ask You to take me out of my school or my world, but to keep me faithful in it. Amen.",
  },
  {
    day: 23,
    week: 4,
    title: "Dimensions Room: Five Faces of the Lions’ Den",
    floor: 4,
    roomId: "dr",
    focus:
      "The Dimensions Room treats a text like a diamond with five faces: Literal (what actually happened), Christ (how it points to Him), Me (what it offers me and how I respond), Church (what it says to God’s people together) and Heaven (what it shows about the end of the story). The literal face comes first, and every other face must add something new. Daniel 6 is a great test: an old man, a new law, an open window, and a stone sealed over a pit.",
    scripture: "Daniel 6:1-23",
    activity:
      "1) Read Daniel 6:1-23. 2) 1D Literal: in two sentences, say what happened, to whom, when and where. Daniel, now an old man in the Persian court, was trapped by jealous officials who turned his prayer habit into a crime under a law that could not be changed. 3) 2D Christ: how does the story point to Jesus? Compare the sealed stone (v. 17) with Matthew 27:66, and the dawn visit to the den (v. 19) with Matthew 28:1-6. Write one sentence with a reference. 4) 3D Me: what does the Christ of this text offer you, and how do you respond? Daniel prayed “as he did aforetime” (v. 10) — a habit built long before the crisis. 5) 4D Church: what does this say to God’s people together when laws or pressure demand false worship? (Compare Revelation 13:15.) 6) 5D Heaven: what does the king’s decree in verses 26-27 reveal about how the story ends? 7) Cover each line and check that it adds something the others didn’t. Group: which habit would you want to be unbreakable before your own “decree” comes?",
    simplifiedActivity:
      "Read Daniel 6:10 and 6:16-22. Write three lines: Literal — what happened. Christ — one way the sealed stone and the morning remind you of Jesus. Me — one prayer habit you want to keep no matter what.",
    funElement:
      "Open-window challenge: choose three fixed times a day for a short prayer over the next three days, like Daniel at his window. Set silent reminders, track how many you keep, and tell a friend who will ask you about it.",
    reflectionQuestion:
      "Daniel didn’t build his prayer habit in the lions’ den; he built it years before. What small daily habit now might carry you through a pressure you can’t yet see?",
    prayer:
      "God of Daniel, You shut the lions’ mouths and brought Your servant up at dawn, and You raised Jesus from a sealed tomb. Give me habits of prayer that hold under pressure, faithfulness that doesn’t depend on who is watching, and hope in Your kingdom that will never be destroyed. Amen.",
  },
  {
    day: 24,
    week: 4,
    title: "Connect-6: Forgiveness in Six Kinds of Writing",
    floor: 4,
    roomId: "c6",
    focus:
      "A truth that Scripture states in only one kind of writing is fragile; a truth confirmed in all six is load-bearing. Connect-6 hears one theme in Prophecy, Parable, Epistle, History, Gospel and Poetry/Wisdom — each read by its own rules — and weaves them into one synthesis that climaxes in Christ. Today’s theme is one of the hardest things teenagers are asked to do: forgive someone who hurt you, especially when they keep doing it.",
    scripture: "Matthew 18:21-35",
    activity:
      "1) Theme: forgiving someone who has wronged you. 2) Read the parable, Matthew 18:21-35. Parable rules: one main point, and notice why it was told (Peter’s question, v. 21). Write the point in one line. 3) Fill the other five slots, reading each by its own genre’s rules and noting in one line what it adds. History — Genesis 50:15-21 (history shows rather than prescribes: watch what Joseph does and why). Poetry — Psalm 103:10-12 (read the picture: how far is east from west?). Prophecy — Micah 7:18-19 (a God who delights in mercy). Gospel — Luke 23:34 (whom is Jesus praying for, and when?). Epistle — Ephesians 4:31-32 (follow the “even as”). 4) Ask what you see now that no single genre showed you. Is forgiveness pretending it didn’t happen? (Joseph calls it evil in Genesis 50:20.) 5) Write a synthesis of four to six sentences that ends with Christ and a supporting text. Group: what is the difference between forgiving someone and trusting them again straight away?",
    simplifiedActivity:
      "Read Matthew 18:21-22 and Ephesians 4:32. Add one more genre — Genesis 50:20 (history) or Psalm 103:12 (poetry). Write one sentence on what each text adds, and one on why Jesus is the reason we forgive.",
    funElement:
      "Genre relay: each person in the group takes one of the six texts and has 60 seconds to explain what their genre adds to forgiveness. The last speaker must tie all six to the cross in one sentence.",
    reflectionQuestion:
      "Joseph called what his brothers did evil, and still forgave them. Is there someone you need to forgive without pretending it was fine? What would forgiveness set you free from?",
    prayer:
      "Father, You have forgiven me a debt I could never pay. Some of the people who hurt me haven’t said sorry, and some keep doing it. Give me grace to forgive as You forgave me in Christ, wisdom to know when to trust again, and freedom from the bitterness that poisons me. Amen.",
  },
  {
    day: 25,
    week: 4,
    title: "Theme Room and Time Zone: Where Is Jesus Right Now?",
    floor: 4,
    roomId: "trm",
    focus:
      "Two lenses today. The Theme Room places every text on one of six load-bearing spans: four walls (Sanctuary, Life of Christ, Great Controversy, Time-Prophecy), the Gospel Floor beneath and the Heaven Ceiling above. The Time Zone asks where a text speaks from: heaven or earth; past, now or future. Together they answer a question teenagers rarely hear addressed: what is Jesus doing at this moment? John’s answer is written for people who have just sinned again.",
    scripture: "1 John 2:1-2",
    activity:
      "1) Read 1 John 1:8–2:2 and name the passage’s main focus beneath the details. 2) Choose a primary span. “Advocate with the Father” and “propitiation” are words of mediation and sacrifice, so this stands on the Sanctuary wall (|S), even though the Priest is Christ. Is a secondary span clearly present — perhaps the Gospel Floor (GF)? Write a one- or two-sentence rationale. 3) Compare it with another |S text, Hebrews 7:25 or Romans 8:34. What does the comparison show? 4) Time Zone: where is the Advocate speaking from, and when? Choose one primary zone — heaven now (H-Now) — and explain it in two sentences. Keep His finished sacrifice (earth past) distinct from His present advocacy (heaven now). 5) Quick sort: give each text one span and one zone — Genesis 3:15, Mark 4:39, Daniel 8:14, Revelation 21:3, Hebrews 8:1-2, Revelation 12:7-9. One primary each; don’t tag everything. 6) Write one sentence you could say to a friend who thinks they have “sinned too many times”. Group: how does H-Now change the way you pray?",
    simplifiedActivity:
      "Read 1 John 2:1-2. Answer in three lines: Where is Jesus now? What is He doing? What does that mean the next time I fail? Then tag it: Sanctuary span, heaven-now zone.",
    funElement:
      "Span-and-zone slam: put the six spans and six zones on two sets of cards. Someone reads a verse; you slap down one span and one zone within ten seconds and defend them in one sentence. Three good defences in a row earn you the reader’s seat.",
    reflectionQuestion:
      "John writes “that ye sin not” and “if any man sin, we have an advocate” in the same breath. Why do you think he puts them together, and which do you need to hear more today?",
    prayer:
      "Jesus Christ the righteous, thank You that You are my advocate with the Father right now — not someday, but now. When I fall again, I won’t hide from You; I’ll come to You. Cleanse me, keep me, and make me want to sin less because I am so loved. Amen.",
  },
  {
    day: 26,
    week: 4,
    title: "Patterns and Parallels: The Overlooked Chosen and a Funeral Stopped at Nain",
    floor: 4,
    roomId: "prm",
    focus:
      "A pattern is a shape of events that recurs three or more times; a parallel is a pair, usually Old Testament and New, in which the second event echoes the first and surpasses it. Both train you to recognise how God acts. Today’s pattern runs through Genesis and Samuel: God keeps choosing the younger, the overlooked, the one nobody expected. Today’s parallel is a funeral procession at the gate of a village called Nain, stopped by a single word.",
    scripture: "Luke 7:11-17",
    activity:
      "Pattern (8 minutes). 1) Find at least three instances of the younger or overlooked being chosen: Genesis 4:4 (Abel), 25:23 (Jacob), 48:14-19 (Ephraim), 1 Samuel 16:11-12 (David), Judges 6:15 (Gideon). 2) Name the pattern in two to six specific words. 3) Describe its structure in one or two sentences. 4) Look for an exception that sharpens it: the firstborn is also honoured (Exodus 13:2), and Jesus is called the firstborn among many brethren (Romans 8:29). What does that add? 5) Write the insight, using 1 Corinthians 1:27-28. Parallel (8 minutes). 6) Read 1 Kings 17:8-24 and Luke 7:11-17. List the echoes one per line: a widow, her son, a city gate, a prophet, “delivered him to his mother”. 7) List the escalation: Elijah cries out and stretches himself on the child three times; what does Jesus do, and how? 8) Check the warrant: the crowd’s words in Luke 7:16, and Jesus’ own mention of this widow in Luke 4:25-26. Group: why would God keep choosing the overlooked?",
    simplifiedActivity:
      "Read Luke 7:11-15 and 1 Kings 17:23. Write three things that are the same and one thing that is greater when Jesus does it. Then name one overlooked person God chose in the Bible and say why that matters to you.",
    funElement:
      "Pattern hunt: in ten minutes find as many examples as you can of the overlooked being chosen, each with a reference. Bonus points for examples involving women (think of unloved Leah, or Hannah) — but defend every one from the text or lose the point.",
    reflectionQuestion:
      "Jesus stopped a funeral without being asked, because He had compassion on a widow who had lost her only son. What does that tell you about how He notices the grief of people who don’t even ask Him for help?",
    prayer:
      "Lord, You keep choosing the youngest, the unloved and the overlooked, and You stopped a funeral for a widow nobody was thinking about. Thank You that You see me. When I feel passed over, remind me that Your choice is grace, not rank, and make me as quick as You to notice people in grief. Amen.",
  },
  {
    day: 27,
    week: 4,
    title: "Fruit Room: The Perfectionist’s Verse",
    floor: 4,
    roomId: "frt",
    focus:
      "The Fruit Room is the conscience of the palace: by their fruits you will know them. An interpretation that breeds pride, fear, despair, judgmentalism or carelessness needs another look, because bad fruit often means a true idea held without its balancing partner. Matthew 5:48 is one of the most anxiety-producing verses for conscientious teenagers: “Be ye therefore perfect.” Today you test a common reading of it and see what grows.",
    scripture: "Matthew 5:43-48",
    activity:
      "1) State the interpretation plainly, as many people actually hold it: “God accepts me only when I get everything right, so any mistake means I’m failing Him.” 2) Test it against the six pairs: humility or pride, faith or fear, hope or despair, love or judgmentalism, holiness or license, peace or anxiety. What does this reading produce in your heart, in your attitude to others, and in what you do? Be honest. 3) Name the fruit. 4) If it is bad, pause and look for the neglected balancing truth. Read the context: verses 43-47 are about loving enemies, like the Father who sends sun and rain on everyone. Look up “perfect” — Greek teleios (G5046): complete, mature, whole. Compare the parallel in Luke 6:36, “merciful”. Then read Philippians 1:6 and 1 John 1:9. 5) Rewrite the interpretation in two sentences and test it again: does it still call you higher without crushing you? 6) Test your rewrite with a mature believer this week, not alone. Group: where does perfectionism show up for teenagers — grades, looks, sport, faith — and what fruit does it grow?",
    simplifiedActivity:
      "Read Matthew 5:44-48 and Luke 6:36. Write the meaning of verse 48 in one sentence that begins “Be perfect means…”. Then write one fruit the perfectionist reading produces and one fruit the real meaning produces.",
    funElement:
      "Two baskets: draw two fruit baskets and give yourself two minutes to fill them — one with the fruit of the perfectionist reading (anxiety, hiding mistakes, judging others…), one with the fruit of the Father’s-love reading. The most honest, specific baskets win.",
    reflectionQuestion:
      "Jesus ties “perfect” to loving people who don’t love you back, not to getting every answer right. What would change if you measured your growth by love instead of by flawlessness?",
    prayer:
      "Father, You send sun and rain on the good and the bad, and You call me to love like You. Free me from a perfectionism that is really fear. Finish the good work You started in me, forgive me quickly when I fail, and grow me into Your kind of completeness — whole-hearted love. Amen.",
  },
  {
    day: 28,
    week: 4,
    title: "Week 4 Review: Three Questions by a Charcoal Fire",
    floor: null,
    focus:
      "Floor 4 has given you eight lenses: what Christ is doing (Concentration), five faces of a text (Dimensions), six genres (Connect-6), the palace spans (Theme), the zone a text speaks from (Time Zone), Patterns, Parallels and the Fruit test. Today you bring them to one of the most personal scenes in the Gospels. Peter, who denied Jesus three times beside a fire, is asked three questions beside another one.",
    scripture: "John 21:15-19",
    activity:
      "Read John 21:15-19 and work through floor 4, one or two lines per room. CR: which office is Jesus using — Priest restoring a failed disciple, or King commissioning a servant? Choose one primary and give a reason. DR: write the five faces (Literal, Christ, Me, Church, Heaven), each adding something new. C6: which genre is this, and which reading rules come with it? TRm: choose one primary span. TZ: which zone, and does verse 19 reach into another? PRm: count the threes — three denials (Luke 22:54-62), three questions, three commands. Is this a pattern or a pair? PAR: set the fire of coals in John 18:18 beside John 21:9. What echoes, and what is reversed? FRT: test this reading — “Jesus asked three times to make Peter feel as bad as possible.” What fruit does it grow, and what better reading does the text support? Finish by ticking your strongest and weakest floor 4 rooms. Group: why do you think Jesus gave Peter a job instead of a pep talk?",
    simplifiedActivity:
      "Read John 21:15-17 and Luke 22:61. Answer three questions: What is Jesus doing for Peter? What is the same about the two fires? What job does Peter receive, and what does that say about failure?",
    funElement:
      "Graphic-novel page: draw the two fires as a split panel — on the left the courtyard and the denial, on the right the beach and the breakfast — with one line of dialogue per side, taken word for word from the text. Give it to someone who thinks they have failed God too badly.",
    reflectionQuestion:
      "Jesus didn’t ask Peter whether he was sorry; He asked whether he loved Him, and then gave him work to do. What does that tell you about how Jesus restores people after they fail?",
    prayer:
      "Lord Jesus, You met Peter at a fire of coals and healed the memory of another fire. You know the places where I have denied You. Ask me Your question, and help me answer honestly. Restore me, give me work to do in Your kingdom, and teach me to follow You to the end. Amen.",
  },

  // ---------- Week 5 (days 29–35): floors 5–6, Vision, Heavens and Cycles ----------
  {
    day: 29,
    week: 5,
    title: "Blue Room: All the Way In",
    floor: 5,
    roomId: "bl",
    focus:
      "The Blue Room treats the sanctuary as God’s blueprint of salvation. The path from the gate to the ark traces a believer’s journey: the altar where the sacrifice dies, the laver where the priest washes, the Holy Place with its lampstand, bread and incense, then the veil, and the ark in the Most Holy Place. Only the high priest went all the way in, and only once a year. Hebrews tells ordinary believers — teenagers included — that through Jesus they may come in boldly.",
    scripture: "Hebrews 10:19-25",
    activity:
      "1) Read Hebrews 10:19-25 and circle the sanctuary vocabulary: blood, holiest, veil, high priest, house of God, sprinkled, washed. 2) Read the Old Testament rite first: Leviticus 16:2 and 16:34 — who could enter the Most Holy Place, and how often? 3) Map each phrase to an article or space: the blood (the bronze altar), the veil (His flesh, v. 20), bodies washed (the laver), the holiest (the Most Holy Place). Draw a simple floor plan — court, Holy Place, Most Holy Place — and place the phrases on it. 4) State Christ’s fulfilment in one sentence: what did He do that these elements foreshadowed, and what is He doing now as high priest over God’s house? 5) Name the doctrinal theme: access, assurance, intercession? 6) Verses 24-25 turn from the sanctuary to friendship: write what “provoke unto love and to good works” could look like in your friend group this week. Group: why would God want teenagers to come near with boldness instead of hanging back?",
    simplifiedActivity:
      "Read Hebrews 10:19-22. Sketch the sanctuary as three boxes — court, Holy Place, Most Holy Place — and draw an arrow all the way in. Label the arrow with the verse that says you may enter, and write one thing you want to bring to God today.",
    funElement:
      "Floor-plan walk: mark out the sanctuary with chalk, tape or shoes — gate, altar, laver, lampstand, table, incense altar, veil, ark — and walk it slowly, saying at each station what Jesus did or does there. Then walk it again from memory, against the clock.",
    reflectionQuestion:
      "For centuries only one man went behind the veil, once a year, with blood. Now Hebrews says “let us draw near”. What holds you back from coming close to God, and what does this passage say to that?",
    prayer:
      "Jesus, my great High Priest, You opened the way into the holiest by Your own blood. I don’t have to stand at the gate or hang back in the court. Wash me, make my conscience clean, and draw me all the way in. Then help me stir up my friends to love and good works. Amen.",
  },
  {
    day: 30,
    week: 5,
    title: "Prophecy Room: The Dragon, the Woman and the Wilderness Years",
    floor: 5,
    roomId: "pr",
    focus:
      "The Prophecy Room reads Daniel and Revelation as one outline fulfilled in real history: let Scripture define the symbols, place them on the timeline, line them up with the parallel visions, and calculate symbolic time with a day for a year. Revelation 12 is the great controversy in one chapter — war in heaven, a dragon waiting to destroy a child, a woman hidden in the wilderness for 1,260 days, and a faithful remnant at the end. It explains why life so often feels like a battle.",
    scripture: "Revelation 12",
    activity:
      "1) Read Revelation 12. 2) Decode with Scripture’s own keys: the dragon (v. 9 names him), the woman (God’s faithful people — compare Jeremiah 6:2 and 2 Corinthians 11:2), the man child who will rule the nations and is caught up to God (compare Psalm 2:7-9 and Acts 1:9). 3) Place the scenes on the timeline: war in heaven; Christ’s birth under pagan Rome, when Herod tried to kill Him (Matthew 2:16); the ascension; the persecuted church; the remnant at the end. 4) Calculate: 1,260 days (v. 6) = “a time, and times, and half a time” (v. 14) = 3½ × 360. By the day-year principle (Numbers 14:34; Ezekiel 4:6) that is 1,260 years. Line it up with Daniel 7:25 and Revelation 13:5, and with the historicist dates AD 538–1798. 5) Note the remnant’s two identifying marks in verse 17. 6) Read verse 11 last: how do God’s people overcome? Write it in your own words. Prophecy is given to build faith, not fear (John 14:29). Group: what difference does it make to know the enemy is real — and already defeated?",
    simplifiedActivity:
      "Read Revelation 12:7-11. List who fights, who loses, and the three things that help God’s people overcome (v. 11). Write one sentence on how knowing about this war helps you make sense of a struggle in your own life.",
    funElement:
      "Cipher card: make a two-column decoder — symbol on the left, its Bible definition and reference on the right — for every symbol in Revelation 12. Then challenge a friend to decode verse 17 using only your card.",
    reflectionQuestion:
      "Revelation 12 says the devil is furious “because he knoweth that he hath but a short time”. How does knowing the end of the war change the way you fight your battles now?",
    prayer:
      "Lord, Revelation shows me a real war and a real enemy — but also a Lamb whose blood defeats him. When I feel attacked or worn out, hide me as You hid Your people in the wilderness. Help me overcome by the blood of the Lamb and the word of my testimony, and keep me faithful to Your commandments and to Jesus. Amen.",
  },
  {
    day: 31,
    week: 5,
    title: "Three Angels Room: A Message You Could Explain at Lunch",
    floor: 5,
    roomId: "3a",
    focus:
      "The Three Angels Room is mission control: it shows how everything you study flows into one urgent, worldwide message. Revelation 14 pictures three angels flying in mid-heaven. The first carries the everlasting gospel and calls the world to fear God, give Him glory and worship the Creator, because the hour of His judgment has come. The second announces Babylon’s fall. The third warns against the beast and his mark. The order matters: the good news always comes first.",
    scripture: "Revelation 14:6-12",
    activity:
      "1) Read Revelation 14:6-12 slowly. 2) For each angel, write its core message in ten words or fewer. 3) Cue-spotting: decide which angel each passage echoes and name the shared idea — Exodus 20:8-11; Daniel 3:4-6; Jeremiah 51:6-8; Acts 14:15; John 3:16. (Gospel, creation, worship and judgment point to the first angel; confusion and the call to come out to the second; forced worship and faithfulness under pressure to the third.) 4) Look at verse 12: God’s people keep His commandments and the faith of Jesus. Write why both belong together. 5) Mission: write a 60-second explanation of the three messages for a friend who has never heard of them. Start with the gospel, not the warnings; use everyday words and no charts; end with Jesus. 6) Read it aloud with a timer. Remember that “Babylon” describes a system of mixed truth and error that God calls “my people” out of — never a label for looking down on anyone. Group: why do you think God wraps His warnings in the gospel?",
    simplifiedActivity:
      "Read Revelation 14:6-7. Write the first angel’s message in one sentence of your own words. Then write one sentence you could say to a friend about why “the everlasting gospel” comes first.",
    funElement:
      "Sixty-second pitch: record yourself explaining the three angels’ messages in under a minute, gospel first. Watch it back, cut any jargon a friend wouldn’t understand, and re-record until it is clear, kind and on time.",
    reflectionQuestion:
      "The first angel calls everyone to worship the Creator. In a world that invites teenagers to worship success, looks or approval, what would Creator-worship look like in your ordinary week?",
    prayer:
      "Lord, You sent Your everlasting gospel to every nation, kindred, tongue and people — including me and my friends. Make me someone who carries good news before warnings. Help me worship You as Creator, keep Your commandments because I love You, and hold fast to the faith of Jesus. Amen.",
  },
  {
    day: 32,
    week: 5,
    title: "Feasts Room: The Calendar Jesus Kept to the Day",
    floor: 5,
    roomId: "fe",
    focus:
      "The Feasts Room reads Israel’s seven yearly feasts as enacted prophecy: a shadow whose substance is Christ. The four spring feasts met their fulfilment at His first coming, right on schedule — He died at Passover, lay in the tomb during Unleavened Bread, rose on the day of Firstfruits and sent the Spirit at Pentecost. The autumn feasts point to His closing work and His return. When Paul calls the risen Christ “the firstfruits”, he is reading Easter through God’s calendar.",
    scripture: "1 Corinthians 15:20-23",
    activity:
      "1) Read Leviticus 23:4-21 and list the four spring feasts with one line on each rite: the lamb; bread without leaven; the first sheaf waved on the day after the sabbath; the new grain offering fifty days later. 2) Read 1 Corinthians 5:7 and 15:20-23. Which feast does each text name, and what did Christ fulfil? 3) Add Acts 2:1 and write the Pentecost fulfilment. Pentecost is a harvest feast, so the Spirit came for mission, not only for personal blessing. 4) Make a seven-row table: Feast → rite → Christ’s fulfilment → status. The four spring feasts are fulfilled; the Day of Atonement is in progress (Christ’s judgment ministry in the Most Holy Place since 1844); Trumpets and Tabernacles are awaiting. Use Leviticus 23:23-43 for the autumn rows. 5) Write one application: what does Firstfruits mean for a Christian who has lost someone they love (1 Thessalonians 4:13-14)? Group: why would God build a calendar that preached the gospel centuries before it happened?",
    simplifiedActivity:
      "Read 1 Corinthians 15:20. Write the four spring feasts in a row — Passover, Unleavened Bread, Firstfruits, Pentecost — and under each one a word for what Jesus did at that time. Circle the one that gives you the most hope.",
    funElement:
      "Timeline quiz: draw the four spring feasts on a strip of paper with their gaps (the third day, fifty days). Ask someone to guess what happened on each date in the New Testament before you show them the references. Score them out of four.",
    reflectionQuestion:
      "Jesus kept God’s calendar to the day at His first coming. How does that make you feel about the promises of His second coming that haven’t happened yet?",
    prayer:
      "Lord Jesus, You are my Passover Lamb, my bread without leaven, the firstfruits of them that sleep, and the giver of the Spirit. You kept every appointment. I trust You with the ones still to come. Make me part of Your harvest, and help me bring others in. Amen.",
  },
  {
    day: 33,
    week: 5,
    title: "Christ in Every Chapter: Esther 4 and the One Who Went In",
    floor: 5,
    roomId: "cec",
    focus:
      "Christ in Every Chapter insists that every chapter has a Christ-line, found by disciplined methods rather than random allegory: a Promise, a Type or shadow, the Gospel trail (mess → cry → rescue), God’s heart, or an Unfinished story. Esther 4 is a hard case, because the book never names God. A decree of death hangs over God’s people, and a young queen must decide whether to risk her life by going to the king uninvited to plead for them.",
    scripture: "Esther 4",
    activity:
      "1) Read Esther 4 slowly, then skim 3:8-15 for the decree. 2) Use at least two of the five finding methods and note what each yields. Gospel trail: find the mess (a death decree), the cry (sackcloth and fasting) and the rescue still to come. Type or shadow: Esther stands between the king and a condemned people at the risk of her life (v. 16). Unfinished story: she was willing to perish — could she save anyone by dying? 3) Classify Christ’s presence: explicit, typological or thematic. The New Testament never names Esther as a type, so the honest answer is thematic, which needs New Testament confirmation: find it in Hebrews 7:25, Romans 8:34 or 1 Timothy 2:5. 4) Write your Christ-line in the room’s format: Esther 4 | METHODS: … | NAME: … | ACT: … | CROSSLINK: … 5) Name the escalation: Esther said “if I perish, I perish”; Jesus did perish — and rose to intercede. 6) Reread Mordecai’s question in verse 14 and write what “such a time as this” might be for you. Group: how is God present in a chapter that never mentions Him?",
    simplifiedActivity:
      "Read Esther 4:13-16. Write one sentence comparing what Esther did with what Jesus does for us (Hebrews 7:25). Then write one “such a time as this” situation you are facing right now.",
    funElement:
      "Director’s cut: you are filming Esther 4 without ever showing or naming God. Plan three camera shots that would still make the audience sense He is present — a detail, a timing, a silence. Compare shot lists with a friend.",
    reflectionQuestion:
      "Mordecai told Esther that if she kept silent, help would come from somewhere else — but she would miss her part. Where might God be inviting you to speak up instead of staying safe?",
    prayer:
      "Lord Jesus, Esther risked her life to plead for her people; You gave Your life and now plead for me before the Father. Thank You for going in when I could not. Give me courage for my “such a time as this”, and teach me to trust You even in chapters where I can’t see You. Amen.",
  },
  {
    day: 34,
    week: 5,
    title: "Room 66: God Moves In",
    floor: 5,
    roomId: "r66",
    focus:
      "Room 66 traces one theme through all 66 books to show the Bible is one story with Christ at its climax. Today’s theme is the Temple: God wanting to live with His people. It begins with God walking in a garden, moves through a tent, a temple and a painful exile, becomes flesh in Jesus, moves into believers by the Spirit, and ends in a city where God Himself is the temple. For anyone who has felt lonely, it is the Bible’s long answer to “Is God with me?”",
    scripture: "Revelation 21:1-7",
    activity:
      "1) State the theme in a few words: God dwelling with His people. 2) Build a ten-row mini-grid now and fill in the other 56 books over the coming weeks. Columns: Book | Claim (14 words or fewer) | Proof text | Palace tags. Suggested rows: Genesis 3:8; Exodus 25:8; 1 Kings 8:27; Psalms 84:1-2; Ezekiel 10:18 with 43:4-5; Haggai 2:9; John 1:14 (“dwelt” is literally “pitched His tent”); 1 Corinthians 6:19; Hebrews 8:1-2; Revelation 21:3. 3) Write each claim as a specific statement about the theme in that book, not a general truth about God. 4) Add palace tags where another room helps (BL for the tabernacle, PR for Revelation, CEC for John). 5) Mark the arc: shadowy start → development → climax in Christ → consummation. 6) Write a 100–120-word Constellation that tells the theme as one story, from the garden to the city, and read it aloud. Group: where do you most need to hear that God wants to be with you?",
    simplifiedActivity:
      "Read Revelation 21:3. Write five one-line claims, one each for Genesis 3:8, Exodus 25:8, John 1:14, 1 Corinthians 6:19 and Revelation 21:3. Draw an arrow through them: garden → tent → Jesus → you → city.",
    funElement:
      "66-second challenge: tell the whole story of God dwelling with His people, from Eden to the New Jerusalem, in 66 seconds. Record it, then try to fit in one more book each time without going over.",
    reflectionQuestion:
      "The Bible’s story ends not with us going far away to God, but with God coming to live with us. How does that change the way you picture heaven — and the way you treat your own body as His temple now?",
    prayer:
      "God with us, You walked in the garden, filled the tabernacle, pitched Your tent among us in Jesus and live in me by Your Spirit. One day You will wipe away every tear and live with Your people for ever. Until then, make my life a place where You are at home. Amen.",
  },
  {
    day: 35,
    week: 5,
    title: "Three Heavens and Eight Cycles: “This Is That” at Pentecost",
    floor: 6,
    roomId: "123h",
    focus:
      "Floor 6 zooms out to horizons and history. Three Heavens asks which horizon a prophecy addresses: 1H (Babylon and the return), 2H (Christ’s first coming, AD 70 and the church age) or 3H (final judgment and new creation) — and many prophecies reach more than one. Eight Cycles sees redemptive history as a spiral of Fall, Covenant, Sanctuary, Enemy and Restoration. Joel’s promise of the Spirit is a perfect test, because Peter says “this is that”.",
    scripture: "Joel 2:28-32",
    activity:
      "Three Heavens (10 minutes). 1) Read Joel 2:28-32, then Acts 2:14-21. 2) Weigh the clues: audience; time markers (“afterward”, “before the great and terrible day”); scale of language (sun and moon); and apostolic use (“this is that”, Acts 2:16). 3) Assign a tag — single, dual or triple — and defend it in 2–3 sentences with at least one supporting text. Hint: Peter applies the prophecy to Pentecost, yet the great day of the LORD is still ahead (2 Peter 3:10). Eight Cycles (6 minutes). 4) Pentecost opens the Holy Spirit cycle (@Sp). Trace the Sanctuary beat across the cycles: Eden → ark → altars → tabernacle → temple → Christ’s body → the church → New Jerusalem. 5) Compare: fire fell on the first offerings at the tabernacle (Leviticus 9:24) and at the dedication of Solomon’s temple (2 Chronicles 7:1). At Pentecost, where did it rest (Acts 2:3)? Write the escalation in one sentence. Group: Joel promises that sons and daughters will prophesy and young men see visions. What might God want to do through young people now?",
    simplifiedActivity:
      "Read Acts 2:16-17. Write one line on what happened at Pentecost that Joel promised, and one line on what part of Joel’s promise still waits for the last day. That gives you a two-horizon tag: 2H + 3H.",
    funElement:
      "Zoom lens: draw three nested circles labelled 1H, 2H and 3H. Write five Bible promises on slips of paper and have a friend drop each into the horizon or horizons they think it belongs to; then defend or challenge each placement with a text.",
    reflectionQuestion:
      "Joel’s promise names “your sons and your daughters” and “your young men”. Do you think of the Holy Spirit as being for older, more serious Christians, or for you? Why?",
    prayer:
      "Spirit of God, You came at Pentecost as Joel promised and rested on ordinary people, young and old. Rest on me too. Make me part of the spiral of Your story, carrying the gospel in my generation, and keep me ready for the great day of the Lord when everything is made new. Amen.",
  },

  // ---------- Week 6 (days 36–42): the Mathematics and Juice rooms, floors 7–8 ----------
  {
    day: 36,
    week: 6,
    title: "Mathematics Room: Seventy Weeks and a Baptism on Schedule",
    floor: 6,
    roomId: "math",
    focus:
      "God marks history with exact, dated prophecies. The Mathematics Room ties a text to one of six periods — @120, @400, @70y, @490, @1260 and @2300 — and shows the arithmetic. Daniel 9 is the most precise of them: seventy weeks, 490 years on the day-year principle, from a decree to rebuild Jerusalem to the Messiah. If you have ever wondered whether the Bible can be checked against history, this is one of the best places to start.",
    scripture: "Daniel 9:24-27",
    activity:
      "1) Read Daniel 9:24-27 and list the six things the seventy weeks are to accomplish (v. 24). 2) Apply the day-year principle (Numbers 14:34; Ezekiel 4:6): 70 weeks × 7 = 490 years. 3) Find the starting point: the command to restore and build Jerusalem (v. 25), the decree of Artaxerxes in 457 BC (Ezra 7:7-26). 4) Show the calculation. 7 + 62 = 69 weeks = 483 years. From 457 BC: 483 − 457 + 1 = AD 27 (add one because there is no year zero). Compare Mark 1:9-15, where Jesus is baptised and announces “the time is fulfilled”. 5) The last week runs AD 27–34. In its middle (AD 31) the Messiah is cut off and causes the sacrifice to cease (Matthew 27:50-51). At its end (AD 34) the gospel moves beyond Jerusalem after Stephen is stoned (Acts 7:59–8:4). 6) Draw a timeline with all four dates. 7) Write the lesson in one or two sentences: what does this say about whether God keeps His word? Group: if a friend said prophecies are just vague guesses, how would you use this one?",
    simplifiedActivity:
      "Draw a line with 457 BC on the left and AD 34 on the right. Mark AD 27 (Jesus’ baptism) and AD 31 (the cross). Underneath write the sum 483 − 457 + 1 = 27, and copy the first four words Jesus preaches in Mark 1:15.",
    funElement:
      "Escape-room race: hide four slips around a room, each with a date (457 BC, AD 27, AD 31, AD 34) and a clue verse. A friend has five minutes to find them, put them on a timeline and explain the sum that links them.",
    reflectionQuestion:
      "Jesus began His ministry announcing “the time is fulfilled”. What does a God who keeps a 490-year appointment to the year mean for the promises you are still waiting on?",
    prayer:
      "God of Daniel, You promised the Messiah centuries ahead and sent Him right on time. Thank You that Your word can be trusted to the year. Strengthen my faith when I doubt, and help me wait for Your timing in my own life, knowing You are never late. Amen.",
  },
  {
    day: 37,
    week: 6,
    title: "Mathematics Room: 2,300 Days and the Question of Fairness",
    floor: 6,
    roomId: "math",
    focus:
      "Teenagers spot unfairness fast: cheaters win, bullies get away with it, evil seems to prosper. Asaph felt the same in Psalm 73 until he went into God’s sanctuary and understood the end. Daniel 8 holds the longest time prophecy in the Bible: 2,300 days until the sanctuary is cleansed. Counted from the same decree as the seventy weeks, it reaches to 1844, when Christ began the final phase of His ministry — the judgment that sets everything right.",
    scripture: "Daniel 8:13-14",
    activity:
      "1) Read Daniel 8:13-14, then Daniel 9:21-25, where Gabriel returns to explain the vision. 2) Apply the day-year principle: 2,300 days = 2,300 years. 3) Find the start: the seventy weeks are “determined” — cut off — from the longer period (9:24), so both begin with the decree of 457 BC. 4) Show the calculation: 2,300 − 457 + 1 = AD 1844. 5) Connect it to the sanctuary: the yearly cleansing was the Day of Atonement (Leviticus 16:29-30). Read Hebrews 9:23-24: the heavenly sanctuary has its own cleansing. Write one sentence on the work Christ began in the Most Holy Place in 1844. 6) Now link it to fairness. Read Psalm 73:2-17 and Daniel 7:22. In whose favour is the judgment given? Write two sentences: how does knowing there is a real, heavenly judgment — with Jesus as your advocate — change the way you handle unfairness now? Group: why is judgment good news for people who have been treated unfairly?",
    simplifiedActivity:
      "Do the sum: 2,300 − 457 + 1 = AD 1844. Then read Psalm 73:16-17 and write one sentence on what changed for Asaph when he went into the sanctuary of God.",
    funElement:
      "Double timeline: draw one long line from 457 BC to AD 1844 and, along its first stretch, the shorter 490-year line ending in AD 34. Colour the overlap, then explain the whole picture to someone in under 90 seconds without notes.",
    reflectionQuestion:
      "Asaph nearly gave up until he saw the end. What unfairness bothers you most right now, and what does it mean that God has appointed a time to judge and put things right?",
    prayer:
      "Righteous Judge, I see so much that is unfair, and sometimes it makes me want to give up. Take me into Your sanctuary like Asaph and show me the end. Thank You that Jesus is my advocate in the judgment. Keep me faithful, and help me leave justice in Your hands. Amen.",
  },
  {
    day: 38,
    week: 6,
    title: "Juice Room: Philemon in 150 Words",
    floor: 6,
    roomId: "jr",
    focus:
      "The Juice Room is a stress test: run a whole book through the palace floors and squeeze out 150 words or fewer that show its movement, its Christ-line and its gospel — something you could teach in 60–90 seconds. Start with short books. Philemon is one page: Paul, in prison, writes about a runaway slave named Onesimus, now a believer, who is being sent back to the master he wronged. It is about second chances, and it holds one of the clearest pictures of substitution in the New Testament.",
    scripture: "Philemon 1:1-25",
    activity:
      "1) Read Philemon in one sitting; it takes about three minutes. 2) Run the floors with one line per room, each starting with the room’s tag. SR: 3–7 beats. IR: one scene (Onesimus standing at his master’s door with this letter). OR: repeated words (“brother”, “receive”, “beseech”). DC: the name Onesimus means “useful” — find the pun in verse 11. CR: where does Paul act the way Christ acts (vv. 17-19)? DR: a line for Me and a line for Church. TRm: which span? 3) Write the juice: flowing prose of 150 words or fewer that shows the letter’s movement, an explicit Christ-line (set “put that on mine account”, v. 18, beside 2 Corinthians 5:21) and the gospel. Read it aloud: 60–90 seconds. Cut any sentence that only lists rooms. 4) Add a tag line of 15 words or fewer. 5) Note an honest question: why doesn’t Paul simply condemn slavery here? Read verse 16 and Galatians 3:28, and write what the gospel does to the system from the inside. Group: who needs a “receive him as myself” from you?",
    simplifiedActivity:
      "Read Philemon 1:15-19. Write three sentences: what Onesimus had done, what Paul offers to do, and how that is like what Jesus does for you. Add a six-word tag line.",
    funElement:
      "Compression challenge: after your 150-word juice, squeeze Philemon into 280 characters, then 60, then six words. Read all four versions to someone and ask which one made them want to read the letter.",
    reflectionQuestion:
      "Paul told Philemon, “If he owes you anything, put it on my account.” What does it mean to you that Jesus has said that about you — and who might you need to welcome back?",
    prayer:
      "Lord Jesus, You said to the Father about me, “Put that on My account,” and You paid it all. Thank You for receiving me as You are received. Make me useful in Your hands, and give me grace to welcome back people who have wronged me, as brothers and sisters. Amen.",
  },
  {
    day: 39,
    week: 6,
    title: "Fire Room: How Long, O LORD?",
    floor: 7,
    roomId: "frm",
    focus:
      "Floor 7 moves from head to heart. The Fire Room comes after study, never instead of it: you let a text you understand find its way in, name the specific wound (conviction) or hope (comfort) it touches, and pray it back. Psalm 13 is six verses long and opens with four “how long” questions. It is a prayer for days when God feels absent and sadness won’t lift, and it is in the Bible so that you can pray it too.",
    scripture: "Psalm 13",
    activity:
      "1) Study first: read Psalm 13 and notice its shape — complaint (vv. 1-2), request (vv. 3-4), trust (vv. 5-6). Count the “how long”s. 2) Read it again slowly, aloud if you can, and let one phrase stop you. Don’t hurry. 3) Name either the wound or the hope, specifically. A wound might be “I’ve stopped praying because nothing seems to change.” A hope might be “He hath dealt bountifully with me — and I can name three times He has.” “I feel sad” is too vague; say what, where and when. 4) Pray it back: write your own “how long” prayer in David’s shape — complaint, request, trust. Be honest; God can handle it. 5) Write a heart record of one to three sentences: what the psalm stirred and how you answered. It stays private. 6) If your “how long” is heavy — a sadness that won’t lift, thoughts of hurting yourself, something at home or school you can’t handle — tell a parent, pastor, teacher or counsellor today. Reaching out is part of how God answers this prayer. Group (optional): why do you think God put complaints in the Bible?",
    simplifiedActivity:
      "Read Psalm 13. Write one sentence for each part: my “how long” (complaint), my request, and one reason I can still trust God. Keep it private, and pray it before you sleep.",
    funElement:
      "Lament playlist: choose three songs — one that sounds like verses 1-2, one like verses 3-4 and one like verses 5-6 — and put them in order. Listen through once as a prayer. If you make music, try setting Psalm 13 to a tune of your own.",
    reflectionQuestion:
      "David moves from “How long wilt thou forget me?” to “I will sing unto the LORD” in six verses, without pretending the first part never happened. What is your honest “how long” today, and what is one reason to trust?",
    prayer:
      "Lord, some days I wonder how long. You feel far away and the sadness stays. Thank You that I can tell You so honestly. Look at me, answer me, give light to my eyes. I choose to trust in Your mercy; I will sing because You have been good to me, even when I can’t feel it yet. Amen.",
  },
  {
    day: 40,
    week: 6,
    title: "Meditation Room: Come unto Me",
    floor: 7,
    roomId: "mr",
    focus:
      "The Meditation Room is the opposite of scrolling. Instead of a lot of text fast, you take one phrase slowly and stay with it until it sinks in. The Hebrew word for meditate, hagah, means to murmur — repeating something under your breath, like a song stuck in your head. Jesus’ invitation in Matthew 11 is made for overloaded people: tired of pressure, of expectations, of holding everything together. You will carry one phrase through a whole day.",
    scripture: "Matthew 11:28-30",
    activity:
      "1) Read Matthew 11:28-30 once, then choose one phrase of 5–15 words, quoted exactly as it stands in the KJV — for example, “Come unto me, all ye that labour and are heavy laden”. 2) Put your phone in another room. Read the phrase part by part, lingering 30–60 seconds on each and stressing a different word each time: “Come unto me”… “Come unto me”… “all ye”… “heavy laden”. 3) Breathe it: the first half on the in-breath, the second half on the out-breath. 4) Picture it: where was Jesus when He said it, and what does “heavy laden” look like in your day — a bag of books, a group chat, a worry at home? 5) Repeat the phrase 10–20 times, aloud or in a whisper, keeping count. Don’t skip this step; the murmuring is where the words move from the page into you. 6) Write the one truth you will carry in a single sentence, and a concrete plan to return to it — before a test, at lunch, on the bus, at bedtime. Tonight, note whether you did. Group: share your phrase and your return plan, not your feelings.",
    simplifiedActivity:
      "Choose a short phrase from Matthew 11:28, such as “I will give you rest”. Say it slowly ten times, breathing in on the first half and out on the second. Set one reminder today to say it again.",
    funElement:
      "Lock-screen verse: design a simple lock screen with your phrase — hand-lettered and photographed, or typed over a photo you took yourself. Keep it for a week and tally how many times it stops you mid-scroll.",
    reflectionQuestion:
      "Jesus doesn’t say “Try harder”; He says “Come”. What burden is He inviting you to bring, and what makes it hard to put down?",
    prayer:
      "Jesus, I am tired of carrying so much. You said, “Come unto me,” so I come. Take the weight I can’t carry, teach me Your meek and lowly way, and give my soul rest. Bring Your invitation back to my mind every time I start to feel heavy today. Amen.",
  },
  {
    day: 41,
    week: 6,
    title: "Speed Room: Ready When the Question Comes",
    floor: 7,
    roomId: "srm",
    focus:
      "Questions about faith rarely arrive when your notes are ready. They come in a corridor, in a group chat, at a friend’s kitchen table. The Speed Room turns slow, careful learning into fast, reliable recall — the palace’s scales and arpeggios — so you can answer with grace when it matters. Paul asks for speech “seasoned with salt”, so that you know how to answer each person. Accuracy first, then speed.",
    scripture: "Colossians 4:5-6",
    activity:
      "1) Read Colossians 4:5-6. 2) Build a sprint sheet of five short sprints and answer each without looking anything up, skipping blanks rather than stalling. Sprint A (60 s): the eight floors in order, with their names. Sprint B (60 s): the eight sanctuary articles from gate to ark. Sprint C (60 s): the seven feasts and what each points to. Sprint D (90 s): the six time prophecies — code, key text and dates. Sprint E (60 s): five verses from this course with their references (your Romans 8 cluster, Psalm 13, Matthew 11:28…). 3) Score each sprint: a point per correct item, and whether you beat the time. 4) List your weak spots and the room each one sends you back to — a missed article to the Blue Room, a wrong date to the Mathematics Room. 5) Repeat your weakest sprint with a tighter limit. 6) Finish by answering aloud, in 30 seconds, a question a friend might really ask: “Why do you even trust the Bible?” Accuracy first, kindness always. Group: run the sprints as a quiz and compare scores.",
    simplifiedActivity:
      "Set a 60-second timer and write the eight sanctuary articles from gate to ark. Check them. Then give yourself another 60 seconds to name five verses from this course with their references. Circle what you missed and review it tonight.",
    funElement:
      "Sprint league: with friends or family, run one sprint a day for a week and keep a scoreboard. Accuracy counts double, speed single. The week’s winner picks next week’s sprint topic.",
    reflectionQuestion:
      "Paul wants our speech to be “alway with grace”, not just correct. When you answer questions about faith on the spot, what helps you stay kind as well as accurate?",
    prayer:
      "Lord, give me words seasoned with grace and salt. Store Your truth in me so well that it is ready when a friend asks a real question. Keep me humble when I know the answer and honest when I don’t. Let my speed serve people and never my pride. Amen.",
  },
  {
    day: 42,
    week: 6,
    title: "Reflexive Mastery: The Rich Young Ruler, Taught Unprepared",
    floor: 8,
    roomId: "infinity",
    focus:
      "Floor 8 is the goal of the whole palace: the rooms become instinct. You think with them without naming them, and a listener hears the text and its Christ rather than the method. Mastery is proved by teaching and checked by an honest audit. Today you teach a passage you haven’t studied, without notes: the young man who ran to Jesus, asked the right question, was loved — and walked away sad.",
    scripture: "Mark 10:17-22",
    activity:
      "1) Pray, then read Mark 10:17-22 twice. No commentaries, no notes. 2) Teach it in three to five minutes — to a friend, a family member, a small group, or your phone’s recorder. Just talk; don’t try to use rooms. 3) Straight afterwards, write down your outline before you start analysing. 4) Audit: listen back or reread, and tag every room you actually used, with where it showed. Did you retell the beats (SR)? Picture the running and kneeling and the falling face (IR)? Notice that Jesus, “beholding him loved him” (OR)? Name what Christ was doing (CR)? Link the commandments He lists to the ones He leaves out (BF)? Land a Christ-line (CEC)? Tag only what you actually did. 5) Pick one or two gaps and write a concrete plan: which room, which passage, how often this week. 6) If someone listened, ask which rooms they heard and compare their tags with yours. Group: what is the one thing you would find hardest to give up if Jesus asked?",
    simplifiedActivity:
      "Read Mark 10:21-22. Tell someone the story in 90 seconds, including one thing Jesus felt and one thing He asked. Afterwards write down one room you used without planning to.",
    funElement:
      "Blind teach-back: teach the passage to someone who doesn’t know the palace. Then hand them a list of six rooms and ask which they think you used. Every room they spot that you also tagged scores a point.",
    reflectionQuestion:
      "Mark says Jesus looked at the young man and loved him — before he walked away. What do you think Jesus sees when He looks at you and at the one thing you find hardest to let go?",
    prayer:
      "Lord Jesus, You loved the young man who walked away, and You love me. Make Your Word so much a part of me that I can share it without notes, and keep me humble when I do. Show me the one thing I hold too tightly, and give me courage to follow You instead. Amen.",
  },

  // ---------- Week 7 (days 43–49): integration ----------
  {
    day: 43,
    week: 7,
    title: "Palace Walkthrough: Daniel 1 on Floors 1–4",
    floor: null,
    focus:
      "Integration week: you walk one chapter through the whole palace, floor by floor. Daniel 1 is a story about teenagers — four young men taken from home to the most powerful city on earth, given new names, a new education and the king’s own food, and pressured to become Babylonians. Today you take it through floors 1–4; tomorrow, floors 5–8. Keep every note short, one or two lines per room.",
    scripture: "Daniel 1",
    activity:
      "Read Daniel 1, then move through the rooms one line at a time. Floor 1 — SR: 3–7 beats. IR: the dining hall on the first day of the test. 24FPS: one frame for Daniel 1. TR: an icon for verse 8. GR: set Daniel 1:8 beside Genesis 39:9; what gem appears when two young exiles refuse to compromise? Floor 2 — OR: ten observations, including every number and the three times God gives (vv. 2, 9, 17 — one Hebrew verb, though the KJV says “brought” in v. 9). DC: what does “purposed in his heart” mean when the heart is the seat of the will? ST: what did the four Hebrew names honour, and what did Babylon rename them (v. 7)? QR: five questions, including “Why refuse the food but accept the name?” Floor 3 — PF: where are you asked to become someone else in order to fit in? HF: one example from history of a power renaming or re-educating the young. Floor 4 — CR: how is God acting as King in this chapter? DR: the five faces. TRm: which span? PRm: faithful young people under foreign pressure — Joseph, Daniel, Esther. FRT: test the reading “Daniel was just being difficult.” Group: why does a food choice matter so much here?",
    simplifiedActivity:
      "Read Daniel 1:8-16. Do four rooms in one line each: SR (four beats), IR (what the test looked like on day ten), OR (two numbers in the story) and PF (one place where you are pressured to fit in).",
    funElement:
      "Name swap: look up what Daniel, Hananiah, Mishael and Azariah mean — each honours God — and what Babylon renamed them. Then imagine the world renaming you after what it values most. What would that name be, and what is your true name in Christ?",
    reflectionQuestion:
      "Daniel accepted a new name and a foreign education, but drew the line at the king’s food. Where do you think your lines should be, and how do you decide?",
    prayer:
      "God of Daniel, You were with four teenagers far from home, under pressure to forget You, and You gave them favour, wisdom and courage. I face pressure to fit in too. Help me purpose in my heart to be faithful, to be respectful when I say no, and to trust You with the results. Amen.",
  },
  {
    day: 44,
    week: 7,
    title: "Palace Walkthrough: Daniel 1 on Floors 5–8",
    floor: null,
    focus:
      "Yesterday you walked Daniel 1 through the ground floors; today you climb. The chapter’s first two verses are easy to skip, but they are packed: a date, a siege, a king, and vessels from the house of God carried off to the treasure house of a foreign god. Floors 5–8 ask where the sanctuary, prophecy and God’s timetable appear — and then what it all does to your heart, and how naturally you can teach it.",
    scripture: "Daniel 1:1-2",
    activity:
      "Climb the upper floors, one or two lines per room. Floor 5 — BL: which sanctuary items are in verse 2, and where do they end up? (Daniel 5:2-4 shows what later happens to them.) PR: which kingdom is this on the prophetic timeline (Daniel 2:37-38)? 3A: in a story about what to eat and whom to honour, where do you hear the first angel’s call to worship the Creator? CEC: write a Christ-line for Daniel 1. Floor 6 — MATH: Daniel 1:1 marks the start of the seventy years of exile (@70y, 605 BC; Jeremiah 25:11). Note that the ten-day test is a short, literal time, not a prophetic period. Cycles: which cycle is this (@Cy), and which of the five beats — Fall, Covenant, Sanctuary, Enemy or Restoration? 123H: which horizon does the exile belong to? Floor 7 — FRM: name a wound or a hope from verse 8 and pray it. MR: meditate on “Daniel purposed in his heart”. SRM: in 60 seconds, list every room you used this week. Floor 8 — teach Daniel 1 to someone in three minutes without notes, then audit which rooms came out naturally. Group: what did the upper floors add to a story you thought you knew?",
    simplifiedActivity:
      "Read Daniel 1:1-2 and 1:21. Answer three questions: what was taken from God’s house, which prophetic period began here (the seventy years of Jeremiah 25:11), and how long Daniel stayed (v. 21)? Then pray one line from verse 8.",
    funElement:
      "Eight-floor pitch: explain Daniel 1 in eight sentences, one per floor, each using that floor’s lens without naming it. A friend listens and tries to guess which floor each sentence came from.",
    reflectionQuestion:
      "Daniel 1 ends by noting that Daniel was still there when the exile ended, about seventy years later. What would it take for the faithfulness you choose at fifteen to still be going at eighty-five?",
    prayer:
      "Lord of history, You let Your temple’s vessels be carried away, yet You kept Your timetable and Your people. You knew exactly how long the exile would last, and You kept Daniel faithful through all of it. Keep me faithful through every season of my life, from now until I see You. Amen.",
  },
  {
    day: 45,
    week: 7,
    title: "Teaching Preparation: A Youth Study on the Water",
    floor: null,
    focus:
      "The palace isn’t only for you; it is meant to be shared. Today you prepare a 10–15-minute Bible study you could lead for friends, a youth group or a younger class. Matthew 14 is ideal: Jesus sends His disciples into a storm, walks on the water in the night, invites Peter out, and catches him when he sinks. It speaks straight to fear, doubt and trying to be brave, and every floor of the palace has something to offer it.",
    scripture: "Matthew 14:22-33",
    activity:
      "1) Read Matthew 14:22-33 and write your aim in one sentence: what should your listeners know, feel and do by the end? 2) Choose only three or four rooms; a good study uses the palace without showing it off. Suggested: SR (open by building the beats together as a group), IR (the wind, the dark, the fourth watch of the night, v. 25), OR (what exactly made Peter begin to sink, v. 30?), and CR or CEC (what is Jesus doing, and what does the confession in verse 33 mean?). 3) Write three open discussion questions: one easy (what happened?), one deeper (why did Jesus send them into a storm?) and one personal (where are you looking at the wind instead of at Jesus?). 4) Add a Christ-line and one cross-reference (Job 9:8 or Psalm 107:28-30). 5) Plan a one-minute opening and a one-sentence close. 6) Fit the whole plan on one page and practise it aloud once with a timer. If you can, book a real time to lead it this week. Group: swap plans and give each other one strength and one suggestion.",
    simplifiedActivity:
      "Read Matthew 14:28-31. Write three questions you would ask a group: one about what happened, one about why Peter sank, and one about where we sink today. Add one sentence on what Jesus did “immediately” (v. 31).",
    funElement:
      "Lead it for real: run your study for two or more people this week, in person or on a video call. Afterwards ask one question — “What will you remember?” — and write down their answers word for word.",
    reflectionQuestion:
      "Peter sank when he looked at the wind, but Jesus caught him immediately. What does that tell you about what Jesus does when your faith wobbles halfway through a brave step?",
    prayer:
      "Lord Jesus, You walked on the storm and reached out immediately when Peter sank. Help me keep my eyes on You. As I prepare to share Your Word, make me clear, humble and honest, and use what I teach to help my friends step out of the boat and trust You. Amen.",
  },
  {
    day: 46,
    week: 7,
    title: "Difficult Passages: The Conversation Job Never Heard",
    floor: null,
    focus:
      "Some passages raise questions that hurt, and the palace is built to face them honestly rather than skip them. Job asks the question behind so much teenage doubt: if God is good, why do good people suffer? Job 1 shows a scene Job himself never saw — a council in heaven, an accuser, and God’s confidence in His servant. It doesn’t answer every question, but it changes the frame: suffering happens inside a great controversy.",
    scripture: "Job 1:6-22",
    activity:
      "1) Read Job 1. 2) OR: list the facts about Job (v. 1), the accuser’s claim (vv. 9-11), the limit God sets (v. 12) and Job’s response (vv. 20-22). 3) QR: write at least five honest questions. Don’t avoid the hard ones: Why would God allow this? Was it fair to Job? How much power does Satan really have? 4) QA: take one question and chain 2–3 texts. For “Who is behind the evil?” try Job 2:7, Matthew 13:27-28 (“An enemy hath done this”) and Revelation 12:9-12. 5) TRm: which span carries this passage? What changes once you see the accuser? 6) FRT: test two readings. “Job suffered because he sinned” — read Job 42:7 to see God’s verdict on that idea. “God doesn’t care about pain” — read James 5:11. What fruit does each grow? 7) Write three sentences you could say to a suffering friend: not a neat answer, but honest comfort that points to the God who entered our suffering in Christ. Group: Job’s friends got the first week right (Job 2:13). What did they get wrong later?",
    simplifiedActivity:
      "Read Job 1:8-12 and 1:20-22. Write one sentence on what the accuser claimed about Job, and one on what Job’s response proved. Then write one honest question about suffering that you would like to ask God.",
    funElement:
      "Split screen: draw what Job could see on earth on the left, and what was happening in heaven on the right, with one caption from the text on each side. Show it to someone and ask what difference the right-hand side makes.",
    reflectionQuestion:
      "Job never learned about the conversation in chapter 1, yet he is remembered for his faithfulness. How can you trust God when you can only see half the picture?",
    prayer:
      "Lord, I don’t understand why good people suffer, and sometimes I’m angry about it. Thank You that You let me ask. Thank You that Jesus entered our suffering and defeated the accuser. When I can see only half the picture, help me trust Your heart, and help me comfort my friends as You comfort me. Amen.",
  },
  {
    day: 47,
    week: 7,
    title: "Difficult Passages: Did Jesus Call Her a Dog?",
    floor: null,
    focus:
      "This is one of the passages that makes readers wince. A desperate Gentile mother begs Jesus to heal her daughter. At first He says nothing, then speaks of not giving the children’s bread to dogs. Was Jesus being harsh, even prejudiced? The palace doesn’t dodge the question. Careful observation, context, word study and the fruit test often show that a shocking line is doing something very different from what it first seems.",
    scripture: "Matthew 15:21-28",
    activity:
      "1) Read Matthew 15:21-28 and the parallel in Mark 7:24-30. 2) OR: list what the woman says and does (count her requests), what Jesus says and does, what the disciples want (v. 23), and how the story ends (v. 28). 3) Context: read Matthew 15:1-20, just before. What had Jesus been teaching about clean and unclean, and why might Matthew put this story next? 4) DC: the word for “dogs” here is kunarion (G2952), a little or household dog — still a sharp word, but not the street dog of a common insult. Look it up and note the difference. 5) QR: write your honest questions. Why the silence? Was He testing her, teaching the disciples, or both? 6) FRT: test the reading “Jesus looked down on Gentiles.” What fruit does it grow? Now weigh verse 28 and Matthew 8:10-11. Rewrite the interpretation and test it again. 7) Write two sentences on what this mother teaches about persistent, humble, bold faith. Group: have you ever kept praying when God seemed silent? What happened?",
    simplifiedActivity:
      "Read Matthew 15:22-28. Write what the woman asked for, what Jesus said at the end (v. 28), and one reason you think He let the conversation go the way it did. Then name one thing you will keep praying about even if the answer seems slow.",
    funElement:
      "Hot seat: one person answers as the mother, another as a disciple, each questioned for three minutes by the group about that day. Every answer must be defended from the text — no invented backstory allowed.",
    reflectionQuestion:
      "The woman refused to be offended away; she took Jesus’ own words and turned them into an argument for grace. What does her faith teach you about praying when God seems silent?",
    prayer:
      "Lord Jesus, You praised a Gentile mother for her great faith. When You seem silent, help me keep coming, humbly and boldly, as she did. Guard me from reading Your words in the worst possible light, and teach me that You are always more generous than I expect. Amen.",
  },
  {
    day: 48,
    week: 7,
    title: "Cross-Testament Links: From Babel to Pentecost",
    floor: null,
    focus:
      "The two Testaments are one story, and some of the richest links are mirrors, where the New Testament reverses what went wrong in the Old. At Babel people built a tower to make a name for themselves, and ended up confused and scattered. At Pentecost God came down again, and people from many nations heard the gospel in their own languages. It speaks to a generation tempted to build its own platform and its own name.",
    scripture: "Genesis 11:1-9",
    activity:
      "1) Read Genesis 11:1-9 and Acts 2:1-12, 41. 2) Map the mirror in two columns, one line per echo or reversal. Language: one speech confused / many languages understood. Direction: people building up to heaven / God coming down from heaven. Name: “let us make us a name” (Genesis 11:4) / calling on the name of the Lord (Acts 2:21). Result: scattered / gathered (Acts 2:41). 3) Check the warrant: set the list of nations in Acts 2:9-11 beside the table of nations in Genesis 10. Is the mirror strong enough to call this a parallel by contrast? Write why or why not. 4) Add a gem: set Genesis 12:2 (“I will make thy name great”) beside Genesis 11:4. What appears when you read them together? 5) Write a one- or two-sentence lesson about making a name for yourself versus receiving one from God. 6) Bonus: read Revelation 7:9. Where does this story finally end? Group: what towers do people our age build to make a name?",
    simplifiedActivity:
      "Read Genesis 11:4 and Acts 2:6. Write two columns, Babel and Pentecost, and fill in three opposites (language, direction, name). Then write one sentence on what God gives that Babel tried to grab.",
    funElement:
      "Silent tower: in teams, build the tallest tower you can from paper cups in two minutes without speaking — gestures only. Then talk: what happens to a project when no one understands anyone, and what did Pentecost reverse?",
    reflectionQuestion:
      "At Babel people tried to make a name for themselves; to Abraham God said, “I will make thy name great.” Where are you trying to build your own name, and what would it mean to receive your identity from God instead?",
    prayer:
      "Lord, I am tempted to build towers — a name, a platform, a reputation. Forgive me. Thank You that at Pentecost You came down and gathered people from many nations into one family. Give me a name from You, and use me to help others hear the gospel in their own language. Amen.",
  },
  {
    day: 49,
    week: 7,
    title: "Cross-Testament Links: I AM at the Bush and in the Garden",
    floor: null,
    focus:
      "At the burning bush God gives Moses His name: I AM THAT I AM. Centuries later, when soldiers come to arrest Jesus in a garden at night and He answers “I am”, they draw back and fall to the ground. John’s Gospel is full of Jesus’ “I am” sayings, and linking them to Exodus 3 is one of the clearest ways the New Testament tells you who He is. It also answers every identity question you will ever ask.",
    scripture: "Exodus 3:1-15",
    activity:
      "1) Read Exodus 3:1-15. Note what Moses asks (vv. 11, 13) and how God answers each time (vv. 12, 14). 2) Read John 18:1-8. In the KJV the word “he” in verses 5, 6 and 8 is printed in italics because translators added it; Jesus’ answer is literally “I am” (egō eimi). What happens when He says it? 3) Read John 8:56-59. Why did the crowd pick up stones? 4) List the seven “I am” sayings with a picture in John (6:35; 8:12; 10:9; 10:11; 11:25; 14:6; 15:5). For each, write one word for what He is and one for what He gives. 5) Map the link: what echoes (a name revealed, a rescue about to happen) and what escalates (the One who spoke from the bush now stands in the garden and goes to the cross for His people). 6) Moses asked “Who am I?” and God answered “Certainly I will be with thee.” Write two sentences on how the I AM answers your own “Who am I?” Group: which “I am” saying does your friend group most need right now, and why?",
    simplifiedActivity:
      "Read Exodus 3:14 and John 18:5-6. Write one sentence on what happened when Jesus said “I am”. Then choose one of His seven “I am” sayings in John and write how it meets a need you have this week.",
    funElement:
      "I AM speed round: write the seven sayings on cards with the references on the back. Shuffle and time how fast you can give the reference for each; then flip it, reference first. Beat your time tomorrow.",
    reflectionQuestion:
      "Moses asked, “Who am I?” and God answered by telling him who He is. How might knowing who Jesus is settle some of your questions about who you are?",
    prayer:
      "I AM, You spoke from the bush and stood in the garden, and You did not run from the cross. You are the bread, the light, the door, the shepherd, the resurrection, the way and the vine. When I ask who I am, remind me who You are, and that You are with me. Amen.",
  },

  // ---------- Week 8 (day 50): completion and commissioning ----------
  {
    day: 50,
    week: 8,
    title: "Completion and Commissioning: Say Not, I Am a Child",
    floor: null,
    focus:
      "Fifty days ago you started building a memory palace. Now you are sent out from it. Jeremiah was young when God called him, and his first reaction was one many teenagers feel: I can’t speak — I’m too young. God didn’t argue about his age; He promised His presence and put His words in his mouth. Today you look back at what God has built in you, and forward to where He is sending you.",
    scripture: "Jeremiah 1:4-10",
    activity:
      "1) Read Jeremiah 1:4-10. Note the three things God says He did before Jeremiah was born (v. 5), Jeremiah’s objection (v. 6), and God’s answers (vv. 7-9). 2) Look back: open your Day 1 Story Room chain for Genesis 37 and retell it without looking — can you still? Then walk Genesis 37 quickly up all eight floors, one line per floor, and notice how much more you see now than on Day 1. 3) Take stock: list your three strongest rooms and the two you most want to grow, and plan one concrete practice for each (a room, a passage, a day of the week). 4) Commission: write a three-sentence commitment — what you will keep doing with the palace, whom you will share it with (a friend, a younger sibling, a class), and how you will keep Christ at the centre. 5) If you can, read it aloud to a parent, pastor or mentor and ask them to pray for you. Group: each person names one thing they have seen grow in someone else over these fifty days.",
    simplifiedActivity:
      "Read Jeremiah 1:7-8. Write “I am not too young to…” and finish it three ways. Then write the name of one person you will share something from this course with this week, and what you will share.",
    funElement:
      "Palace tour: give someone a five-minute guided tour of your memory palace — all eight floors, with one room and one Bible example on each, no notes. Record it if you can, and watch it again a year from now.",
    reflectionQuestion:
      "God told Jeremiah, “Say not, I am a child,” and promised to be with him. What have you been telling yourself you are too young, too unsure or too ordinary to do for God?",
    prayer:
      "Lord, You knew me before I was born, and for fifty days You have been building Your Word into me. Thank You. I’m young, and sometimes I don’t know what to say, but You promise to be with me and to put Your words in my mouth. Send me to my friends, my family and my generation, with Jesus at the centre of everything. Amen.",
  },
];
