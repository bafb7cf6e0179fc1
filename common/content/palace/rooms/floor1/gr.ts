import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("gr"),
  prerequisites: [],
  method: [
    {
      text: "Pick 2–4 texts from different books, ideally across the testaments, and read them side by side.",
      substeps: [
        "Start from one text and ask where else Scripture uses the same picture, word, person or event.",
        "Read each text in its own context first, so that the combination rests on what each one really says.",
      ],
    },
    {
      text: "State the truth that appears only when the texts are combined, in one or two sentences.",
      substeps: ["If any one of the texts says it plainly on its own, you have a parallel, not yet a gem."],
    },
    {
      text: "Test the gem.",
      substeps: [
        "Anchored: does each link rest on clear texts, not on a forced resemblance?",
        "Rare: is the truth hidden from any one text read alone?",
        "Usable: could you preach it, answer a question with it, or pray with it?",
      ],
    },
    {
      text: "Add a use case (a sermon point, an answer to a question, a devotional) and give the gem a short title.",
    },
  ],
  principles: [
    "Scripture interprets Scripture: let the texts shed light on one another.",
    "The best gems lead to Christ, who is the meeting point of both testaments.",
    "A gem is collected to be used: every card names where it will serve.",
  ],
  deliverable: {
    kind: "gemCard",
    description:
      "A gem card: a short title, 2–4 texts from at least two books, the combined truth in one or two sentences, and a use case.",
    fields: [
      {
        id: "title",
        label: "Title",
        type: "text",
        help: 'A short name for the gem, e.g. "The bride from the opened side".',
      },
      {
        id: "texts",
        label: "Texts",
        type: "references",
        help: "Two to four references, one per line, from at least two different books.",
      },
      {
        id: "truth",
        label: "The gem",
        type: "longText",
        help: "One or two sentences: the truth that shines out only when the texts are set side by side.",
      },
      {
        id: "useCase",
        label: "Use case",
        type: "text",
        help: "Where you will use it: a sermon point, an answer to a question, a devotional, a Bible study.",
      },
    ],
  },
  autoCheck: [
    { rule: "required", field: "title" },
    { rule: "validRef", field: "texts" },
    { rule: "items", field: "texts", min: 2, max: 4 },
    { rule: "distinctBooks", field: "texts", min: 2 },
    { rule: "sentences", field: "truth", min: 1, max: 2 },
    { rule: "required", field: "useCase" },
  ],
  pitfalls: [
    "Forced links: two texts that share a word but not a meaning do not make a gem.",
    'Trivia instead of truth: "both chapters mention a donkey" is a curiosity, not an insight you can use.',
    "Gems without text anchors: a lovely thought that no clear text supports is a decoration, not a gem.",
    "A plain parallel passed off as a gem: two Gospels telling the same story say the same thing; a gem sees something new.",
    "Ignoring context: a link that contradicts what a text means in its own chapter is not a gem but a misreading.",
  ],
  example: {
    title: "The bride from the opened side",
    refs: ["Genesis 2:21-22", "John 19:34", "Ephesians 5:31-32"],
    body: 'Genesis 2:21-22: God opens the side of sleeping Adam and builds the first bride. John 19:34: a soldier pierces the side of Jesus, asleep in death, and blood and water flow out. Ephesians 5:31-32: the marriage of Genesis 2 is "a great mystery" about Christ and the church. The gem: as the first bride was formed from the opened side of the first Adam, so the Church, the Bride, comes from the pierced side of the last Adam. Use: a communion meditation.',
  },
  examplePool: [
    {
      refs: ["Genesis 28:12", "John 1:51"],
      body: 'Title: The ladder is a Person. Jacob sees a ladder from earth to heaven with angels ascending and descending; Jesus tells Nathanael that he will see the angels of God ascending and descending upon the Son of man. Gem: the way between earth and heaven is not a structure but Christ Himself. Use: an answer to "How can I reach God?"',
    },
    {
      refs: ["Exodus 17:6", "1 Corinthians 10:4", "John 7:37-38"],
      body: 'Title: Water from the smitten Rock. Moses strikes the rock and water flows for a thirsty people; Paul says "that Rock was Christ"; Jesus cries out that rivers of living water will flow for all who come to Him. Gem: the life that satisfies our thirst flows from the Christ who was struck for us. Use: a devotional for spiritual dryness.',
    },
    {
      refs: ["Jonah 1:17", "Matthew 12:40", "1 Corinthians 15:3-4"],
      body: 'Title: Raised according to the Scriptures. Jonah spends three days and three nights in the fish; Jesus names this the sign of His own burial; Paul says He rose the third day "according to the scriptures". Gem: the resurrection was not an afterthought but a sign written into Israel\'s story centuries earlier. Use: apologetics on prophecy and the resurrection.',
    },
    {
      refs: ["Leviticus 17:11", "Hebrews 9:22", "1 John 1:7"],
      body: "Title: Life for life. The life of the flesh is in the blood, given on the altar for atonement; without shedding of blood there is no remission; the blood of Jesus cleanses from all sin. Gem: forgiveness is not God overlooking sin but a life given for a life, and that life is His Son's. Use: a Bible study on why the cross was necessary.",
    },
    {
      refs: ["Ruth 3:9", "Ezekiel 16:8", "Ruth 4:10"],
      body: "Title: Under His wing. Ruth asks Boaz to spread his skirt over her; in Ezekiel the LORD says He spread His skirt over Israel and she became His; Boaz then purchases Ruth to be his wife. Gem: redemption in Scripture is not only a rescue but a marriage: the Redeemer covers, claims and keeps His bride. Use: a sermon point on assurance.",
    },
    {
      refs: ["Genesis 3:21", "Isaiah 61:10", "Revelation 19:8"],
      body: "Title: Clothed by God. God makes coats of skins for Adam and Eve; Isaiah rejoices to be clothed with the garments of salvation and the robe of righteousness; the Bride is arrayed in fine linen, the righteousness of saints. Gem: from Eden to the marriage supper, the covering sinners need is one God provides, not one they sew. Use: a sermon on righteousness by faith.",
    },
    {
      refs: ["Daniel 3:25", "Isaiah 43:2", "Matthew 28:20"],
      body: "Title: The fourth man. Nebuchadnezzar sees four men loose in the fire; Isaiah promises that when you walk through the fire you will not be burned; Jesus promises to be with His disciples always. Gem: God's promise is His presence in the fire, not always exemption from it. Use: a devotional for believers in trial.",
    },
    {
      refs: ["Psalm 22:1", "Matthew 27:46", "Hebrews 2:12"],
      body: "Title: The cry that ends in praise. Jesus on the cross cries the first line of Psalm 22; the psalm moves from forsakenness to praise in the great congregation; Hebrews puts that praise in Christ's own mouth. Gem: quoting the psalm's opening line, Jesus points to the whole psalm, whose end is victory. Use: a Good Friday sermon.",
    },
    {
      refs: ["Genesis 50:20", "Acts 2:23", "Romans 8:28"],
      body: 'Title: Meant for good. Joseph tells his brothers that what they meant for evil God meant for good; Peter says Jesus was delivered by God\'s determinate counsel yet crucified by wicked hands; Paul says all things work together for good to them that love God. Gem: the cross is the supreme case of God turning human evil into salvation, and it guarantees the smaller cases in our lives. Use: an answer to "Why did God let this happen?"',
    },
    {
      refs: ["Isaiah 6:1-5", "John 12:41"],
      body: 'Title: Whose glory Isaiah saw. Isaiah sees the LORD high and lifted up while seraphim cry "Holy, holy, holy"; John, speaking of Jesus, says Isaiah "saw his glory, and spake of him". Gem: the thrice-holy LORD of Isaiah\'s vision is Jesus Christ. Use: apologetics on the deity of Christ.',
    },
    {
      refs: ["Daniel 9:25", "Mark 1:14-15", "Galatians 4:4"],
      body: 'Title: The time is fulfilled. Daniel 9:25 counts sixty-nine prophetic weeks (483 years, a day for a year) from the command to restore Jerusalem to Messiah the Prince; Jesus opens His ministry with "The time is fulfilled"; Paul says God sent His Son "when the fulness of the time was come". Gem: counted from the decree of 457 BC, the 483 years reach AD 27, when Jesus was anointed at His baptism, so He was announcing a prophetic clock. Use: apologetics on fulfilled prophecy.',
    },
    {
      refs: ["Zechariah 3:3-4", "Luke 15:22"],
      body: "Title: A change of clothes. Joshua the high priest stands in filthy garments, and the LORD orders them removed and a change of raiment given; the father of the prodigal calls for the best robe before the son can finish his speech. Gem: God's first act with a returning sinner is to clothe him, not to inspect him. Use: an evangelistic appeal.",
    },
  ],
  practicePrompts: [
    {
      id: "gr-p1",
      text: "Set Exodus 12:13 beside 1 Peter 1:18-19, add a third text, and state the gem.",
      refs: ["Exodus 12:13", "1 Peter 1:18-19"],
    },
    {
      id: "gr-p2",
      text: "Combine Genesis 22:8, John 1:29 and Revelation 5:6. What truth appears, and where would you use it?",
      refs: ["Genesis 22:8", "John 1:29", "Revelation 5:6"],
    },
    {
      id: "gr-p3",
      text: "Build a gem from Numbers 21:8-9 and John 3:14-15 plus one more text.",
      refs: ["Numbers 21:8-9", "John 3:14-15"],
    },
    {
      id: "gr-p4",
      text: "Take two verses you know by heart from different testaments. Is their combination a gem, or only a parallel? Explain.",
      refs: ["John 3:16", "Isaiah 53:5"],
    },
  ],
  masterTasks: [
    {
      id: "gr-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Review your gem collection. Which gems have you actually used in teaching, conversation or prayer, and which turned out to be forced or trivial? Reflect on what separates a true gem from a clever link, using at least two of your own cards as evidence.",
    },
    {
      id: "gr-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Gems Room to a beginner using Genesis 2:21-22, John 19:34 and Ephesians 5:31-32. State the core question, show why none of the three texts gives the gem alone, and walk through the three tests: anchored, rare, usable.",
    },
    {
      id: "gr-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Numbers 21:4-9. Beat out the story (SR), picture verse 8 as an icon (TR), and build a gem from it with John 3:14-15 and a third text (GR). Show how the story and the picture make the gem easier to teach.",
    },
  ],
};
