// Palace Cards (games.md §4.13): practice verses, each with eight applications from eight different rooms. A
// statement applies one room's method to the verse without naming the room; the other statements on the same
// verse serve as its distractors (Easy: floors 1–2 only; Hard: the same floor). The KJV text is read from the
// Bible source at run time. Server-only: this file is the answer key.
import type { PracticeVerse } from "./types";

export const practiceVerses: readonly PracticeVerse[] = [
  {
    id: "gen-22-8",
    ref: "Gen 22:8",
    applications: [
      {
        roomId: "sr",
        statement:
          "Command → Journey → Wood → Question → Altar → Ram: the verse is Abraham's reply at the turn between the climb and the altar.",
        model:
          "Genesis 22 runs in beats: Command → Journey → Wood → Question → Altar → Ram → Oath. Verse 8 is the reply to Isaac's question, the hinge that carries the sequence up the mountain in order. The arc: a father obeys, and God provides.",
      },
      {
        roomId: "ir",
        statement:
          "Climbing beside them: the scrape of bundled wood on the boy's back, smoke from the carried coals, loose stones underfoot and a father's quiet answer.",
        model:
          "Sight: a boy carrying a bundle of wood up a rocky slope, his father holding the fire and the knife. Sound: the boy's question about the missing lamb, then the quiet reply. Touch and smell: rough bark on the shoulders and smoke from the carried coals.",
      },
      {
        roomId: "gr",
        statement:
          "Set beside 2 Chr 3:1 and John 1:29, the promise on Moriah shines: the temple's altar later rose on that same mount, and John names the Lamb God finally provided.",
        model:
          "Gem: three texts side by side, Gen 22:8, 2 Chr 3:1 and John 1:29. The lamb Abraham promised on Moriah was awaited at the temple altar built on that very mount and pointed out at last by John at the Jordan: God provided the Lamb Himself. Use: a communion meditation.",
      },
      {
        roomId: "st",
        statement:
          "The lamb, traced from Abel's flock (Gen 4:4) through Exod 12:3 and Isa 53:7 to Rev 5:6, keeps one sense: an innocent substitute God supplies, fulfilled in Jesus.",
        model:
          "Symbol card LAMB: Gen 4:4, Exod 12:3, Isa 53:7, John 1:29 and Rev 5:6 use it consistently for an innocent substitute that God accepts or provides. Its fulfilment is Christ, the Lamb slain for the world.",
      },
      {
        roomId: "par",
        statement:
          "A father leads his only son up a hill with the wood on the son's back; at Calvary the Son carries His cross — but this time no ram takes His place (John 19:17).",
        model:
          "Event A: Abraham leads Isaac up Moriah with the wood (Gen 22:6-8). Event B: Jesus carries His cross to Golgotha (John 19:17). The echo is a beloved son, wood and a hill; the escalation is that no substitute is found for the Son, who is Himself the Lamb, and Heb 11:17-19 gives the warrant.",
      },
      {
        roomId: "cr",
        statement:
          "The act is sacrifice in another's place, so the office is priestly; the title implied is the Lamb of God, and His offering is finished once for all (Heb 10:10).",
        model:
          "Office: Priest. Title: the Lamb of God (John 1:29). Act: He offers Himself in the place of sinners once for all (Heb 10:10), a finished work whose benefit is full pardon for everyone who trusts Him.",
      },
      {
        roomId: "bl",
        statement:
          "The promised lamb belongs at the bronze altar in the court, the first article past the gate, where blood is shed in the worshipper's place (Heb 13:10-12).",
        model:
          "Sanctuary tag: the bronze altar in the courtyard, where the lamb died in the worshipper's place. Christ fulfils it as the sacrifice offered outside the gate (Heb 13:10-12), and the doctrine is substitution.",
      },
      {
        roomId: "cec",
        statement:
          "Gen 22 | methods: promise; types and shadows | name: the Lamb God provides | act: dies in the son's place | cross-link: John 1:29; Rom 8:32.",
        model:
          "Christ-line for Genesis 22: His title is the Lamb God provides, found by promise and by types and shadows. His act is to die in the place of the condemned son, and the cross-link is Rom 8:32, where the Father does not hold back His own Son.",
      },
    ],
  },
  {
    id: "exod-12-13",
    ref: "Exod 12:13",
    applications: [
      {
        roomId: "24fps",
        statement:
          "Exod 12 as one drawable picture: a red smear of blood across a doorframe while a dark shadow glides past the house in the night.",
        model:
          "Frame for Exodus 12: a doorframe smeared red with a bunch of hyssop, and a shadow passing by the house. It is odd enough to stick and unique to this chapter, so the image returns the chapter and the chapter returns the image.",
      },
      {
        roomId: "tr",
        statement:
          "Three panels with no captions: a lamb chosen, blood brushed on the posts and lintel, a destroyer turning away from the marked door while the family eats inside.",
        model:
          "Panel 1: a lamb chosen and slain (Exod 12:6). Panel 2: blood brushed on the side posts and lintel (Exod 12:7). Panel 3: the destroyer passing over the marked door (Exod 12:23), a strip that reads without words.",
      },
      {
        roomId: "dc",
        statement:
          "The Hebrew pasach (H6452) means to pass over and spare, used of God shielding Jerusalem in Isa 31:5; the blood is an 'owth (H226), a sign, the word used for the rainbow.",
        model:
          "Hebrew word study: pasach (H6452) means to pass over or spare, and Isa 31:5 uses it of the LORD shielding Jerusalem like hovering birds. The token is 'owth (H226), the word used for the rainbow sign in Gen 9:12, so the blood is a covenant sign God Himself looks for.",
      },
      {
        roomId: "or",
        statement:
          "On the page: God speaks in the first person; the blood is a token given to the households; God Himself will see it; the promised result is no plague among them.",
        model:
          "Observations: (1) the LORD speaks in the first person; (2) the blood is a token for the people; (3) God Himself will see the blood; (4) seeing leads to passing over; (5) the plague is withheld. I notice that nothing is said about the household's merit.",
      },
      {
        roomId: "fe",
        statement:
          "Lev 23:5 fixes this rite on Nisan 14; Jesus died as the slain Lamb at that season (1 Cor 5:7), so this spring appointment stands fulfilled.",
        model:
          "Feast: Passover, kept on Nisan 14 with a slain lamb and blood on the doorposts (Lev 23:5; Exod 12:7). Christ our Passover was sacrificed for us (1 Cor 5:7), so its status is fulfilled, and the application is to shelter daily under His blood.",
      },
      {
        roomId: "tz",
        statement:
          "This speaks from earth's past — fulfilled history in Egypt — and stays distinct from Jesus' present ministry above with His own blood, which it foreshadows (Heb 9:12).",
        model:
          "Zone: E-Pa, earth past, for the Passover night is fulfilled biblical history. The text points forward, but Christ's present work with His own blood belongs to H-Now (Heb 9:12), so the two zones stay distinct.",
      },
      {
        roomId: "cycles",
        statement:
          "Bondage is the fall, the blood marks the covenant, the tabernacle is coming, Pharaoh is the enemy and the exodus the restoration: the Mosaic round of the spiral.",
        model:
          "Cycle @Mo: Fall (slavery in Egypt), Covenant (the blood on the door, Exod 12:13), Sanctuary (the tabernacle to come), Enemy (Pharaoh), Restoration (the march out). Compared with @CyC, the Passover blood grows into the new covenant in Christ's blood (Luke 22:20).",
      },
      {
        roomId: "math",
        statement:
          "The night closes a measured span: the 430 years of sojourn ended on the very day Israel marched out (Exod 12:40-41), answering the 400 years foretold in Gen 15:13.",
        model:
          "Period @400: Gen 15:13 foretold affliction, and Exod 12:40-41 says the 430 years of sojourning ended on the very day Israel left Egypt. The calculation holds to the day, so the lesson is that God keeps His appointed time.",
      },
    ],
  },
  {
    id: "ps-23-1",
    ref: "Ps 23:1",
    applications: [
      {
        roomId: "ir",
        statement:
          "On a hillside at dusk: the bleating of sheep, a staff tapping the stones, the smell of crushed grass and dust, warm wool under the hand.",
        model:
          "Sight: a shepherd walking ahead of a small flock on a stony hillside. Sound: bleating and the tap of his staff; touch: rough wool; smell: crushed grass and dust. Resonance: I am led, not driven.",
      },
      {
        roomId: "tr",
        statement:
          "One icon: a shepherd's crook curled around a single small sheep beside a full feeding trough — the verse comes back at a glance.",
        model:
          "Icon: a shepherd's crook curled around one sheep, with a full manger beside it as the distinguishing detail for having no lack. It uses Scripture's own picture of the shepherd, so the image returns Ps 23:1 at a glance.",
      },
      {
        roomId: "or",
        statement:
          "Noticed: the covenant name printed in capitals; a present-tense first clause; a singular 'my'; a second clause that states a result, not a request.",
        model:
          "Observations: (1) the divine name is the covenant name, printed LORD; (2) the first clause is present tense; (3) the pronoun my is singular; (4) the second clause is a consequence, not a petition. I notice the sheep does nothing in the verse except belong.",
      },
      {
        roomId: "nf",
        statement:
          "Watch a real flock: sheep do not find grass and water alone but follow the one who knows the ground, and Jesus takes the same creature for His own care (John 10:11).",
        model:
          "Object: a flock of sheep following its shepherd across a field. Trait: sheep cannot find pasture alone, and Ps 23:1 and John 10:11 use that very creature for the Lord's care. Lesson: I am fed because I follow.",
      },
      {
        roomId: "pf",
        statement:
          "My months without work, when every bill was still met on time, share the shape of Israel led forty years in the wilderness and lacking nothing (Deut 2:7).",
        model:
          "Event: a season without work when every bill was still met, often at the last moment. Parallel: the LORD led Israel forty years and they lacked nothing (Deut 2:7), the same shape of dependence and daily supply. Lesson and testimony: my Shepherd provided before I had a plan, and I can tell that to a friend now out of work.",
      },
      {
        roomId: "bf",
        statement:
          "Brother: John 10:11, the good shepherd. Cousins: Isa 40:11, lambs carried in His arm; Phil 4:19, every need supplied; Heb 13:20, the great shepherd.",
        model:
          "Concept: the Lord as a shepherd whose own lack nothing. Brother: John 10:11, where Jesus claims the title; cousins: Isa 40:11, Phil 4:19 and Heb 13:20, each approaching the same care from another angle.",
      },
      {
        roomId: "mr",
        statement:
          "Whisper the first clause on the in-breath and the second on the out-breath, a dozen times, until one truth settles: I lack nothing I truly need today.",
        model:
          "I murmured the verse twelve times, breathing in on the first clause and out on the second, lingering on the word my. The one truth I carry today is that my needs are in a Shepherd's hands, and I will return to it at noon and at bedtime.",
      },
      {
        roomId: "frm",
        statement:
          "The second clause exposes my anxious grasping for more; I confess that restlessness and pray it back: Shepherd, You are enough for this day.",
        model:
          "Wound: the verse puts its finger on my anxious grasping for security, the fear that I will not have enough. I confess it, receive His forgiveness, and pray: Lord, You are my Shepherd today, and I trust You with this month's bills.",
      },
    ],
  },
  {
    id: "isa-53-5",
    ref: "Isa 53:5",
    applications: [
      {
        roomId: "or",
        statement:
          "Four matching clauses; each sets what was done to Him beside what it does for us; 'our' keeps returning; the verbs are passive; healing comes last.",
        model:
          "Observations: (1) four clauses in a row; (2) each pairs a wound to Him with a benefit to us; (3) the word our is repeated; (4) the verbs are passive, so others act upon Him; (5) the last word is healing. I notice no mention of any guilt of His own.",
      },
      {
        roomId: "dc",
        statement:
          "'Wounded' is from chalal (H2490), to pierce; 'stripes' is chabburah (H2250), the weal of a blow; interpreters compare Peter's use of the line in 1 Pet 2:24.",
        model:
          "Hebrew word study: wounded comes from chalal (H2490), to pierce, and stripes is chabburah (H2250), the weal left by a lash. Peter applies the line in 1 Pet 2:24, and commentary writers agree the healing is first from sin, so the verse lands on Christ's substitution.",
      },
      {
        roomId: "qr",
        statement:
          "Why are all the verbs done to Him and all the benefits given to us? How can stripes heal? Where is the line reused later, and which altar does it fit?",
        model:
          "INTRA: why does each clause pair His wound with our benefit? INTER: how does 1 Pet 2:24 reuse the line, and what did it mean to Isaiah's first hearers? PALACE: which sanctuary article and which office fit, and which room would unlock the healing?",
      },
      {
        roomId: "qa",
        statement:
          "How can one man's suffering heal others? Lev 16:21-22 (sin laid on a substitute), 2 Cor 5:21 and 1 Pet 2:24 reply together: He bore what we owed.",
        model:
          "Question: how can one person's wounds heal others? Chain: Lev 16:21-22, where sins are laid on a substitute, then 2 Cor 5:21 and 1 Pet 2:24. Synthesis: Scripture answers that He carried our sins in His own body, so the healing is the fruit of substitution.",
      },
      {
        roomId: "cr",
        statement:
          "Here the Priest is also the offering: He bears the blows that bring peace, an act finished at the cross whose benefit — healing — is ours now.",
        model:
          "Office: Priest, with the title Suffering Servant; He is both the offering and the one who offers (Heb 9:14). The act is finished, and the benefit, peace with God and healing from sin, is given to believers today.",
      },
      {
        roomId: "frt",
        statement:
          "Read as 'believe hard enough and every sickness must go', the verse breeds despair when illness stays; the balancing truth of Rom 8:23 revises it toward hope.",
        model:
          "Test: read as a guarantee of instant bodily healing, this verse bred despair when illness stayed. The balancing truth is that the healing is first from sin and the body's full redemption awaits the resurrection (1 Pet 2:24; Rom 8:23), so the revised reading bears hope and humility.",
      },
      {
        roomId: "cec",
        statement:
          "Found by promise: the pierced Servant is Jesus, whose act is to bear the blows that make us whole; the cross-links Matt 8:17 and 1 Pet 2:24 confirm it.",
        model:
          "Christ-line for Isaiah 53: method, promise; name, the Suffering Servant; act, He is wounded in our place and heals us. Cross-links: Matt 8:17 and 1 Pet 2:24, where the New Testament applies the chapter to Jesus.",
      },
      {
        roomId: "r66",
        statement:
          "One thread, the substitute: from the coats of skin (Gen 3:21) through the sin-bearing goat (Lev 16:22) to this verse, the ransom (Mark 10:45) and the slain Lamb (Rev 5:9).",
        model:
          "Theme: the substitute. Genesis gives the coats of skin (Gen 3:21), Leviticus the goat that bears sin (Lev 16:22), Isaiah the wounded Servant (Isa 53:5), Mark the ransom (Mark 10:45) and Revelation the slain Lamb (Rev 5:9), an arc from a shadowy start to its climax in Christ.",
      },
    ],
  },
  {
    id: "dan-2-44",
    ref: "Dan 2:44",
    applications: [
      {
        roomId: "sr",
        statement:
          "Dream → Demand → Prayer → Image → Stone → Kingdom: verse 44 is the final turn, as Daniel tells the king what follows the stone's strike.",
        model:
          "Daniel 2 in beats: Dream → Demand → Prayer → Image → Stone → Kingdom → Promotion. Verse 44 sits in the sixth beat, and the arc is simple: a king's secret is revealed by God, and a stone outlasts every metal.",
      },
      {
        roomId: "24fps",
        statement:
          "Dan 2 as one picture you could sketch in seconds: a small rough stone smashing the clay toes of a giant metal statue.",
        model:
          "Frame for Daniel 2: a tall statue of gold, silver, bronze and iron wobbling on clay toes as a small stone strikes its feet. One image, easy to sketch and unique to this chapter.",
      },
      {
        roomId: "br",
        statement:
          "This sits in block 36, Ezek 39 to Hos 2; one mark for the span could be a stone, since Daniel's visions of kingdoms fill half of it.",
        model:
          "Block 36 (Ezekiel 39 – Hosea 2) gets the glyph of a stone: Ezekiel's temple vision gives way to Daniel's twelve chapters of kingdoms, and the stone kingdom of Dan 2:44 outlasts them all. The one mark lets me place any chapter of the block.",
      },
      {
        roomId: "st",
        statement:
          "The stone, traced from the smitten rock (Exod 17:6) through Ps 118:22 and Isa 28:16 to 1 Pet 2:6, consistently pictures the Messiah, the foundation God lays.",
        model:
          "Symbol card STONE: Exod 17:6, Ps 118:22, Isa 28:16, Dan 2:34-35 and 1 Pet 2:6 use it consistently for the foundation God Himself lays. Its fulfilment is Christ, the rejected stone who becomes the cornerstone (Matt 21:42).",
      },
      {
        roomId: "trm",
        statement:
          "The main load rests on the Time-Prophecy wall — a sequence of empires ending in God's reign — with the Great Controversy wall as secondary; compare Dan 7:27.",
        model:
          "Primary span: |TP Time-Prophecy Wall, because the verse closes a sequence of kingdoms. Secondary: |GC Great Controversy Wall, as human empire gives way to God's rule; compare Dan 7:27, on the same wall, where the kingdom is given to the saints.",
      },
      {
        roomId: "tz",
        statement:
          "It speaks from earth's future: the stone's kingdom breaks in at Jesus' return, after the divided feet, not during any past empire (Rev 11:15).",
        model:
          "Zone: E-Fu, earth future, because the kingdom that ends all human kingdoms still awaits the second coming (Rev 11:15). The empires before it belong to earth past, so near and far fulfilments stay apart.",
      },
      {
        roomId: "pr",
        statement:
          "Gold, silver, bronze, iron, iron-and-clay: Babylon, Medo-Persia, Greece, Rome, divided Europe — then God's kingdom, the same line Dan 7 repeats and enlarges.",
        model:
          "Historicist timeline: Babylon, Medo-Persia, Greece, pagan Rome and the divided kingdoms of Europe, then the stone kingdom set up by God. Dan 7:27 repeats and enlarges the same prophecy, so this kingdom is the one Christ brings at His return.",
      },
      {
        roomId: "123h",
        statement:
          "No past event matches a kingdom that replaces every human realm and never falls, so this promise belongs to the final horizon: the day of the LORD and new creation.",
        model:
          "Tag: 3H, the final horizon. No return from exile and no church-age event has crushed every earthly kingdom, so the stone awaits the second coming and the new earth (Rev 11:15; 2 Pet 3:13).",
      },
    ],
  },
  {
    id: "matt-5-14",
    ref: "Matt 5:14",
    applications: [
      {
        roomId: "tr",
        statement:
          "One icon: a walled town perched on a dark hilltop with every window lit, seen for miles — the verse's own two pictures fused into one.",
        model:
          "Icon: a small town on a hill at night, every window glowing, so it cannot be missed from the valley. The distinguishing detail is the hilltop, which keeps it apart from the lamp on its stand in the next verse, and the picture is Jesus' own.",
      },
      {
        roomId: "gr",
        statement:
          "Beside John 8:12 and Phil 2:15 it shines: Jesus gives His disciples the very title He claims for Himself, because they glow only with His borrowed light.",
        model:
          "Gem: three texts side by side, Matt 5:14, John 8:12 and Phil 2:15. Jesus gives His disciples the title He claims for Himself, because they shine only with His borrowed light, as lamps in a twisted generation. Use: a sermon point on witness.",
      },
      {
        roomId: "st",
        statement:
          "Light, traced from Gen 1:3 through the lampstand and Ps 119:105 to John 8:12 and Rev 21:23, means God's revealing presence, fulfilled in Jesus and reflected by His people.",
        model:
          "Symbol card LIGHT: Gen 1:3, Exod 25:37, Ps 119:105, Isa 60:1-3, John 8:12 and Rev 21:23 consistently use it for God's revealing, life-giving presence. Its fulfilment is Christ, and His people shine only as they reflect Him.",
      },
      {
        roomId: "nf",
        statement:
          "The moon has no light of its own yet lights the night by reflecting the sun; so disciples shine with a light that is not theirs (John 8:12).",
        model:
          "Object: the moon, which gives no light of itself yet floods the night with the sun's reflected light. Lesson: Jesus is the source (John 8:12) and His people are lights only as they face Him; whenever I see the moon, I pray to reflect Him to one neighbour.",
      },
      {
        roomId: "hf",
        statement:
          "In the wartime blackouts of 1939–45 whole cities hid their lights from bombers; Jesus tells His people the opposite — a town on a hill is not meant to hide.",
        model:
          "Event: in the Second World War, British cities enforced blackouts so that enemy bombers could not find them. Lesson: fear teaches believers to hide, but Jesus calls His church to be seen for the Father's glory (Matt 5:14-16), a warning for any congregation that has drawn its curtains.",
      },
      {
        roomId: "lr",
        statement:
          "A speech calls a nation a shining city on a hill; checked in context, Jesus said it of His disciples, not a state. My action: let my own conduct be seen today.",
        model:
          "Heard: a political speech praising a nation as a shining city on a hill. Checked against Matt 5:14, the words were said to disciples, not to a nation, so the echo is misapplied; my action step today is one concrete kindness at work where it will be seen.",
      },
      {
        roomId: "dr",
        statement:
          "Literal: disciples on a Galilean hillside. Christ: the true light (John 8:12). Me: let it show. Church: a visible community. Heaven: a city lit by the Lamb (Rev 21:23).",
        model:
          "Literal: Jesus tells ordinary disciples on a hillside that they are the world's light. Christ: He is the source (John 8:12); me: I shine by good works that point to my Father; church: a visible community set on a hill; heaven: the city lit by the Lamb (Rev 21:23).",
      },
      {
        roomId: "c6",
        statement:
          "Prophecy Isa 49:6; parable Matt 25:1-13; epistle Phil 2:15; history Acts 13:47; gospel this verse; poetry Ps 119:105 — each genre adds a facet of light for the nations.",
        model:
          "Prophecy (Isa 49:6) gives the mission to the nations, parable (Matt 25:1-13) the lamp that must stay lit, epistle (Phil 2:15) the ethics of shining, history (Acts 13:47) the mission enacted, gospel (Matt 5:14) the calling and poetry (Ps 119:105) the Word as lamp. Synthesis: Christ is the light to the Gentiles, and His people carry it.",
      },
    ],
  },
  {
    id: "john-1-29",
    ref: "John 1:29",
    applications: [
      {
        roomId: "24fps",
        statement:
          "John 1 as one picture: a man standing in a river, arm outstretched, pointing a long finger at a lamb walking along the bank.",
        model:
          "Frame for John 1: a man standing waist-deep in the river, arm outstretched, pointing at a lamb on the bank. It is an odd image that sticks, and the pointing finger returns the famous cry of this chapter.",
      },
      {
        roomId: "br",
        statement:
          "John 1 falls in block 42, Luke 12 to John 11; a one-word mark such as LAMB could hold both Luke's road to the cross and the opening of John.",
        model:
          "Block 42 (Luke 12 – John 11) gets the glyph LAMB: Luke's road ends at the cross and the empty tomb, and John opens with this cry before the signs begin. Reciting the legend, the mark places John 1 in its block at once.",
      },
      {
        roomId: "gr",
        statement:
          "Beside Gen 22:8 and Exod 12:3 a widening scale appears: a lamb promised for one son, then one for each household, now one Lamb for the whole world.",
        model:
          "Gem: three texts side by side, Gen 22:8, Exod 12:3 and John 1:29, show the lamb's reach widening, from one son on Moriah to one household in Egypt to the whole world at the Jordan. Use: an evangelistic answer to whether Christ died for me.",
      },
      {
        roomId: "qr",
        statement:
          "Why a lamb and not a bull? Why is sin singular? What did the crowd at the Jordan hear in the word lamb? Which offering and which spring rite does it fit?",
        model:
          "INTRA: why does John speak of sin in the singular, and why announce it the day after his own testimony? INTER: which lambs of the Old Testament does he gather up, and how does Rev 5:6 finish the picture? PALACE: which sanctuary article, which feast and which office are in view?",
      },
      {
        roomId: "bf",
        statement:
          "Brother: John 1:36, the same cry a day later. Cousins: Isa 53:7, the silent lamb; 1 Pet 1:19, precious blood; Rev 5:6, the Lamb slain yet standing.",
        model:
          "Concept: the Lamb God provides to remove sin. Brother: John 1:36, nearly the same announcement; cousins: Isa 53:7, 1 Pet 1:19 and Rev 5:6, the same truth from the prophet, the apostle and the throne.",
      },
      {
        roomId: "lr",
        statement:
          "A hymn on Sunday repeats the Baptist's cry about the Lamb; checked against John 1:29 it is used in context, and today I will point one friend to Him.",
        model:
          "Heard: a communion hymn echoing John the Baptist's cry about the Lamb. Checked in John 1:29-34 and used in context, so my action step is to tell one colleague today why I trust the Lamb who takes sin away.",
      },
      {
        roomId: "fe",
        statement:
          "The lamb cue points to the spring rite of Nisan 14: a chosen, spotless victim; Jesus died at that very season (John 19:14), so that rite stands fulfilled.",
        model:
          "Feast: Passover, for the cue is the lamb (Exod 12:3-6). Christ fulfils it as the Lamb slain at the Passover season (John 19:14; 1 Cor 5:7); status fulfilled, and the application is to trust His blood as Israel trusted the marked doorposts.",
      },
      {
        roomId: "bl",
        statement:
          "The lamb that takes sin away belongs at the bronze altar, where a lamb was offered morning and evening; John points to the one offering it foreshadowed (Heb 10:12).",
        model:
          "Sanctuary tag: the bronze altar, where a lamb was offered morning and evening for the people (Exod 29:38-39). Christ fulfils the daily offering as the one sacrifice for sins for ever (Heb 10:12), and the doctrine is substitution.",
      },
    ],
  },
  {
    id: "rom-6-23",
    ref: "Rom 6:23",
    applications: [
      {
        roomId: "dc",
        statement:
          "'Wages' is opsonion (G3800), a soldier's ration-pay; 'gift' is charisma (G5486), a free favour; careful scholars note the deliberate contrast of earned and given.",
        model:
          "Greek word study: opsonion (G3800) is the pay given to soldiers, and charisma (G5486) is a gift of grace. Commentary writers note the contrast: sin pays its servants exactly what they earn, while God gives a life no one can earn.",
      },
      {
        roomId: "or",
        statement:
          "Two halves joined by 'but'; wages face gift; death faces eternal life; only the second half names a giver; it ends on a threefold title.",
        model:
          "Observations: (1) two halves joined by but; (2) wages stands against gift; (3) death stands against eternal life; (4) only the second half names a giver; (5) it ends on a threefold title. I notice the verse closes a chapter about slaves and masters.",
      },
      {
        roomId: "qa",
        statement:
          "What does sin actually pay? Rom 5:12, Ezek 18:20 and Jas 1:15 agree that sin, left to grow, ends in death; Rom 5:21 adds that grace reigns to life.",
        model:
          "Question: what does sin actually pay? Chain: Rom 5:12, Ezek 18:20, Jas 1:15 and Rom 5:21. Synthesis: the texts agree that sin's payment is death, and Scripture's answer to that death is the free gift of life through Christ.",
      },
      {
        roomId: "frt",
        statement:
          "Stopping at the first half breeds fear; leaping to the second as if sin were harmless breeds license. Held together, the verse yields humility and hope.",
        model:
          "Test: a reading that stops at the first half breeds fear, and one that ignores it breeds license. The balancing truth is the whole verse, held with Rom 6:1-2, and its fruit is humility before sin's cost and hope in God's gift.",
      },
      {
        roomId: "trm",
        statement:
          "Main span: the Gospel Floor — justification as a free gift, not a wage; compare Eph 2:8-9, which stands on the same span.",
        model:
          "Primary span: GF Gospel Floor, because the verse sets earned death against the free gift of life. On the same floor, Eph 2:8-9 says salvation comes by grace through faith and not by works, and the comparison shows Paul's consistent foundation.",
      },
      {
        roomId: "c6",
        statement:
          "History Gen 2:17; poetry Ps 103:10; prophecy Isa 55:1; parable Luke 15:22-24; gospel John 3:36; epistle this verse — each genre shows death earned and life given.",
        model:
          "History (Gen 2:17) shows death as sin's first wage, poetry (Ps 103:10) God not paying us as we deserve, prophecy (Isa 55:1) life without price, parable (Luke 15:22-24) the robe given to a son who earned nothing, gospel (John 3:36) life in the Son, and epistle (Rom 6:23) the doctrine stated. Synthesis: every genre agrees that life is Christ's gift.",
      },
      {
        roomId: "jr",
        statement:
          "Pressing all sixteen chapters of Romans into 150 words, this line becomes the tag: sin pays a wage, God gives a gift — the whole letter in one contrast.",
        model:
          "Juice of Romans: all have sinned and earned death, but God justifies the ungodly through faith in Christ, unites them with Him in death and life, fills them with His Spirit, keeps His promise to Israel and makes one body of Jew and Gentile. Tag line: sin pays a wage, God gives a gift.",
      },
      {
        roomId: "srm",
        statement:
          "Timer at 30 seconds: name five Romans verses on sin and grace — 3:23, 5:8, 6:23, 8:1, 10:9 — then score accuracy and drill the one you missed.",
        model:
          "Sprint: the Romans Road in 30 seconds from memory, Rom 3:23, 5:8, 6:23, 8:1 and 10:9. Score: 4/5 in 28 seconds; the weak spot is 5:8, so I drill it before setting a tighter timer.",
      },
    ],
  },
  {
    id: "heb-4-16",
    ref: "Heb 4:16",
    applications: [
      {
        roomId: "tr",
        statement:
          "One icon: a throne with an open path before it and a small figure walking up it upright, not crawling — a picture of bold access to grace.",
        model:
          "Icon: a throne with a clear path leading up to it and a person walking toward it standing tall, hand outstretched. The distinguishing detail, upright rather than crawling, gives back the word boldly, and the picture uses the verse's own throne.",
      },
      {
        roomId: "dc",
        statement:
          "'Boldly' renders parrhesia (G3954), the open speech of a citizen; careful interpreters link the throne of grace with the mercy seat (Heb 9:5) and the new way of Heb 10:19.",
        model:
          "Greek word study: boldly is meta parrhesias (G3954), the free speech of a citizen who may speak openly. Commentary writers link the throne of grace with the mercy seat of Heb 9:5 and the new way of Heb 10:19, so boldness rests on Christ's blood, not our worth.",
      },
      {
        roomId: "qr",
        statement:
          "Why boldly, and how is that not presumption? Why a throne of grace rather than of judgment? How do mercy and grace differ here? Which article stands behind it?",
        model:
          "INTRA: what makes this boldness humble rather than presumptuous, and why are mercy and grace both named? INTER: how does Heb 10:19-22 expand the approach, and what did the mercy seat mean in Lev 16? PALACE: which apartment, which office of Christ and which time zone?",
      },
      {
        roomId: "cr",
        statement:
          "The office is priestly: our High Priest, tempted yet sinless (Heb 4:15), ministers before the throne now, so the benefit — mercy and timely help — is given today.",
        model:
          "Office: Priest, with the title great High Priest (Heb 4:14). His act is ongoing intercession at the throne (Heb 7:25), and the benefit is mercy and help for us now, so we come to Him with trust.",
      },
      {
        roomId: "tz",
        statement:
          "This speaks from heaven now — Jesus' present ministry above (Heb 8:1-2), neither a past scene nor a future one — while the believer on earth draws near today.",
        model:
          "Zone: H-Now, heaven now, because the throne of grace is where Christ ministers at present (Heb 8:1-2). The believer's approach touches E-Now, earth now, but the primary zone is Christ's current work above.",
      },
      {
        roomId: "bl",
        statement:
          "The throne of grace answers to the ark and mercy seat behind the veil, where blood was sprinkled; the way through the veil is now open to all (Heb 10:19-20).",
        model:
          "Sanctuary tag: the ark and its mercy seat in the Most Holy Place, with the veil opened by Christ's flesh (Heb 10:19-20). Our High Priest ministers in the heavenly sanctuary, and in the judgment hour since 1844 (Dan 8:14) His throne is still a throne of grace.",
      },
      {
        roomId: "frm",
        statement:
          "This exposes how I hang back from God after failing, as if I must repair myself first; I confess that pride and come now, praying for help with today's need.",
        model:
          "Wound: I hide from God after a failure and try to make myself presentable first. I confess that self-reliance as pride, receive the mercy He promises (1 John 1:9), and pray for help with the conversation I have been dreading today.",
      },
      {
        roomId: "mr",
        statement:
          "Take only the words about coming boldly to the throne, stress a different word on each pass, murmur them a dozen times, and return to them before the hard meeting at noon.",
        model:
          "I lingered on the phrase about coming boldly, stressing come, then boldly, then grace, and murmured it fifteen times. The one truth I carry is that I am welcome at the throne today, and I will return to it before my noon meeting.",
      },
    ],
  },
  {
    id: "rev-14-6",
    ref: "Rev 14:6",
    applications: [
      {
        roomId: "24fps",
        statement:
          "Rev 14 as one sketch: a winged herald racing across the sky with an open scroll held over a globe, two more flying close behind.",
        model:
          "Frame for Revelation 14: a herald flying high over the earth with an open scroll, two others in his wake. It is easy to sketch and unique to this chapter, so the image returns the chapter's number.",
      },
      {
        roomId: "st",
        statement:
          "A heavenly messenger, traced through Hag 1:13, Mal 3:1 and Rev 1:20, consistently means one sent with God's word — here a people carrying His last call.",
        model:
          "Symbol card ANGEL: Hag 1:13, Mal 3:1, Rev 1:20 and Rev 14:6 use the word consistently for a messenger sent by God, sometimes a human one. Its fulfilment centres on Christ, the Messenger of the covenant (Mal 3:1), whose people now carry His message.",
      },
      {
        roomId: "qr",
        statement:
          "Why is the gospel called everlasting? Why is it carried in mid-heaven for all to see? Who is included in the list of peoples? How does Matt 24:14 bear on it?",
        model:
          "INTRA: why everlasting, and why is the message carried in mid-heaven where all can see? INTER: how does Matt 24:14 foretell the same worldwide preaching, and how does Rev 10:11 prepare it? PALACE: which angel, which cycle and which time prophecy does it follow?",
      },
      {
        roomId: "pr",
        statement:
          "On the historicist timeline this message rises after the 1,260 years end in 1798 and as the 2,300 days close in 1844 (Dan 8:14), matching the scene of Rev 10.",
        model:
          "On the historicist timeline the worldwide proclamation follows the 1,260 years (538–1798) and sounds as the 2,300-year prophecy ends in 1844 (Dan 8:14). Revelation 10 and 14 repeat and enlarge the same moment: the judgment hour announced to all the earth.",
      },
      {
        roomId: "3a",
        statement:
          "This opens the first of the final messages: the everlasting gospel for every people comes before any warning, and it grounds worship of the Creator and the judgment hour.",
        model:
          "First angel: the everlasting gospel to every nation, then the call to fear God, give Him glory and worship the Creator because His judgment has come (Rev 14:6-7). Mission application: wherever I go, I start with grace in Christ before I say anything about judgment.",
      },
      {
        roomId: "r66",
        statement:
          "One thread from Gen 12:3, all families blessed, through Isa 49:6 and Matt 28:19 to this herald: the blessing promised to Abraham reaches the whole earth.",
        model:
          "Theme: the gospel to all nations. Genesis promises blessing to all families (Gen 12:3), Isaiah a light to the Gentiles (Isa 49:6), Matthew the commission (Matt 28:19), Acts witness to the ends of the earth (Acts 1:8) and Revelation the everlasting gospel to every nation, an arc that ends where Genesis began.",
      },
      {
        roomId: "cycles",
        statement:
          "The last round of the spiral: the final rebellion is the fall, this call the covenant renewed, the temple in heaven the meeting place, the beast the enemy.",
        model:
          "Cycle @Re: Fall (the final rebellion of Rev 13), Covenant (the everlasting gospel, Rev 14:6), Sanctuary (the temple in heaven opened, Rev 11:19), Enemy (the beast and its image), Restoration (the new earth). Compared with @Ab, the blessing promised to all families is now proclaimed to every nation.",
      },
      {
        roomId: "math",
        statement:
          "Tie it to the 2,300 days of Dan 8:14: from 457 BC, 2,300 years by the day-year rule reach AD 1844, when the judgment hour this message announces began.",
        model:
          "Period @2300: from the decree of 457 BC, 2,300 years by the day-year principle (Num 14:34) reach AD 1844, adding one because there is no year zero. The calculation dates the judgment hour this worldwide message announces and shows that God keeps time.",
      },
    ],
  },
  {
    id: "jonah-1-17",
    ref: "Jonah 1:17",
    applications: [
      {
        roomId: "sr",
        statement:
          "Call → Flight → Storm → Overboard → Fish → Nineveh → Vine: this verse is the fifth turn, where the runaway's downward run is stopped.",
        model:
          "Jonah in beats: Call → Flight → Storm → Overboard → Fish → Nineveh → Vine. Jonah 1:17 is the Fish beat, the turn where the downward run stops, and the arc is a runaway prophet carried into a mercy he resents.",
      },
      {
        roomId: "ir",
        statement:
          "Inside the fish: no light at all, the heave of the sea, the reek of brine, weeds wrapped about the head (Jonah 2:5), slime on the skin — for three days and nights.",
        model:
          "Sight: total darkness. Sound: the muffled churn of deep water; touch: slime and weeds wrapped about the head (Jonah 2:5); smell: brine and rot. Resonance: God's rescue can feel like being swallowed before it feels like salvation.",
      },
      {
        roomId: "br",
        statement:
          "Jonah 1 sits in block 38, Obadiah to Zech 1; a glyph like a fish bent into a U-turn could hold the block's many calls to turn back.",
        model:
          "Block 38 (Obadiah 1 – Zechariah 1) gets the glyph of a fish bent into a U-turn: Jonah turns back, Nineveh turns, and the block ends with Zechariah's call to return to the LORD (Zech 1:3). The one mark lets me place Jonah 1 at once.",
      },
      {
        roomId: "jr",
        statement:
          "Pressing all four chapters into 150 words: a runaway is swallowed, prays, is spat out, preaches and sulks — and God's mercy proves wider than His prophet's.",
        model:
          "Juice of Jonah: a prophet runs from a mercy he dislikes, God hurls a storm and prepares a fish, and three days in the deep become a sign of the Son of Man's three days (Matt 12:40). Tag line: the God who chases runaways also spares cities.",
      },
      {
        roomId: "par",
        statement:
          "Jonah three days in the fish, Jesus three days in the earth (Matt 12:40): both go down for others' sake, but the second goes willingly — and the greater one rises.",
        model:
          "Event A: Jonah lies three days in the fish and is given back to preach to Nineveh (Jonah 1:17). Event B: Jesus lies three days in the earth and rises (Matt 12:40). The echo is three days in the deep; the escalation is that Jonah went down for his own disobedience and Christ willingly for ours, with Matt 12:41 as the warrant.",
      },
      {
        roomId: "prm",
        statement:
          "Abraham sees the mount on the third day (Gen 22:4), Esther goes in on the third day (Esth 5:1), Jonah is given back, Jesus rises: a recurring third-day turn to life.",
        model:
          "Pattern: Third-Day Turning. Structure: after a death-like ordeal, God acts on the third day to bring life. Instances: Gen 22:4, Esth 5:1, Hos 6:2, Jonah 1:17 and 1 Cor 15:4, so the motif meets Christ's resurrection.",
      },
      {
        roomId: "cec",
        statement:
          "Found by types and shadows with Jesus' own warrant (Matt 12:40): the prophet buried in the deep and given back alive foreshadows His burial and rising.",
        model:
          "Christ-line for Jonah 1: method, types and shadows; name, the Son of Man; act, He goes down into death for three days and rises (Matt 12:40). Presence: typological, with the cross-link Matt 12:39-41.",
      },
      {
        roomId: "infinity",
        statement:
          "Taught without notes in five minutes, a talk on this verse was later audited: beats, senses, the sign of Matt 12:40 and a closing prayer had all surfaced unplanned.",
        model:
          "I taught Jonah 1:17 for four minutes without notes, then audited the recording: SR beats, IR senses, a P‖ pairing with Matt 12:40 and a CEC Christ-line were all present unplanned. Gap: no genre remark, so my drill plan is C6 on two narratives this week.",
      },
    ],
  },
  {
    id: "john-3-16",
    ref: "John 3:16",
    applications: [
      {
        roomId: "gr",
        statement:
          "Set beside Gen 22:2 and Rom 8:32: the only son whom a father loved, led up Moriah and spared, reappears as the Son whom the Father did not spare.",
        model:
          "Gem: three texts side by side, Gen 22:2, John 3:16 and Rom 8:32. Abraham was spared from giving his only son, but God gave His own and did not hold Him back, so John 3:16 is Moriah finished. Use: answering someone who doubts that God cares.",
      },
      {
        roomId: "or",
        statement:
          "On the page: 'For' ties it to verses 14-15; God is the subject, the world the object; 'gave' is past tense; 'whosoever' sets no limit; two outcomes, perish and life.",
        model:
          "Observations: (1) the verse opens with for, linking it to the lifted serpent of verses 14-15; (2) God is the subject and the world the object; (3) gave is past tense; (4) whosoever sets no limit; (5) two outcomes, perishing and everlasting life. I notice no condition is named except believing.",
      },
      {
        roomId: "qa",
        statement:
          "How wide is God's love? 1 Tim 2:4, 2 Pet 3:9 and 1 John 2:2 reply together: He wants all to be saved, and Jesus' atoning sacrifice covers the whole world.",
        model:
          "Question: does God's love reach everyone? Chain: 1 Tim 2:4, 2 Pet 3:9 and 1 John 2:2. Synthesis: Scripture's answer is yes, for God wants all to be saved and Christ's sacrifice covers the whole world, though only believers receive its life.",
      },
      {
        roomId: "bf",
        statement:
          "Brother: 1 John 4:9, the Father sending His one Son so that we may live. Cousins: Rom 5:8, love shown to sinners; Eph 2:4-5; Gen 22:2.",
        model:
          "Concept: the Father's love giving His only Son for life. Brother: 1 John 4:9, nearly the same statement from the same writer; cousins: Rom 5:8, Eph 2:4-5 and Gen 22:2, each approaching the gift from another angle.",
      },
      {
        roomId: "dr",
        statement:
          "Literal: Jesus to Nicodemus by night. Christ: the Son lifted up (John 3:14). Me: believe. Church: a message for the whole world. Heaven: life without end (Rev 21:4).",
        model:
          "Literal: Jesus speaks to Nicodemus by night in Jerusalem. Christ: He is the Son given and lifted up like the serpent (John 3:14); me: I receive life by believing; church: the message is for the whole world; heaven: the life given never ends (Rev 21:4).",
      },
      {
        roomId: "c6",
        statement:
          "History Gen 22:2; poetry Ps 103:11; prophecy Isa 9:6; parable Luke 15:20; epistle Rom 5:8; gospel this verse — each genre adds a facet of the Father's giving love.",
        model:
          "History (Gen 22:2) shows love that gives a son, poetry (Ps 103:11) its height, prophecy (Isa 9:6) a Son given, parable (Luke 15:20) a father running, epistle (Rom 5:8) love for enemies, and gospel (John 3:16) the gift stated. Synthesis: every genre converges on Christ, the Son the Father gave.",
      },
      {
        roomId: "srm",
        statement:
          "Sprint, 45 seconds: name five verses on the Father's giving love from memory — John 3:16, Rom 5:8, 1 John 4:9, Rom 8:32, Isa 9:6 — then score and drill the misses.",
        model:
          "Sprint: five verses on God's giving love in 45 seconds, without looking. Score: 5/5 in 39 seconds, so next time the timer drops to 30 and I must give the references in canonical order.",
      },
      {
        roomId: "infinity",
        statement:
          "Asked without warning to speak on this verse, I taught it for five minutes without notes; a friend's audit heard the offices, the five faces and relatives — but no cycle.",
        model:
          "Called on without warning, I taught John 3:16 for five minutes without notes. My partner's audit heard CR (the Son given as Priest), DR (five faces) and BF (1 John 4:9) but no Eight Cycles link, so this week I drill @CyC on John 3.",
      },
    ],
  },
];
