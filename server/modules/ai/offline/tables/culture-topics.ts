// Culture & Controversy offline (ai.md §2.2 "culture topics → passages and principles", §2.4, §3.5, §4.7): one entry
// per quick chip, in our own words — the themes a topic touches, the concerns people on more than one side bring to
// it (said without labels, so each side would recognise its own), what Jesus said and did, three or four principles
// with their passages, and questions to consider in place of the misunderstandings the engine cannot judge. Verse
// text is never stored here: the engine quotes the KJV at answer time.
import type { Keywords } from "./types";

export type CultureTopic = {
  id: string;
  /** The quick chip's words (cultureChips in common/constants/ai.ts). */
  title: string;
  keywords: Keywords;
  /** Words the King James text uses for the topic's ideas: they widen the verse search (ai.md §2.3 step 2). */
  kjvWords: readonly string[];
  /** Listed in the first section as the themes the topic touches. */
  themes: readonly string[];
  /** What people on different sides care about, each in words its holders would accept. */
  concerns: readonly string[];
  /** A line of care where the topic can touch someone in danger (ai.md §4.2 "Care"). */
  care?: string;
  /** From the Gospels: a passage and what Jesus said or did in it. */
  jesus: readonly { ref: string; note: string }[];
  /** Three or four principles, each resting on the passages it names. */
  principles: readonly { statement: string; refs: readonly string[] }[];
  questions: readonly string[];
};

/** Said on every topic that touches life, health or safety (ai.md §4.2: no medical, legal or financial advice). */
const adviceNote =
  "This is a Bible study, not medical or legal advice: for a decision of your own, talk with the people who know your situation, and with a pastor you trust.";

export const cultureTopics: readonly CultureTopic[] = [
  {
    id: "artificial-intelligence",
    title: "Artificial intelligence",
    keywords: [
      "artificial intelligence",
      "ai",
      "machine learning",
      "chatbot",
      "chatgpt",
      "robot",
      "robots",
      "automation",
      "algorithm",
      "technology",
    ],
    kjvWords: ["wisdom", "knowledge", "understanding", "image", "labour"],
    themes: [
      "what it means to be made in God's image",
      "work and livelihood",
      "truth and deception",
      "knowledge and wisdom",
      "responsibility for the tools we build and use",
    ],
    concerns: [
      "Some welcome tools that can help heal, teach and lift drudgery, and fear that too much caution keeps those benefits from people who need them.",
      "Others worry about lost jobs, surveillance, deception, and decisions made by systems no one answers for.",
      "Many ask what belongs to persons alone: judgement, creativity, friendship, prayer.",
    ],
    jesus: [
      {
        ref: "Mark 2:27",
        note: "Jesus put people above systems: the Sabbath was made for man, not man for the Sabbath.",
      },
      {
        ref: "Luke 12:15",
        note: "He warned that a life does not consist in what a person owns or can produce.",
      },
      {
        ref: "John 8:31-32",
        note: "He called His followers to the truth that makes them free, not merely to what works.",
      },
    ],
    principles: [
      {
        statement:
          "People bear God's image: no machine takes the place of a person's worth, or of a person's responsibility.",
        refs: ["Genesis 1:27", "Psalm 8:4-6"],
      },
      {
        statement:
          "Knowledge is a gift, but wisdom begins with reverence for God, and He gives it to those who ask.",
        refs: ["Proverbs 1:7", "James 1:5"],
      },
      {
        statement:
          "Work is part of our calling, and those whose work is changed or lost are owed fairness and care.",
        refs: ["Genesis 2:15", "Deuteronomy 24:14-15"],
      },
      {
        statement: "Truthfulness binds the tools we make as much as the words we speak.",
        refs: ["Exodus 20:16", "Ephesians 4:25"],
      },
    ],
    questions: [
      "Where does a tool help you love God and your neighbour, and where does it stand in for a presence that should be yours?",
      "Who gains and who bears the cost when work is automated, and what would care for the second group look like?",
      "What would make you trust or distrust an answer a machine gives you, including an answer about the Bible?",
      "What can a machine imitate, and what does Scripture say only persons can do before God?",
    ],
  },
  {
    id: "abortion",
    title: "Abortion",
    keywords: [
      "abortion",
      "abortions",
      "unborn",
      "pro-life",
      "pro-choice",
      "pregnancy",
      "pregnant",
      "fetus",
      "foetus",
      "embryo",
    ],
    kjvWords: ["womb", "conceived", "child", "innocent blood", "mother"],
    themes: [
      "the value of life before birth",
      "care for mothers and families in hard circumstances",
      "justice and the law",
      "grief, guilt and forgiveness",
    ],
    concerns: [
      "Many see the unborn child as a human life owed protection, and grieve how many are lost.",
      "Many others think first of women facing pregnancy in poverty, danger or despair, and fear laws that leave them alone or at risk.",
      "Some carry private grief or guilt from a past abortion and wonder whether there is a place for them among Christians.",
    ],
    care: adviceNote,
    jesus: [
      {
        ref: "Mark 10:13-16",
        note: "When His disciples turned children away, Jesus was displeased; He took them in His arms and blessed them.",
      },
      {
        ref: "John 8:3-11",
        note: "He stood between a woman and those ready to condemn her, refused to condemn her Himself, and called her to a new life.",
      },
      {
        ref: "Matthew 25:40",
        note: "He counted what is done for the least of His brothers and sisters as done for Him.",
      },
    ],
    principles: [
      {
        statement: "God forms and knows each person before birth.",
        refs: ["Psalm 139:13-16", "Jeremiah 1:5"],
      },
      {
        statement:
          "Shedding innocent blood is a grave wrong, and God's people speak up for those who cannot.",
        refs: ["Proverbs 6:16-17", "Proverbs 31:8-9"],
      },
      {
        statement:
          "God's people carry the burdens of the vulnerable, mothers and children in need among them, in deeds and not only in words.",
        refs: ["Galatians 6:2", "James 1:27"],
      },
      {
        statement: "Forgiveness in Christ is complete for every sin confessed.",
        refs: ["1 John 1:9", "Psalm 103:12"],
      },
    ],
    questions: [
      "How can a church both defend unborn life and stand practically beside women in crisis, before and after birth?",
      "What do you assume about people who argue or vote differently on this, and have you asked them why they do?",
      "How would someone carrying grief from a past abortion hear the way you talk about it?",
      "Where do law, persuasion and practical help each belong, in your view, and why?",
    ],
  },
  {
    id: "immigration",
    title: "Immigration",
    keywords: [
      "immigration",
      "immigrant",
      "immigrants",
      "migrant",
      "migrants",
      "migration",
      "refugee",
      "refugees",
      "asylum",
      "border",
      "borders",
      "deportation",
    ],
    kjvWords: ["stranger", "strangers", "sojourner", "sojourn", "alien", "fatherless", "widow"],
    themes: [
      "welcoming the stranger",
      "the God-given task of government to keep order",
      "the dignity of every person",
      "justice for workers and families",
      "our citizenship in heaven",
    ],
    concerns: [
      "Some speak first of compassion: people fleeing danger or poverty, families kept apart, workers treated unfairly.",
      "Others speak first of order and fairness: the rule of law, orderly processes, and the strain fast change can put on communities, wages and services.",
      "Many hold both concerns and struggle with how a nation should weigh them.",
    ],
    jesus: [
      {
        ref: "Matthew 2:13-15",
        note: "As a child, Jesus was carried to Egypt by His parents to escape a king's violence.",
      },
      {
        ref: "Luke 10:29-37",
        note: 'Asked "Who is my neighbour?", He told of a Samaritan, an outsider, who showed mercy to a wounded stranger.',
      },
      {
        ref: "Matthew 25:35",
        note: "He named taking in the stranger as a kindness done to Him.",
      },
    ],
    principles: [
      {
        statement:
          "God loves the stranger and tells His people to do the same, remembering that they were once strangers themselves.",
        refs: ["Leviticus 19:33-34", "Deuteronomy 10:18-19"],
      },
      {
        statement: "Governing authorities have a God-given task to keep order and restrain wrongdoing.",
        refs: ["Romans 13:1-4"],
      },
      {
        statement: "Every person bears God's image and is owed justice, whatever their status.",
        refs: ["Genesis 1:27", "Malachi 3:5"],
      },
      {
        statement: "Believers are citizens of heaven first, one people drawn from every nation.",
        refs: ["Philippians 3:20", "Ephesians 2:19"],
      },
    ],
    questions: [
      "How do the commands to love the stranger and to respect governing authorities speak to each other where you live?",
      "Which people affected by immigration do you actually know, and what have they told you about their lives?",
      "What would fairness look like for migrants, for workers already here, and for the communities that receive newcomers?",
      "How does Israel's memory of being strangers in Egypt shape the way God's people are to treat outsiders?",
    ],
  },
  {
    id: "racism-and-justice",
    title: "Racism and justice",
    keywords: [
      "racism",
      "racist",
      "race",
      "racial",
      "injustice",
      "discrimination",
      "prejudice",
      "ethnicity",
      "segregation",
      "civil rights",
      "reparations",
    ],
    kjvWords: ["respect of persons", "nations", "oppressed", "justice", "one blood"],
    themes: [
      "one human family",
      "partiality as sin",
      "justice for the oppressed",
      "repentance and reconciliation",
      "the church as one body from every nation",
    ],
    concerns: [
      "Some point to lasting harm from past and present injustice and want it named, and where possible repaired.",
      "Others fear that sorting people by group, or blaming across generations, will deepen hostility, and stress equal treatment and personal responsibility.",
      "Many on every side have felt unheard, and some carry real wounds.",
    ],
    jesus: [
      {
        ref: "John 4:7-10",
        note: "He crossed a deep ethnic and religious divide to talk with a Samaritan woman and offer her living water.",
      },
      {
        ref: "Luke 4:18-19",
        note: "He announced good news to the poor and freedom for the oppressed.",
      },
      {
        ref: "Mark 11:17",
        note: "He called the temple a house of prayer for all nations.",
      },
    ],
    principles: [
      {
        statement: "God made every nation from one blood.",
        refs: ["Acts 17:26"],
      },
      {
        statement: "Partiality, favouring or despising people by their standing, is sin.",
        refs: ["James 2:1-9"],
      },
      {
        statement: "God requires justice, mercy and humility, and defends the oppressed.",
        refs: ["Micah 6:8", "Isaiah 1:17"],
      },
      {
        statement: "In Christ, divided peoples become one new people, reconciled to God and to each other.",
        refs: ["Galatians 3:28", "Ephesians 2:14-16"],
      },
    ],
    questions: [
      "Whose experience of this issue have you listened to most, and whose least?",
      "Where does Scripture call for personal repentance here, where for just laws and institutions, and how do the two belong together?",
      "What would reconciliation look like in your own church and neighbourhood?",
      "How can you name a wrong without treating a person as nothing more than their group?",
    ],
  },
  {
    id: "sexuality-and-gender",
    title: "Sexuality and gender",
    keywords: [
      "sexuality",
      "gender",
      "transgender",
      "gay",
      "lesbian",
      "homosexual",
      "homosexuality",
      "same-sex",
      "lgbt",
      "lgbtq",
      "sexual orientation",
      "gender identity",
    ],
    kjvWords: ["male and female", "one flesh", "marriage", "body", "temple"],
    themes: [
      "creation as male and female",
      "marriage and sexual faithfulness",
      "the body and holiness",
      "the dignity and belonging of every person",
      "compassion for those who struggle",
    ],
    concerns: [
      "Many Christians hold that God's design for sex is the marriage of a man and a woman, and fear that this conviction is being pushed out of public life.",
      "Many people who experience same-sex attraction or distress about their gender, and those who love them, have known rejection, mockery or worse, sometimes from churches.",
      "Families and churches often feel caught between faithfulness to their convictions and love for people close to them.",
    ],
    jesus: [
      {
        ref: "Matthew 19:4-6",
        note: "Asked about marriage, He went back to creation: God made them male and female, and the two become one flesh.",
      },
      {
        ref: "John 8:10-11",
        note: "He refused to condemn a woman caught in sin, and told her to go and sin no more.",
      },
      {
        ref: "Matthew 11:28-30",
        note: "He invited everyone who is weary and burdened to come to Him for rest.",
      },
    ],
    principles: [
      {
        statement:
          "God created humanity male and female, in His image, and joined man and woman in marriage.",
        refs: ["Genesis 1:27", "Genesis 2:24"],
      },
      {
        statement: "Sexual faithfulness honours God with the body, which belongs to Him.",
        refs: ["1 Corinthians 6:18-20", "Hebrews 13:4"],
      },
      {
        statement: "All have sinned, and everyone is offered the same grace and the same new life.",
        refs: ["Romans 3:23-24", "1 Corinthians 6:9-11"],
      },
      {
        statement: "Truth is to be spoken in love, with gentleness and respect.",
        refs: ["Ephesians 4:15", "1 Peter 3:15-16"],
      },
    ],
    questions: [
      "What would it take for someone who disagrees with you to feel genuinely loved by you?",
      "How does your church hold conviction about God's design together with a real welcome for people who struggle with it?",
      "Where have Christians singled out some sins and passed over others, including their own?",
      "Whose story on this topic do you know well enough to tell fairly?",
    ],
  },
  {
    id: "creation-care",
    title: "Creation care",
    keywords: [
      "creation care",
      "climate",
      "climate change",
      "environment",
      "environmental",
      "pollution",
      "global warming",
      "stewardship",
      "conservation",
      "ecology",
    ],
    kjvWords: ["earth", "dress", "keep", "creatures", "destroy the earth", "ground"],
    themes: [
      "stewardship of the earth",
      "the Creator's delight in what He made",
      "the poor, who suffer most when land and water are harmed",
      "hope in God's new creation",
    ],
    concerns: [
      "Some see urgent harm to land, water and climate, falling hardest on the poor and on generations to come, and want strong action.",
      "Others worry about the cost to jobs and families, about alarm that runs ahead of the evidence, or about treating the earth as something to worship.",
      "Many simply want to live more carefully without being drawn into a political camp.",
    ],
    jesus: [
      {
        ref: "Matthew 6:26-30",
        note: "He pointed to the birds and the lilies as objects of the Father's daily care.",
      },
      {
        ref: "Luke 12:6",
        note: "He said that not one sparrow is forgotten before God.",
      },
      {
        ref: "John 1:3",
        note: "John's Gospel opens with Him as the one through whom all things were made.",
      },
    ],
    principles: [
      {
        statement: "The earth is the Lord's: we are its keepers, not its owners.",
        refs: ["Psalm 24:1", "Genesis 2:15"],
      },
      {
        statement: "God cares for every creature He made, and even gave the land and animals a Sabbath rest.",
        refs: ["Psalm 104:24", "Exodus 23:10-12"],
      },
      {
        statement: "Those who destroy the earth answer to God.",
        refs: ["Revelation 11:18"],
      },
      {
        statement: "Creation waits for renewal, and our hope rests in the new earth God will make.",
        refs: ["Romans 8:19-22", "Revelation 21:1"],
      },
    ],
    questions: [
      "What is one habit of yours that treats the earth as the Lord's, and one that doesn't?",
      "Who near you suffers most from polluted land, air or water?",
      "How do you keep care for creation from becoming either indifference or a substitute religion?",
      "What does the Sabbath rest for land and animals say about the way we use the earth?",
    ],
  },
  {
    id: "religious-liberty",
    title: "Religious liberty",
    keywords: [
      "religious liberty",
      "religious freedom",
      "freedom of religion",
      "freedom of worship",
      "liberty of conscience",
      "conscience",
      "church and state",
      "persecution",
    ],
    kjvWords: ["liberty", "conscience", "worship", "persecute", "persecuted", "render"],
    themes: [
      "freedom of conscience",
      "the distinct roles of church and state",
      "persecution and faithfulness",
      "freedom for people of other faiths and of none",
      "the final crisis over worship in Revelation 13 and 14",
    ],
    concerns: [
      "Many believers feel their freedom to live and teach their faith is narrowing in schools, workplaces or law.",
      'Others worry that "religious liberty" can be used to favour one faith or to deny others equal treatment.',
      "Religious minorities around the world face real persecution, and many Christians want freedom defended for everyone, not only for themselves.",
    ],
    jesus: [
      {
        ref: "Matthew 22:17-21",
        note: "He set what belongs to Caesar apart from what belongs to God.",
      },
      {
        ref: "Luke 9:52-56",
        note: "When a village refused Him, He rebuked the disciples who wanted to call down fire on it.",
      },
      {
        ref: "John 18:36",
        note: "He said His kingdom is not of this world, so His servants do not fight for it.",
      },
    ],
    principles: [
      {
        statement: "God asks for worship that is freely chosen: love cannot be forced.",
        refs: ["Joshua 24:15", "Revelation 3:20"],
      },
      {
        statement: "When a human command contradicts God's, His people obey God, and accept the cost.",
        refs: ["Acts 5:29", "Daniel 3:17-18"],
      },
      {
        statement: "Each person answers to God for their own conscience.",
        refs: ["Romans 14:5", "Romans 14:12"],
      },
      {
        statement:
          "Revelation pictures a final crisis in which worship is compelled by force, and a people who keep the commandments of God and the faith of Jesus.",
        refs: ["Revelation 13:15-17", "Revelation 14:12"],
      },
    ],
    questions: [
      "Would you defend for a neighbour of another faith, or of none, the same freedom you ask for yourself?",
      "Where is the line between the church persuading and the state compelling?",
      "How did Jesus and the apostles respond when the authorities opposed them?",
      "What would faithfulness look like for you if your convictions became costly?",
    ],
  },
  {
    id: "christian-nationalism",
    title: "Christian nationalism",
    keywords: [
      "christian nationalism",
      "nationalism",
      "christian nation",
      "christian america",
      "patriotism",
      "theocracy",
      "flag",
    ],
    kjvWords: ["kingdom", "nations", "caesar", "world"],
    themes: [
      "the kingdom of God and the kingdoms of this world",
      "love of country and its limits",
      "the church's witness among all nations",
      "power, persuasion and conscience",
    ],
    concerns: [
      "Some believe their nation was shaped by Christian faith and want public life to honour God and protect the family and the church.",
      "Others, many of them Christians, fear the gospel being tied to one party, nation or ethnic group, and faith being enforced by law.",
      "Many love their country and want to know where gratitude and civic duty end and idolatry begins.",
    ],
    jesus: [
      {
        ref: "John 18:36",
        note: "He told Pilate that His kingdom is not of this world.",
      },
      {
        ref: "Matthew 4:8-10",
        note: "He refused all the kingdoms of the world when the price was to worship someone other than God.",
      },
      {
        ref: "Matthew 28:19",
        note: "He sent His followers to make disciples of all nations.",
      },
    ],
    principles: [
      {
        statement: "Christ's kingdom advances by His Spirit, by truth and love, not by force.",
        refs: ["Zechariah 4:6", "2 Corinthians 10:3-5"],
      },
      {
        statement:
          "Believers honour and pray for those who govern, and seek the good of the place where they live.",
        refs: ["Jeremiah 29:7", "1 Timothy 2:1-2"],
      },
      {
        statement: "God's people are gathered from every nation, tribe and language.",
        refs: ["Revelation 7:9", "Galatians 3:28"],
      },
      {
        statement: "Worship belongs to God alone, and no nation may claim it.",
        refs: ["Exodus 20:3", "Daniel 3:17-18"],
      },
    ],
    questions: [
      "What is the difference between loving your country and giving it the trust that belongs to God?",
      "How would a believer from another nation hear the way your church speaks about yours?",
      "When has the church been most faithful: when it held political power, or when it had none?",
      "Which of your political hopes would you give up if they cost the gospel its credibility?",
    ],
  },
  {
    id: "political-division",
    title: "Political division",
    keywords: [
      "political division",
      "politics",
      "political",
      "polarization",
      "polarisation",
      "partisan",
      "election",
      "elections",
      "voting",
      "democrat",
      "republican",
      "conservative",
      "liberal",
    ],
    kjvWords: ["peace", "strife", "divided", "unity", "reconcile"],
    themes: [
      "unity in Christ across political lines",
      "truthful and gracious speech",
      "respect and prayer for those in authority",
      "a hope that rests beyond any election",
    ],
    concerns: [
      "Many feel the other side threatens things they hold dear, such as life, justice, freedom or the poor, and that compromise would mean betrayal.",
      "Others are worn out by contempt and outrage, in church too, and want to step back from it all.",
      "Christians who vote differently often sit in the same pews and wonder whether they can still trust each other.",
    ],
    jesus: [
      {
        ref: "Matthew 5:9",
        note: "He called the peacemakers blessed, the children of God.",
      },
      {
        ref: "Matthew 5:43-45",
        note: "He told His followers to love their enemies and pray for those who persecute them.",
      },
      {
        ref: "Luke 6:13-16",
        note: "Among the twelve He chose were Matthew, a tax collector who had served Rome, and Simon called the Zealot.",
      },
    ],
    principles: [
      {
        statement: "Unity in Christ runs deeper than any political loyalty.",
        refs: ["John 17:21", "Ephesians 4:3"],
      },
      {
        statement: "Our words must be truthful and gracious, even about opponents.",
        refs: ["Ephesians 4:29", "James 1:19-20"],
      },
      {
        statement: "Believers pray for everyone in authority, whoever holds it.",
        refs: ["1 Timothy 2:1-2"],
      },
      {
        statement: "Our final hope is God's kingdom, not any ruler.",
        refs: ["Psalm 146:3", "Daniel 2:44"],
      },
    ],
    questions: [
      "Can you state the strongest reason someone votes differently from you, in words they would accept?",
      "What do your news and social media habits do to the way you see people on the other side?",
      "Where has a political loyalty shaped your reading of Scripture, rather than the other way round?",
      "What would it look like for your church to be a place where people who vote differently still pray together?",
    ],
  },
  {
    id: "end-of-life-choices",
    title: "End-of-life choices",
    keywords: [
      "end-of-life",
      "end of life",
      "euthanasia",
      "assisted suicide",
      "assisted dying",
      "life support",
      "hospice",
      "terminal",
      "palliative",
      "dying",
    ],
    kjvWords: ["death", "days", "comfort", "suffering", "breath"],
    themes: [
      "life as God's gift",
      "suffering, comfort and care",
      "the limits of medicine",
      "hope in the resurrection",
      "care for the dying and for those who love them",
    ],
    concerns: [
      "Some see choosing the time of death as mercy and self-determination when suffering cannot be relieved.",
      "Others fear pressure on the elderly, the disabled or the poor to see themselves as burdens, and hold that a life is not ours to end.",
      "Families facing decisions about treatment, pain relief or life support often feel alone, and many do not know that ending a life and declining a treatment that no longer helps are different things.",
    ],
    care: adviceNote,
    jesus: [
      {
        ref: "John 11:33-35",
        note: "At the grave of His friend Lazarus, Jesus wept.",
      },
      {
        ref: "Matthew 26:38-39",
        note: "Facing His own death, He asked His friends to stay with Him, and entrusted His suffering to the Father.",
      },
      {
        ref: "John 11:25-26",
        note: "He said that He is the resurrection and the life.",
      },
    ],
    principles: [
      {
        statement: "Life is God's gift, and our days are in His hand.",
        refs: ["Job 1:21", "Psalm 31:15"],
      },
      {
        statement: "God draws near to those who suffer and comforts them, so that they can comfort others.",
        refs: ["Psalm 34:18", "2 Corinthians 1:3-4"],
      },
      {
        statement: "Death is an enemy Christ has overcome: those who die in Him rest until the resurrection.",
        refs: ["1 Corinthians 15:26", "1 Thessalonians 4:13-16"],
      },
      {
        statement: "The strong are called to carry the weak, never to weigh their worth.",
        refs: ["Romans 15:1", "Galatians 6:2"],
      },
    ],
    questions: [
      "What would it take for a dying person in your church never to feel like a burden?",
      "How do you tell apart ending a life and accepting that a treatment can no longer help?",
      "What fears about suffering and dependence do you carry, and how does Christ's own suffering speak to them?",
      "Whom could you visit or help who is caring for someone near death?",
    ],
  },
  {
    id: "wealth-and-poverty",
    title: "Wealth and poverty",
    keywords: [
      "wealth",
      "poverty",
      "poor",
      "rich",
      "riches",
      "money",
      "inequality",
      "economy",
      "welfare",
      "homeless",
      "homelessness",
      "greed",
    ],
    kjvWords: ["poor", "rich", "riches", "needy", "treasure", "mammon"],
    themes: [
      "generosity and contentment",
      "the danger of riches",
      "justice for the poor",
      "work and responsibility",
      "treasure in heaven",
    ],
    concerns: [
      "Some stress the harm of deep inequality and want those with more to carry more of the weight of helping the poor.",
      "Others stress work, family and free exchange as the surest ways out of poverty, and worry about dependence and waste.",
      "Many believers feel the pull of comfort and security, and wonder how much is enough.",
    ],
    jesus: [
      {
        ref: "Luke 12:15-21",
        note: "He told of a rich man who stored up his goods and was not rich toward God.",
      },
      {
        ref: "Mark 12:41-44",
        note: "He praised a poor widow's two small coins above the large gifts of the rich.",
      },
      {
        ref: "Luke 19:8-9",
        note: "Meeting Jesus turned Zacchaeus, a rich tax collector, into a generous and honest man.",
      },
    ],
    principles: [
      {
        statement: "The love of money leads people astray; godliness with contentment is great gain.",
        refs: ["1 Timothy 6:6-10"],
      },
      {
        statement: "God defends the poor and commands an open hand toward them.",
        refs: ["Deuteronomy 15:7-11", "Proverbs 19:17"],
      },
      {
        statement: "Honest work provides for one's own household and for those in need.",
        refs: ["Ephesians 4:28", "2 Thessalonians 3:10"],
      },
      {
        statement: "Those who have much are to be rich in good works, laying up treasure in heaven.",
        refs: ["1 Timothy 6:17-19", "Matthew 6:19-21"],
      },
    ],
    questions: [
      "What does your spending say about where your treasure is?",
      "Which poor person do you know by name, and what do they say they need?",
      "Where do personal generosity, the church's care and public policy each have a part?",
      "How much is enough for you, and who decides?",
    ],
  },
  {
    id: "addiction",
    title: "Addiction",
    keywords: [
      "addiction",
      "addictions",
      "addicted",
      "addict",
      "drugs",
      "alcohol",
      "alcoholism",
      "gambling",
      "pornography",
      "opioid",
      "opioids",
      "recovery",
      "sobriety",
    ],
    kjvWords: ["drunken", "strong drink", "bondage", "free", "deliver"],
    themes: [
      "bondage and freedom in Christ",
      "the body as the temple of the Holy Spirit",
      "grace on the long road of recovery",
      "community and accountability",
      "what a society permits and sells",
    ],
    concerns: [
      "Some emphasise personal choice and responsibility, and want clear moral lines and limits on what is sold.",
      "Others emphasise that addiction is also an illness of body and mind, bound up with pain, poverty and trauma, and want treatment rather than shame.",
      "Families often carry the cost in silence, and churches do not always know how to help.",
    ],
    care: "If you or someone near you is in danger now, contact your local emergency services or a person you trust straight away.",
    jesus: [
      {
        ref: "Luke 4:18",
        note: "He said He was sent to proclaim release to the captives and to set at liberty those who are bruised.",
      },
      {
        ref: "John 8:34-36",
        note: "He said that whoever commits sin is its servant, and that those the Son sets free are free indeed.",
      },
      {
        ref: "Luke 15:20-24",
        note: "In His story of the lost son, the father runs to meet the son who had wasted everything.",
      },
    ],
    principles: [
      {
        statement: "Christ sets people free, and sin is not to be their master.",
        refs: ["Galatians 5:1", "Romans 6:14"],
      },
      {
        statement: "The body is the temple of the Holy Spirit.",
        refs: ["1 Corinthians 6:19-20"],
      },
      {
        statement: "God is faithful in temptation and makes a way to escape.",
        refs: ["1 Corinthians 10:13"],
      },
      {
        statement: "Believers carry one another's burdens and restore the fallen gently.",
        refs: ["Galatians 6:1-2"],
      },
    ],
    questions: [
      "What would it take for someone in your church to say honestly, 'I am struggling with an addiction'?",
      "How do personal responsibility and compassion for pain both belong in the way you see addiction?",
      "Which habits in your own life have more hold on you than you would like?",
      "Who near you is walking with someone in recovery, and how could you support them?",
    ],
  },
];

/** The living-it-out prompts every offline analysis gives (ai.md §2.4 "fixed application prompts"). */
export const cultureLivingPrompts: readonly string[] = [
  "Before you speak about {topic}, listen until you can state the other view in words its holders would accept (James 1:19).",
  "Name one person affected by {topic} whom you know, and pray for them by name this week (1 Timothy 2:1).",
  "Ask what you can do, not only what you think: one concrete act of help that is within your reach (James 2:15-17).",
  "Check your words: would they still sound like Christ if the person you disagree with read them (Colossians 4:6)?",
  "Where you have been harsh or careless about this, say so, and make it right (Matthew 5:23-24).",
];

/** Questions to consider for a topic our notes do not cover. */
export const cultureGeneralQuestions: readonly string[] = [
  "How would you state the view you disagree with so that those who hold it would call it fair?",
  "What did Jesus say or do that bears most directly on this, and what does it ask of you?",
  "Which passages speak to it directly, and which only by inference?",
  "Who is hurt most by this issue, and how could you serve them this week?",
];
