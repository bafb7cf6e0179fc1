import { overviewOf } from "@common/content/palace/overview";
import { BAD_FRUIT } from "@common/content/palace/reference/badFruit";
import { GOOD_FRUIT } from "@common/content/palace/reference/goodFruit";
import type { Room } from "@common/content/palace/types";

const goodOptions = GOOD_FRUIT.map(([id, name]) => ({ value: id, label: name }));
const allOptions = [
  ...GOOD_FRUIT.map(([id, name]) => ({ value: id, label: `Good — ${name}` })),
  ...BAD_FRUIT.map(([id, name]) => ({ value: id, label: `Bad — ${name}` })),
];

export const room: Room = {
  ...overviewOf("frt"),
  prerequisites: [],
  method: [
    { text: "State the interpretation in one or two sentences, plainly, as you actually hold it." },
    {
      text: "Test it against the six pairs.",
      substeps: [
        "Humility / pride · faith / fear · hope / despair · love / judgmentalism · holiness / license · peace / anxiety.",
        "Ask what it produces in the heart, in attitude toward others, and in action.",
      ],
    },
    { text: "Name the fruit it produces, choosing from the good and bad fruit lists." },
    {
      text: "If the fruit is bad: pause, find the neglected balancing truth, revise and recheck.",
      substeps: [
        "Bad fruit often means a true doctrine held without its partner: add human responsibility to God’s sovereignty, obedience to grace, grace to law.",
        "Cite the balancing text, rewrite the interpretation, and test it again.",
      ],
    },
    {
      text: "If the fruit is good: record it — still subject to the other rooms’ checks — and live it.",
      substeps: ["Test it with mature believers, not alone."],
    },
  ],
  principles: [
    "The fruit test never works alone: it is a conscience for the other rooms, not a substitute for exegesis.",
    "Bad fruit may mean imbalance, not falsehood.",
    "Good feelings do not prove truth.",
    "Consider the effect on weaker believers (Romans 14:13).",
  ],
  deliverable: {
    kind: "fruitCheck",
    description:
      "Interpretation → fruit named → revision if needed → final check, with the texts that balance or confirm it.",
    fields: [
      {
        id: "passage",
        label: "Text behind the interpretation",
        type: "reference",
        optional: true,
        help: "If the reading comes from a passage, e.g. Matthew 22:14.",
      },
      {
        id: "interpretation",
        label: "Interpretation",
        type: "longText",
        help: "One or two sentences, stated as it is actually held.",
      },
      {
        id: "fruit",
        label: "Fruit it produces",
        type: "choice",
        help: "Choose honestly from the good and bad fruit lists.",
        options: allOptions,
      },
      {
        id: "revision",
        label: "Revision",
        type: "longText",
        optional: true,
        help: "If the fruit was bad: the neglected balancing truth and the revised reading.",
      },
      {
        id: "checkRefs",
        label: "Balancing or confirming texts",
        type: "references",
        help: "One per line, e.g. John 6:37. For a bad fruit, the texts that balance it; for a good one, the texts that confirm it.",
      },
      {
        id: "finalFruit",
        label: "Fruit of the final reading",
        type: "choice",
        help: "After any revision, the good fruit the reading now bears.",
        options: goodOptions,
      },
      {
        id: "outworking",
        label: "How I will live it",
        type: "text",
        optional: true,
        help: "One concrete step, and who you will test it with.",
      },
    ],
  },
  autoCheck: [
    { rule: "sentences", field: "interpretation", min: 1, max: 2 },
    { rule: "choice", field: "fruit" },
    { rule: "validRef", field: "checkRefs" },
    { rule: "choice", field: "finalFruit" },
  ],
  pitfalls: [
    "Defending a bad-fruit reading instead of pausing to look for the missing balance.",
    'Skipping the test because the interpretation "must be right".',
    "Validating by emotion: a reading that feels good is not thereby true.",
    "Judging other people’s fruit instead of your own reading’s.",
    "Letting the fruit you want drive the exegesis, so the text is bent to feel nice.",
    "Checking alone: test your reading with mature believers.",
  ],
  example: {
    title: '"Few are chosen, so I am probably not" — Matthew 22:14',
    refs: ["Matthew 22:14", "John 6:37", "2 Peter 1:10"],
    body: 'Interpretation: "Many are called, but few are chosen (Matthew 22:14), so I am probably not chosen." Fruit: despair. Pause: the parable’s guest was cast out for refusing the wedding garment the king provided, not for lacking a secret decree. Balancing truth: "him that cometh to me I will in no wise cast out" (John 6:37), and "give diligence to make your calling and election sure" (2 Peter 1:10). Revised: God’s call is sincere to all; the chosen are those who accept His robe of righteousness, so I come to Christ and respond earnestly. Final fruit: hope joined to earnest response.',
  },
  examplePool: [
    {
      refs: ["Romans 9:18", "1 Timothy 2:4", "2 Peter 3:9"],
      body: '"God hardens whom He will, so some people were simply made for destruction." Fruit: fear and despair. Balance: God "will have all men to be saved" (1 Timothy 2:4) and is "not willing that any should perish" (2 Peter 3:9); Pharaoh hardened his own heart too. Revised: God’s sovereignty works with His love and human choice. Final fruit: hope.',
    },
    {
      refs: ["Romans 6:14", "Romans 6:1-2", "Titus 2:11-12"],
      body: '"I am under grace, so my sins no longer matter." Fruit: license. Balance: "Shall we continue in sin, that grace may abound? God forbid" (Romans 6:1-2); grace teaches us to deny ungodliness (Titus 2:11-12). Revised: grace frees me from sin’s rule, not for it. Final fruit: holiness shown as self-control.',
    },
    {
      refs: ["Revelation 14:9-11", "Revelation 14:6", "Matthew 7:1-5"],
      body: '"My unbelieving neighbours already have the mark of the beast." Fruit: judgmentalism. Balance: the everlasting gospel is still going "to every nation, and kindred, and tongue, and people" (Revelation 14:6), and the warning is given so that people can respond. Revised: the third angel’s message is a loving warning I must carry, not a verdict I pronounce. Final fruit: evangelistic zeal.',
    },
    {
      refs: ["Revelation 14:7", "Daniel 7:22", "1 John 2:1"],
      body: '"The hour of his judgment is come, so God is searching for reasons to condemn me." Fruit: fear. Balance: judgment is "given to the saints" (Daniel 7:22), and "we have an advocate with the Father, Jesus Christ the righteous" (1 John 2:1). Revised: the judgment vindicates those who trust Christ, our High Priest. Final fruit: peace.',
    },
    {
      refs: ["Matthew 5:48", "Philippians 3:9", "Jude 24"],
      body: '"Be ye perfect" means I must become sinless before God will accept me. Fruit: legalism and despair. Balance: the context is love for enemies like the Father’s (Matthew 5:44-48); my righteousness is that "which is through the faith of Christ" (Philippians 3:9), and He is able to keep me from falling (Jude 24). Revised: accepted in Christ, I grow into His love. Final fruit: hope.',
    },
    {
      refs: ["Deuteronomy 8:17-18", "1 Corinthians 4:7"],
      body: '"God has prospered me because I am more faithful than others." Fruit: pride. Balance: "it is he that giveth thee power to get wealth" (Deuteronomy 8:18); "what hast thou that thou didst not receive?" (1 Corinthians 4:7). Revised: blessings are gifts to steward, not medals. Final fruit: humility.',
    },
    {
      refs: ["2 Thessalonians 3:10-12", "Luke 19:13"],
      body: '"Jesus will return any day now, so there is no point working or planning." Fruit: passivity. Balance: the Thessalonians were told to work quietly, and the nobleman said, "Occupy till I come" (Luke 19:13). Revised: the nearness of His coming makes faithful work urgent. Final fruit: faithfulness.',
    },
    {
      refs: ["Revelation 3:17", "1 Corinthians 4:7"],
      body: '"Knowing present truth makes us better than other Christians." Fruit: pride. Balance: the last church thinks it is rich and "knowest not that thou art wretched" (Revelation 3:17). Revised: light received is a debt of love to share, not a rank to hold. Final fruit: humility joined to evangelistic zeal.',
    },
    {
      refs: ["Philippians 4:13", "Philippians 4:11-12"],
      body: '"I can do all things through Christ" means I will succeed at any goal I set. Fruit: pride, and then despair when plans fail. Balance: Paul is speaking of contentment in hunger and plenty (Philippians 4:11-12). Revised: Christ strengthens me to be content and faithful in any state. Final fruit: peace.',
    },
    {
      refs: ["Romans 8:28", "Genesis 50:20"],
      body: '"All things work together for good to them that love God." Fruit: peace and hope. Check: Joseph’s story confirms it — "ye thought evil against me; but God meant it unto good" (Genesis 50:20) — and it must not slide into passivity about real wrongs. Final fruit: peace, held with action.',
    },
    {
      refs: ["Psalm 103:12", "1 John 1:9"],
      body: '"As far as the east is from the west, so far hath he removed our transgressions from us." Fruit: joy and hope. Check: 1 John 1:9 confirms forgiveness and adds cleansing, so the reading does not become license. Final fruit: joy.',
    },
    {
      refs: ["James 2:24", "Ephesians 2:8-10", "James 2:22"],
      body: '"By works a man is justified" means I must earn salvation. Fruit: legalism and fear. Balance: "by grace are ye saved through faith… not of works" (Ephesians 2:8-9), and James shows faith "wrought with his works" (James 2:22). Revised: living faith proves itself in works; it never buys salvation. Final fruit: faithfulness.',
    },
  ],
  practicePrompts: [
    {
      id: "frt-p1",
      text: 'Test the reading: "God controls everything, so my choices don’t matter."',
      refs: [],
    },
    {
      id: "frt-p2",
      text: 'Test the reading: "We are not under the law, so obedience is optional" — using Romans 3:31 and 6:1-2.',
      refs: ["Romans 3:31", "Romans 6:1-2"],
    },
    {
      id: "frt-p3",
      text: "Reading Revelation only as a chart of dates — what fruit does it bear? Start from Revelation 1:1-3.",
      refs: ["Revelation 1:1-3"],
    },
    {
      id: "frt-p4",
      text: '"Christ’s righteousness covers me" — name the good fruit, and check it has not slid into license.',
      refs: ["Philippians 3:9"],
    },
  ],
  masterTasks: [
    {
      id: "frt-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Recall an interpretation you once held that bore bad fruit in you — fear, pride, despair or license. What balancing truth was missing, and how did finding it change your walk with Christ? Reflect without judging anyone else’s fruit.",
    },
    {
      id: "frt-m4",
      level: 4,
      kind: "teaching",
      prompt:
        'Explain the Fruit Room to a beginner using Matthew 22:14 and John 6:37: why "by their fruits ye shall know them" applies to interpretations, the six pairs, and why bad fruit often means imbalance rather than outright error.',
    },
    {
      id: "frt-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Revelation 14:6-12 through the Fruit Room, the Three Angels Room (3A) and the Concentration Room (CR): state the message, show it as the everlasting gospel of Christ, and test what fruit your presentation of it would bear.",
    },
  ],
  referenceLists: ["fruitPairs", "goodFruit", "badFruit"],
};
