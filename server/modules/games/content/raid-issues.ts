// Controversy Raid content (games.md §4.7): present-day spiritual strongholds to diagnose from Scripture with one of
// the four warfare cards (|GC Great Controversy, ⚖ integrity check, ≅ type/antitype, ∥ parallel). Scenarios describe
// trends only: no named persons, groups or parties. Each issue carries the keywords and curated verses the judge
// looks for, the 1–2 cards that fit it best (+1 point) and a model diagnosis naming a best card and citing a curated
// verse. Server-only (answer keys).
import type { RaidIssue } from "./card-types";

export const raidIssues: readonly RaidIssue[] = [
  {
    id: "compromise-in-the-church",
    title: "Compromise in the church",
    scenario:
      "Across many congregations, plain Bible teaching is quietly softened so that no one feels uncomfortable. Standards once drawn from Scripture are adjusted to fit the mood of the culture, and the change is called love.",
    keywords: ["compromise", "lukewarm", "culture", "conform", "faithful", "truth", "idolatry", "admonition"],
    verses: ["1 Cor 10:11", "Rev 3:15-16", "1 Kgs 18:21", "2 Tim 4:3-4", "Rom 12:2", "Rev 2:14"],
    bestCards: ["⚖", "≅"],
    model:
      "Israel's slide into idolatry in the wilderness is a type written for our admonition (1 Cor 10:11), and the same small concessions return whenever a church trades truth for comfort. The ⚖ integrity check weighs today's softened message against the whole of Scripture, which warns of hearers who gather teachers to suit their own wishes (2 Tim 4:3-4). Compromise never stays small, and faithful love still tells the truth.",
  },
  {
    id: "pressure-toward-false-worship",
    title: "Pressure toward false worship",
    scenario:
      "Social and economic pressure increasingly rewards those who go along with the crowd in matters of conscience. Believers sense that loyalty to God's commandments may soon cost them work, standing or freedom.",
    keywords: ["worship", "image", "conscience", "commandment", "creator", "obey", "loyalty", "furnace"],
    verses: [
      "Dan 3:4-6",
      "Dan 3:17-18",
      "Rev 13:15-17",
      "Rev 14:7",
      "Rev 14:9-10",
      "Acts 5:29",
      "Exod 20:3-5",
    ],
    bestCards: ["|GC", "≅"],
    model:
      "Nebuchadnezzar's golden image on the plain of Dura is a type of the last test, when an image will again demand worship under threat of death (Rev 13:15-17). Behind both stands the Great Controversy, for Satan wants the worship that belongs to the Creator alone (Rev 14:7). The three Hebrews show the answer: quiet loyalty that will obey God rather than men, even at the door of the furnace (Dan 3:17-18).",
  },
  {
    id: "media-manipulation",
    title: "Media manipulation",
    scenario:
      "News feeds and video platforms learn what provokes us and serve more of it, mixing facts with half-truths to hold our attention. Many believers take in hours of this each day and find their fears and opinions shaped more by it than by the word of God.",
    keywords: ["media", "deception", "discern", "mind", "half-truth", "attention", "test", "fear"],
    verses: ["Prov 14:15", "1 Thess 5:21", "Phil 4:8", "Eph 4:14", "2 Cor 10:5", "Col 2:8", "Matt 24:4"],
    bestCards: ["⚖", "|GC"],
    model:
      "The Great Controversy has always been a battle for the mind, and the enemy still works through half-truths that stir fear and capture attention. Scripture tells us not to swallow every word but to test all things and hold fast what is good (1 Thess 5:21). With the ⚖ integrity check we weigh each claim against the whole word of God, and then fill the mind with whatever is true, honest and pure (Phil 4:8).",
  },
  {
    id: "spiritual-apathy",
    title: "Spiritual apathy",
    scenario:
      "Many who name Christ are comfortable, busy and unmoved: services are attended, but there is little hunger for God and little concern for the lost. Prophecy foretold a last church that would feel rich and in need of nothing while being poor and blind.",
    keywords: ["lukewarm", "apathy", "asleep", "awake", "zeal", "repent", "indifferent", "comfort"],
    verses: ["Rev 3:15-17", "Rev 3:19", "Matt 25:5", "Rom 13:11", "Eph 5:14", "Amos 6:1"],
    bestCards: ["∥"],
    model:
      "Laodicea runs parallel to our own age: a lukewarm church, neither cold nor hot, sure that it has need of nothing (Rev 3:15-17). The ten virgins show the same picture, for all of them were asleep while the bridegroom tarried (Matt 25:5). Christ's cure for apathy is not scolding but an invitation to be zealous and repent, because He rebukes those He loves (Rev 3:19).",
  },
  {
    id: "materialism",
    title: "Materialism",
    scenario:
      "Advertising teaches that a better life is always one more purchase away, and heavy debt has become normal. Christians absorb the same anxieties about money and possessions, and their giving and trust quietly shrink.",
    keywords: [
      "money",
      "possessions",
      "treasure",
      "covetousness",
      "contentment",
      "master",
      "greed",
      "wealth",
    ],
    verses: ["Matt 6:19-21", "Matt 6:24", "Luke 12:15", "Luke 12:20-21", "1 Tim 6:9-10", "Heb 13:5"],
    bestCards: ["|GC", "∥"],
    model:
      "Jesus described money as a rival master, so materialism is a front in the Great Controversy over whom we serve (Matt 6:24). The rich fool runs parallel to our consumer age: he stored up goods for himself but was not rich toward God (Luke 12:20-21). Where our treasure is, the heart follows, so the remedy is contentment and generous trust in the One who will never leave us (Heb 13:5).",
  },
  {
    id: "moral-relativism",
    title: "Moral relativism",
    scenario:
      "It is widely assumed that truth is personal and that right and wrong depend on the individual or the moment. Even in churches, saying that God has spoken clearly can be heard as arrogance.",
    keywords: [
      "relativism",
      "truth",
      "absolute",
      "right",
      "own eyes",
      "standard",
      "unchanging",
      "good and evil",
    ],
    verses: ["Judg 21:25", "Isa 5:20", "Prov 14:12", "John 17:17", "Ps 119:160", "Mal 3:6"],
    bestCards: ["⚖", "∥"],
    model:
      "The days of the judges offer a close parallel: with no king in Israel, everyone did what was right in his own eyes, and the nation sank into chaos (Judg 21:25). The ⚖ integrity check refuses to let feeling be the judge and weighs every claim against the whole of Scripture, the word Jesus called truth (John 17:17). A standard that shifts with the mood is no standard at all, but the Lord does not change (Mal 3:6).",
  },
  {
    id: "occult-curiosity",
    title: "Occult curiosity",
    scenario:
      "Horoscopes, tarot, mediums and stories of spirit contact appear in entertainment as harmless fun or even as comfort for the grieving. Curiosity about the unseen world is growing, and many no longer sense any danger in it.",
    keywords: [
      "occult",
      "medium",
      "spirits",
      "divination",
      "deception",
      "dead",
      "law and testimony",
      "familiar spirit",
    ],
    verses: ["Deut 18:10-12", "Isa 8:19-20", "Lev 19:31", "Acts 19:18-19", "Eccl 9:5", "2 Cor 11:14"],
    bestCards: ["|GC", "⚖"],
    model:
      "The occult is not a harmless game but a front in the Great Controversy, where Satan himself can pose as a shining angel (2 Cor 11:14). Isaiah's test still applies: why should the living seek the dead, when we have the law and the testimony (Isa 8:19-20)? Weighed by the ⚖ integrity check, the whole of Scripture teaches that the dead know nothing (Eccl 9:5), so voices claiming to be them are deception.",
  },
  {
    id: "prosperity-thinking",
    title: "Prosperity thinking",
    scenario:
      "A popular message promises that real faith will always bring health and wealth, and treats hardship as proof of weak faith. Believers who suffer are left ashamed, and following Christ becomes a ladder to comfort.",
    keywords: ["prosperity", "wealth", "health", "suffering", "contentment", "godliness", "gain", "cross"],
    verses: ["1 Tim 6:5-8", "Phil 4:11-13", "Heb 11:36-38", "2 Cor 12:9", "Matt 16:24", "John 16:33"],
    bestCards: ["⚖"],
    model:
      "Put through the ⚖ integrity check, the prosperity promise fails against the whole of Scripture, which warns against those who suppose that gain is godliness (1 Tim 6:5-8). The heroes of faith include men and women who were destitute, afflicted and tormented (Heb 11:36-38), and Paul learned contentment in want as well as in plenty. Jesus calls us to take up a cross, not to use faith as a tool for wealth.",
  },
  {
    id: "burnout-and-prayerlessness",
    title: "Burnout and prayerlessness",
    scenario:
      "Church members and leaders alike are running on empty, with calendars full of good activity and little time alone with God. Exhaustion, irritability and quiet despair are becoming common even among the most committed.",
    keywords: ["burnout", "prayer", "rest", "exhausted", "busy", "strength", "quiet", "renew"],
    verses: ["1 Kgs 19:4-8", "Mark 1:35", "Mark 6:31", "Luke 10:41-42", "Isa 40:31", "Matt 11:28-29"],
    bestCards: ["∥"],
    model:
      "Elijah under the juniper tree is a striking parallel to today's burnout: after great activity he collapsed and asked to die, and God's first answer was sleep, food and later a quiet voice (1 Kgs 19:4-8). Jesus Himself called His tired disciples to come apart and rest a while (Mark 6:31). Those who wait on the Lord renew their strength, but busy service without prayer does not (Isa 40:31).",
  },
  {
    id: "rest-crowded-out",
    title: "Rest crowded out",
    scenario:
      "Work, shopping and entertainment now run around the clock, and a day set apart for God seems impractical to many. The weekly rest that marks the Creator's people is slowly crowded out by schedules and screens.",
    keywords: ["sabbath", "rest", "creator", "seventh day", "holy", "delight", "sign", "worship"],
    verses: ["Gen 2:2-3", "Exod 20:8-11", "Mark 2:27-28", "Isa 58:13-14", "Ezek 20:12", "Rev 14:7"],
    bestCards: ["|GC"],
    model:
      "In the Great Controversy the Sabbath is more than a scheduling question, because it shows whom we worship: the Creator who rested on the seventh day and made it holy (Gen 2:2-3). The first angel calls the world back to worship Him that made heaven and earth (Rev 14:7), echoing the fourth commandment. Jesus said the Sabbath was made for man, so guarding it is receiving a gift of rest, not earning favour (Mark 2:27-28).",
  },
  {
    id: "scripture-as-outdated",
    title: "Scripture treated as outdated",
    scenario:
      "The Bible is increasingly treated as an ancient collection of human opinions, useful for inspiration but not for authority. Its clear statements are set aside as products of their time whenever they clash with modern views.",
    keywords: [
      "scripture",
      "inspired",
      "authority",
      "outdated",
      "word of god",
      "hath god said",
      "endure",
      "doubt",
    ],
    verses: ["Gen 3:1", "2 Tim 3:16-17", "2 Pet 1:20-21", "Isa 40:8", "Matt 24:35", "John 10:35"],
    bestCards: ["⚖", "|GC"],
    model:
      "The Great Controversy reached humanity through a question about God's word, hath God said (Gen 3:1), and the same doubt now comes dressed in modern language. Scripture claims to be given by inspiration of God and profitable for every age (2 Tim 3:16-17), and Jesus said it cannot be broken. The ⚖ integrity check lets the whole Bible interpret its parts, instead of letting the culture decide which parts still carry authority.",
  },
  {
    id: "creation-dismissed",
    title: "Creation dismissed as myth",
    scenario:
      "Schools, documentaries and popular science present life as the product of blind chance over vast ages. Many Christians quietly treat the Genesis account as myth and wonder whether it still matters.",
    keywords: ["creation", "creator", "genesis", "chance", "worship", "six days", "made heaven", "design"],
    verses: ["Gen 1:1", "Exod 20:11", "Ps 33:6-9", "Heb 11:3", "Rev 14:7", "Rom 1:20", "Col 1:16"],
    bestCards: ["∥", "⚖"],
    model:
      "Genesis and Revelation run parallel here: the God who made heaven and earth in the beginning (Gen 1:1) is the One the first angel calls every nation to worship (Rev 14:7). The ⚖ integrity check finds creation woven through the whole of Scripture, from the fourth commandment to Paul's statement that all things were made by Christ (Col 1:16). Lose the Creator, and the call to worship Him loses its ground.",
  },
  {
    id: "self-made-spirituality",
    title: "Self-made spirituality",
    scenario:
      "Spirituality is popular, but it is often assembled from personal preference: a little meditation, a little self-help, an idea borrowed from several faiths. The self becomes the final authority and the measure of what is true.",
    keywords: ["self", "spirituality", "heart", "as gods", "the way", "pride", "trust", "authority"],
    verses: ["Gen 3:4-5", "Jer 17:9", "Prov 14:12", "Prov 3:5-6", "John 14:6", "Acts 4:12"],
    bestCards: ["|GC", "⚖"],
    model:
      "The Great Controversy began with the promise that we could be as gods, deciding good and evil for ourselves (Gen 3:4-5), and self-made spirituality repeats that offer. Scripture warns that the heart is deceitful above all things (Jer 17:9), so it cannot be its own guide. Jesus does not present Himself as one path among many but as the way, the truth and the life (John 14:6).",
  },
  {
    id: "impurity-made-normal",
    title: "Impurity made normal",
    scenario:
      "Explicit images are a click away, and casual sexual relationships are presented as normal and harmless. Many believers, young and old, struggle in secret and feel there is no way out.",
    keywords: ["purity", "lust", "temptation", "body", "flee", "marriage", "secret", "heart"],
    verses: [
      "Gen 39:9",
      "2 Sam 11:2-4",
      "Matt 5:28",
      "1 Cor 6:18-20",
      "1 Thess 4:3-4",
      "Heb 13:4",
      "Ps 119:9",
    ],
    bestCards: ["∥", "|GC"],
    model:
      "Joseph and David form a sobering parallel: Joseph fled temptation because he saw it as sin against God (Gen 39:9), while David lingered on his rooftop and fell (2 Sam 11:2-4). This is a front in the Great Controversy for the heart and the body, which belong to God and are bought with a price (1 Cor 6:18-20). The way out is to flee, confess and let Christ cleanse the secret places rather than hide them.",
  },
  {
    id: "endless-distraction",
    title: "Endless distraction",
    scenario:
      "Phones and screens fill every spare moment, and many people now spend hours each day scrolling. Quiet, reflection and unhurried Bible study are becoming rare, even among committed Christians.",
    keywords: ["distraction", "attention", "time", "mind", "redeem", "still", "screen", "birthright"],
    verses: ["Gen 25:32-34", "Heb 12:16", "Eph 5:15-16", "Ps 46:10", "Ps 90:12", "Col 3:2", "1 Cor 6:12"],
    bestCards: ["|GC", "∥"],
    model:
      "Esau is a close parallel: for one quick meal he despised his birthright (Gen 25:32-34), just as hours of scrolling can trade away time with God for a moment's stimulation. In the Great Controversy whatever holds our attention shapes the mind, so Paul calls us to redeem the time because the days are evil (Eph 5:15-16). Be still and know that He is God: put the screen down and take up the word.",
  },
  {
    id: "personality-centred-faith",
    title: "Personality-centred faith",
    scenario:
      "Gifted speakers and online teachers gather large followings, and many believers quote them more than they read the Bible for themselves. Disagreements in the church line up behind favourite teachers rather than around the text.",
    keywords: ["leader", "follow", "search", "scriptures", "division", "berean", "teacher", "examine"],
    verses: ["1 Cor 1:12-13", "1 Cor 3:5-7", "Acts 17:11", "Jer 17:5", "Matt 23:8-10", "Gal 1:8"],
    bestCards: ["⚖", "∥"],
    model:
      "Corinth is a direct parallel: one said I am of Paul and another I am of Apollos, and Paul asked whether Christ was divided (1 Cor 1:12-13). The Bereans show the cure, receiving the word gladly yet searching the scriptures daily to see whether it was so (Acts 17:11). The ⚖ integrity check applies to every teacher, however gifted: weigh the message against the whole of Scripture before you follow it.",
  },
  {
    id: "chasing-signs",
    title: "Chasing signs and wonders",
    scenario:
      "Many judge a message by what accompanies it: healings, visions, overwhelming feelings or spectacular events. Where power is seen, truth is assumed, and the question of what Scripture says is rarely asked.",
    keywords: ["miracle", "signs", "wonders", "deceive", "feelings", "law and testimony", "elect", "power"],
    verses: [
      "Matt 24:24",
      "2 Thess 2:9-10",
      "Rev 13:13-14",
      "Rev 16:14",
      "Deut 13:1-3",
      "Isa 8:20",
      "Matt 7:22-23",
    ],
    bestCards: ["⚖", "|GC"],
    model:
      "Jesus warned that false christs would show great signs and wonders, enough to deceive the very elect if that were possible (Matt 24:24). In the Great Controversy the final deception comes with power, even fire from heaven (Rev 13:13-14), so a miracle proves nothing by itself. The ⚖ integrity check asks the question Isaiah set: does it speak according to the law and the testimony (Isa 8:20)?",
  },
  {
    id: "performance-religion",
    title: "Performance religion",
    scenario:
      "Some believers measure their standing with God by their record of rules kept and habits maintained. They swing between pride when things go well and despair when they fail, and they judge others by the same scale.",
    keywords: ["grace", "works", "faith", "justified", "pride", "righteousness", "earn", "mercy"],
    verses: ["Luke 18:11-14", "Eph 2:8-9", "Gal 2:16", "Titus 3:5", "Heb 10:1", "Heb 10:10-12"],
    bestCards: ["∥", "≅"],
    model:
      "The Pharisee and the tax collector stand side by side as a parallel: one listed his achievements, the other begged for mercy, and only the second went home justified (Luke 18:11-14). Every sacrifice of the old system was a shadow pointing to Christ, never a ladder to climb (Heb 10:1). We are saved by grace through faith and not of works, so that no one can boast (Eph 2:8-9).",
  },
  {
    id: "cheap-grace",
    title: "Cheap grace",
    scenario:
      "A popular message says that because we are saved by grace, God's commandments no longer matter for a Christian. Obedience is treated with suspicion as legalism, and the call to holy living fades.",
    keywords: ["grace", "law", "obedience", "commandments", "holiness", "faith", "love", "sin"],
    verses: ["Rom 6:1-2", "Rom 3:31", "1 John 2:3-4", "John 14:15", "Jas 2:17", "Rev 14:12", "Exod 25:21"],
    bestCards: ["⚖", "≅"],
    model:
      "The ark of the covenant is a type of God's throne: the law lay inside it, covered by the mercy seat (Exod 25:21), so grace covers the sinner without tearing up the law. The ⚖ integrity check weighs the whole of Scripture, where Paul says faith establishes the law rather than making it void (Rom 3:31). Grace saves us from sin, not for it, and love shows itself in keeping His commandments (John 14:15).",
  },
  {
    id: "faith-enlisted-for-power",
    title: "Faith enlisted for power",
    scenario:
      "In many places religious movements seek the power of government to advance their beliefs, and governments court religious support in return. Voices grow louder calling for faith and worship to be enforced by law.",
    keywords: ["church and state", "conscience", "force", "law", "worship", "kingdom", "freedom", "decree"],
    verses: ["John 18:36", "Matt 22:21", "Dan 6:7-10", "Rev 13:11-12", "Rev 13:16-17", "Acts 5:29"],
    bestCards: ["|GC", "∥"],
    model:
      "Daniel's story runs parallel to the end-time crisis: a decree was passed to control worship, and a faithful man kept praying as before (Dan 6:7-10). In the Great Controversy Christ wins hearts by love and truth, while force against conscience is the dragon's method (Rev 13:16-17). Jesus said His kingdom is not of this world (John 18:36), so believers should defend freedom of conscience for everyone.",
  },
  {
    id: "despair-about-the-future",
    title: "Despair about the future",
    scenario:
      "Anxiety about war, climate, the economy and disease is widespread, and many young people expect the future to be worse than the present. Christians feel the same dread and wonder whether hope is naive.",
    keywords: ["hope", "fear", "anxiety", "future", "deliverance", "victory", "promise", "peace"],
    verses: [
      "John 14:1-3",
      "Rom 15:13",
      "Phil 4:6-7",
      "Titus 2:13",
      "Rev 15:2-3",
      "Rev 21:4",
      "Exod 14:13-14",
    ],
    bestCards: ["|GC", "≅"],
    model:
      "The Exodus is a type of the final deliverance: Israel at the Red Sea was told to fear not and see the salvation of the Lord (Exod 14:13-14), and the redeemed at the end sing the song of Moses and the Lamb (Rev 15:2-3). The Great Controversy has a known ending in which God wipes away every tear (Rev 21:4). Our anxiety is real, but our hope rests on a promise, not on the news.",
  },
  {
    id: "outrage-and-division",
    title: "Outrage and division",
    scenario:
      "A culture of contempt and instant outrage has spilled into church life, and believers attack one another online over secondary matters. Congregations split, and the watching world sees little of the love Jesus said would mark His disciples.",
    keywords: ["division", "love", "unity", "accuser", "anger", "forgive", "peace", "disciples"],
    verses: ["John 13:35", "John 17:21", "Rev 12:10", "Gal 5:15", "Eph 4:31-32", "Jas 1:19-20"],
    bestCards: ["|GC", "∥"],
    model:
      "Satan is called the accuser of our brethren (Rev 12:10), so when believers tear each other down they do his work in the Great Controversy. The Galatian church offers a parallel warning: those who bite and devour one another will be consumed by one another (Gal 5:15). Jesus said all would know His disciples by their love (John 13:35), so the answer is humility, forgiveness and unity around Him.",
  },
  {
    id: "prophecy-neglected-or-sensationalised",
    title: "Prophecy neglected or sensationalised",
    scenario:
      "Bible prophecy is either ignored as too confusing or turned into sensational speculation tied to each day's headlines. Both extremes leave believers unprepared and make the prophetic word look unreliable.",
    keywords: [
      "prophecy",
      "speculation",
      "date",
      "sure word",
      "fulfilled",
      "history",
      "kingdom",
      "headlines",
    ],
    verses: ["2 Pet 1:19", "Rev 1:3", "Amos 3:7", "Dan 2:44", "Dan 7:17-18", "Matt 24:36", "1 Thess 5:20-21"],
    bestCards: ["⚖", "∥"],
    model:
      "Daniel's image of metals and his four beasts run parallel, repeating and enlarging the same line of kingdoms (Dan 2:44; Dan 7:17-18), so prophecy explains itself instead of bending to the headlines. The ⚖ integrity check guards against both extremes: no date speculation, since no one knows the day or hour (Matt 24:36), and no neglect, since the sure word of prophecy shines in a dark place (2 Pet 1:19).",
  },
  {
    id: "body-neglected",
    title: "The body neglected",
    scenario:
      "Rich diets, harmful substances, sleeplessness and inactivity are damaging health on a large scale, and many see the body as spiritually irrelevant. Believers often separate what they eat and drink from their walk with God.",
    keywords: ["body", "temple", "health", "temperance", "appetite", "glory", "defile", "self-control"],
    verses: [
      "1 Cor 6:19-20",
      "1 Cor 10:31",
      "Dan 1:8",
      "Dan 1:15",
      "Rom 12:1",
      "1 Cor 9:25",
      "Prov 23:20-21",
    ],
    bestCards: ["≅", "∥"],
    model:
      "The sanctuary was God's dwelling, and Paul applies that type to us: the body is now the temple of the Holy Ghost, bought with a price (1 Cor 6:19-20). Daniel in Babylon is a parallel for today's believer, purposing not to defile himself with the king's food and proving healthier for it (Dan 1:8). Temperance is not a rule for earning heaven but a way to give God glory in body and mind (1 Cor 10:31).",
  },
];
