// Palace Quiz (games.md §4.15): three stems per room, written fresh from the palace content. A stem describes a
// room without naming it, its tag or a give-away word from its name; the explanation (shown in the reveal) may.
// Server-only: this file is the answer key.
import type { QuizQuestion } from "./types";

export const quizQuestions: readonly QuizQuestion[] = [
  // Floor 1
  {
    id: "sr-1",
    roomId: "sr",
    kind: "core-question",
    stem: "Before anyone asks what a passage means, this room asks only what happens and in what order, so that the episode can be retold with the Bible closed.",
    explanation:
      "The Story Room (SR) settles sequence before meaning: what happens, and in what order. Every later room assumes you already know the plot.",
  },
  {
    id: "sr-2",
    roomId: "sr",
    kind: "method",
    stem: "Read the episode straight through, pick three to seven turning points, label each with a picturable word (three words at most) and link them with arrows: Call → Flight → Storm.",
    explanation:
      "Beats, short picture labels and arrows in time order are the Story Room's method; the chain is finished with one arc sentence and a retelling without the page.",
  },
  {
    id: "sr-3",
    roomId: "sr",
    kind: "pitfall",
    stem: "Ten or more turning points, labels a full sentence long, events out of order, and words like 'grace' or 'judgment' inside the labels all break this room's chain.",
    explanation:
      "The Story Room keeps 3–7 beats with concrete labels in the text's own order. Meaning-words belong to later rooms; here they interpret instead of picturing.",
  },
  {
    id: "ir-1",
    roomId: "ir",
    kind: "core-question",
    stem: "If I stood inside this scene, what would I see, hear, touch, smell and taste?",
    explanation:
      "That is the core question of the Imagination Room (IR): entering a passage through all five senses so that it becomes an experienced memory.",
  },
  {
    id: "ir-2",
    roomId: "ir",
    kind: "method",
    stem: "Fix the place, the hour and the people present, step into the scene, write one concrete line for each sense, then strike anything the text and its world would not allow.",
    explanation:
      "The Imagination Room sets the scene, moves through the five senses and then checks every detail against the text: a sanctified imagination serves the passage and never adds to it.",
  },
  {
    id: "ir-3",
    roomId: "ir",
    kind: "pitfall",
    stem: "Its dangers are invented dialogue, motives Scripture never gives, melodrama, and anachronisms such as clocks or glass windows when entering a biblical scene.",
    explanation:
      "The Imagination Room stays inside what the text and its world allow; new speeches, back-stories and modern objects change the passage instead of entering it.",
  },
  {
    id: "24fps-1",
    roomId: "24fps",
    kind: "core-question",
    stem: "What single drawable picture will summon a given chapter instantly — and give back the chapter number when the picture comes to mind?",
    explanation:
      "The 24FPS Room gives every chapter one vivid frame, tested both ways: chapter → image and image → chapter.",
  },
  {
    id: "24fps-2",
    roomId: "24fps",
    kind: "purpose",
    stem: "Memory engineering for all 1,189 chapters: each receives one odd, concrete film-still that works as a hook, not a summary and not a doctrine.",
    explanation:
      "The 24FPS Room builds a frame index of the whole Bible, one image per chapter, like single frames of film.",
  },
  {
    id: "24fps-3",
    roomId: "24fps",
    kind: "pitfall",
    stem: "Using a heading like 'The Fall' as the image, crowding five objects into one picture, or reusing one picture for several chapters breaks this room's index.",
    explanation:
      "In the 24FPS Room a frame is one drawable object or action, unique to its chapter; titles and abstractions cannot be sketched and do not return the number.",
  },
  {
    id: "br-1",
    roomId: "br",
    kind: "core-question",
    stem: "What one simple mark sums up a block of twenty-four consecutive chapters?",
    explanation:
      "Bible Rendered (BR) cuts the 1,189 chapters into 50 blocks of 24 and gives each block one glyph.",
  },
  {
    id: "br-2",
    roomId: "br",
    kind: "purpose",
    stem: "An aerial map of Scripture: fifty blocks, each with one glyph, recited in order so the whole storyline can be held at once and any chapter placed inside it.",
    explanation:
      "Bible Rendered is the palace's aerial view: reciting the 50 glyphs in order gives the shape of the whole Bible.",
  },
  {
    id: "br-3",
    roomId: "br",
    kind: "method",
    stem: "Skim a block for its dominant movement, choose an arrow, a pictogram or one capitalised word, justify it in a sentence or two, then recite all fifty in runs of ten.",
    explanation:
      "Bible Rendered: one glyph per block, a short rationale, and a legend memorised in block order. Glyphs change only when they keep failing.",
  },
  {
    id: "tr-1",
    roomId: "tr",
    kind: "core-question",
    stem: "What does this verse, passage or book look like? Turn the words into a picture, using the Bible's own imagery first.",
    explanation:
      "The Translation Room (TR) converts words and abstractions into pictures that are easy to remember and to teach.",
  },
  {
    id: "tr-2",
    roomId: "tr",
    kind: "method",
    stem: "A verse becomes one icon, a passage becomes a three-panel strip that reads without captions, and a whole book becomes a mural with at least four chapter stations.",
    explanation:
      "Icon, three-panel strip and mural are the Translation Room's three scales. (A single chapter frame for memory belongs to 24FPS.)",
  },
  {
    id: "tr-3",
    roomId: "tr",
    kind: "pitfall",
    stem: "Staying abstract ('God's care'), mixing a vine picture with a body picture in one panel, overcrowding, or inventing imagery Scripture never uses.",
    explanation:
      "The Translation Room prefers concrete, simple pictures and the Bible's own metaphors; mixed or invented imagery blurs the verse it should return.",
  },
  {
    id: "gr-1",
    roomId: "gr",
    kind: "core-question",
    stem: "What truth shines out only when two to four texts from different contexts are set side by side?",
    explanation:
      "The Gems Room (GR) looks for the insight that appears only when separate texts illuminate one another.",
  },
  {
    id: "gr-2",
    roomId: "gr",
    kind: "method",
    stem: "Read texts from different books side by side, state what none says alone, test it as anchored, rare and usable, then give it a title and name where it will serve.",
    explanation:
      "The Gems Room's test is anchored, rare and usable; every gem card names a use such as a sermon point, an answer or a devotional.",
  },
  {
    id: "gr-3",
    roomId: "gr",
    kind: "pitfall",
    stem: "Two texts that only share a word, trivia such as 'both mention a donkey', or two Gospels telling the same event offered as a rare insight.",
    explanation:
      "The Gems Room rejects forced links, curiosities and plain parallels: a gem must be a usable truth that no single text shows on its own.",
  },
  // Floor 2
  {
    id: "or-1",
    roomId: "or",
    kind: "core-question",
    stem: "What is actually on the page? Read out of the text before reading anything into it.",
    explanation:
      "The Observation Room (OR) produces plain, numbered observations: the raw data every interpretive room later uses.",
  },
  {
    id: "or-2",
    roomId: "or",
    kind: "method",
    stem: "List people, numbers, objects, places, times and actions; then grammar, repetition, contrasts and omissions. Keep going past twenty numbered items and write no meanings at all.",
    explanation:
      "The Observation Room records the factual layer first, then the deeper layer, and adds five more after it seems finished. Meanings wait for later rooms.",
  },
  {
    id: "or-3",
    roomId: "or",
    kind: "pitfall",
    stem: "Writing 'this symbolizes' on the sheet, stopping under twenty items, and skipping boats, pillows and numbers because they seem unspiritual.",
    explanation:
      "In the Observation Room an observation can be checked by pointing at the verse; interpretations and a short list mean the text has not yet been seen.",
  },
  {
    id: "dc-1",
    roomId: "dc",
    kind: "core-question",
    stem: "What did these key words mean to the first hearers, and what have careful interpreters noticed?",
    explanation:
      "The Def-Com Room (DC) fixes word meanings in their original language and culture, then weighs trusted commentators.",
  },
  {
    id: "dc-2",
    roomId: "dc",
    kind: "method",
    stem: "Take the 3–5 weightiest words, note the Hebrew or Greek word, its Strong's number and a lexicon sense, add one custom of the first hearers, then weigh two or three scholars.",
    explanation:
      "Definitions, culture and commentary, ending in your own synthesis: that is the Def-Com Room, where Scripture keeps the last word.",
  },
  {
    id: "dc-3",
    roomId: "dc",
    kind: "pitfall",
    stem: "Hearing 'dynamite' in dunamis, building on an English word the Greek does not carry, or letting one famous scholar overrule a plain text.",
    explanation:
      "The Def-Com Room guards against modern meanings read back into ancient words and against a one-source echo chamber; commentaries inform, they do not rule.",
  },
  {
    id: "st-1",
    roomId: "st",
    kind: "core-question",
    stem: "What does this image consistently mean across the whole canon, and where is it fulfilled in Christ?",
    explanation:
      "The Symbols/Types Room (ST) builds a personal dictionary of God's imagery, each card landing in Christ.",
  },
  {
    id: "st-2",
    roomId: "st",
    kind: "method",
    stem: "Name one image such as BREAD, list 5–10 texts from across Scripture, define what it stands for in one sentence, locate its fulfilment in Jesus and save the card as a reusable key.",
    explanation:
      "Symbol, scope, sign and Christ-locus make a Symbols/Types card, tested and revised every time the image appears again.",
  },
  {
    id: "st-3",
    roomId: "st",
    kind: "pitfall",
    stem: "Deciding what an image means from feeling or culture, making one unusual use universal, and forgetting that sometimes a door is only a door.",
    explanation:
      "The Symbols/Types Room lets Scripture define its own imagery, records exceptions honestly and refuses to allegorise every detail.",
  },
  {
    id: "qr-1",
    roomId: "qr",
    kind: "core-question",
    stem: "What must I ask — inside the passage, across Scripture, and through the palace?",
    explanation:
      "The Questions Room (QR) interrogates the text; the quality of the questions sets the depth of understanding.",
  },
  {
    id: "qr-2",
    roomId: "qr",
    kind: "method",
    stem: "Fill three columns — INTRA (about the passage itself), INTER (across Scripture) and PALACE (which cycle, article or room) — rewrite weak items, then star the best 5–10.",
    explanation:
      "The Questions Room's map has three columns; the starred questions become the work list for the Q&A Chains Room.",
  },
  {
    id: "qr-3",
    roomId: "qr",
    kind: "pitfall",
    stem: "Yes/no prompts, leading ones that already contain their reply, statements with a mark tacked on the end, and a map of only eight items.",
    explanation:
      "The Questions Room turns closed questions into open ones, drops leading ones and pushes past the surface; the uncomfortable questions often lead furthest.",
  },
  {
    id: "qa-1",
    roomId: "qa",
    kind: "core-question",
    stem: "Where does Scripture itself settle this matter? Reply with linked texts, not with opinion, so the conclusion can be shown to someone else.",
    explanation:
      "The Q&A Chains Room (QA) answers the strongest questions with chains of Scripture: Scripture interpreting Scripture.",
  },
  {
    id: "qa-2",
    roomId: "qa",
    kind: "method",
    stem: "Take the starred items from the previous room, find 2–4 texts that speak directly to each (clear before obscure), and write a 1–3 sentence synthesis drawn only from them.",
    explanation:
      "The Q&A Chains Room imports the Questions Room's starred list, chains direct texts read in context, and checks that the synthesis adds no opinion.",
  },
  {
    id: "qa-3",
    roomId: "qa",
    kind: "pitfall",
    stem: "Proof-texting, relying on a single verse, restating the verses without resolving the query, and slipping personal opinion into the synthesis.",
    explanation:
      "The Q&A Chains Room needs at least two direct texts read in their own chapters; one verse is a starting point, not a chain.",
  },
  // Floor 3
  {
    id: "nf-1",
    roomId: "nf",
    kind: "core-question",
    stem: "What does this thing in creation — a seed, a bird, salt in a pot — teach about God and His Word?",
    explanation:
      "Nature Freestyle (NF) reads creation as a sermon (Rom 1:20), as Jesus did with seeds, birds and lilies.",
  },
  {
    id: "nf-2",
    roomId: "nf",
    kind: "method",
    stem: "Look closely at one object, note one or two traits, tie a trait to a verse Scripture already uses it in, check that verse's context, and distil a lesson a child could repeat.",
    explanation:
      "Nature Freestyle logs object → verse → lesson → use, so that an ordinary walk becomes review of the Word.",
  },
  {
    id: "nf-3",
    roomId: "nf",
    kind: "pitfall",
    stem: "Making a pine cone 'mean' the Trinity, or treating creation as if it could reveal the cross without the written Word.",
    explanation:
      "Nature Freestyle avoids forced analogies; creation shows God's power and Godhead (Rom 1:20), but the gospel comes through the Word and Christ.",
  },
  {
    id: "pf-1",
    roomId: "pf",
    kind: "core-question",
    stem: "Where is God writing biblical lessons into the events of my own life?",
    explanation:
      "Personal Freestyle (PF) reads your own story in the light of biblical narratives, with Scripture as the main story.",
  },
  {
    id: "pf-2",
    roomId: "pf",
    kind: "method",
    stem: "Describe one event from your own life in a few factual sentences, find a biblical account whose shape matches, say humbly what God may be doing, and bank the lesson as testimony.",
    explanation:
      "Personal Freestyle looks for a structural parallel and a grace pattern, and notes who might need to hear the testimony.",
  },
  {
    id: "pf-3",
    roomId: "pf",
    kind: "pitfall",
    stem: "Making yourself the hero, forcing a one-detail match ('stuck in a lift like Jonah in the fish'), or reading every gain as God's approval and every loss as His displeasure.",
    explanation:
      "Personal Freestyle guards against self-centredness, forced parallels and prosperity assumptions; experience confirms Scripture and never overrules it.",
  },
  {
    id: "bf-1",
    roomId: "bf",
    kind: "core-question",
    stem: "Which verses are this verse's theological relatives — close 'brothers' and wider 'cousins'?",
    explanation:
      "Bible Freestyle (BF) makes the student a human cross-reference system who can name a verse's relatives on the spot.",
  },
  {
    id: "bf-2",
    roomId: "bf",
    kind: "method",
    stem: "State a verse's core idea in a phrase, find three to five relatives by word, theme and parallel passage, label each brother or cousin, and drill naming three of them quickly.",
    explanation:
      "Bible Freestyle records a cluster (verse → relatives, a few words per link) and practises it until it is ready in conversation.",
  },
  {
    id: "bf-3",
    roomId: "bf",
    kind: "pitfall",
    stem: "Linking 'the love of money' with 'God is love' because they share a word, or padding a cluster with distant verses just to reach five.",
    explanation:
      "In Bible Freestyle shared meaning, not shared vocabulary, makes verses relatives; three true relatives beat five distant ones.",
  },
  {
    id: "hf-1",
    roomId: "hf",
    kind: "core-question",
    stem: "How does this secular event, trend or phenomenon illustrate a scriptural warning or principle — with Scripture judging culture and never the reverse?",
    explanation:
      "History/Social Freestyle (HF) uses secular events and trends as gospel illustrations and warnings.",
  },
  {
    id: "hf-2",
    roomId: "hf",
    kind: "purpose",
    stem: "Wars, market crashes, inventions and news trends become sermon illustrations, remembering that there is no new thing under the sun (Eccl 1:9).",
    explanation:
      "History/Social Freestyle draws timeless lessons from secular history, never from biblical narrative, which other rooms handle.",
  },
  {
    id: "hf-3",
    roomId: "hf",
    kind: "pitfall",
    stem: "Announcing that this week's headline fulfils a prophecy, using a verse to score a party-political point, or letting the news decide what a text means.",
    explanation:
      "History/Social Freestyle avoids newspaper exegesis and partisanship: the lesson applies to every side, including your own.",
  },
  {
    id: "lr-1",
    roomId: "lr",
    kind: "core-question",
    stem: "Which verse or principle does what I just heard echo — and what will I do about it?",
    explanation:
      "The Listening Room (LR) turns passive hearing into active capture, verification and obedience (Jas 1:22-25).",
  },
  {
    id: "lr-2",
    roomId: "lr",
    kind: "method",
    stem: "Catch a quote, principle or echo in a sermon, song or conversation, note it at once with who said it, verify it in context, and write one action step for today.",
    explanation:
      "The Listening Room records quote → verse → source, checks it (verified, not in Scripture, or misapplied) and ends in action.",
  },
  {
    id: "lr-3",
    roomId: "lr",
    kind: "pitfall",
    stem: "Trusting memory that 'cleanliness is next to godliness' is in Proverbs, or collecting a speaker's misquotations in order to correct them rather than to obey.",
    explanation:
      "The Listening Room verifies everything, even what sounds most familiar, and uses discernment for obedience, not for scoring points.",
  },
  // Floor 4
  {
    id: "cr-1",
    roomId: "cr",
    kind: "core-question",
    stem: "Which of Christ's offices — Prophet, Priest or King — is active in this passage, and how does that shape interpretation and application?",
    explanation:
      "The Concentration Room (CR) names what Christ is doing through His threefold office, rooted in Deut 17–18.",
  },
  {
    id: "cr-2",
    roomId: "cr",
    kind: "method",
    stem: "Find Christ's main verb in the passage, tag it to one office, name the title that carries it (Lamb → Priest), state His act and its benefit, and note whether it is finished, ongoing or awaited.",
    explanation:
      "The Concentration Room's note is office, title, act, benefit and horizon; application flows from Christ's act, not from our effort.",
  },
  {
    id: "cr-3",
    roomId: "cr",
    kind: "pitfall",
    stem: "Turning a text into 'be like David' while Christ's own work disappears, or tagging Prophet, Priest and King all at once 'to be safe'.",
    explanation:
      "The Concentration Room names one primary office (a secondary only with a reason) and keeps the Messiah's work at the centre.",
  },
  {
    id: "dr-1",
    roomId: "dr",
    kind: "core-question",
    stem: "How does this text speak at once to history, to Christ, to me, to the church and to eternity?",
    explanation:
      "The Dimensions Room (DR) reads each text as a diamond with five faces: literal, Christ, me, church and heaven.",
  },
  {
    id: "dr-2",
    roomId: "dr",
    kind: "purpose",
    stem: "Treats each text as a diamond with five faces: the literal face grounds the rest, Christ is the centre, and the last three apply what the first two establish.",
    explanation:
      "The Dimensions Room prevents one-dimensional readings; nothing in the other four lines may contradict the literal one.",
  },
  {
    id: "dr-3",
    roomId: "dr",
    kind: "pitfall",
    stem: "Writing 'God provides' five times over — as history, as Christ, as me, as the church and as heaven — so that one idea is restated instead of five distinct truths.",
    explanation:
      "The Dimensions Room asks for five different lines; if two say the same thing, go back to the text for what that face reveals.",
  },
  {
    id: "c6-1",
    roomId: "c6",
    kind: "core-question",
    stem: "How does one truth sound in prophecy, parable, epistle, history, gospel and poetry, and what does each genre add?",
    explanation:
      "Connect-6 (C6) hears a truth in all six genres of Scripture, each read by its own rules, and weaves them together.",
  },
  {
    id: "c6-2",
    roomId: "c6",
    kind: "method",
    stem: "Find one verse for each genre on the genre map, read each by its own rules (proverbs are tendencies, parables make one point), then weave a synthesis that climaxes in Christ.",
    explanation:
      "Connect-6 ends in a synthesis that shows what no single genre showed, and arrives at Christ with a supporting text.",
  },
  {
    id: "c6-3",
    roomId: "c6",
    kind: "pitfall",
    stem: "Building doctrine on one genre alone, reading a proverb as a guarantee, listing references with no synthesis, or filling a genre slot with 'Great Controversy', which is a theme.",
    explanation:
      "Connect-6 guards against one-genre doctrine and against confusing kinds of writing with Theme Room spans.",
  },
  {
    id: "trm-1",
    roomId: "trm",
    kind: "core-question",
    stem: "Which load-bearing span of the palace — four walls, a floor and a ceiling — does this passage mainly stand on?",
    explanation:
      "The Theme Room (TRm) places every text on one of six structural spans so that texts on the same span can be compared.",
  },
  {
    id: "trm-2",
    roomId: "trm",
    kind: "method",
    stem: "Tag a text with one primary span — Sanctuary, Life of Christ, Great Controversy or Time-Prophecy wall, Gospel Floor, Heaven Ceiling — add at most one secondary, and compare it with another text on that span.",
    explanation:
      "The Theme Room's spans are themes, not genres; comparing texts on the same span turns tags into architecture.",
  },
  {
    id: "trm-3",
    roomId: "trm",
    kind: "pitfall",
    stem: "Tagging every span at once, treating every text as mainly about justification, or putting Christ's earthly ministry on the Sanctuary wall instead of the Life of Christ wall.",
    explanation:
      "The Theme Room chooses one primary span and at most one secondary; a text placed everywhere is placed nowhere.",
  },
  {
    id: "tz-1",
    roomId: "tz",
    kind: "core-question",
    stem: "Does this text speak from heaven or from earth, and from the past, the present or the future?",
    explanation:
      "The Time Zone room (TZ) is a lens: naming the zone a text speaks from keeps heaven's activity distinct from earth's history.",
  },
  {
    id: "tz-2",
    roomId: "tz",
    kind: "method",
    stem: "Choose one primary code — H-Pa, H-Now, H-Fu, E-Pa, E-Now or E-Fu — explain in two or three sentences how the text speaks from it, and keep near and far fulfilments apart.",
    explanation:
      "The Time Zone room's six codes pair heaven or earth with past, now or future; one primary zone, a few secondary at most.",
  },
  {
    id: "tz-3",
    roomId: "tz",
    kind: "pitfall",
    stem: "Treating this lens as a dated historical sequence, tagging all six codes, or placing Christ's present intercession in heaven's past.",
    explanation:
      "The Time Zone room is a lens, not a timeline (that belongs to the Prophecy Room), and Christ's intercession now is H-Now (Heb 8:1-2).",
  },
  {
    id: "prm-1",
    roomId: "prm",
    kind: "core-question",
    stem: "Which motif recurs three or more times in Scripture, and what does it reveal about how God acts?",
    explanation:
      "The Patterns Room (PRm) trains the ear for recurring structural motifs, larger than a type and broader than a pair.",
  },
  {
    id: "prm-2",
    roomId: "prm",
    kind: "method",
    stem: "Find at least three clear instances of a recurring shape, give it a vivid name like 'Midnight Deliverance', describe its moves in order, list the references and draw the insight.",
    explanation:
      "The Patterns Room needs three or more textual instances, a specific name, a structure sentence and an insight that meets Christ.",
  },
  {
    id: "prm-3",
    roomId: "prm",
    kind: "pitfall",
    stem: "Two examples and a hunch, a vague label like 'God is faithful', or using a motif as a formula: 'it is midnight in my life, so rescue is due tonight'.",
    explanation:
      "In the Patterns Room motifs are tendencies, not laws; thin evidence, vague names and mechanical application all misuse them.",
  },
  {
    id: "par-1",
    roomId: "par",
    kind: "core-question",
    stem: "Which two events mirror each other, and how does the second echo and surpass the first?",
    explanation:
      "The Parallels Room (P‖) compares pairs of events, usually Old Testament ↔ New, for what echoes and what escalates.",
  },
  {
    id: "par-2",
    roomId: "par",
    kind: "method",
    stem: "Describe two events, map the shared actions line by line, name what is greater the second time, and check the warrant — ideally an explicit New Testament link such as Matt 12:41.",
    explanation:
      "The Parallels Room maps echoes, then escalation, and refuses a pair whose warrant it cannot state.",
  },
  {
    id: "par-3",
    roomId: "par",
    kind: "pitfall",
    stem: "Pairing two accounts only because both 'have water', calling a person who points to Christ a pair of events, or matching stories without seeing what grows the second time.",
    explanation:
      "The Parallels Room needs shared actions, not shared themes; types belong to ST and motifs with three or more instances to PRm.",
  },
  {
    id: "frt-1",
    roomId: "frt",
    kind: "core-question",
    stem: "What does this interpretation produce in heart, attitude and action — Christlike or toxic?",
    explanation:
      "The Fruit Room (FRt) is the interpretive conscience (Matt 7:16): readings that breed pride, fear or despair must be revisited.",
  },
  {
    id: "frt-2",
    roomId: "frt",
    kind: "method",
    stem: "State your reading plainly, test it against pairs like humility/pride and hope/despair, and if it breeds something bad, find the neglected balancing truth and revise.",
    explanation:
      "The Fruit Room tests a reading against six pairs; bad fruit often means a true doctrine held without its partner.",
  },
  {
    id: "frt-3",
    roomId: "frt",
    kind: "pitfall",
    stem: "Defending a despairing reading because it 'must be right', trusting a reading because it feels good, or judging other people's lives instead of your own interpretation.",
    explanation:
      "The Fruit Room pauses bad-fruit readings, does not validate by emotion, and examines the reading, not other believers.",
  },
  // Floor 5
  {
    id: "bl-1",
    roomId: "bl",
    kind: "core-question",
    stem: "Which article, service or space of the tabernacle does this text map to, and how does it reveal Christ's ministry?",
    explanation:
      "The Blue Room (BL) treats the sanctuary as God's blueprint of salvation, from the gate to the ark.",
  },
  {
    id: "bl-2",
    roomId: "bl",
    kind: "method",
    stem: "Follow the path from gate to altar, laver, lampstand, table, incense altar, veil and ark; tag the element, note which apartment it belongs to, and follow the blood to Christ's work.",
    explanation:
      "The Blue Room maps texts to the eight articles, two services and three spaces, and names the doctrine and a New Testament link (often Hebrews).",
  },
  {
    id: "bl-3",
    roomId: "bl",
    kind: "pitfall",
    stem: "Calling the tabernacle 'just metaphor', flattening its two apartments into one, or turning every mention of bread into the showbread.",
    explanation:
      "The Blue Room follows Hebrews 8:1-5: a real pattern of Christ's ministry, with continual intercession and, from 1844, the judgment hour (Dan 8:14).",
  },
  {
    id: "pr-1",
    roomId: "pr",
    kind: "core-question",
    stem: "What does this beast, horn or time period stand for on the historicist timeline, and how does it line up with the matching visions of Daniel and Revelation?",
    explanation:
      "The Prophecy Room (PR) reads Daniel and Revelation as one outline fulfilled in real history, each vision repeating and enlarging the last.",
  },
  {
    id: "pr-2",
    roomId: "pr",
    kind: "method",
    stem: "Decode each image with Scripture's own keys (beasts are kingdoms), place it from Babylon to the new creation, align Dan 2, 7 and 8, and convert days to years (Num 14:34).",
    explanation:
      "The Prophecy Room decodes, places, aligns and calculates — 457 BC + 2,300 years → AD 1844 — then states the fulfilment with dates.",
  },
  {
    id: "pr-3",
    roomId: "pr",
    kind: "pitfall",
    stem: "Reading this week's headlines into the beasts, pushing the little horn into a future seven-year period, or interpreting Dan 7 apart from Dan 2.",
    explanation:
      "The Prophecy Room is historicist: it rejects newspaper exegesis, futurism and preterism, and keeps repeat-and-enlarge intact.",
  },
  {
    id: "3a-1",
    roomId: "3a",
    kind: "purpose",
    stem: "'Mission control': shows how doctrine fuels an urgent, worldwide, final proclamation that begins with the everlasting gospel (Rev 14:6-12).",
    explanation:
      "The Three Angels Room (3A) is mission control: it shows how doctrine fuels a worldwide proclamation that begins with the everlasting gospel.",
  },
  {
    id: "3a-2",
    roomId: "3a",
    kind: "method",
    stem: "Read for cues — gospel, creation, worship, judgment; Babylon's confusion; pressure to take a mark — choose the matching message, and write a mission application with the gospel first.",
    explanation:
      "The Three Angels Room sorts cues to the first, second or third angel (Rev 14:6-7, 8, 9-12) and ends in mission today.",
  },
  {
    id: "3a-3",
    roomId: "3a",
    kind: "pitfall",
    stem: "Opening with Babylon and the mark before grace, presenting the Sabbath as a ladder to salvation, or using 'Babylon' to despise people God still calls His own.",
    explanation:
      "The Three Angels Room starts with the everlasting gospel and the faith of Jesus; Babylon names a mixture of truth and error, not people to despise.",
  },
  {
    id: "fe-1",
    roomId: "fe",
    kind: "core-question",
    stem: "Which appointed time of Lev 23 does this passage fulfil, foreshadow or echo, and what does that show about Christ's redemptive timetable?",
    explanation: "The Feasts Room (FE) reads Leviticus 23 as enacted prophecy of Christ's work.",
  },
  {
    id: "fe-2",
    roomId: "fe",
    kind: "purpose",
    stem: "Reads Lev 23 as enacted prophecy: the spring observances met their fulfilment at the first advent; the autumn ones are being, or will be, fulfilled around the second.",
    explanation:
      "In the Feasts Room Passover, Unleavened Bread, Firstfruits and Pentecost are fulfilled; the Day of Atonement is in progress; Trumpets and Tabernacles await.",
  },
  {
    id: "fe-3",
    roomId: "fe",
    kind: "pitfall",
    stem: "Forcing every text into the Day of Atonement, treating Pentecost as a private blessing without its harvest mission, or calling Trumpets and Tabernacles already fulfilled.",
    explanation:
      "The Feasts Room checks the cues for all seven, keeps Pentecost's ingathering, and gets each status right.",
  },
  {
    id: "cec-1",
    roomId: "cec",
    kind: "core-question",
    stem: "Where is the Messiah in this portion of Scripture, and what is He doing there? Answered section by section, the lines build a map of whole books.",
    explanation:
      "Christ in Every Chapter (CEC) writes a Christ-line for each chapter (Luke 24:27; John 5:39), building a Christ-map of whole books.",
  },
  {
    id: "cec-2",
    roomId: "cec",
    kind: "method",
    stem: "Search with five finding methods — promise, types and shadows, gospel trail, God's heart, unfinished account — then write a line naming His title, His act and a New Testament cross-link.",
    explanation:
      "Christ in Every Chapter classifies His presence as explicit, typological or thematic and confirms every line in the New Testament.",
  },
  {
    id: "cec-3",
    roomId: "cec",
    kind: "pitfall",
    stem: "'Be brave like David' moralism, a generic 'God loves us', red-thread allegory, or skipping genealogies and laments because Jesus seems absent there.",
    explanation:
      "Christ in Every Chapter names a specific title and act, uses methods with biblical warrant, and does not skip hard chapters.",
  },
  {
    id: "r66-1",
    roomId: "r66",
    kind: "core-question",
    stem: "How does one thread develop, escalate and reach fulfilment from Genesis to Revelation, book by book?",
    explanation:
      "Room 66 (R66) is panoramic theology: one theme traced through all 66 books with Christ at the climax.",
  },
  {
    id: "r66-2",
    roomId: "r66",
    kind: "method",
    stem: "Fill a grid with one row per book — a claim of at most 14 words and a proof text — mark the arc from shadowy start to consummation, and write a 100–120-word constellation.",
    explanation: "Room 66's grid, arc and Constellation show the Bible as one story; no book is skipped.",
  },
  {
    id: "r66-3",
    roomId: "r66",
    kind: "pitfall",
    stem: "Generic rows like 'God is good in this book too', proof texts that merely contain the word, or skipping Esther and Obadiah because they seem silent on the thread.",
    explanation:
      "Room 66 demands specific claims, proof texts that carry them, and a place for every book in the storyline.",
  },
  // Floor 6
  {
    id: "123h-1",
    roomId: "123h",
    kind: "core-question",
    stem: "Which horizon or horizons does this promise address: the return from Babylon, Christ's first coming and the church age, or the final judgment and new creation?",
    explanation:
      "Three Heavens (1H/2H/3H) names the horizons a prophecy telescopes across, so prophecy does not collapse into one era.",
  },
  {
    id: "123h-2",
    roomId: "123h",
    kind: "method",
    stem: "Read the oracle with its first audience, weigh the clues — audience, markers like 'seventy years', scale of language, New Testament use — and tag it single, dual or triple.",
    explanation:
      "Three Heavens tags 1H, 2H, 3H or a combination, and defends the tag with the historical event and a supporting text.",
  },
  {
    id: "123h-3",
    roomId: "123h",
    kind: "pitfall",
    stem: "Flattening every prophecy into the end, or into the past as hyper-preterism does, or reading the darkened stars over Babylon in Isa 13 as the end of the universe.",
    explanation:
      "Three Heavens keeps near and far horizons apart; each pairs a Day of the LORD with a new-earth restoration.",
  },
  {
    id: "cycles-1",
    roomId: "cycles",
    kind: "core-question",
    stem: "Which covenant era does this narrative sit in, and how do its Fall, Covenant, Sanctuary, Enemy and Restoration compare with the same beats in other eras?",
    explanation:
      "Eight Cycles (@) traces redemptive history as a spiral of five beats, each round echoing and enlarging the one before.",
  },
  {
    id: "cycles-2",
    roomId: "cycles",
    kind: "purpose",
    stem: "Shows redemptive history as a spiral, not a circle: Adam, Noah, Abraham, Moses, Cyrus, Christ, the Spirit and the remnant each run the same five beats, ever larger.",
    explanation:
      "Eight Cycles (@Ad to @Re) makes Christ the hinge: every earlier cycle leans toward @CyC and every later one flows from it.",
  },
  {
    id: "cycles-3",
    roomId: "cycles",
    kind: "pitfall",
    stem: "Fitting modern nations into the spiral, saying 'God helps them' instead of naming a beat, or forcing Proverbs into a five-beat narrative.",
    explanation:
      "Eight Cycles traces covenant history in Scripture, not headlines, names each beat, and does not force wisdom literature into narrative.",
  },
  {
    id: "math-1",
    roomId: "math",
    kind: "core-question",
    stem: "How does this text or account connect with one of the great dated periods: 120, 400, 70, 490, 1,260 or 2,300?",
    explanation:
      "The Mathematics Room (MATH) ties texts to six time prophecies, showing that God keeps time.",
  },
  {
    id: "math-2",
    roomId: "math",
    kind: "method",
    stem: "Detect a year count or a phrase of appointed time, name the period, then show the working with the day-year principle and no year zero: 457 BC + 483 years = AD 27.",
    explanation:
      "The Mathematics Room states the link, shows the calculation (essential for @490 and @2300) and draws the lesson about God's sovereignty.",
  },
  {
    id: "math-3",
    roomId: "math",
    kind: "pitfall",
    stem: "Dropping the day-year principle so that 2,300 years shrink to about six, setting dates for the second coming, or mixing 'the third day' with the long periods.",
    explanation:
      "The Mathematics Room anchors literal timelines in datable events and keeps short or symbolic times apart from them.",
  },
  {
    id: "jr-1",
    roomId: "jr",
    kind: "core-question",
    stem: "What is the concentrated essence of a whole book once it has passed through all the floors of the palace?",
    explanation:
      "The Juice Room (JR) squeezes a whole book into 150 words or fewer, teachable in 60–90 seconds.",
  },
  {
    id: "jr-2",
    roomId: "jr",
    kind: "method",
    stem: "Read a whole book in one sitting, run the floors with one-line notes per room, then press out 150 words or fewer with an explicit Christ-line and a tag line of 15 words.",
    explanation:
      "The Juice Room's notes are the press; the juice is flowing prose with the book's movement, Christ and the gospel.",
  },
  {
    id: "jr-3",
    roomId: "jr",
    kind: "pitfall",
    stem: "A 300-word summary, a checklist tone ('SR shows…, DR shows…'), or a whole book pressed with no Christ-line.",
    explanation:
      "The Juice Room cuts to 150 words, reads as one story rather than a list of rooms, and always names Christ (John 5:39).",
  },
  // Floor 7
  {
    id: "frm-1",
    roomId: "frm",
    kind: "purpose",
    stem: "Moves the student from head to heart once exegesis is done, so that God is met through the text rather than only studied about (Jer 20:9).",
    explanation: "The Fire Room (FRm) moves from head to heart after exegesis (Jer 20:9; Luke 24:32).",
  },
  {
    id: "frm-2",
    roomId: "frm",
    kind: "method",
    stem: "After exegesis, read a text slowly aloud, let one phrase stop you, name a specific conviction or comfort, pray it back, and write a heart record of one to three sentences.",
    explanation:
      "The Fire Room names the wound or the hope precisely and answers in prayer: confession leads to the cross, hope to trust.",
  },
  {
    id: "frm-3",
    roomId: "frm",
    kind: "pitfall",
    stem: "Letting a feeling decide what the text means, manufacturing tears, or naming guilt without bringing it to Christ for forgiveness (1 John 1:9).",
    explanation:
      "In the Fire Room the study rooms fix the meaning and the heart responds to it; conviction always leads to the gospel, never to despair.",
  },
  {
    id: "mr-1",
    roomId: "mr",
    kind: "core-question",
    stem: "Which one truth from this short phrase will I carry and return to today?",
    explanation:
      "The Meditation Room (MR) gives sustained attention to a very small portion until it is internalised.",
  },
  {
    id: "mr-2",
    roomId: "mr",
    kind: "method",
    stem: "Take 5–15 words, linger on each phrase, breathe it in two halves, murmur it 10–20 times (Hebrew hagah, Ps 1:2), distil one sentence and plan when to return to it.",
    explanation:
      "The Meditation Room's repetition is where the phrase moves from page to heart; the return plan carries it into the day.",
  },
  {
    id: "mr-3",
    roomId: "mr",
    kind: "pitfall",
    stem: "Reading the phrase once and moving on, keeping one eye on a screen, or chasing a fresh verse every day instead of letting one sink deeper.",
    explanation:
      "The Meditation Room is the opposite of binge reading: one phrase internalised beats ten chapters skimmed.",
  },
  {
    id: "srm-1",
    roomId: "srm",
    kind: "purpose",
    stem: "Builds recall fluency for live teaching, evangelism and discussion — the palace's scales and arpeggios — so that careful work done in other rooms becomes usable at a moment's notice.",
    explanation:
      "The Speed Room (SRm) builds recall fluency for live teaching and evangelism: the palace's scales and arpeggios.",
  },
  {
    id: "srm-2",
    roomId: "srm",
    kind: "method",
    stem: "Pick a sprint (the sanctuary articles in order, Daniel's outline, the 'I AM' sayings), answer without looking, skip blanks, score accuracy and completeness, then shrink the limit.",
    explanation:
      "The Speed Room uses a timer, short sessions and misses that point back to the room that teaches the material.",
  },
  {
    id: "srm-3",
    roomId: "srm",
    kind: "pitfall",
    stem: "Racing and counting guesses as knowledge, practising with no timer, or drilling material that was never learned in its own room.",
    explanation:
      "In the Speed Room accuracy comes first, then pace; drills train recall and cannot replace the room that teaches.",
  },
  // Floor 8
  {
    id: "infinity-1",
    roomId: "infinity",
    kind: "core-question",
    stem: "Am I thinking with the palace's tools without consciously naming the rooms?",
    explanation:
      "Reflexive Mastery (∞) is the goal of the method: the structure becomes invisible instinct, audible to listeners but not announced.",
  },
  {
    id: "infinity-2",
    roomId: "infinity",
    kind: "method",
    stem: "Teach an unstudied passage for three to five minutes without notes, audit which rooms showed up unbidden, pick one or two gaps to drill, and let a partner name what they heard.",
    explanation:
      "Reflexive Mastery is proven by teaching and audit; the gaps found become a concrete drill plan.",
  },
  {
    id: "infinity-3",
    roomId: "infinity",
    kind: "pitfall",
    stem: "Trying to skip floors 1–7, treating the goal as a title to hold, or forcing every room into every talk until the method drowns the text.",
    explanation:
      "Reflexive Mastery has no shortcut past the earlier floors and stays humble: the method serves the text, never the reverse.",
  },
];
