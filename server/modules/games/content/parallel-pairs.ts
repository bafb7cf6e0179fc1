// §4.12 Parallels Concentration: Old Testament events, types and prophecies beside their New Testament
// fulfilment or antitype. Written in our own words; the texts themselves are never quoted here. Each card shows
// its event, reference and description, so events and descriptions are kept distinct across the bank.
import type { ParallelPair } from "./types";

type Side = [event: string, ref: string, description: string];

const pair = (id: string, category: string, ot: Side, nt: Side): ParallelPair => ({
  id,
  category,
  ot: { event: ot[0], ref: ot[1], description: ot[2] },
  nt: { event: nt[0], ref: nt[1], description: nt[2] },
});

export const parallelPairs: readonly ParallelPair[] = [
  // ---------- Creation and the fall ----------
  pair(
    "creation-by-the-word",
    "creation",
    ["God creates in the beginning", "Gen 1:1", "The heavens and the earth come into being by God's act."],
    [
      "The Word who made all things",
      "John 1:3",
      "John names Christ as the one through whom everything was made.",
    ],
  ),
  pair(
    "light-out-of-darkness",
    "new creation",
    [
      "God speaks light into being",
      "Gen 1:3",
      "On the first day God speaks, and light breaks into the dark deep.",
    ],
    [
      "Light shines in our hearts",
      "2 Cor 4:6",
      "The same God shines the knowledge of His glory into us through Christ's face.",
    ],
  ),
  pair(
    "sabbath-rest",
    "sabbath",
    [
      "God rests on the seventh day",
      "Gen 2:3",
      "God blesses and sets apart the seventh day as a memorial of creation.",
    ],
    [
      "Lord of the sabbath",
      "Mark 2:28",
      "The Creator in the flesh claims the sabbath as His own day, made for man.",
    ],
  ),
  pair(
    "first-and-last-adam",
    "second adam",
    [
      "Adam formed from the dust",
      "Gen 2:7",
      "God breathes life into the first man, who becomes a living soul.",
    ],
    [
      "The last Adam gives life",
      "1 Cor 15:45",
      "Christ, the last Adam, does more than live: He imparts life to others.",
    ],
  ),
  pair(
    "bride-from-the-side",
    "bride",
    [
      "Eve taken from Adam's side",
      "Gen 2:22",
      "While Adam sleeps, God builds a bride from his side and brings her to him.",
    ],
    [
      "Christ gives Himself for the church",
      "Eph 5:25",
      "Christ loves His church as a bride and gives Himself up for her.",
    ],
  ),
  pair(
    "river-of-eden",
    "restoration",
    [
      "A river flows out of Eden",
      "Gen 2:10",
      "A river waters the garden and parts into four heads across the earth.",
    ],
    ["River of the water of life", "Rev 22:1", "A clear river flows from the throne of God and of the Lamb."],
  ),
  pair(
    "adam-and-obedience",
    "second adam",
    [
      "Adam eats the forbidden fruit",
      "Gen 3:6",
      "One act of disobedience brings sin and death upon the race.",
    ],
    [
      "Christ's obedience for many",
      "Rom 5:19",
      "Christ's obedience makes many righteous where Adam's failure made many sinners.",
    ],
  ),
  pair(
    "seeking-the-lost",
    "seeking saviour",
    [
      "God calls to hiding Adam",
      "Gen 3:9",
      "After the fall God comes looking for the hiding man and calls to him.",
    ],
    ["Jesus seeks the lost", "Luke 19:10", "Jesus says He came to seek and to save those who are lost."],
  ),
  pair(
    "seed-bruises-serpent",
    "victory over satan",
    [
      "The woman's seed promised",
      "Gen 3:15",
      "The first gospel: a seed of the woman will crush the serpent's head.",
    ],
    [
      "Satan soon to be crushed",
      "Rom 16:20",
      "The God of peace will soon crush Satan, completing the promised victory.",
    ],
  ),
  pair(
    "coats-of-skins",
    "covering",
    [
      "God clothes Adam and Eve",
      "Gen 3:21",
      "God covers the guilty pair with skins, implying a death in their place.",
    ],
    ["Clothed with Christ", "Gal 3:27", "Believers baptised into Christ are clothed with Him."],
  ),
  pair(
    "tree-of-life-restored",
    "restoration",
    [
      "Cherubim guard the tree of life",
      "Gen 3:24",
      "Fallen humanity is shut out from the tree of life behind a flaming sword.",
    ],
    [
      "Access to the tree restored",
      "Rev 22:14",
      "Those who do His commandments enter the city and may eat of the tree again.",
    ],
  ),
  pair(
    "abels-blood",
    "blood",
    ["Abel's blood cries out", "Gen 4:10", "The blood of murdered Abel calls from the ground for justice."],
    [
      "Jesus' blood speaks pardon",
      "Heb 12:24",
      "Jesus' sprinkled blood speaks of pardon, a better word than Abel's.",
    ],
  ),
  pair(
    "enoch-translated",
    "taken to heaven",
    ["Enoch taken by God", "Gen 5:24", "Enoch walks with God and is taken to heaven without dying."],
    [
      "Saints caught up at His coming",
      "1 Thess 4:17",
      "The living faithful are caught up together to meet Christ at His coming.",
    ],
  ),
  // ---------- The flood and the patriarchs ----------
  pair(
    "ark-door",
    "one way of salvation",
    ["One door in the ark", "Gen 6:16", "The ark has a single door; all who are saved go in through it."],
    ["Jesus the one door", "John 10:9", "Jesus is the one entrance through which anyone is saved."],
  ),
  pair(
    "eight-saved",
    "baptism",
    [
      "Noah's household enters the ark",
      "Gen 7:13",
      "Eight souls go into the ark and are carried safely through the water.",
    ],
    [
      "Baptism, a figure of the flood",
      "1 Pet 3:21",
      "Peter calls baptism the figure of the flood, by Christ's resurrection.",
    ],
  ),
  pair(
    "days-of-noah",
    "second coming",
    [
      "The flood sweeps the world away",
      "Gen 7:23",
      "Everything outside the ark perishes; only Noah and those with him remain.",
    ],
    [
      "Careless as before the flood",
      "Matt 24:39",
      "People will be as careless before Christ's return as before the flood.",
    ],
  ),
  pair(
    "rainbow-covenant",
    "covenant sign",
    [
      "The bow in the cloud",
      "Gen 9:13",
      "God sets His bow in the cloud as a token of His covenant with the earth.",
    ],
    ["Rainbow around the throne", "Rev 4:3", "John sees a rainbow encircling the heavenly throne of God."],
  ),
  pair(
    "babel-and-pentecost",
    "tongues",
    [
      "Tongues confused at Babel",
      "Gen 11:9",
      "Proud builders are scattered when God confounds their one language.",
    ],
    [
      "Each hears in his own language",
      "Acts 2:6",
      "At Pentecost the scattered nations hear the gospel in their own tongues.",
    ],
  ),
  pair(
    "blessing-to-all-families",
    "gospel promise",
    [
      "Abram's call and blessing",
      "Gen 12:3",
      "God promises that through Abram every family on earth will be blessed.",
    ],
    [
      "Gospel preached to Abraham",
      "Gal 3:8",
      "Paul says this promise was the gospel, announcing justification of nations.",
    ],
  ),
  pair(
    "melchizedek",
    "priesthood",
    [
      "Melchizedek brings bread and wine",
      "Gen 14:18",
      "A king of Salem, priest of the Most High, meets Abram with bread and wine.",
    ],
    [
      "Priest after Melchizedek's order",
      "Heb 6:20",
      "Jesus enters within the veil as high priest for ever in that order.",
    ],
  ),
  pair(
    "faith-counted-righteousness",
    "righteousness by faith",
    [
      "Abram believes the LORD",
      "Gen 15:6",
      "Abram trusts God's promise and God credits it to him as righteousness.",
    ],
    [
      "The ungodly justified by faith",
      "Rom 4:5",
      "God justifies the ungodly who trust Him, and counts their faith.",
    ],
  ),
  pair(
    "circumcision-of-heart",
    "covenant sign",
    [
      "Circumcision given to Abraham",
      "Gen 17:10",
      "Every male is to be circumcised as the sign of God's covenant.",
    ],
    [
      "Circumcision made without hands",
      "Col 2:11",
      "In Christ the sinful nature is cut away by a work only God can do.",
    ],
  ),
  pair(
    "nothing-too-hard",
    "promised birth",
    [
      "Son promised to aged Sarah",
      "Gen 18:14",
      "The LORD promises aged Sarah a son when every natural hope is gone.",
    ],
    [
      "Gabriel's promise to Mary",
      "Luke 1:37",
      "Gabriel assures Mary that God can bring about the virgin birth.",
    ],
  ),
  pair(
    "fire-on-sodom",
    "judgment",
    ["Fire falls on Sodom", "Gen 19:24", "Fire and brimstone rain on the cities of the plain."],
    [
      "When the Son of Man is revealed",
      "Luke 17:30",
      "Jesus says His coming will be as sudden as Sodom's overthrow.",
    ],
  ),
  pair(
    "lots-wife",
    "warning",
    ["Lot's wife looks back", "Gen 19:26", "Lingering in heart over Sodom, she becomes a pillar of salt."],
    [
      "Jesus' warning about Lot's wife",
      "Luke 17:32",
      "Jesus holds her up as a warning against clinging to this world.",
    ],
  ),
  pair(
    "bondwoman-cast-out",
    "two covenants",
    [
      "Hagar and Ishmael sent away",
      "Gen 21:10",
      "Sarah asks that the slave woman's son not share the heir's inheritance.",
    ],
    [
      "Paul's allegory of two sons",
      "Gal 4:30",
      "Paul reads the story as an allegory: heirs are born by promise, not slavery.",
    ],
  ),
  pair(
    "only-son-offered",
    "substitution",
    [
      "Abraham offers his only son",
      "Gen 22:2",
      "God asks Abraham to offer Isaac, the beloved son of promise.",
    ],
    [
      "The Father gives His Son",
      "John 3:16",
      "The Father gives His own Son so that believers need not perish.",
    ],
  ),
  pair(
    "god-will-provide-a-lamb",
    "sacrificial lamb",
    [
      "A lamb promised on Moriah",
      "Gen 22:8",
      "Climbing Moriah, Abraham tells Isaac that God will supply the offering.",
    ],
    [
      "John points to the Lamb of God",
      "John 1:29",
      "John the Baptist points to Jesus as the Lamb who takes away sin.",
    ],
  ),
  pair(
    "seed-of-abraham",
    "promised seed",
    [
      "Promise sworn to Abraham's seed",
      "Gen 22:18",
      "God swears that Abraham's offspring will bring blessing to the nations.",
    ],
    [
      "Christ the promised seed",
      "Gal 3:16",
      "Paul notes the promise speaks of one seed, and that seed is Christ.",
    ],
  ),
  pair(
    "jacobs-ladder",
    "mediator",
    [
      "Jacob's ladder to heaven",
      "Gen 28:12",
      "Jacob dreams of a ladder joining earth to heaven, with angels on it.",
    ],
    ["Jesus, the ladder to heaven", "John 1:51", "Jesus says He is the true link between heaven and earth."],
  ),
  // ---------- Joseph ----------
  pair(
    "plot-against-the-son",
    "rejected son",
    [
      "Brothers plot to kill Joseph",
      "Gen 37:20",
      "Jealous brothers scheme to kill the son their father loves.",
    ],
    [
      "Tenants kill the owner's son",
      "Matt 21:38",
      "In the parable the tenants plot the death of the owner's son.",
    ],
  ),
  pair(
    "sold-for-silver",
    "betrayal",
    [
      "Joseph sold for silver",
      "Gen 37:28",
      "His own brothers sell Joseph to traders for twenty pieces of silver.",
    ],
    [
      "Judas bargains for thirty pieces",
      "Matt 26:15",
      "One of the twelve agrees to hand Jesus over for a price in silver.",
    ],
  ),
  pair(
    "two-prisoners",
    "two condemned men",
    [
      "Joseph with the butler and baker",
      "Gen 40:21-22",
      "Of two prisoners beside Joseph, one is restored and the other hanged.",
    ],
    [
      "Two thieves beside Jesus",
      "Luke 23:43",
      "Of two criminals crucified with Christ, one receives the promise of paradise.",
    ],
  ),
  pair(
    "joseph-exalted",
    "exaltation",
    [
      "Joseph set over all Egypt",
      "Gen 41:41",
      "The rejected son is raised from prison to rule all Egypt under Pharaoh.",
    ],
    [
      "Exalted as Prince and Saviour",
      "Acts 5:31",
      "God lifts the crucified Jesus to His right hand to give repentance.",
    ],
  ),
  pair(
    "go-to-joseph",
    "obedience",
    [
      "Pharaoh sends the hungry to Joseph",
      "Gen 41:55",
      "In the famine Pharaoh sends the hungry people to Joseph for bread.",
    ],
    [
      "Mary sends servants to Jesus",
      "John 2:5",
      "At Cana Mary tells the servants to do whatever Jesus commands.",
    ],
  ),
  pair(
    "evil-meant-for-good",
    "providence",
    [
      "Joseph sees God's purpose",
      "Gen 50:20",
      "Joseph sees God's hand turning his brothers' crime into saving many lives.",
    ],
    [
      "Delivered by God's counsel",
      "Acts 2:23",
      "Wicked hands crucified Jesus, yet by God's plan His death saves.",
    ],
  ),
  pair(
    "lion-of-judah",
    "king",
    [
      "Jacob's blessing on Judah",
      "Gen 49:10",
      "Jacob foretells that rule stays in Judah until Shiloh comes.",
    ],
    [
      "The Lion of the tribe of Judah",
      "Rev 5:5",
      "The risen Christ is the Lion of Judah who prevails to open the scroll.",
    ],
  ),
  // ---------- The exodus ----------
  pair(
    "infants-slain",
    "deliverer spared",
    [
      "Pharaoh orders baby boys drowned",
      "Exod 1:22",
      "A tyrant tries to destroy the deliverer by killing Israel's infant sons.",
    ],
    [
      "Herod slays Bethlehem's children",
      "Matt 2:16",
      "Another king kills the young boys of Bethlehem, but the child escapes.",
    ],
  ),
  pair(
    "i-am",
    "divine name",
    [
      "God's name at the burning bush",
      "Exod 3:14",
      "From the burning bush God reveals Himself as the self-existent One.",
    ],
    ["Jesus claims the divine name", "John 8:58", "Jesus takes the divine name as His own."],
  ),
  pair(
    "water-to-blood",
    "last plagues",
    ["Nile turned to blood", "Exod 7:20", "The rod strikes the river and all its waters turn to blood."],
    ["Rivers and springs become blood", "Rev 16:4", "In the last plagues the waters again turn to blood."],
  ),
  pair(
    "plague-of-frogs",
    "last plagues",
    ["Frogs cover the land", "Exod 8:6", "Frogs swarm up out of the waters and fill Egypt."],
    [
      "Unclean spirits like frogs",
      "Rev 16:13",
      "Frog-like spirits go out from the dragon, beast and false prophet.",
    ],
  ),
  pair(
    "plague-of-boils",
    "last plagues",
    ["Boils break out on Egypt", "Exod 9:10", "Ashes from the furnace bring boils on people and beasts."],
    [
      "Sores on the beast's worshippers",
      "Rev 16:2",
      "The first bowl brings painful sores on those with the beast's mark.",
    ],
  ),
  pair(
    "plague-of-hail",
    "last plagues",
    ["Fiery hail strikes Egypt", "Exod 9:23", "God sends thunder, fire and hail on the land."],
    [
      "Great hail from heaven",
      "Rev 16:21",
      "The seventh plague ends with enormous hailstones falling on men.",
    ],
  ),
  pair(
    "plague-of-darkness",
    "last plagues",
    [
      "Thick darkness for three days",
      "Exod 10:22",
      "Moses stretches out his hand and thick darkness covers Egypt.",
    ],
    [
      "Darkness on the beast's kingdom",
      "Rev 16:10",
      "The fifth bowl plunges the beast's throne and kingdom into darkness.",
    ],
  ),
  pair(
    "passover-lamb",
    "sacrificial lamb",
    [
      "Passover lamb",
      "Exod 12:5-7",
      "A spotless lamb is slain and its blood marks the doors so death passes over.",
    ],
    ["Christ our passover", "1 Cor 5:7", "Paul names Christ as the Passover lamb sacrificed for us."],
  ),
  pair(
    "no-bone-broken",
    "sacrificial lamb",
    [
      "Not a bone of the lamb broken",
      "Exod 12:46",
      "The Passover lamb must be eaten without breaking any of its bones.",
    ],
    [
      "His legs are not broken",
      "John 19:36",
      "Soldiers spare Jesus' legs, and John sees the Passover rule fulfilled.",
    ],
  ),
  pair(
    "unleavened-bread",
    "feasts",
    [
      "Leaven put out of the house",
      "Exod 12:15",
      "For seven days Israel eats unleavened bread with no leaven in the home.",
    ],
    [
      "Keeping the feast without malice",
      "1 Cor 5:8",
      "Believers keep the feast by putting away malice and wickedness.",
    ],
  ),
  pair(
    "red-sea-baptism",
    "baptism",
    [
      "Israel crosses the Red Sea",
      "Exod 14:22",
      "The people walk through the sea on dry ground between walls of water.",
    ],
    [
      "Paul calls the crossing a baptism",
      "1 Cor 10:2",
      "Paul calls the sea crossing and the cloud a baptism of the nation.",
    ],
  ),
  pair(
    "song-of-moses",
    "deliverance",
    ["Moses sings by the sea", "Exod 15:1", "Delivered from Pharaoh, Israel sings of the LORD's triumph."],
    ["Song of Moses and the Lamb", "Rev 15:3", "The victors over the beast sing by a sea of glass."],
  ),
  pair(
    "manna",
    "bread from heaven",
    [
      "Manna in the wilderness",
      "Exod 16:15",
      "Each morning God feeds Israel with bread that falls from the sky.",
    ],
    ["Jesus the true bread", "John 6:32", "Jesus says the Father now gives the real bread from heaven."],
  ),
  pair(
    "smitten-rock",
    "living water",
    [
      "Water from the smitten rock",
      "Exod 17:6",
      "Moses strikes the rock at Horeb and water gushes out for the people.",
    ],
    [
      "Christ the Rock that followed",
      "1 Cor 10:4",
      "Paul says the rock that followed Israel was Christ Himself.",
    ],
  ),
  pair(
    "kingdom-of-priests",
    "people of god",
    [
      "A kingdom of priests",
      "Exod 19:6",
      "At Sinai God calls Israel to be His holy nation and royal priesthood.",
    ],
    [
      "A royal priesthood",
      "1 Pet 2:9",
      "Believers in Christ are now God's chosen people, called to show His praise.",
    ],
  ),
  pair(
    "blood-of-the-covenant",
    "covenant",
    [
      "Moses sprinkles covenant blood",
      "Exod 24:8",
      "Sinai's covenant is ratified with blood sprinkled on the people.",
    ],
    [
      "The cup at the Last Supper",
      "Matt 26:28",
      "At the supper Jesus offers the cup as His covenant blood shed for many.",
    ],
  ),
  pair(
    "law-on-stone-and-heart",
    "law",
    [
      "Tables written by God's finger",
      "Exod 31:18",
      "God gives Moses two stone tables written with His own finger.",
    ],
    [
      "Law written by the Spirit",
      "2 Cor 3:3",
      "The Spirit writes God's law on believers' hearts, not on stone.",
    ],
  ),
  pair(
    "moses-shining-face",
    "glory",
    [
      "Moses' face shines",
      "Exod 34:29",
      "Coming down from the mount, Moses' skin glows from speaking with God.",
    ],
    [
      "Jesus transfigured",
      "Matt 17:2",
      "On the mountain Jesus' face shines like the sun before His disciples.",
    ],
  ),
  // ---------- The sanctuary and its services ----------
  pair(
    "sanctuary-pattern",
    "sanctuary",
    [
      "Sanctuary built to a pattern",
      "Exod 25:8-9",
      "Moses is to build a dwelling for God after a pattern shown to him.",
    ],
    [
      "Earthly tent copies heaven's",
      "Heb 8:5",
      "The earthly tent was a copy of the heavenly sanctuary where Christ serves.",
    ],
  ),
  pair(
    "shewbread",
    "bread from heaven",
    ["Bread of the Presence", "Exod 25:30", "Bread is kept always on the golden table before the LORD."],
    [
      "Jesus gives His flesh as bread",
      "John 6:51",
      "Jesus says the bread He gives is His own flesh for the world's life.",
    ],
  ),
  pair(
    "golden-lampstand",
    "sanctuary",
    ["The golden lampstand", "Exod 25:31", "A lampstand of beaten gold lights the holy place."],
    [
      "Christ among the candlesticks",
      "Rev 1:13",
      "John sees the Son of Man walking among seven golden lampstands.",
    ],
  ),
  pair(
    "veil-of-the-sanctuary",
    "sanctuary",
    [
      "The veil before the most holy",
      "Exod 26:33",
      "A woven veil divides the holy place from the most holy place.",
    ],
    [
      "A new way through the veil",
      "Heb 10:20",
      "Christ opens a new and living way into God's presence through His flesh.",
    ],
  ),
  pair(
    "names-on-the-breastplate",
    "intercession",
    [
      "Names over Aaron's heart",
      "Exod 28:29",
      "The high priest carries the tribes' names on his breast into the holy place.",
    ],
    [
      "Christ's ceaseless intercession",
      "Heb 7:25",
      "Jesus saves completely, always living to plead for those who come.",
    ],
  ),
  pair(
    "altar-of-incense",
    "intercession",
    [
      "Incense burned morning and evening",
      "Exod 30:7-8",
      "Aaron keeps sweet incense rising before the LORD continually.",
    ],
    [
      "Incense with the saints' prayers",
      "Rev 8:3",
      "An angel offers much incense with the prayers of all saints at the altar.",
    ],
  ),
  pair(
    "brazen-laver",
    "cleansing",
    [
      "Priests wash at the laver",
      "Exod 30:19",
      "Before ministering, the priests wash their hands and feet at the laver.",
    ],
    [
      "The washing of regeneration",
      "Titus 3:5",
      "God saves us by the new birth's washing and the Spirit's renewal.",
    ],
  ),
  pair(
    "glory-fills-the-tent",
    "dwelling of god",
    ["Glory fills the tabernacle", "Exod 40:34", "The cloud covers the tent and God's glory fills it."],
    [
      "God's Son tents among us",
      "John 1:14",
      "God's Son pitches His tent in human flesh, full of grace and truth.",
    ],
  ),
  pair(
    "sweet-savour",
    "sacrifice",
    [
      "Burnt offering, a sweet savour",
      "Lev 1:9",
      "The whole offering rises in smoke as a pleasing aroma to the LORD.",
    ],
    [
      "Christ's fragrant sacrifice",
      "Eph 5:2",
      "Christ gave Himself for us as an offering of sweet fragrance to God.",
    ],
  ),
  pair(
    "day-of-atonement",
    "sanctuary",
    [
      "High priest enters the most holy",
      "Lev 16:15",
      "Once a year the high priest carries the goat's blood within the veil.",
    ],
    [
      "Christ enters with His own blood",
      "Heb 9:12",
      "Christ enters the heavenly holy place with His own blood.",
    ],
  ),
  pair(
    "scapegoat",
    "final atonement",
    [
      "The scapegoat led away",
      "Lev 16:21-22",
      "Confessed sins are laid on the live goat, sent off into the wilderness.",
    ],
    [
      "Satan bound in the pit",
      "Rev 20:2-3",
      "The author of sin is bound for 1,000 years in the abyss of a desolate earth.",
    ],
  ),
  pair(
    "outside-the-camp",
    "sacrifice",
    [
      "Sin offering burned outside camp",
      "Lev 16:27",
      "The bodies of the sin offerings are burned beyond the camp.",
    ],
    [
      "Suffering outside the gate",
      "Heb 13:12",
      "Jesus suffered outside Jerusalem's gate to sanctify the people.",
    ],
  ),
  pair(
    "life-in-the-blood",
    "blood",
    [
      "Atoning blood on the altar",
      "Lev 17:11",
      "God gives blood upon the altar to make atonement for souls.",
    ],
    ["Forgiveness through shed blood", "Heb 9:22", "Without shedding of blood there is no forgiveness."],
  ),
  pair(
    "firstfruits",
    "feasts",
    [
      "Wave sheaf of firstfruits",
      "Lev 23:11",
      "On the morrow after the sabbath the first sheaf is waved before the LORD.",
    ],
    ["Christ the firstfruits", "1 Cor 15:20", "Risen Christ is the first of the harvest of those who sleep."],
  ),
  pair(
    "feast-of-weeks",
    "feasts",
    [
      "Fifty days to the new offering",
      "Lev 23:16",
      "Israel counts fifty days from the wave sheaf to the feast of weeks.",
    ],
    [
      "The Spirit poured at Pentecost",
      "Acts 2:4",
      "When Pentecost fully comes, the disciples are filled with the Holy Spirit.",
    ],
  ),
  pair(
    "feast-of-trumpets",
    "feasts",
    [
      "Trumpets in the seventh month",
      "Lev 23:24",
      "The seventh month opens with a trumpet call before the atonement day.",
    ],
    [
      "Gospel flies to every nation",
      "Rev 14:6",
      "An angel carries the everlasting gospel to every nation before Christ returns.",
    ],
  ),
  pair(
    "feast-of-tabernacles",
    "feasts",
    [
      "Dwelling in booths",
      "Lev 23:42",
      "Israel lives in booths for seven days to remember the wilderness journey.",
    ],
    [
      "God's tabernacle with men",
      "Rev 21:3",
      "In the new earth God Himself dwells with His people for ever.",
    ],
  ),
  pair(
    "jubilee",
    "liberty",
    [
      "Jubilee liberty proclaimed",
      "Lev 25:10",
      "Every fiftieth year slaves go free and land returns to its owners.",
    ],
    [
      "Jesus proclaims the year of release",
      "Luke 4:19",
      "In Nazareth Jesus announces that His ministry is the year of release.",
    ],
  ),
  // ---------- The wilderness and the land ----------
  pair(
    "priestly-blessing",
    "blessing",
    [
      "Aaron blesses the people",
      "Num 6:24",
      "The priests put God's name on Israel with a threefold blessing.",
    ],
    [
      "Jesus blesses with lifted hands",
      "Luke 24:50",
      "Parting from them at Bethany, Jesus lifts His hands and blesses His disciples.",
    ],
  ),
  pair(
    "aarons-rod",
    "priesthood",
    [
      "Aaron's rod buds",
      "Num 17:8",
      "A dead rod sprouts and bears almonds overnight, confirming God's priest.",
    ],
    [
      "Christ called as high priest",
      "Heb 5:5",
      "Christ did not take the priesthood for Himself; the Father appointed Him.",
    ],
  ),
  pair(
    "red-heifer",
    "cleansing",
    [
      "Ashes of the red heifer",
      "Num 19:9",
      "The heifer's ashes are kept for water that purifies the unclean.",
    ],
    [
      "Blood that purges the conscience",
      "Heb 9:14",
      "Christ's blood does what ashes never could: it cleanses the conscience.",
    ],
  ),
  pair(
    "bronze-serpent",
    "healing by looking",
    ["Bronze serpent lifted up", "Num 21:8-9", "Bitten Israelites who look at the serpent on the pole live."],
    [
      "Son of Man lifted up",
      "John 3:14-15",
      "Jesus is lifted on the cross so that all who believe have life.",
    ],
  ),
  pair(
    "star-out-of-jacob",
    "messiah's birth",
    ["Balaam's star and sceptre", "Num 24:17", "Balaam foresees a star and sceptre rising from Israel."],
    ["Wise men follow His star", "Matt 2:2", "Magi from the east come seeking the newborn King of the Jews."],
  ),
  pair(
    "cities-of-refuge",
    "refuge",
    ["Cities of refuge", "Num 35:11", "Appointed cities shelter one who kills by accident from the avenger."],
    [
      "Believers flee to Christ",
      "Heb 6:18",
      "Believers run to Christ and take hold of the hope set before them.",
    ],
  ),
  pair(
    "wilderness-testing",
    "temptation",
    [
      "Forty years of testing",
      "Deut 8:2",
      "God leads Israel through the wilderness to humble and prove them.",
    ],
    [
      "Led into the wilderness",
      "Matt 4:1",
      "The Spirit leads Jesus into the desert to be tested, as Israel was.",
    ],
  ),
  pair(
    "prophet-like-moses",
    "prophet",
    ["A prophet like Moses", "Deut 18:15", "Moses foretells a prophet from among Israel whom all must hear."],
    ["Peter names that prophet", "Acts 3:22", "Peter declares Jesus to be the prophet Moses promised."],
  ),
  pair(
    "hanged-on-a-tree",
    "curse",
    ["Cursed is the hanged man", "Deut 21:23", "One hanged on a tree is under God's curse."],
    [
      "Made a curse for us",
      "Gal 3:13",
      "Christ bears the curse on the cross to redeem us from the law's curse.",
    ],
  ),
  pair(
    "rahabs-scarlet-cord",
    "redemption",
    ["Rahab's scarlet cord", "Josh 2:18", "A scarlet line in the window marks the house to be spared."],
    [
      "Redeemed by precious blood",
      "1 Pet 1:19",
      "We are bought back not with silver but with Christ's spotless blood.",
    ],
  ),
  pair(
    "rest-in-the-land",
    "rest",
    [
      "Joshua gives Israel rest",
      "Josh 21:44",
      "The LORD gives Israel rest on every side in the promised land.",
    ],
    [
      "Rest still promised to believers",
      "Heb 4:9",
      "Joshua's rest was not the last; a sabbath rest still remains.",
    ],
  ),
  pair(
    "samsons-death",
    "victory through death",
    [
      "Samson dies bringing down the house",
      "Judg 16:30",
      "In his death Samson destroys more enemies than in his life.",
    ],
    ["Christ breaks the devil's power", "Heb 2:14", "Through dying, Christ breaks the power of the devil."],
  ),
  pair(
    "kinsman-redeemer",
    "redemption",
    [
      "Boaz redeems Ruth",
      "Ruth 4:9-10",
      "A near kinsman buys back the inheritance and takes Ruth as his wife.",
    ],
    ["God's Son redeems His kin", "Gal 4:4-5", "God's Son became our kin to redeem those under the law."],
  ),
  // ---------- The kingdom ----------
  pair(
    "song-of-hannah",
    "song of praise",
    ["Hannah's song", "1 Sam 2:1", "Hannah rejoices in the LORD over the son God gave her."],
    ["Mary's Magnificat", "Luke 1:47", "Mary's spirit rejoices in God her Saviour over the coming child."],
  ),
  pair(
    "david-anointed",
    "anointing",
    [
      "Spirit comes on David",
      "1 Sam 16:13",
      "Samuel anoints David and the Spirit rests on him from that day.",
    ],
    [
      "Spirit descends like a dove",
      "Matt 3:16",
      "At His baptism the Spirit comes upon Jesus, the Anointed One.",
    ],
  ),
  pair(
    "david-and-goliath",
    "victory over satan",
    [
      "David slays Goliath",
      "1 Sam 17:50",
      "A shepherd boy defeats the giant and wins the battle for all Israel.",
    ],
    [
      "Christ triumphs over the powers",
      "Col 2:15",
      "Christ disarms the powers and triumphs over them at the cross.",
    ],
  ),
  pair(
    "crossing-the-kidron",
    "rejected king",
    [
      "David crosses the Kidron",
      "2 Sam 15:23",
      "Betrayed and driven out, the king crosses the brook weeping.",
    ],
    [
      "Jesus goes over the Cedron",
      "John 18:1",
      "On the night of betrayal Jesus crosses the same brook to the garden.",
    ],
  ),
  pair(
    "traitor-hangs-himself",
    "betrayal",
    [
      "Ahithophel hangs himself",
      "2 Sam 17:23",
      "David's trusted counsellor turns traitor and then takes his own life.",
    ],
    ["Judas hangs himself", "Matt 27:5", "The betrayer throws down the silver and takes his own life."],
  ),
  pair(
    "davids-throne",
    "king",
    [
      "David's throne for ever",
      "2 Sam 7:13",
      "God promises David a son whose kingdom He will establish for ever.",
    ],
    [
      "Jesus given David's throne",
      "Luke 1:32",
      "Gabriel says Mary's Son will receive the throne of His father David.",
    ],
  ),
  pair(
    "temple-stones",
    "temple",
    [
      "Stones made ready at the quarry",
      "1 Kgs 6:7",
      "Solomon's temple rises with stones shaped before they reach the site.",
    ],
    ["Living stones built up", "1 Pet 2:5", "Believers are built into a spiritual house around Christ."],
  ),
  pair(
    "greater-than-solomon",
    "wisdom",
    ["The queen of Sheba visits", "1 Kgs 10:1", "A queen travels far to test Solomon's famous wisdom."],
    [
      "Jesus, wiser than Solomon",
      "Matt 12:42",
      "Jesus says wisdom greater than Solomon's now stands before Israel.",
    ],
  ),
  pair(
    "widows-son-raised",
    "resurrection",
    [
      "Elijah raises a widow's son",
      "1 Kgs 17:22",
      "The prophet prays and the dead boy's soul returns to him.",
    ],
    [
      "The widow of Nain's son",
      "Luke 7:14-15",
      "Jesus touches the bier, and the dead young man sits up and speaks.",
    ],
  ),
  pair(
    "how-long-halt-ye",
    "choice",
    ["Elijah on Carmel", "1 Kgs 18:21", "Elijah calls Israel to stop wavering between the LORD and Baal."],
    [
      "Jesus on divided loyalty",
      "Matt 6:24",
      "Jesus says divided loyalty is impossible: choose God or mammon.",
    ],
  ),
  pair(
    "jezebel",
    "false worship",
    ["Jezebel stirs up Ahab", "1 Kgs 21:25", "The queen leads the king and nation into Baal worship."],
    [
      "Jezebel in Thyatira",
      "Rev 2:20",
      "Christ rebukes a church that tolerates a Jezebel teaching idolatry.",
    ],
  ),
  pair(
    "elijahs-ascension",
    "ascension",
    [
      "Elijah taken up in a whirlwind",
      "2 Kgs 2:11",
      "A chariot of fire parts the prophets and Elijah goes up to heaven.",
    ],
    [
      "Jesus taken up in a cloud",
      "Acts 1:9",
      "While His disciples watch, Jesus ascends and a cloud receives Him.",
    ],
  ),
  pair(
    "shunammites-son",
    "resurrection",
    ["Elisha raises the Shunammite's boy", "2 Kgs 4:35", "The child sneezes seven times and opens his eyes."],
    [
      "Jairus' daughter raised",
      "Mark 5:41-42",
      "Jesus takes Jairus' daughter by the hand and she rises and walks.",
    ],
  ),
  pair(
    "loaves-multiplied",
    "provision",
    [
      "Twenty loaves feed a hundred",
      "2 Kgs 4:42-44",
      "Elisha's servant serves the loaves and food is left over.",
    ],
    [
      "Five loaves feed five thousand",
      "John 6:11",
      "Jesus gives thanks and distributes bread until all are filled.",
    ],
  ),
  pair(
    "naaman-cleansed",
    "cleansing",
    [
      "Naaman dips in the Jordan",
      "2 Kgs 5:14",
      "The Syrian leper obeys and his flesh becomes like a child's.",
    ],
    ["Jesus touches a leper", "Mark 1:42", "At Jesus' word the leprosy leaves at once and the man is clean."],
  ),
  pair(
    "esther-before-the-throne",
    "intercession",
    [
      "Esther goes in to the king",
      "Esth 4:16",
      "Risking death, Esther approaches the throne to plead for her people.",
    ],
    [
      "Access to the throne of grace",
      "Heb 4:16",
      "Through our High Priest we may approach God's throne of grace freely.",
    ],
  ),
  pair(
    "decree-against-gods-people",
    "final conflict",
    ["Haman's death decree", "Esth 3:13", "A royal decree orders all Jews killed on a single day."],
    [
      "Dragon wars with the remnant",
      "Rev 12:17",
      "Satan is enraged at those who keep God's commandments and Jesus' testimony.",
    ],
  ),
  // ---------- Psalms ----------
  pair(
    "thou-art-my-son",
    "sonship",
    ["The LORD's decree to His King", "Ps 2:7", "The LORD declares His anointed King to be His Son."],
    ["Greater than the angels", "Heb 1:5", "Hebrews applies the decree to Jesus to show He outranks angels."],
  ),
  pair(
    "not-see-corruption",
    "resurrection",
    [
      "Holy One not left in the grave",
      "Ps 16:10",
      "David trusts that God will not let His Holy One see decay.",
    ],
    [
      "David spoke of the resurrection",
      "Acts 2:31",
      "Peter says the psalm foretold Christ's body rising uncorrupted.",
    ],
  ),
  pair(
    "why-hast-thou-forsaken",
    "suffering messiah",
    ["A cry of abandonment", "Ps 22:1", "The psalmist asks why God has forsaken him."],
    [
      "Jesus' cry at the ninth hour",
      "Matt 27:46",
      "At the ninth hour Jesus cries out these words from the cross.",
    ],
  ),
  pair(
    "pierced-hands",
    "suffering messiah",
    ["Hands and feet pierced", "Ps 22:16", "The sufferer is surrounded and his hands and feet are pierced."],
    [
      "Thomas sees the nail prints",
      "John 20:27",
      "The risen Jesus invites Thomas to touch His wounded hands and side.",
    ],
  ),
  pair(
    "garments-divided",
    "suffering messiah",
    [
      "Lots cast for clothing",
      "Ps 22:18",
      "Enemies share out the sufferer's clothes and gamble for his robe.",
    ],
    [
      "Soldiers gamble for His coat",
      "John 19:24",
      "At the cross the soldiers cast lots for Jesus' seamless garment.",
    ],
  ),
  pair(
    "good-shepherd",
    "shepherd",
    ["David's shepherd psalm", "Ps 23:1", "David trusts the LORD to lead and provide as a shepherd does."],
    [
      "The good shepherd gives His life",
      "John 10:11",
      "Jesus is the shepherd who lays down His life for the sheep.",
    ],
  ),
  pair(
    "lo-i-come",
    "sacrifice",
    [
      "One comes to do God's will",
      "Ps 40:7-8",
      "The speaker offers himself, written of in the book, to do God's will.",
    ],
    [
      "Christ's body replaces offerings",
      "Heb 10:7",
      "Christ comes to do God's will, replacing animal sacrifice with Himself.",
    ],
  ),
  pair(
    "familiar-friend",
    "betrayal",
    [
      "Betrayed by a close friend",
      "Ps 41:9",
      "A trusted friend who shared bread lifts up his heel against the psalmist.",
    ],
    [
      "Jesus foretells Judas' betrayal",
      "John 13:18",
      "Jesus quotes the psalm as Judas prepares to betray Him.",
    ],
  ),
  pair(
    "ascended-on-high",
    "ascension",
    ["God ascends in triumph", "Ps 68:18", "God ascends on high in triumph and receives gifts for men."],
    ["Ascended Christ gives gifts", "Eph 4:8", "The ascended Christ pours out gifts on His church."],
  ),
  pair(
    "zeal-for-gods-house",
    "temple",
    ["Consumed by zeal for God's house", "Ps 69:9", "Love for God's house consumes the psalmist."],
    [
      "Jesus cleanses the temple",
      "John 2:17",
      "Driving out the traders, Jesus reminds the disciples of this psalm.",
    ],
  ),
  pair(
    "vinegar-to-drink",
    "suffering messiah",
    [
      "Vinegar given to the sufferer",
      "Ps 69:21",
      "Enemies give the sufferer gall for food and vinegar to drink.",
    ],
    [
      "Given vinegar on the cross",
      "John 19:29",
      "A sponge of vinegar is lifted to Jesus' mouth as He thirsts.",
    ],
  ),
  pair(
    "sit-at-my-right-hand",
    "exaltation",
    [
      "David's Lord seated at God's right",
      "Ps 110:1",
      "The LORD seats David's Lord at His right hand until His foes are subdued.",
    ],
    [
      "Christ waits at God's right hand",
      "Heb 10:13",
      "Christ, His sacrifice finished, waits at God's right hand.",
    ],
  ),
  pair(
    "rejected-stone",
    "cornerstone",
    [
      "The rejected stone made head",
      "Ps 118:22",
      "The stone the builders threw away becomes the chief cornerstone.",
    ],
    [
      "Jesus, stone rejected by leaders",
      "Matt 21:42",
      "Jesus applies the psalm to Himself as Israel's leaders reject Him.",
    ],
  ),
  pair(
    "blessed-is-he-that-cometh",
    "king",
    [
      "Welcome for the one who comes",
      "Ps 118:26",
      "The festal psalm blesses the one who comes in the LORD's name.",
    ],
    ["Crowds hail the Son of David", "Matt 21:9", "Crowds shout the psalm as Jesus rides into Jerusalem."],
  ),
  // ---------- Prophets ----------
  pair(
    "virgin-shall-conceive",
    "messiah's birth",
    ["Isaiah's Immanuel sign", "Isa 7:14", "Isaiah gives a sign: a virgin's son called Immanuel."],
    [
      "Virgin birth of Jesus",
      "Matt 1:23",
      "Matthew sees Isaiah's sign fulfilled in the virgin birth of Jesus.",
    ],
  ),
  pair(
    "great-light-in-galilee",
    "light",
    ["Great light in Galilee", "Isa 9:1-2", "People walking in darkness in the north see a great light."],
    [
      "Jesus begins in Galilee",
      "Matt 4:16",
      "Jesus' Galilean ministry fulfils the promised dawning of light.",
    ],
  ),
  pair(
    "child-is-born",
    "messiah's birth",
    [
      "A child with divine names",
      "Isa 9:6",
      "A child is given whose names include Mighty God and Prince of Peace.",
    ],
    [
      "A Saviour born in David's city",
      "Luke 2:11",
      "Angels announce the birth of Christ the Lord to shepherds.",
    ],
  ),
  pair(
    "rod-of-jesse",
    "king",
    ["A Branch from Jesse's roots", "Isa 11:1", "A shoot grows from the stump of Jesse's fallen line."],
    ["Root and offspring of David", "Rev 22:16", "Jesus is both David's source and his descendant."],
  ),
  pair(
    "lucifer-falls",
    "great controversy",
    ["Lucifer falls from heaven", "Isa 14:12", "The shining one who sought God's throne is cast down."],
    [
      "The dragon cast out",
      "Rev 12:9",
      "The old serpent, the devil, is thrown out of heaven with his angels.",
    ],
  ),
  pair(
    "babylon-is-fallen",
    "babylon",
    ["Babylon's fall announced", "Isa 21:9", "News comes that Babylon has fallen and its idols lie broken."],
    ["Second angel: Babylon fallen", "Rev 14:8", "A last-day message declares spiritual Babylon fallen."],
  ),
  pair(
    "death-swallowed-up",
    "resurrection",
    ["Death abolished for ever", "Isa 25:8", "God promises to abolish death and wipe away every tear."],
    [
      "Mortals put on immortality",
      "1 Cor 15:54",
      "When the dead are raised incorruptible, death loses its sting.",
    ],
  ),
  pair(
    "tried-cornerstone",
    "cornerstone",
    [
      "A tried stone laid in Zion",
      "Isa 28:16",
      "God lays a precious, tested foundation stone for those who trust.",
    ],
    ["Christ the chosen cornerstone", "1 Pet 2:6", "Peter identifies Christ as the chosen cornerstone."],
  ),
  pair(
    "blind-eyes-opened",
    "healing",
    ["Eyes of the blind opened", "Isa 35:5", "When God comes to save, the blind see and the deaf hear."],
    [
      "Jesus' answer to John's disciples",
      "Matt 11:5",
      "Jesus points to His healings as proof that He is the one to come.",
    ],
  ),
  pair(
    "voice-in-the-wilderness",
    "forerunner",
    ["A herald in the wilderness", "Isa 40:3", "A herald calls for a highway to be prepared for the LORD."],
    ["John preaches in Judaea", "Matt 3:3", "John the Baptist is the voice preparing the way for Jesus."],
  ),
  pair(
    "servant-beloved",
    "servant",
    ["God's chosen Servant", "Isa 42:1", "God upholds His chosen servant and puts His Spirit on him."],
    [
      "The Father's voice at the Jordan",
      "Matt 3:17",
      "A voice from heaven declares the Father's delight in Jesus.",
    ],
  ),
  pair(
    "cyrus-dries-the-river",
    "babylon",
    [
      "Cyrus and the dried rivers",
      "Isa 44:27-28",
      "God names Cyrus, who will dry up the waters and take Babylon.",
    ],
    ["Euphrates dried up", "Rev 16:12", "The sixth plague dries the river for the kings from the east."],
  ),
  pair(
    "back-to-the-smiters",
    "suffering messiah",
    [
      "Servant endures shame and spitting",
      "Isa 50:6",
      "The servant does not hide his face from shame and spitting.",
    ],
    ["Spat on and struck", "Matt 26:67", "At His trial Jesus is spat upon and beaten."],
  ),
  pair(
    "bore-our-griefs",
    "healing",
    ["Servant carries our sorrows", "Isa 53:4", "The servant carries the sorrows and sicknesses of others."],
    ["Healing all that were sick", "Matt 8:17", "Jesus heals the crowds, taking our infirmities on Himself."],
  ),
  pair(
    "by-his-stripes",
    "substitution",
    [
      "Servant wounded for our sins",
      "Isa 53:5",
      "The servant is bruised for our sins, and by his wounds we are healed.",
    ],
    [
      "Christ carries sins to the tree",
      "1 Pet 2:24",
      "Christ carried our sins on the tree so that we may live to righteousness.",
    ],
  ),
  pair(
    "lamb-to-the-slaughter",
    "sacrificial lamb",
    ["Silent as a lamb", "Isa 53:7", "Oppressed and afflicted, the servant does not open his mouth."],
    [
      "Philip preaches from Isaiah",
      "Acts 8:35",
      "Philip begins at this scripture and tells the eunuch about Jesus.",
    ],
  ),
  pair(
    "grave-with-the-rich",
    "burial",
    ["A grave with the rich", "Isa 53:9", "The innocent servant is assigned a grave with a rich man."],
    [
      "Buried in Joseph's new tomb",
      "Matt 27:60",
      "A rich disciple lays Jesus' body in his own rock-hewn tomb.",
    ],
  ),
  pair(
    "numbered-with-transgressors",
    "substitution",
    [
      "Servant counted among sinners",
      "Isa 53:12",
      "The servant pours out his soul and is counted among sinners.",
    ],
    [
      "Jesus applies Isaiah 53 to Himself",
      "Luke 22:37",
      "On His last night Jesus says this prophecy must now be fulfilled in Him.",
    ],
  ),
  pair(
    "new-heavens",
    "restoration",
    [
      "New heavens and a new earth",
      "Isa 65:17",
      "God promises a creation so new that the former is forgotten.",
    ],
    ["John sees all things new", "Rev 21:1", "John sees the new heaven and new earth, and no more sea."],
  ),
  pair(
    "new-covenant",
    "covenant",
    [
      "New covenant promised",
      "Jer 31:33",
      "God promises a new covenant with His law placed inside His people.",
    ],
    ["Christ mediates the new covenant", "Heb 8:10", "Hebrews says Christ mediates this new covenant now."],
  ),
  pair(
    "come-out-of-babylon",
    "babylon",
    [
      "Leave Babylon before judgment",
      "Jer 51:45",
      "God calls His people to leave Babylon before her judgment falls.",
    ],
    ["Call out of end-time Babylon", "Rev 18:4", "A voice calls the faithful out of end-time Babylon."],
  ),
  pair(
    "one-shepherd-david",
    "shepherd",
    [
      "One shepherd of David's line",
      "Ezek 34:23",
      "God promises to set one shepherd of David's line over His flock.",
    ],
    ["One flock under Jesus", "John 10:16", "Jesus will gather other sheep too into a single flock."],
  ),
  pair(
    "new-heart",
    "new birth",
    [
      "A new heart and spirit",
      "Ezek 36:26",
      "God promises to replace the heart of stone with a heart of flesh.",
    ],
    ["New creation in Christ", "2 Cor 5:17", "Anyone in Christ is a new creation; the old has passed away."],
  ),
  pair(
    "breath-on-dry-bones",
    "holy spirit",
    ["Breath enters the dry bones", "Ezek 37:10", "The prophet prophesies and the slain army rises to life."],
    [
      "Jesus breathes on the disciples",
      "John 20:22",
      "The risen Lord breathes on them and says, Receive the Holy Ghost.",
    ],
  ),
  pair(
    "waters-from-the-temple",
    "living water",
    [
      "Waters flow from the temple",
      "Ezek 47:1",
      "A stream issues from under the temple threshold and deepens into a river.",
    ],
    [
      "Streams from within believers",
      "John 7:38",
      "Jesus promises streams flowing from believers, speaking of the Spirit.",
    ],
  ),
  // ---------- Daniel: prophecy on the historicist timeline ----------
  pair(
    "stone-kingdom",
    "kingdom of god",
    [
      "Stone kingdom fills the earth",
      "Dan 2:44",
      "After the metal kingdoms, God sets up a kingdom that will never end.",
    ],
    [
      "Kingdoms become Christ's",
      "Rev 11:15",
      "At the seventh trumpet the world's kingdoms become the Lord's.",
    ],
  ),
  pair(
    "image-worship-decree",
    "final conflict",
    [
      "Bow to the golden image or burn",
      "Dan 3:6",
      "Nebuchadnezzar commands worship of his image on pain of death.",
    ],
    [
      "Image of the beast enforced",
      "Rev 13:15",
      "The end-time image demands worship, with death for refusers.",
    ],
  ),
  pair(
    "fourth-in-the-fire",
    "god with us",
    [
      "A fourth man in the furnace",
      "Dan 3:25",
      "One like the Son of God walks with the three Hebrews in the flames.",
    ],
    [
      "Christ's promise to be with us",
      "Matt 28:20",
      "The risen Christ promises His presence to the end of the world.",
    ],
  ),
  pair(
    "sealed-stone",
    "death and resurrection",
    [
      "A stone sealed on the den",
      "Dan 6:17",
      "The king seals the stone over the lions' den with his signet.",
    ],
    ["The tomb stone sealed", "Matt 27:66", "Guards seal Jesus' tomb, but no seal can hold Him in."],
  ),
  pair(
    "son-of-man-with-clouds",
    "second coming",
    [
      "Son of Man before the Ancient",
      "Dan 7:13",
      "Daniel sees the Son of Man come with clouds to the Ancient of Days.",
    ],
    [
      "Jesus' claim before the council",
      "Matt 26:64",
      "Before the council Jesus claims Daniel's vision for Himself.",
    ],
  ),
  pair(
    "time-times-half",
    "prophetic time",
    [
      "Time, times and half a time",
      "Dan 7:25",
      "The little horn speaks against God and wears out saints for 1,260 years.",
    ],
    ["Forty and two months", "Rev 13:5", "The beast rules for the same 1,260 prophetic days (AD 538–1798)."],
  ),
  pair(
    "judgment-given-to-saints",
    "judgment",
    [
      "Saints receive the kingdom",
      "Dan 7:22",
      "The Ancient of Days gives judgment to the saints and they take the kingdom.",
    ],
    [
      "Redeemed judge in the millennium",
      "Rev 20:4",
      "During the 1,000 years the redeemed sit on thrones and judge.",
    ],
  ),
  pair(
    "sanctuary-cleansed",
    "judgment",
    [
      "Sanctuary cleansed after 2,300 days",
      "Dan 8:14",
      "2,300 prophetic days (years) from 457 BC reach 1844, when the heavenly cleansing begins.",
    ],
    [
      "Judgment hour announced",
      "Rev 14:7",
      "The first angel announces the pre-advent judgment now in session.",
    ],
  ),
  pair(
    "seventy-weeks",
    "prophetic time",
    [
      "Messiah the Prince after 69 weeks",
      "Dan 9:25",
      "From the decree to rebuild, 483 years reach the Anointed One (AD 27).",
    ],
    [
      "Jesus announces the time is here",
      "Mark 1:15",
      "After His baptism Jesus announces that the prophetic time has arrived.",
    ],
  ),
  pair(
    "sacrifice-ceases",
    "sanctuary",
    [
      "Sacrifice ceases mid-week",
      "Dan 9:27",
      "In the middle of the last week the Messiah ends sacrifice and offering.",
    ],
    [
      "Veil torn from top to bottom",
      "Matt 27:51",
      "At Jesus' death the temple veil rips, ending the old services.",
    ],
  ),
  pair(
    "book-sealed-and-opened",
    "time of the end",
    ["Book sealed till the end", "Dan 12:4", "Daniel is told to seal his book until the time of the end."],
    [
      "A little book open",
      "Rev 10:2",
      "A mighty angel holds the opened book as time prophecy is understood.",
    ],
  ),
  pair(
    "many-that-sleep-awake",
    "resurrection",
    [
      "Sleepers in the dust awake",
      "Dan 12:2",
      "Many who sleep in the dust rise, some to life and some to shame.",
    ],
    [
      "The dead hear His voice",
      "John 5:28-29",
      "The dead come out at His voice, to life or to condemnation.",
    ],
  ),
  // ---------- The minor prophets ----------
  pair(
    "out-of-egypt",
    "israel and christ",
    ["Israel called out of Egypt", "Hos 11:1", "God remembers calling young Israel out of Egypt in love."],
    ["Jesus' stay in Egypt", "Matt 2:15", "Jesus relives Israel's story, called out of Egypt as God's Son."],
  ),
  pair(
    "hosea-redeems-gomer",
    "redeeming love",
    [
      "Hosea loves an unfaithful wife",
      "Hos 3:1",
      "God tells Hosea to love his wayward wife, as He loves Israel.",
    ],
    [
      "Christ dies for rebels",
      "Rom 5:8",
      "God shows His love in that Christ died for us while we were rebels.",
    ],
  ),
  pair(
    "third-day",
    "resurrection",
    [
      "Revived on the third day",
      "Hos 6:2",
      "After two days God revives and on the third day raises His people.",
    ],
    [
      "Christ risen on the third day",
      "1 Cor 15:4",
      "Christ rose on the third day according to the scriptures.",
    ],
  ),
  pair(
    "spirit-poured-out",
    "holy spirit",
    [
      "Spirit promised to all",
      "Joel 2:28",
      "God promises to pour His Spirit on sons, daughters and old men.",
    ],
    [
      "Peter explains Pentecost",
      "Acts 2:16",
      "Peter explains Pentecost as the fulfilment of Joel's promise.",
    ],
  ),
  pair(
    "darkness-at-noon",
    "cross",
    ["The sun goes down at noon", "Amos 8:9", "God warns He will darken the earth in broad daylight."],
    [
      "Darkness over all the land",
      "Matt 27:45",
      "From the sixth to the ninth hour darkness covers the land at the cross.",
    ],
  ),
  pair(
    "jonah-three-days",
    "death and resurrection",
    ["Jonah in the fish", "Jonah 1:17", "Jonah spends three days and three nights inside the great fish."],
    ["Three days in the earth", "Matt 12:40", "Jesus says His time in the tomb is the sign of Jonah."],
  ),
  pair(
    "asleep-in-the-storm",
    "storm",
    ["Jonah asleep in the ship", "Jonah 1:5", "The fleeing prophet sleeps below deck while the storm rages."],
    [
      "Jesus asleep on a pillow",
      "Mark 4:38",
      "Jesus sleeps in the boat and then calms the storm with a word.",
    ],
  ),
  pair(
    "nineveh-repents",
    "repentance",
    ["Nineveh believes and fasts", "Jonah 3:5", "The great city repents at a foreign prophet's warning."],
    [
      "Nineveh will judge this generation",
      "Matt 12:41",
      "Nineveh's repentance condemns those who reject Jesus.",
    ],
  ),
  pair(
    "bethlehem-ephratah",
    "messiah's birth",
    [
      "Ruler from little Bethlehem",
      "Mic 5:2",
      "A ruler whose origins are from eternity will come from Bethlehem.",
    ],
    [
      "Born in Bethlehem of Judaea",
      "Matt 2:6",
      "The scribes point Herod to Bethlehem from Micah's prophecy.",
    ],
  ),
  pair(
    "king-on-a-donkey",
    "king",
    ["King lowly on an ass", "Zech 9:9", "Zion's king comes to her humble and riding a young donkey."],
    [
      "Jesus rides into Jerusalem",
      "John 12:15",
      "Jesus enters the city on a young ass to fulfil the prophecy.",
    ],
  ),
  pair(
    "joshuas-filthy-garments",
    "righteousness by faith",
    [
      "Filthy garments taken away",
      "Zech 3:4",
      "The high priest's soiled robes are removed and clean ones given.",
    ],
    [
      "Robes washed in the Lamb's blood",
      "Rev 7:14",
      "The redeemed have made their robes white in the blood of the Lamb.",
    ],
  ),
  pair(
    "priest-on-his-throne",
    "priesthood",
    [
      "The Branch, a priest on his throne",
      "Zech 6:13",
      "The Branch builds the temple and rules as king and priest together.",
    ],
    [
      "High priest at the throne's right",
      "Heb 8:1",
      "Our high priest sits at the right hand of the Majesty in heaven.",
    ],
  ),
  pair(
    "thirty-pieces",
    "betrayal",
    [
      "Price cast to the potter",
      "Zech 11:13",
      "The shepherd's wage of thirty silver pieces is thrown to the potter.",
    ],
    [
      "The potter's field bought",
      "Matt 27:7",
      "The priests use Judas' returned silver to buy a potter's field.",
    ],
  ),
  pair(
    "look-on-the-pierced",
    "cross",
    [
      "Mourning for the pierced one",
      "Zech 12:10",
      "Jerusalem will mourn as they look upon the one they pierced.",
    ],
    [
      "Looking on the pierced Christ",
      "John 19:37",
      "John sees the soldier's spear thrust fulfil the word about the pierced one.",
    ],
  ),
  pair(
    "smite-the-shepherd",
    "shepherd",
    [
      "Shepherd struck, sheep scattered",
      "Zech 13:7",
      "When the shepherd is struck, the sheep are scattered.",
    ],
    ["Jesus warns of scattering", "Matt 26:31", "Jesus warns that His arrest will scatter His followers."],
  ),
  pair(
    "elijah-to-come",
    "forerunner",
    [
      "Elijah sent before the day",
      "Mal 4:5",
      "God promises to send Elijah before the great day of the LORD.",
    ],
    [
      "John is the promised Elijah",
      "Matt 11:14",
      "Jesus identifies John the Baptist as the promised Elijah.",
    ],
  ),
  pair(
    "sun-of-righteousness",
    "light",
    ["Sun of righteousness rises", "Mal 4:2", "Healing rises with the sun for those who fear God's name."],
    ["Zacharias hails the dawn", "Luke 1:78", "Zacharias praises God for the dawn visiting us in Christ."],
  ),
];
