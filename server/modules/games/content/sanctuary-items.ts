// Sanctuary Architect content (games.md §4.18, choice engine): a verse or passage, told in our own words, and
// the sanctuary article it points to. `answer` is an article id of
// common/content/palace/reference/sanctuaryArticles.ts. Server-only (answer key).
import type { SanctuaryArticleId } from "@common/content/palace/reference/sanctuaryArticles";
import type { ChoiceItem } from "./types";

interface SanctuaryItem extends ChoiceItem {
  answer: SanctuaryArticleId;
}

export const sanctuaryItems: readonly SanctuaryItem[] = [
  // Gate / Door
  {
    id: "gate-i-am-the-door",
    prompt: "Jesus says He is the door: whoever enters by Him is saved and finds pasture.",
    ref: "John 10:9",
    answer: "gate",
    explanation:
      "The court had a single entrance (Exod 27:16). Christ is that one door: there is no other way into God's presence.",
  },
  {
    id: "gate-the-way",
    prompt:
      "Jesus tells Thomas He is the way, the truth and the life, and no one reaches the Father except through Him.",
    ref: "John 14:6",
    answer: "gate",
    explanation:
      "The gate was the only way into the court. Jesus claims to be the only way to the Father, the first step of the sanctuary path.",
  },
  {
    id: "gate-thanksgiving",
    prompt:
      "The psalmist invites worshippers to come into God's gates with thanks and into His courts with praise.",
    ref: "Ps 100:4",
    answer: "gate",
    explanation:
      "The worshipper's journey begins at the gate of the court (Exod 27:16). Thanksgiving is the right way to step through it.",
  },
  {
    id: "gate-narrow",
    prompt:
      "Jesus urges His hearers to enter by the narrow gate, because the road to life is strait and few find it.",
    ref: "Matt 7:13-14",
    answer: "gate",
    explanation:
      "There was one gate into the court, not many. The narrow gate of Jesus' teaching is the single entrance to life (John 10:9).",
  },
  {
    id: "gate-court-hanging",
    prompt:
      "Moses is told to hang a twenty-cubit screen of blue, purple, scarlet and fine twined linen at the entrance of the court.",
    ref: "Exod 27:16",
    answer: "gate",
    explanation:
      "This is the gate itself: a wide, colourful entrance facing east, open to every Israelite who came, as Christ welcomes all (John 6:37).",
  },
  {
    id: "gate-no-other-name",
    prompt:
      "Peter tells the council that salvation is found in no one else, for no other name under heaven can save.",
    ref: "Acts 4:12",
    answer: "gate",
    explanation:
      "One court, one gate. Peter's claim that only Jesus' name saves matches the single entrance of the sanctuary (John 10:9).",
  },
  // Bronze altar
  {
    id: "altar-outside-the-gate",
    prompt:
      "Hebrews says believers have an altar, and that Jesus suffered outside the city walls to make His people holy with His own blood.",
    ref: "Heb 13:10-12",
    answer: "altar",
    explanation:
      "The bronze altar was where blood was shed. Christ's death outside the gate is the reality it pictured (Exod 27:1-2).",
  },
  {
    id: "altar-lamb-of-god",
    prompt: "John the Baptist points to Jesus as the Lamb of God who takes away the sin of the world.",
    ref: "John 1:29",
    answer: "altar",
    explanation:
      "Lambs were offered morning and evening on the bronze altar (Exod 29:38-39). Jesus is the Lamb those sacrifices foretold.",
  },
  {
    id: "altar-led-to-slaughter",
    prompt:
      "The Servant is led like a lamb to the slaughter and stays silent like a sheep before its shearers.",
    ref: "Isa 53:7",
    answer: "altar",
    explanation:
      "The silent lamb brought to the slaughter is the altar scene. Philip applied this verse directly to Jesus (Acts 8:32-35).",
  },
  {
    id: "altar-hand-on-head",
    prompt:
      "The worshipper lays a hand on the head of the burnt offering, and it is accepted to make atonement for him.",
    ref: "Lev 1:4",
    answer: "altar",
    explanation:
      "Laying on the hand transferred guilt to the victim, then burnt on the bronze altar: substitution, fulfilled when Christ bore our sins (1 Pet 2:24).",
  },
  {
    id: "altar-no-remission",
    prompt:
      "Hebrews states that under the law almost everything is cleansed with blood, and without shed blood there is no forgiveness.",
    ref: "Heb 9:22",
    answer: "altar",
    explanation:
      "Forgiveness through shed blood is the lesson of the bronze altar, where every sacrifice was slain (Lev 17:11).",
  },
  {
    id: "altar-bore-our-sins",
    prompt:
      "Peter writes that Jesus carried our sins in His own body on the tree so that we might live for righteousness.",
    ref: "1 Pet 2:24",
    answer: "altar",
    explanation:
      "On the altar the victim bore the sin laid on it (Lev 1:4). On the cross Christ bore ours, the altar's true meaning.",
  },
  // Laver
  {
    id: "laver-priests-wash",
    prompt:
      "A bronze basin stands between the tent and the altar so that the priests wash their hands and feet before they serve.",
    ref: "Exod 30:18-20",
    answer: "laver",
    explanation:
      "This is the laver itself. No priest could minister without washing, a picture of cleansing before service (Titus 3:5).",
  },
  {
    id: "laver-washing-by-the-word",
    prompt:
      "Paul says Christ gave Himself for the church to make it holy, washing it with water by the word.",
    ref: "Eph 5:25-26",
    answer: "laver",
    explanation:
      "Water for washing belongs to the laver (Exod 30:18). Christ cleanses His people through His Word.",
  },
  {
    id: "laver-regeneration",
    prompt:
      "Titus is reminded that God saved us not for our works but by His mercy, through the washing of rebirth and the Spirit's renewing.",
    ref: "Titus 3:5",
    answer: "laver",
    explanation:
      "The washing of new birth answers to the laver, where priests were cleansed before entering the holy place (Exod 40:30-32).",
  },
  {
    id: "laver-arise-be-baptised",
    prompt:
      "Ananias tells Saul not to delay: get up, be baptised, and wash away your sins calling on the Lord's name.",
    ref: "Acts 22:16",
    answer: "laver",
    explanation:
      "Baptism, the washing that follows faith in the sacrifice, stands where the laver stood: after the altar, before the holy place.",
  },
  {
    id: "laver-washing-feet",
    prompt: "At the supper Jesus says one who has bathed needs only to wash his feet to be completely clean.",
    ref: "John 13:10",
    answer: "laver",
    explanation:
      "Priests washed hands and feet at the laver each time they served (Exod 30:19). Jesus' footwashing carries the same daily cleansing.",
  },
  {
    id: "laver-mirrors",
    prompt:
      "The bronze basin and its stand are made from the mirrors of the women who served at the tent's entrance.",
    ref: "Exod 38:8",
    answer: "laver",
    explanation:
      "Made from mirrors, the laver shows the one who washes himself. God's law is such a mirror, showing us our need (Jas 1:23-25).",
  },
  // Lampstand
  {
    id: "lampstand-light-of-the-world",
    prompt: "Jesus declares He is the light of the world; whoever follows Him will not walk in darkness.",
    ref: "John 8:12",
    answer: "lampstand",
    explanation:
      "The lampstand was the only light in the holy place (Exod 25:37). Christ is the light it pictured.",
  },
  {
    id: "lampstand-seven-churches",
    prompt: "John is told that the seven golden candlesticks he saw are the seven churches.",
    ref: "Rev 1:20",
    answer: "lampstand",
    explanation:
      "The seven-branched lampstand stands for Christ's churches, carrying His light while He walks among them (Rev 2:1).",
  },
  {
    id: "lampstand-city-on-a-hill",
    prompt:
      "Jesus tells His disciples they are the light of the world; a lamp is put on a stand to light the whole house.",
    ref: "Matt 5:14-15",
    answer: "lampstand",
    explanation:
      "A lamp set on its stand to give light to all in the house is the lampstand's work: believers reflect Christ's light.",
  },
  {
    id: "lampstand-by-my-spirit",
    prompt:
      "Zechariah sees a golden lampstand fed by two olive trees and hears that the work is done not by might but by God's Spirit.",
    ref: "Zech 4:2-6",
    answer: "lampstand",
    explanation:
      "The lampstand burns on oil; the oil stands for the Holy Spirit, the only source of the church's light.",
  },
  {
    id: "lampstand-pure-olive-oil",
    prompt: "Israel is to bring pure beaten olive oil so that the lamps may burn continually.",
    ref: "Lev 24:2",
    answer: "lampstand",
    explanation:
      "The lamps of the lampstand never went out (Exod 27:20-21), as the Spirit keeps the church's witness burning.",
  },
  {
    id: "lampstand-seven-lamps",
    prompt: "Before God's throne John sees seven lamps of fire burning, which are the seven Spirits of God.",
    ref: "Rev 4:5",
    answer: "lampstand",
    explanation:
      "Seven burning lamps match the seven lamps of the golden lampstand (Exod 25:37), here linked to the fullness of the Spirit.",
  },
  // Table of showbread
  {
    id: "table-bread-of-life",
    prompt: "Jesus says He is the bread of life: whoever comes to Him will never hunger.",
    ref: "John 6:35",
    answer: "table",
    explanation: "The table held bread always before God (Exod 25:30). Christ is the bread that gives life.",
  },
  {
    id: "table-twelve-loaves",
    prompt:
      "Twelve loaves are set in two rows before the LORD and renewed every Sabbath as an everlasting covenant.",
    ref: "Lev 24:5-8",
    answer: "table",
    explanation:
      "These are the loaves of the table of showbread, one for each tribe, a weekly sign of God's provision for all His people.",
  },
  {
    id: "table-every-word",
    prompt:
      "Jesus answers the tempter that people do not live on bread alone but on every word from God's mouth.",
    ref: "Matt 4:4",
    answer: "table",
    explanation:
      "The bread on the table pictures God's Word as food (Deut 8:3). Jesus lived on it in the wilderness.",
  },
  {
    id: "table-this-is-my-body",
    prompt:
      "Paul recounts the night Jesus took bread, gave thanks, broke it and said it was His body given for them.",
    ref: "1 Cor 11:23-24",
    answer: "table",
    explanation:
      "Bread shared in God's presence is the table's message: communion with Christ, who gives Himself as our bread (John 6:51).",
  },
  {
    id: "table-daily-bread",
    prompt: "In the model prayer Jesus teaches His followers to ask the Father for today's bread.",
    ref: "Matt 6:11",
    answer: "table",
    explanation:
      "The table was never empty (Exod 25:30). Asking for daily bread trusts the same constant provision from God.",
  },
  {
    id: "table-words-eaten",
    prompt: "Jeremiah found God's words and ate them, and they became the joy and delight of his heart.",
    ref: "Jer 15:16",
    answer: "table",
    explanation:
      "Eating God's words is the meaning of the showbread: the Word as the soul's daily food (Matt 4:4).",
  },
  // Altar of incense
  {
    id: "incense-prayers-of-saints",
    prompt:
      "An angel stands at the golden altar before the throne and offers much incense with the prayers of all the saints.",
    ref: "Rev 8:3-4",
    answer: "incense",
    explanation:
      "The golden altar stood before the veil (Exod 30:6). Christ's merits rise with His people's prayers and make them acceptable.",
  },
  {
    id: "incense-prayer-as-incense",
    prompt:
      "David asks that his prayer be set before God like incense and his lifted hands like the evening sacrifice.",
    ref: "Ps 141:2",
    answer: "incense",
    explanation:
      "Incense was burned morning and evening on the golden altar (Exod 30:7-8), a picture of prayer rising to God.",
  },
  {
    id: "incense-zacharias",
    prompt:
      "Zacharias goes into the temple to burn incense while the whole crowd prays outside at that hour.",
    ref: "Luke 1:9-10",
    answer: "incense",
    explanation:
      "The priest at the golden altar and the people praying outside show how incense and prayer belong together.",
  },
  {
    id: "incense-ever-lives",
    prompt:
      "Hebrews says Jesus is able to save completely those who come to God through Him, since He always lives to intercede.",
    ref: "Heb 7:25",
    answer: "incense",
    explanation:
      "Intercession is the work of the altar of incense, where the fragrance never stopped (Exod 30:8). Christ prays for us without ceasing.",
  },
  {
    id: "incense-aaron-stands-between",
    prompt:
      "Aaron runs with a censer of incense into the camp, stands between the dead and the living, and the plague stops.",
    ref: "Num 16:46-48",
    answer: "incense",
    explanation:
      "Incense from the altar made atonement and halted death: a picture of Christ standing between the sinner and judgment (1 Tim 2:5).",
  },
  {
    id: "incense-christ-intercedes",
    prompt:
      "Paul asks who can condemn, since Christ died, rose, sits at God's right hand and intercedes for us.",
    ref: "Rom 8:34",
    answer: "incense",
    explanation:
      "The right hand of God is Christ's place of intercession, the reality behind the golden altar's incense (Heb 8:1).",
  },
  // Veil
  {
    id: "veil-new-and-living-way",
    prompt:
      "Believers may boldly enter the holiest by Jesus' blood, through a new and living way opened through the veil, His flesh.",
    ref: "Heb 10:19-20",
    answer: "veil",
    explanation:
      "The veil kept the Most Holy Place shut (Exod 26:33). Christ's body given for us opens the way into God's presence.",
  },
  {
    id: "veil-torn",
    prompt: "When Jesus died, the curtain of the temple was torn in two from top to bottom.",
    ref: "Matt 27:51",
    answer: "veil",
    explanation:
      "Torn from the top, by God's hand, the veil showed the earthly system finished and the way opened by Christ's death (Heb 10:20).",
  },
  {
    id: "veil-cherubim-curtain",
    prompt:
      "A curtain of blue, purple, scarlet and fine linen worked with cherubim is hung to divide the holy place from the most holy.",
    ref: "Exod 26:31-33",
    answer: "veil",
    explanation: "This is the veil itself, the dividing curtain between the two rooms of the sanctuary.",
  },
  {
    id: "veil-anchor-within",
    prompt:
      "Our hope is an anchor of the soul that enters within the veil, where Jesus has gone ahead of us as High Priest.",
    ref: "Heb 6:19-20",
    answer: "veil",
    explanation:
      "Jesus has passed behind the veil in the heavenly sanctuary, and our hope is fastened there with Him.",
  },
  {
    id: "veil-not-at-all-times",
    prompt: "Aaron is warned not to pass through the inner curtain whenever he chooses, or he will die.",
    ref: "Lev 16:2",
    answer: "veil",
    explanation:
      "The veil marked the line no one crossed except the high priest once a year (Heb 9:7). Christ now brings us near (Heb 10:19).",
  },
  {
    id: "veil-second-veil",
    prompt: "Hebrews describes the room behind the second curtain, called the Holiest of all.",
    ref: "Heb 9:3",
    answer: "veil",
    explanation:
      "The second veil hung between the holy place and the Most Holy. Hebrews uses it to explain Christ's entry into heaven itself (Heb 9:24).",
  },
  // Ark of the covenant
  {
    id: "ark-propitiation",
    prompt: "Paul writes that God set forth Christ as a propitiation through faith in His blood.",
    ref: "Rom 3:25",
    answer: "ark",
    explanation:
      "The Greek word for propitiation is used for the mercy seat (Heb 9:5). Christ is the mercy seat covering the broken law.",
  },
  {
    id: "ark-there-i-will-meet",
    prompt:
      "God promises to meet Moses and speak with him from above the mercy seat, between the two cherubim.",
    ref: "Exod 25:21-22",
    answer: "ark",
    explanation:
      "The mercy seat on the ark was God's throne on earth, where His presence met His people, with the law kept inside.",
  },
  {
    id: "ark-contents",
    prompt:
      "Hebrews lists the golden pot of manna, Aaron's rod that budded and the tables of the covenant kept together in one chest.",
    ref: "Heb 9:4",
    answer: "ark",
    explanation: "These three items were kept in or beside the ark of the covenant in the Most Holy Place.",
  },
  {
    id: "ark-seen-in-heaven",
    prompt: "God's temple in heaven is opened, and John sees the ark of His testament inside.",
    ref: "Rev 11:19",
    answer: "ark",
    explanation:
      "The ark stood in the Most Holy Place. Its appearance in heaven points to Christ's final ministry there and to God's law (Dan 8:14).",
  },
  {
    id: "ark-between-cherubim",
    prompt:
      "The psalmist proclaims that the LORD reigns, enthroned between the cherubim, and calls the peoples to tremble.",
    ref: "Ps 99:1",
    answer: "ark",
    explanation:
      "The cherubim stood over the mercy seat of the ark (Exod 25:20). God's throne among His people was there.",
  },
  {
    id: "ark-tables-placed",
    prompt: "Moses comes down the mountain and puts the two tablets of the law in the chest he had made.",
    ref: "Deut 10:5",
    answer: "ark",
    explanation:
      "The Ten Commandments were kept inside the ark, under the mercy seat: God's law covered by His mercy (Exod 25:21).",
  },
  {
    id: "ark-blood-sprinkled",
    prompt:
      "On the Day of Atonement the high priest sprinkles the goat's blood on the mercy seat and before it.",
    ref: "Lev 16:15",
    answer: "ark",
    explanation:
      "Blood on the mercy seat covered the law the people had broken. Christ's blood does this in the heavenly sanctuary (Heb 9:12).",
  },
];
