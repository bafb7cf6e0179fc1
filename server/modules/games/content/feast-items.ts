// §4.18 feast_calendar: an event or passage → one of the seven feasts of Leviticus 23 (ids of
// common/content/palace/reference/feasts.ts). Status follows historicist typology: the spring feasts were
// fulfilled at Christ's first advent; Trumpets (the warning message, Rev 14:6-7) and Atonement (the judgment
// begun in 1844, Dan 8:14) are in progress; Tabernacles (God dwelling with His people) is still awaited.
import type { FeastItem } from "./types";

export const feastItems: readonly FeastItem[] = [
  // Passover — fulfilled at the cross.
  {
    id: "passover-exod-12-13",
    prompt:
      "Blood on the doorposts turns the destroyer away from the houses of Israel on the night of judgment.",
    ref: "Exod 12:13",
    answer: "passover",
    status: "fulfilled",
    explanation:
      "The slain lamb's blood shielded each firstborn. It pictures Christ, our Passover sacrificed for us, whose blood shelters us from death (1 Cor 5:7).",
  },
  {
    id: "passover-exod-12-11",
    prompt:
      "Israel eats the roasted lamb in haste, belts fastened, sandals on and staff in hand, ready to leave Egypt.",
    ref: "Exod 12:11",
    answer: "passover",
    status: "fulfilled",
    explanation:
      "The meal of the lamb marked the night of deliverance from slavery; Christ's death delivers us from the bondage of sin (John 8:36; 1 Cor 5:7).",
  },
  {
    id: "passover-john-1-29",
    prompt:
      "John the Baptist sees Jesus coming and points to Him as the Lamb of God who takes away the world's sin.",
    ref: "John 1:29",
    answer: "passover",
    status: "fulfilled",
    explanation:
      "Jesus is the true lamb of deliverance. The spring type met its fulfilment when He died at the feast (John 19:14; 1 Cor 5:7).",
  },
  {
    id: "passover-john-19-36",
    prompt: "The soldiers do not break the legs of the crucified Jesus, so not one of His bones is broken.",
    ref: "John 19:33-36",
    answer: "passover",
    status: "fulfilled",
    explanation:
      "The law of the feast forbade breaking a bone of the lamb (Exod 12:46). John shows Jesus fulfilling that very rule on the cross.",
  },
  {
    id: "passover-john-19-14",
    prompt:
      "Pilate presents Jesus to the crowd about the sixth hour on the day of preparation, as the lambs are readied.",
    ref: "John 19:14",
    answer: "passover",
    status: "fulfilled",
    explanation:
      "Jesus was condemned and slain on the day the lambs were prepared, keeping the appointed time of the type (Exod 12:6; 1 Cor 5:7).",
  },
  {
    id: "passover-luke-22-15",
    prompt: "Jesus tells the Twelve how greatly He has longed to eat this meal with them before He suffers.",
    ref: "Luke 22:15",
    answer: "passover",
    status: "fulfilled",
    explanation:
      "At the last supper Jesus kept the feast and gave it new meaning: the cup is the new covenant in His blood (Luke 22:20).",
  },
  {
    id: "passover-1-pet-1-19",
    prompt:
      "Peter says we were redeemed not with silver or gold but with precious blood, as of a lamb without blemish.",
    ref: "1 Pet 1:19",
    answer: "passover",
    status: "fulfilled",
    explanation:
      "The lamb of the feast had to be without blemish (Exod 12:5). Christ, the sinless Lamb, paid our redemption with His own blood.",
  },
  // Unleavened Bread — fulfilled in Christ's sinless body resting in the tomb.
  {
    id: "unleavened-exod-12-15",
    prompt: "For seven days every household must put all yeast out of the house and eat only flat bread.",
    ref: "Exod 12:15",
    answer: "unleavened-bread",
    status: "fulfilled",
    explanation:
      "Leaven stands for sin (1 Cor 5:8). The week without it pictures the sinless Christ and the clean life He gives His people.",
  },
  {
    id: "unleavened-exod-12-39",
    prompt: "Thrust out of Egypt with no time to wait, the people bake their dough before it has risen.",
    ref: "Exod 12:39",
    answer: "unleavened-bread",
    status: "fulfilled",
    explanation:
      "The hurried flat bread of the exodus became a seven-day memorial of leaving the old life behind (Exod 13:6-8).",
  },
  {
    id: "unleavened-lev-23-6",
    prompt:
      "On the fifteenth day of the first month a seven-day festival begins, with bread made without yeast.",
    ref: "Lev 23:6",
    answer: "unleavened-bread",
    status: "fulfilled",
    explanation:
      "The day after the lamb was slain the yeast-free week began, as Christ's sinless body rested in the tomb after the cross (Luke 23:53-56).",
  },
  {
    id: "unleavened-1-cor-5-8",
    prompt:
      "Paul urges the church to keep the feast not with the old yeast of malice but with sincerity and truth.",
    ref: "1 Cor 5:8",
    answer: "unleavened-bread",
    status: "fulfilled",
    explanation:
      "Christ the Lamb has been offered (1 Cor 5:7), so believers live the unleavened life: sin put away, truth held sincerely.",
  },
  {
    id: "unleavened-acts-2-27",
    prompt: "Peter quotes David: God will not leave His Holy One in the grave or let Him see corruption.",
    ref: "Acts 2:27",
    answer: "unleavened-bread",
    status: "fulfilled",
    explanation:
      "Unleavened bread, free of the agent of decay, pictures Christ's sinless body that saw no corruption in the tomb (Ps 16:10).",
  },
  {
    id: "unleavened-luke-23-53",
    prompt: "Jesus' body is wrapped in linen and laid in a new tomb where no one had yet been laid.",
    ref: "Luke 23:53",
    answer: "unleavened-bread",
    status: "fulfilled",
    explanation:
      "The sinless One rested in the tomb through the feast's first days, the pure bread that was not corrupted (Acts 2:27).",
  },
  // Firstfruits — fulfilled at the resurrection.
  {
    id: "firstfruits-lev-23-11",
    prompt: "On the day after the Sabbath the priest waves the first sheaf of the harvest before the Lord.",
    ref: "Lev 23:11",
    answer: "firstfruits",
    status: "fulfilled",
    explanation:
      "The first sheaf promised the whole harvest. Christ rose on that very day, the pledge of all who will rise in Him (1 Cor 15:20).",
  },
  {
    id: "firstfruits-1-cor-15-20",
    prompt: "Christ is raised from the dead, the first of the harvest of those who have fallen asleep.",
    ref: "1 Cor 15:20",
    answer: "firstfruits",
    status: "fulfilled",
    explanation:
      "Paul names the risen Christ with the feast's own word: His resurrection is the wave sheaf of the great harvest to come (Lev 23:10-11).",
  },
  {
    id: "firstfruits-mark-16-2",
    prompt: "Very early on the first day of the week the women reach the tomb and find that He is risen.",
    ref: "Mark 16:2-6",
    answer: "firstfruits",
    status: "fulfilled",
    explanation:
      "Jesus rose on the morning after the Sabbath, the day the first sheaf was waved (Lev 23:11; 1 Cor 15:20).",
  },
  {
    id: "firstfruits-matt-27-52",
    prompt:
      "Graves are opened and many sleeping saints come out after His resurrection and appear in the holy city.",
    ref: "Matt 27:52-53",
    answer: "firstfruits",
    status: "fulfilled",
    explanation:
      "A sheaf of raised saints accompanied the risen Christ, the first handful of the resurrection harvest (1 Cor 15:20; Eph 4:8).",
  },
  {
    id: "firstfruits-john-20-17",
    prompt: "The risen Jesus tells Mary not to hold Him, because He has not yet ascended to His Father.",
    ref: "John 20:17",
    answer: "firstfruits",
    status: "fulfilled",
    explanation:
      "Like the sheaf waved before the Lord, the risen Christ went to be presented and accepted before His Father (Lev 23:11; 1 Cor 15:20).",
  },
  {
    id: "firstfruits-1-cor-15-23",
    prompt: "Paul sets out the order of rising: Christ first, afterward those who are His at His coming.",
    ref: "1 Cor 15:23",
    answer: "firstfruits",
    status: "fulfilled",
    explanation:
      "The first ripe sheaf comes before the harvest: Christ has risen, and His people will rise at His return (1 Thess 4:16).",
  },
  // Pentecost — fulfilled in the outpouring of the Spirit.
  {
    id: "pentecost-lev-23-16",
    prompt:
      "Fifty days are counted from the wave sheaf, and then a new offering of two loaves baked with yeast is brought.",
    ref: "Lev 23:16-17",
    answer: "pentecost",
    status: "fulfilled",
    explanation:
      "Fifty days after Christ rose, the Spirit came and the harvest of souls began; the two loaves picture Jew and Gentile made one (Eph 2:14).",
  },
  {
    id: "pentecost-acts-2-1",
    prompt:
      "The disciples are together in one place when a sound like a rushing wind fills the house and flames rest on each.",
    ref: "Acts 2:1-4",
    answer: "pentecost",
    status: "fulfilled",
    explanation:
      "On the fiftieth day the promised Spirit was poured out, fulfilling the feast of the wheat harvest (Lev 23:16; Acts 1:8).",
  },
  {
    id: "pentecost-acts-2-41",
    prompt: "About three thousand people receive the word, are baptised and are added in a single day.",
    ref: "Acts 2:41",
    answer: "pentecost",
    status: "fulfilled",
    explanation:
      "The feast celebrated the first of the wheat harvest; its antitype was the first great ingathering of souls (Lev 23:17; John 4:35).",
  },
  {
    id: "pentecost-luke-24-49",
    prompt: "Jesus tells His disciples to stay in the city until they are clothed with power from on high.",
    ref: "Luke 24:49",
    answer: "pentecost",
    status: "fulfilled",
    explanation:
      "The promise of the Father was kept fifty days after the resurrection, when the Spirit came on the waiting church (Acts 2:1-4).",
  },
  {
    id: "pentecost-joel-2-28",
    prompt:
      "Joel foretells a day when God pours out His Spirit on all flesh, and sons and daughters prophesy.",
    ref: "Joel 2:28",
    answer: "pentecost",
    status: "fulfilled",
    explanation:
      "Peter declared that this prophecy began to be fulfilled in the outpouring of the Spirit at the feast (Acts 2:16-18).",
  },
  {
    id: "pentecost-acts-2-33",
    prompt:
      "Peter explains that the exalted Jesus has received the promised Spirit from the Father and poured it out.",
    ref: "Acts 2:33",
    answer: "pentecost",
    status: "fulfilled",
    explanation:
      "The outpouring was the sign that Christ had been enthroned as Priest and King in heaven (Acts 2:36; Heb 8:1).",
  },
  // Trumpets — the warning message, now sounding.
  {
    id: "trumpets-lev-23-24",
    prompt:
      "The seventh month opens with a day of rest and a memorial sounded over the camp, ten days before the great fast.",
    ref: "Lev 23:24",
    answer: "trumpets",
    status: "in progress",
    explanation:
      "The blasts of the first day warned Israel to prepare for the Day of Atonement; the final warning now calls the world to the judgment (Rev 14:7).",
  },
  {
    id: "trumpets-joel-2-1",
    prompt: "Sound the alarm in Zion and let all the land tremble, for the day of the Lord is near.",
    ref: "Joel 2:1",
    answer: "trumpets",
    status: "in progress",
    explanation:
      "The trumpet is God's alarm before judgment. It sounds today in the message that the hour of His judgment has come (Rev 14:6-7).",
  },
  {
    id: "trumpets-rev-14-6",
    prompt:
      "An angel flies in mid-heaven with the everlasting gospel, calling every nation with a loud voice to fear God.",
    ref: "Rev 14:6-7",
    answer: "trumpets",
    status: "in progress",
    explanation:
      "The three angels' messages are the antitypical trumpet: a worldwide warning that the judgment has begun, sounding since 1844 (Dan 8:14).",
  },
  {
    id: "trumpets-ezek-33-3",
    prompt: "A watchman who sees the sword coming must sound the alarm so that the people can take warning.",
    ref: "Ezek 33:3",
    answer: "trumpets",
    status: "in progress",
    explanation:
      "God's people are watchmen today, sounding the warning before the close of probation (Ezek 33:6; Rev 14:6-7).",
  },
  {
    id: "trumpets-isa-58-1",
    prompt:
      "The prophet is told to cry aloud and not hold back, lifting his voice to show God's people their sins.",
    ref: "Isa 58:1",
    answer: "trumpets",
    status: "in progress",
    explanation:
      "The voice lifted like a trumpet is the warning message that prepares a people for the judgment (Rev 14:7; Rev 18:4).",
  },
  {
    id: "trumpets-num-10-9",
    prompt:
      "When Israel goes to war against an oppressor, an alarm is blown so they are remembered before the Lord.",
    ref: "Num 10:9",
    answer: "trumpets",
    status: "in progress",
    explanation:
      "The silver trumpets called God's people to remembrance and readiness, as the last warning message does now (Rev 14:6-7).",
  },
  {
    id: "trumpets-1-thess-4-16",
    prompt:
      "The Lord Himself descends with a shout and the archangel's voice, and the dead in Christ rise first.",
    ref: "1 Thess 4:16",
    answer: "trumpets",
    status: "in progress",
    explanation:
      "The warning trumpet now sounding (Rev 14:6-7) reaches its climax in the last trump at Christ's coming (1 Cor 15:52).",
  },
  // Day of Atonement — the judgment begun in 1844.
  {
    id: "atonement-lev-16-15",
    prompt:
      "The high priest carries the goat's blood behind the veil and sprinkles it on and before the mercy seat.",
    ref: "Lev 16:15",
    answer: "atonement",
    status: "in progress",
    explanation:
      "This once-a-year ministry in the Most Holy Place is fulfilled by Christ's ministry before the ark in heaven since 1844 (Lev 16:34; Heb 9:24; Dan 8:14).",
  },
  {
    id: "atonement-lev-16-8",
    prompt:
      "Lots are cast over two goats: one falls to the Lord, the other is to be sent away into the wilderness.",
    ref: "Lev 16:8",
    answer: "atonement",
    status: "in progress",
    explanation:
      "The Lord's goat pictures Christ's sacrifice; the goat sent away pictures Satan bearing his own guilt at the end (Lev 16:21-22; Rev 20:2-3).",
  },
  {
    id: "atonement-dan-8-14",
    prompt: "After two thousand three hundred prophetic days the sanctuary is to be cleansed.",
    ref: "Dan 8:14",
    answer: "atonement",
    status: "in progress",
    explanation:
      "Counted as years from 457 BC (Ezek 4:6; Dan 9:25), the period ends in 1844, when Christ began the antitypical cleansing of the heavenly sanctuary.",
  },
  {
    id: "atonement-dan-7-10",
    prompt: "The Ancient of Days takes His seat, the court sits in judgment and the books are opened.",
    ref: "Dan 7:9-10",
    answer: "atonement",
    status: "in progress",
    explanation:
      "The judgment scene in heaven matches the Day of Atonement: the records are examined before Christ returns (Rev 14:7; Rev 22:12).",
  },
  {
    id: "atonement-heb-9-23",
    prompt:
      "The copies were purified with animal blood, but the heavenly things themselves need better sacrifices.",
    ref: "Heb 9:23",
    answer: "atonement",
    status: "in progress",
    explanation:
      "The earthly sanctuary was cleansed yearly; its heavenly original is cleansed by Christ's own blood in the closing judgment (Dan 8:14).",
  },
  {
    id: "atonement-lev-23-29",
    prompt:
      "On the tenth day of the seventh month, anyone who will not humble his soul is cut off from the people.",
    ref: "Lev 23:29",
    answer: "atonement",
    status: "in progress",
    explanation:
      "The day was one of heart-searching while the sanctuary was cleansed; God's people now live in that solemn time (Zeph 2:3; Rev 14:7).",
  },
  {
    id: "atonement-rev-11-19",
    prompt: "God's temple in heaven is opened, and the ark of His testament is seen within.",
    ref: "Rev 11:19",
    answer: "atonement",
    status: "in progress",
    explanation:
      "The ark stood in the Most Holy Place, entered only on the Day of Atonement; Christ's ministry there opened in 1844 (Heb 9:7; Dan 8:14).",
  },
  {
    id: "atonement-acts-3-19",
    prompt: "Peter calls on the people to repent and turn so that their sins may be blotted out.",
    ref: "Acts 3:19",
    answer: "atonement",
    status: "in progress",
    explanation:
      "Confessed sins are finally blotted out in the judgment, as the sanctuary was cleansed of Israel's sins on the tenth day (Lev 16:30).",
  },
  // Tabernacles — awaiting: God dwelling with His people for ever.
  {
    id: "tabernacles-lev-23-42",
    prompt:
      "For seven days every native Israelite lives in shelters of branches, remembering the wilderness journey.",
    ref: "Lev 23:42-43",
    answer: "tabernacles",
    status: "awaiting",
    explanation:
      "The booths recalled God's care on the way to the promised land; the feast looks ahead to the redeemed at home with Him (Rev 21:3).",
  },
  {
    id: "tabernacles-lev-23-39",
    prompt:
      "When the fruit of the land has been gathered in, Israel keeps a week of rejoicing, with rest on the first and eighth days.",
    ref: "Lev 23:39",
    answer: "tabernacles",
    status: "awaiting",
    explanation:
      "This feast of ingathering pictures the final harvest of the redeemed, still to come at Christ's return (Matt 13:39; Rev 14:15).",
  },
  {
    id: "tabernacles-john-7-37",
    prompt:
      "On the last great day of the autumn festival Jesus stands and cries: let anyone who is thirsty come to Me and drink.",
    ref: "John 7:37",
    answer: "tabernacles",
    status: "awaiting",
    explanation:
      "Jesus spoke at this feast (John 7:2), offering living water; its full meaning awaits the river of life in the new earth (Rev 22:1).",
  },
  {
    id: "tabernacles-rev-21-3",
    prompt:
      "A loud voice from heaven announces that God's dwelling is with people, and He will live among them.",
    ref: "Rev 21:3",
    answer: "tabernacles",
    status: "awaiting",
    explanation:
      "The last feast pictures God pitching His tent among the redeemed for ever, fulfilled when the holy city comes down (Rev 21:2).",
  },
  {
    id: "tabernacles-rev-7-9",
    prompt:
      "A countless multitude from every nation stands before the throne in white robes, with palm branches in their hands.",
    ref: "Rev 7:9",
    answer: "tabernacles",
    status: "awaiting",
    explanation:
      "Palm branches belonged to the booths of the feast (Lev 23:40). The redeemed will keep its true celebration in heaven.",
  },
  {
    id: "tabernacles-zech-14-16",
    prompt:
      "Zechariah sees the survivors of the nations going up year by year to worship the King, the Lord of hosts.",
    ref: "Zech 14:16",
    answer: "tabernacles",
    status: "awaiting",
    explanation:
      "The prophet ties the final reign of God to this feast; its fulfilment awaits the kingdom made new (Rev 21:24; Rev 22:3).",
  },
  {
    id: "tabernacles-rev-14-15",
    prompt:
      "The harvest of the earth is ripe, and One like the Son of man on a white cloud thrusts in His sickle.",
    ref: "Rev 14:15-16",
    answer: "tabernacles",
    status: "awaiting",
    explanation:
      "The autumn ingathering pictures Christ gathering His people at His coming, the final harvest still to come (Matt 24:31; Lev 23:39).",
  },
];
