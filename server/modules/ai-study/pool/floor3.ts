import type { PoolExample } from "./types";

// Floor 3 — Freestyle: NF, PF, BF, HF, LR. Our own words; one line per method step of each room. PF examples are
// written as a member's sample entry, never as anyone's real story.

export const nf: readonly PoolExample[] = [
  {
    ref: "Psalm 1:3",
    steps: [
      "A tree growing on a riverbank: its roots run toward the water, and in a dry summer its leaves stay green while the trees up the slope turn brown.",
      "Scripture itself uses the tree by the water for the person whose life draws on God's word; the trait that matters is hidden roots reaching a constant source.",
      'Psalm 1:3, "like a tree planted by the rivers of water". In context (1:2) the river is delight in the law of the LORD, meditated on day and night, so the link is the psalm\'s own.',
      "What your roots drink in private decides whether you stay green in a dry season.",
      "Riverbank tree → Psalm 1:3 → roots decide the leaves → a children's talk, holding up a cut branch beside a potted plant.",
    ],
    insights: [
      'The tree is "planted": it did not choose its place, which matches a life set near God\'s word by grace.',
      "The green leaf in drought is the observable trait; the hidden roots are the lesson.",
    ],
    takeaway: "Start from what you can see in creation and let Scripture supply the meaning.",
  },
  {
    ref: "Matthew 6:28",
    steps: [
      "Wild flowers in a field: they open in the morning, need no care from anyone, and are gone within a season.",
      "Jesus Himself points to them for God's care of what He has made; the traits are beauty without labour and a short life.",
      'Matthew 6:28-30: "Consider the lilies of the field, how they grow; they toil not, neither do they spin." In context the lesson is against anxious care (6:25, 31-34), not against work.',
      "If God dresses a flower that lasts a week, He will not forget the child who trusts Him.",
      "Wild flowers → Matthew 6:28-30 → God clothes what He loves → for a worried friend, with a photo of the field.",
    ],
    insights: [
      'The context check keeps the lesson from becoming "do not work": the point is worry, not labour.',
      'Jesus argues from the lesser to the greater: "how much more" (Matthew 6:30).',
    ],
    takeaway: "Read the verse in context before drawing the lesson from the flower.",
  },
  {
    ref: "John 12:24",
    steps: [
      "A grain of wheat: kept dry in a jar it stays one seed for years; buried in the ground it splits, sprouts and becomes an ear with many grains.",
      "Jesus uses the seed for His death and its harvest; the trait is life coming only through a kind of death.",
      'John 12:24, "Except a corn of wheat fall into the ground and die, it abideth alone: but if it die, it bringeth forth much fruit." In context Jesus speaks of His hour (12:23) and then of His followers (12:25-26).',
      "A seed saved stays alone; a seed sown becomes a harvest.",
      "Grain of wheat → John 12:24 → death before harvest → Easter Sabbath school, giving each child a seed to plant.",
    ],
    insights: [
      "The lesson first belongs to Christ (12:23) and only then to His followers (12:25).",
      "The object Scripture chose carries both the cross and the call to follow.",
    ],
    takeaway: "Prefer the objects Scripture already uses: their meaning is given.",
  },
  {
    ref: "Proverbs 6:6",
    steps: [
      "Ants on a summer path: they carry loads larger than themselves, work without anyone standing over them, and store food ahead of the cold.",
      "Proverbs sends the sluggard to the ant; the traits are self-starting diligence and preparing in time.",
      'Proverbs 6:6-8, "Go to the ant, thou sluggard; consider her ways, and be wise: which having no guide, overseer, or ruler, provideth her meat in the summer." The context is laziness and its poverty (6:9-11).',
      "Nobody has to watch the ant: do today's work while it is summer.",
      "Ant trail → Proverbs 6:6-8 → diligence without a supervisor → a talk for students at the start of exam season.",
    ],
    insights: [
      '"Having no guide, overseer, or ruler" is the heart of the lesson: faithfulness when unobserved.',
      "The summer and harvest detail adds timing: preparation has a season.",
    ],
    takeaway: "One trait, one verse, one sentence a child could say.",
  },
  {
    ref: "Psalm 19:1",
    steps: [
      "The sky at sunrise: the sun comes up every morning without a word, and nothing on earth is hidden from its heat.",
      "The psalm itself reads the heavens as a speech about God; the traits are constancy and reach.",
      'Psalm 19:1-6: "The heavens declare the glory of God", and the sun goes out "as a bridegroom" whose circuit reaches everywhere. In context the psalm then turns to the law of the LORD (19:7), which does for the soul what the sun does for the earth.',
      "The sky preaches every morning without words; God's word then says what the sky cannot.",
      "Sunrise → Psalm 19:1-7 → creation speaks, Scripture explains → an early-morning walk with a friend who doubts.",
    ],
    insights: [
      "The context check reveals the psalm's own two halves: God's works and God's word.",
      "Paul uses the same psalm for the gospel reaching the whole world (Romans 10:18).",
    ],
    takeaway: "Nature speaks of God; Scripture tells what He has done.",
  },
];

export const pf: readonly PoolExample[] = [
  {
    ref: "Genesis 50:20",
    steps: [
      "Sample entry: being pushed out of a job by a colleague's false report.",
      "After two years on a team, a colleague took credit for my work and reported me for his mistakes. I lost the position. Six months later the new job I found led to the work I now do.",
      "Joseph, sold by his brothers and falsely accused in Potiphar's house, ends up where he can save many lives (Genesis 37; 39; 50:20). The structure matches: betrayal, loss, hidden years, a place of service. It is more than a topic in common.",
      'Joseph\'s brothers "thought evil", but God "meant it unto good". My colleague\'s wrong stays wrong, and God used the loss to move me.',
      "God does not need the wrong to be right in order to bring good out of it. I can tell this to anyone who has been treated unfairly at work, without naming the colleague.",
    ],
    insights: [
      "The parallel is structural (betrayal → hidden years → service), which is what the room asks for.",
      "Joseph never calls the evil good; the lesson keeps that honesty.",
    ],
    takeaway: "Find the Bible story whose shape, not just whose subject, matches your own.",
  },
  {
    ref: "1 Kings 19:4",
    steps: [
      "Sample entry: collapse after a big success.",
      "I led a large church event that went very well. The following week I could not get out of bed, and I told God I wanted to quit everything.",
      "Elijah after Carmel (1 Kings 18–19): a great victory, a threat, a flight, and a request to die under a juniper tree. The structure matches: triumph, exhaustion, despair.",
      "God did not lecture Elijah first; He gave him sleep and food twice (19:5-8), and only then spoke in a still small voice. My first need was rest, not a rebuke.",
      "After a mountain-top comes a valley, and God's first answer to exhaustion is care. This is testimony for anyone in ministry who hides burnout.",
    ],
    insights: [
      "The order of God's care (sleep, food, then a word) becomes a practical lesson.",
      "Elijah's story shows despair after success is not unusual for faithful servants.",
    ],
    takeaway: "Let God's way with the Bible character shape how you read His way with you.",
  },
  {
    ref: "Ruth 1:16",
    steps: [
      "Sample entry: moving to another country to care for a widowed mother-in-law.",
      "After my husband died, his mother had no one else. I moved with her to her home town, where I knew no one and did not speak the language well.",
      "Ruth goes with Naomi from Moab to Bethlehem after both are widowed (Ruth 1). The structure matches: loss, a choice of loyalty, a strange land, provision in the fields (Ruth 2).",
      "The God who met Ruth in Boaz's field has met me in a congregation that welcomed us. Ruth's choice was also a choice of God: \"thy God my God\".",
      "Loyalty chosen in grief opens the door to a wider family. This is testimony for a church that welcomes strangers.",
    ],
    insights: [
      "Ruth's choice is both personal and spiritual, and the entry keeps both.",
      "The parallel goes further than loss: it includes the provision that followed.",
    ],
    takeaway: "A good parallel carries through to the way God answered.",
  },
  {
    ref: "Luke 15:20",
    steps: [
      "Sample entry: coming back to faith after ten years away.",
      "I left the church at eighteen and lived as if God did not exist. At twenty-eight, in a hard year, I walked into a service and was welcomed by people who remembered my name.",
      "The lost son returns home in need and is met by the father while still far off (Luke 15:17-20). The structure matches: leaving, want, coming to oneself, a welcome before any speech.",
      "The welcome I met was the Father's before it was the church's; He had been waiting before I decided to come.",
      "The way back is shorter than it looks because the Father runs the last part. I can share this with friends who think it is too late for them.",
    ],
    insights: [
      "The welcome comes before the confession is finished (Luke 15:21-22), and the testimony keeps that order.",
      "The entry names the church's role without making it the hero.",
    ],
    takeaway: "Personal stories are read in the light of the Bible story, never the other way round.",
  },
  {
    ref: "Genesis 32:26",
    steps: [
      "Sample entry: a night of prayer before a hard decision.",
      "I had to decide whether to take a job that meant moving my family. I prayed most of one night, unsure and afraid, and in the morning I had peace to stay.",
      "Jacob wrestles through the night at Peniel before meeting Esau and will not let go until he is blessed (Genesis 32:24-30). The structure matches: fear of what is ahead, a night alone with God, holding on, a new name and a limp.",
      "Jacob came away weaker and blessed; I came away without the job and with a settled heart.",
      "Holding on to God in the dark changes the one who prays more than it changes the problem. This is testimony for someone facing a decision.",
    ],
    insights: [
      "The parallel respects the difference: Jacob met God in a unique way; the entry claims only the shape of the night.",
      "The limp and the blessing together keep the lesson realistic.",
    ],
    takeaway: "Claim the pattern of a Bible story, not its unique events.",
  },
];

export const bf: readonly PoolExample[] = [
  {
    ref: "Romans 8:28",
    steps: [
      "Romans 8:28: God works all things together for good for those who love Him.",
      "Genesis 50:20; Jeremiah 29:11; 2 Corinthians 4:17; Philippians 1:12.",
      "Brothers: Genesis 50:20 (God meant evil for good) and Philippians 1:12 (Paul's chains furthered the gospel) say the same thing in event form. Cousins: Jeremiah 29:11 (thoughts of peace for exiles) and 2 Corinthians 4:17 (light affliction, eternal weight) share the meaning from another angle.",
      "Romans 8:28 → Genesis 50:20 (betrayal turned to rescue) · Philippians 1:12 (prison spreads the gospel) · Jeremiah 29:11 (a future for exiles) · 2 Corinthians 4:17 (suffering outweighed by glory).",
      "Drill: cover the list and name three relatives of Romans 8:28 in thirty seconds; repeat until Genesis 50:20 comes first every time.",
    ],
    insights: [
      'Shared meaning, not shared words: Genesis 50:20 never says "all things", but it is the verse\'s closest brother.',
      "A cluster is a list of links, not a sermon; each link stays short.",
    ],
    takeaway: "Know a verse's family, and it is there when a conversation needs it.",
  },
  {
    ref: "Isaiah 26:3",
    steps: [
      "Isaiah 26:3: perfect peace for the mind that rests on God in trust.",
      "Philippians 4:6-7; John 14:27; Psalm 119:165; Romans 5:1.",
      "Brothers: Philippians 4:6-7 (the peace of God keeps heart and mind) and John 14:27 (Christ's own peace given) speak of the same inner peace. Cousins: Psalm 119:165 (peace for those who love the law) and Romans 5:1 (peace with God through justification), which is the ground of the peace of God rather than the same thing.",
      "Isaiah 26:3 → Philippians 4:6-7 (prayer, then peace guards the mind) · John 14:27 (not as the world gives) · Psalm 119:165 (nothing shall offend them) · Romans 5:1 (peace with God first).",
      "Drill: someone is anxious; name two brothers and one cousin of Isaiah 26:3 in twenty seconds.",
    ],
    insights: [
      "Romans 5:1 is a cousin because it speaks of peace with God, the standing that makes the peace of God possible.",
      "Verifying meaning separates true relatives from verses that only share the word peace.",
    ],
    takeaway: "Classify relatives honestly: brother or cousin.",
  },
  {
    ref: "Matthew 11:28",
    steps: [
      "Matthew 11:28: Christ gives rest to the weary who come to Him.",
      "Jeremiah 6:16; Hebrews 4:9-10; Isaiah 55:1; Psalm 23:2.",
      'Brother: Jeremiah 6:16 ("ye shall find rest for your souls"), which Jesus echoes almost word for word in Matthew 11:29. Cousins: Hebrews 4:9-10 (a rest that remains for God\'s people), Isaiah 55:1 (come, buy without money) and Psalm 23:2 (the shepherd makes me lie down).',
      "Matthew 11:28 → Jeremiah 6:16 (the old paths, rest for souls) · Hebrews 4:9-10 (ceasing from one's own works) · Isaiah 55:1 (come without money) · Psalm 23:2 (green pastures).",
      "Drill: read Matthew 11:28 aloud and name the echo from Jeremiah within five seconds.",
    ],
    insights: [
      "Jesus quotes Jeremiah 6:16 in the next verse, so the brother relationship is explicit.",
      "Invitations to come form a family across both testaments.",
    ],
    takeaway: "When Jesus quotes a verse, that verse is the first relative to record.",
  },
  {
    ref: "1 John 1:9",
    steps: [
      "1 John 1:9: confessed sin is forgiven and cleansed by a faithful and just God.",
      "Psalm 32:5; Proverbs 28:13; Isaiah 1:18; Micah 7:19.",
      'Brothers: Psalm 32:5 ("I acknowledged my sin ... and thou forgavest") and Proverbs 28:13 (whoso confesses and forsakes shall have mercy). Cousins: Isaiah 1:18 (scarlet made white) and Micah 7:19 (sins cast into the depths of the sea), which describe the cleansing without naming confession.',
      "1 John 1:9 → Psalm 32:5 (confession brings forgiveness) · Proverbs 28:13 (confess and forsake) · Isaiah 1:18 (white as snow) · Micah 7:19 (into the sea).",
      "Drill: list the four in thirty seconds, then say which two mention confession.",
    ],
    insights: [
      "\"Faithful and just\" means forgiveness rests on God's promise and on Christ's sacrifice, not on how we feel.",
      "Proverbs adds forsaking, a detail 1 John assumes.",
    ],
    takeaway: "A cluster shows what each relative adds.",
  },
  {
    ref: "Lamentations 3:22-23",
    steps: [
      "Lamentations 3:22-23: God's mercies are new every morning, and His faithfulness is great.",
      "Psalm 30:5; Psalm 136:1; 2 Corinthians 4:16; Hebrews 13:8.",
      "Brothers: Psalm 136:1 (his mercy endureth for ever) and Psalm 30:5 (joy cometh in the morning). Cousins: 2 Corinthians 4:16 (renewed day by day) and Hebrews 13:8 (Jesus Christ the same yesterday, to day, and for ever), which share the faithfulness without the morning image.",
      "Lamentations 3:22-23 → Psalm 136:1 (mercy for ever) · Psalm 30:5 (weeping for a night, joy in the morning) · 2 Corinthians 4:16 (the inward man renewed) · Hebrews 13:8 (the same for ever).",
      "Drill: each morning this week, name the three relatives before breakfast.",
    ],
    insights: [
      "The verse sits in the middle of a lament; its relatives also speak from hard places.",
      "Morning is the shared picture of Psalm 30:5 and Lamentations 3:23.",
    ],
    takeaway: "Relatives from hard places make the best company for a hard day.",
  },
];

export const hf: readonly PoolExample[] = [
  {
    ref: "Proverbs 16:18",
    steps: [
      "The sinking of the Titanic in April 1912: a liner widely described as practically unsinkable hit an iceberg on her first voyage, carried lifeboats for only about half of those on board, and more than 1,500 people died.",
      'Scripture names the pattern of confidence before collapse: "Pride goeth before destruction, and an haughty spirit before a fall" (Proverbs 16:18). The precise link is trust in one\'s own strength that neglects preparation.',
      "What we are sure cannot sink is the thing we stop preparing to lose.",
      "Titanic, 1912 → Proverbs 16:18 → confidence that skips the lifeboats → an illustration on spiritual self-sufficiency (1 Corinthians 10:12).",
      "Check: the lesson comes from the proverb, not from the disaster; the ship's loss is not a judgment on the passengers, and the sermon must say so.",
    ],
    insights: [
      '1 Corinthians 10:12 gives the same warning in New Testament words: "let him that thinketh he standeth take heed lest he fall".',
      "The re-check guards against reading a tragedy as a punishment.",
    ],
    takeaway: "History illustrates a biblical principle; it never replaces it.",
  },
  {
    ref: "Ephesians 2:14",
    steps: [
      "The fall of the Berlin Wall in November 1989: a wall that had divided one city and many families for twenty-eight years was opened, and people crossed freely.",
      'Ephesians 2:14 speaks of Christ who "hath broken down the middle wall of partition between us", the wall between Jew and Gentile, making one new people.',
      "What politics did for one city, Christ does between every kind of person: He makes one family where there were two.",
      "Berlin Wall, 1989 → Ephesians 2:14 → Christ removes the wall between peoples → a church unity sermon, with a photo of people on the wall.",
      "Check: the Wall's fall was not a fulfilment of Ephesians; it is an illustration. The text's wall is spiritual and its breaking is by the cross (2:16), not by politics.",
    ],
    insights: [
      "The precise link is a wall between peoples; Paul has in mind the temple barrier that kept Gentiles out.",
      "Naming the difference keeps culture from steering the reading.",
    ],
    takeaway: "Use the event to show the text's picture, then let the text say how it happens.",
  },
  {
    ref: "Isaiah 55:11",
    steps: [
      "The printing press in fifteenth-century Europe: Bibles that had been copied by hand could be printed in numbers, and within a century Scripture in the people's languages spread widely.",
      'Isaiah 55:10-11 says God\'s word "shall not return unto me void" but shall accomplish His purpose, like rain that waters the earth.',
      "God's word goes out by the means He provides, and it does its work wherever it lands.",
      "Printing press → Isaiah 55:11 → the word does not return empty → a talk on Bible distribution and personal Bible reading.",
      "Check: the invention served the word; the power is in the word, not in the technology. The same principle applies to today's digital Bibles.",
    ],
    insights: [
      "The rain picture of Isaiah 55:10 makes the spread of Scripture an act of God's providence.",
      "The re-check keeps the credit with the word rather than with the invention.",
    ],
    takeaway: "Connect the event precisely to what the text claims, no more.",
  },
  {
    ref: "James 1:19",
    steps: [
      "The cycle of online outrage: a short clip spreads, thousands react within hours, and a day later the full story shows the first reaction was wrong.",
      'James 1:19-20 asks every man to be "swift to hear, slow to speak, slow to wrath", because human anger does not work the righteousness of God. Proverbs 18:13 adds that answering before hearing is folly.',
      "Hear the whole story before you share, speak or take offence.",
      "Outrage cycle → James 1:19-20; Proverbs 18:13 → hear first → a youth talk on how Christians use social media.",
      "Check: the text is not against speaking up for what is right; it orders hearing before speaking. The lesson must not become silence about injustice.",
    ],
    insights: [
      "The trend shows the order James asks for being reversed: speak first, hear later.",
      "The balancing note keeps the lesson from becoming passivity.",
    ],
    takeaway: "A trend can show exactly which biblical order we are breaking.",
  },
  {
    ref: "Matthew 7:26-27",
    steps: [
      "The financial crisis of 2008: rising house prices built on risky loans collapsed, and large banks failed or had to be rescued.",
      'Jesus\' parable of the two builders: the house on sand falls when the storm comes, "and great was the fall of it" (Matthew 7:26-27). The precise link is a structure that looks fine until it is tested.',
      "Whatever is built on a foundation that cannot bear a storm will fall when the storm comes.",
      "2008 crisis → Matthew 7:24-27 → foundations are revealed by storms → a stewardship sermon on building life on Christ's words.",
      "Check: the parable's foundation is hearing and doing Christ's sayings, not financial prudence; the crisis illustrates the principle, and the application returns to obedience to His words.",
    ],
    insights: [
      "Both houses met the same storm, as everyone met the same market: the difference was the foundation.",
      "The application goes back to the text's meaning after using the event to open it.",
    ],
    takeaway: "Let the event open the door, then let the text lead the way through it.",
  },
];

export const lr: readonly PoolExample[] = [
  {
    ref: "2 Kings 4:26",
    steps: [
      'At a funeral the congregation sang "It is well with my soul", and the line stayed with me.',
      'Quote: "It is well" → 2 Kings 4:26 → a hymn by Horatio Spafford (1870s), sung at a funeral this Sunday.',
      'Verified: the Shunammite woman says "It is well" while her son lies dead, on her way to the man of God (2 Kings 4:18-26). In context it is faith that goes to God with the grief, not a denial of it.',
      "Today: write to the widow from the funeral and tell her I am praying.",
      'Weekly review: did I write the note? The verse is now mine: faith can say "it is well" on the way to God, not only after He has answered.',
    ],
    insights: [
      'Checking the context deepened the line: "it is well" was said before the miracle, not after.',
      "The action step turns a moving song into a deed.",
    ],
    takeaway: "Catch the line, find the verse, read its context, then act.",
  },
  {
    ref: "Romans 5:6",
    steps: [
      'A colleague said, "God helps those who help themselves."',
      'Quote: "God helps those who help themselves" → no verse; nearest text Romans 5:6 → a colleague at lunch, Tuesday.',
      'Verified: the saying is not in the Bible (it was popularised by an eighteenth-century almanac). Scripture says the opposite: "when we were yet without strength, in due time Christ died for the ungodly" (Romans 5:6).',
      "Today: if the subject comes up again, share Romans 5:6 kindly, as good news rather than a correction.",
      "Weekly review: I learned to check sayings that sound biblical; Romans 5:6 is now a verse I can quote.",
    ],
    insights: [
      "The Listening Room also catches sayings that are not Scripture and sets the real text beside them.",
      "The action is gentle: the aim is to share grace, not to win a point.",
    ],
    takeaway: "Verify before you repeat; not everything that sounds biblical is.",
  },
  {
    ref: "Psalm 46:10",
    steps: [
      'A speaker at a retreat said "Be still, and know that I am God" as an invitation to quiet prayer.',
      'Quote: "Be still, and know that I am God" → Psalm 46:10 → retreat speaker, Saturday morning.',
      'Verified: the psalm is set amid roaring waters and raging nations (46:2-6); "be still" means stop fighting and let God act, for "I will be exalted among the heathen". Quiet prayer is a fair application, but the first meaning is trust in God\'s rule in a crisis.',
      "Today: stop trying to fix a family conflict by pressure, and pray about it before speaking.",
      "Weekly review: I stayed quiet twice when I would have argued; Psalm 46:10 now carries its whole psalm with it.",
    ],
    insights: [
      "A verse used correctly can still be used narrowly; the context widened it.",
      "The action step came from the fuller meaning, not only from the speaker's use.",
    ],
    takeaway: "Context often makes a familiar verse stronger, not weaker.",
  },
  {
    ref: "1 Timothy 6:10",
    steps: [
      'A podcast host said, "Money is the root of all evil."',
      'Quote: "Money is the root of all evil" → 1 Timothy 6:10 → a podcast, Wednesday commute.',
      'Verified: the verse says "the love of money is the root of all evil", and the context warns those who "will be rich" (6:9) and commands the rich to be generous (6:17-18). Money itself is not condemned.',
      "Today: give something away that I was holding on to.",
      "Weekly review: I gave, and noticed how the misquote had made me think the problem was outside me rather than in my heart.",
    ],
    insights: [
      'Two words, "love of", change the whole meaning; the verify step catches them.',
      "The correct verse moves the problem from the wallet to the heart.",
    ],
    takeaway: "A misquote often moves sin outside us; the real text moves it back inside.",
  },
  {
    ref: "Philippians 4:13",
    steps: [
      'A friend posted "I can do all things through Christ" after winning a race.',
      'Quote: "I can do all things through Christ which strengtheneth me" → Philippians 4:13 → a friend\'s post, Sunday.',
      'Verified: Paul writes from prison about being content in hunger and in plenty (4:11-12); "all things" means facing every circumstance, loss as well as victory, in Christ\'s strength.',
      "Today: thank God for strength in a situation I have not been able to change.",
      "Weekly review: the verse now carries its context; I used it on a hard day instead of a good one.",
    ],
    insights: [
      "The verse is about contentment, which makes it as true after losing a race as after winning one.",
      "The action step applies the verse where Paul applied it: in need.",
    ],
    takeaway: "Read the verse from the place it was written: here, a prison.",
  },
];
