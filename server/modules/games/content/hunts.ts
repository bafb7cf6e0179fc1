// Treasure Hunt content (games.md §4.20): the curated bank the daily edition rotates through. Each hunt is a chain of
// 5–8 clues (theme → room → principle → … → verse) ending in a verse clue whose answer is the hunt's final verse.
// Text answers are judged by R8 (lower case; containment only for answers of at least 4 letters); room clues hold
// the room's name from the palace overview (the game also accepts its tag and id); verse clues hold references as a
// reader types them, judged by R1/R2. Everything is in our own words. Server-only: this file is the answer key.
import type { Hunt } from "./adventure-types";

export const hunts: readonly Hunt[] = [
  // ── Beginner ────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: "god-among-his-people",
    title: "God Among His People",
    difficulty: "beginner",
    category: "Sanctuary",
    intro:
      "From the garden to the wilderness, God has always wanted to be near His people. Follow five clues through the palace to the verse where He asks Israel to build Him a home in the middle of the camp.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "In Eden God walked with Adam in the cool of the day. After sin, that closeness was broken, yet God kept planning a way back to it. What one word sums up God's desire to live with, and be close to, His people?",
        accepted: [
          "presence",
          "god's presence",
          "dwelling",
          "dwelling with us",
          "immanuel",
          "emmanuel",
          "god with us",
          "nearness",
          "fellowship",
        ],
        hint1: "a single word for a great Bible theme",
        hint2: "Think of the name Isaiah gives the promised Child, or of God living in the camp.",
        explanation:
          "The Bible's story is about God's presence: lost in Eden, pictured in the tabernacle, embodied in Christ (John 1:14) and restored at the end (Rev 21:3).",
      },
      {
        n: 2,
        type: "room",
        text: "Which palace room treats the tent in the wilderness as God's blueprint of salvation, tracing a path from the gate to the ark so that every text can be tagged with its article, service or space?",
        accepted: ["Blue Room (Sanctuary)"],
        hint1: "a room on floor 5",
        hint2: "Its name is a colour, the colour of the thread woven through the tabernacle curtains.",
        explanation:
          "The Blue Room reads the sanctuary as the plan of salvation in picture form, from justification at the gate to glorification at the ark.",
      },
      {
        n: 3,
        type: "principle",
        text: "Inside the Most Holy Place stood a gold-covered chest holding the tables of the law, with a lid of pure gold between two cherubim. God promised to meet Moses above that lid. Which sanctuary article is it?",
        accepted: ["ark of the covenant", "ark of the testimony", "ark", "mercy seat"],
        hint1: "a sanctuary article in the Most Holy Place",
        hint2: "It is the only piece of furniture behind the inner curtain.",
        explanation:
          "The ark held God's law, and its golden lid, the mercy seat, was where the blood was sprinkled: justice and mercy meeting at God's throne (Exod 25:22).",
      },
      {
        n: 4,
        type: "person",
        text: "This man met God on the mountain for forty days and was shown the exact pattern of the tabernacle, so that he could tell the people what to build down to the last curtain, loop and socket. Who was he?",
        accepted: ["moses"],
        hint1: "a person from the book of Exodus",
        hint2: "He led Israel out of Egypt and was raised in Pharaoh's palace.",
        explanation:
          "Moses received the pattern on Sinai and was told to make everything after it (Exod 25:40), because the earthly tent copied a heavenly reality (Heb 8:5).",
      },
      {
        n: 5,
        type: "verse",
        text: "Find the treasure verse: in the chapter where the building instructions begin, God explains the reason for the whole project in one short sentence. The people are to make Him a holy place, so that He may live among them.",
        accepted: ["Exod 25:8"],
        hint1: "a verse in Exodus",
        hint2:
          "Look near the start of the chapter that begins the tabernacle instructions, just after the list of offerings.",
        explanation:
          "God's reason for the sanctuary was never distance but nearness: He wanted to dwell among them, a promise fulfilled when the Word tabernacled among us.",
      },
    ],
    finalRef: "Exod 25:8",
    conclusion:
      "The treasure is a promise: \"let them make me a sanctuary; that I may dwell among them\" (Exod 25:8). The tabernacle was not built so that God could keep His people at arm's length, but so that He could live in the middle of their camp. Every curtain and article pointed to Jesus, who came and lived among us (John 1:14), and to the day when the dwelling of God will be with His people for ever (Rev 21:3). Wherever you are today, God's desire is the same: to be near you.",
  },
  {
    id: "the-lamb-god-provides",
    title: "The Lamb God Provides",
    difficulty: "beginner",
    category: "Christ",
    intro:
      "On a mountain in Moriah a father was given a promise he did not fully understand. Follow the clues from that altar to the riverbank where the promise was pointed out in person.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "Abel brought one, Abraham was given one in his son's place, and every Israelite home killed one at the first Passover. This gentle animal runs through the whole Bible as a picture of the Saviour. Which animal is it?",
        accepted: ["lamb", "a lamb", "lambs", "sheep", "passover lamb"],
        hint1: "an animal used in sacrifice",
        hint2: "It is young, and it was to be without blemish.",
        explanation:
          "The lamb is one of Scripture's clearest pictures of Christ: innocent, offered in the place of another, and finally seen on the throne (Rev 5:6).",
      },
      {
        n: 2,
        type: "room",
        text: "Which room builds a personal dictionary of God's images, tracing one picture through the whole canon on the assumption that God uses His imagery consistently, and then finding its fulfilment in Christ?",
        accepted: ["Symbols/Types Room"],
        hint1: "a room on floor 2",
        hint2: "Its name joins two words with a slash: pictures, and shadows that point forward.",
        explanation:
          "The Symbols/Types Room follows a symbol such as the lamb from Genesis to Revelation and asks how Jesus fulfils it.",
      },
      {
        n: 3,
        type: "principle",
        text: "In the courtyard of the tabernacle stood a bronze piece of furniture where animals were offered and their blood was poured out at its base. It is the first thing a worshipper met after coming through the entrance. Which article is it?",
        accepted: [
          "altar of burnt offering",
          "altar",
          "brazen altar",
          "bronze altar",
          "brass altar",
          "burnt offering",
        ],
        hint1: "a sanctuary article in the courtyard",
        hint2: "Fire on it was never to go out.",
        explanation:
          "The altar of burnt offering points to the cross, where the Lamb of God was offered once for all (Heb 13:10-12).",
      },
      {
        n: 4,
        type: "person",
        text: "He wore camel's hair, ate locusts and wild honey, and baptised crowds in the Jordan. When Jesus walked towards him one day, he pointed and told everyone to look. Who was this forerunner?",
        accepted: ["john the baptist", "john the baptiser", "john", "baptist", "john son of zacharias"],
        hint1: "a person from the Gospels",
        hint2: "His father Zacharias was a priest who served at the incense altar.",
        explanation:
          "John the Baptist prepared the way of the Lord (Isa 40:3) and was the first to name Jesus publicly as the sacrifice every lamb had pictured.",
      },
      {
        n: 5,
        type: "verse",
        text: "Find the treasure verse: in the first chapter of the fourth Gospel, the forerunner sees Jesus coming and calls Him the Lamb of God who takes away the sin of the world. Which verse records this?",
        accepted: ["John 1:29", "John 1:36"],
        hint1: "a verse in John",
        hint2: 'It is in chapter 1, on "the next day" after the priests came to question the forerunner.',
        explanation:
          "Abraham said God would provide Himself a lamb (Gen 22:8); at the Jordan John pointed to Him. The whole line of sacrifices found its meaning in Jesus.",
      },
    ],
    finalRef: "John 1:29",
    conclusion:
      'The treasure is a person. Abraham told Isaac that God would provide Himself a lamb (Gen 22:8), and centuries later John the Baptist pointed at Jesus and said, "Behold the Lamb of God, which taketh away the sin of the world" (John 1:29). Every lamb on every altar had been a promise waiting for this moment. Jesus takes away not just the guilt of one family or one nation but the sin of the world, and that includes yours. Look to Him, as John invited the crowd to do.',
  },
  {
    id: "light-of-the-world",
    title: "Light of the World",
    difficulty: "beginner",
    category: "Sanctuary",
    intro:
      "In the Holy Place there were no windows, yet it was never dark. Follow the clues from that hidden light to the day Jesus stood in the temple courts and made a bold claim.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "On the first day of creation God spoke and it appeared. The psalmist says God's word is this for his path. Jesus said His followers are it too. Name the gift that drives out darkness and shows the way.",
        accepted: ["light", "lights", "daylight"],
        hint1: "a single word from the first day of creation",
        hint2: "It is what a lamp gives and what darkness lacks.",
        explanation:
          "Light runs from Gen 1:3 to Rev 22:5, where the redeemed need no lamp because the Lord God gives them light.",
      },
      {
        n: 2,
        type: "room",
        text: "Which room asks you to tag a text with the sanctuary article, service or space it maps to, so that doctrine, prophecy and story fit together inside one tent-shaped plan of salvation?",
        accepted: ["Blue Room (Sanctuary)"],
        hint1: "a room on floor 5",
        hint2: "Think of the colour of the sky and of the tassels Israel wore on their garments.",
        explanation:
          "The Blue Room sets each text in its place in the sanctuary, so a verse about light finds its home at the golden lamp in the Holy Place.",
      },
      {
        n: 3,
        type: "principle",
        text: "Beaten from one piece of pure gold, with a central shaft and six branches shaped like almond blossoms, this article stood on the south side of the Holy Place. The priests kept its seven flames burning with pure olive oil. Which article is it?",
        accepted: ["lampstand", "candlestick", "menorah", "golden lampstand", "golden candlestick", "lamp"],
        hint1: "a sanctuary article in the Holy Place",
        hint2: "The Hebrew name is still used for a seven-branched light today.",
        explanation:
          "The lampstand points to Christ the light and to His people who carry that light, the churches pictured as candlesticks (Rev 1:20).",
      },
      {
        n: 4,
        type: "symbol",
        text: "The lamps could not burn without it. Zechariah saw two trees feeding the lampstand with it, and the word came, not by might nor by power but by My Spirit. What is this symbol of the Holy Spirit?",
        accepted: ["oil", "olive oil", "anointing oil", "pure oil"],
        hint1: "a symbol: something poured",
        hint2: "It was pressed from the fruit of a tree that grows on a famous mount near Jerusalem.",
        explanation:
          "Oil is a consistent symbol of the Spirit (Zech 4:6; 1 Sam 16:13). Christ's light shines through His people only as the Spirit fills them.",
      },
      {
        n: 5,
        type: "verse",
        text: "Find the treasure verse: in the temple, during the days of a great feast, Jesus spoke again and called Himself the light of the world, promising that whoever follows Him will not walk in darkness but will have the light of life.",
        accepted: ["John 8:12", "John 9:5"],
        hint1: "a verse in John",
        hint2: "It is in the chapter that begins with a woman brought to Jesus in the temple.",
        explanation:
          "The golden lamp shone in a room with no windows; Jesus claims to be that light for a dark world and promises it to all who follow Him.",
      },
    ],
    finalRef: "John 8:12",
    conclusion:
      'The treasure is a promise of guidance: "I am the light of the world: he that followeth me shall not walk in darkness, but shall have the light of life" (John 8:12). The lampstand burned day and night in the Holy Place, fed by oil, so that the priest could see to serve. Jesus is that light, and by His Spirit He lights His people too, so that they shine like lamps in their homes and towns (Matt 5:14). You do not need to find your way alone; follow the Light.',
  },
  {
    id: "bread-from-heaven",
    title: "Bread from Heaven",
    difficulty: "beginner",
    category: "Christ",
    intro:
      "For forty years a nation ate food that fell from the sky. Follow the clues from the wilderness to a crowded synagogue in Capernaum where Jesus explained what that food meant.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "Israel grumbled in the desert that they would die of it. Jesus felt it after forty days without food. The Bible uses this feeling as a picture of the soul's deep longing for God. What is it?",
        accepted: ["hunger", "hungry", "hungering", "famine", "starvation"],
        hint1: "a single word for a feeling of the body",
        hint2: "Jesus said those who have this for righteousness are blessed.",
        explanation:
          "God let Israel hunger so that they would learn that man does not live by bread only (Deut 8:3), a lesson Jesus quoted in His own wilderness test.",
      },
      {
        n: 2,
        type: "room",
        text: "Which room sets two events side by side, usually one in the Old Testament and one in the New, and asks what echoes and what escalates, so that the later event is seen to surpass the earlier one?",
        accepted: ["Parallels Room"],
        hint1: "a room on floor 4",
        hint2: "Its tag uses a symbol of two upright lines side by side.",
        explanation:
          "The Parallels Room pairs the manna in the wilderness with Jesus feeding the crowd and then calling Himself the true bread.",
      },
      {
        n: 3,
        type: "principle",
        text: "On the north side of the Holy Place stood a gold-covered piece of furniture holding twelve loaves in two rows, renewed every Sabbath and eaten by the priests. Which sanctuary article is it?",
        accepted: [
          "table of showbread",
          "table of shewbread",
          "showbread",
          "shewbread",
          "table",
          "bread of the presence",
        ],
        hint1: "a sanctuary article in the Holy Place",
        hint2: "Its loaves were set out before the Lord continually, facing the lampstand across the room.",
        explanation:
          "The table with its twelve loaves pictures Christ, who feeds His people with Himself and His word (John 6:35).",
      },
      {
        n: 4,
        type: "symbol",
        text: 'Small and round like coriander seed, white, and tasting like wafers made with honey, it appeared on the ground each morning except the Sabbath. Its name means "What is it?" Name this food.',
        accepted: ["manna", "bread from heaven", "angels' food"],
        hint1: "a symbol: a food",
        hint2: "A golden pot of it was kept inside the ark.",
        explanation:
          "Manna came daily and could not be stored; Jesus used it to show that He is the bread that came down from heaven and gives life to the world (John 6:33).",
      },
      {
        n: 5,
        type: "verse",
        text: "Find the treasure verse: the day after feeding five thousand, Jesus told the crowd plainly who He is. He said that whoever comes to Him will never hunger and whoever believes on Him will never thirst. Which verse?",
        accepted: ["John 6:35", "John 6:48"],
        hint1: "a verse in John",
        hint2: "Look in the long chapter that begins with five barley loaves and two small fish.",
        explanation:
          'This is the first of Jesus\' great "I am" sayings in John: the hunger the manna could only ease for a day He satisfies for ever.',
      },
    ],
    finalRef: "John 6:35",
    conclusion:
      'The treasure is bread that lasts. The manna fed Israel for a day at a time, and the loaves on the golden table were renewed week after week, but Jesus says, "I am the bread of life: he that cometh to me shall never hunger" (John 6:35). He does not only give bread; He is the bread. Just as manna had to be gathered every morning, coming to Him is a daily habit, feeding on His word and trusting His life given for us. Bring your hunger to Him today.',
  },
  {
    id: "the-open-door",
    title: "The Open Door",
    difficulty: "beginner",
    category: "Sanctuary",
    intro:
      "Every enclosure needs a way in. Follow the clues from a great boat and a curtained courtyard to the Shepherd who says there is one door for the sheep.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "A lost person standing outside a house cannot enter until someone lets them in. The Bible keeps asking how sinners can come back to God after being shut out of Eden. What theme, in one or two words, is this about?",
        accepted: [
          "access",
          "access to god",
          "entrance",
          "coming to god",
          "approach",
          "approaching god",
          "way to god",
        ],
        hint1: "a theme in one or two words",
        hint2: "Paul says that through Christ we have this, by one Spirit, to the Father.",
        explanation:
          "After Eden the way to the tree of life was guarded (Gen 3:24). The gospel is God opening a way back through Christ (Eph 2:18).",
      },
      {
        n: 2,
        type: "room",
        text: "In which room do you map a verse to a part of the tent in the wilderness, walking from the entrance of the courtyard towards the Most Holy Place, and ask how that place reveals Christ's ministry?",
        accepted: ["Blue Room (Sanctuary)"],
        hint1: "a room on floor 5",
        hint2: "Its name is a colour, and its tag is two letters.",
        explanation:
          "In the Blue Room the first stop on the path of salvation is the entrance to the courtyard, the only way into God's dwelling.",
      },
      {
        n: 3,
        type: "principle",
        text: "The courtyard fence had only one opening, on the east side, twenty cubits wide and hung with a curtain of blue, purple and scarlet. Anyone coming to worship had to use it. Which article of the sanctuary is it?",
        accepted: ["gate", "gate of the court", "courtyard gate", "door", "entrance", "gateway"],
        hint1: "a sanctuary article on the outside",
        hint2: "It faced the sunrise.",
        explanation:
          "The one gate points to Christ, the only way to the Father (John 14:6). It was wide enough for all, but there was no other entrance.",
      },
      {
        n: 4,
        type: "person",
        text: "He built a vessel with only one door in its side. When the animals and his family were in, the Lord Himself shut them in, and all who stayed outside were lost in the flood. Who built it?",
        accepted: ["noah"],
        hint1: "a person from Genesis",
        hint2: "His father Lamech hoped he would bring comfort.",
        explanation:
          "Noah's ark had one door, and safety lay inside it. Like the sanctuary gate, it pictures Christ, the single way of rescue (1 Pet 3:20-21).",
      },
      {
        n: 5,
        type: "verse",
        text: "Find the treasure verse: speaking of the sheepfold, Jesus says that He is the door, and that anyone who enters by Him will be saved and will go in and out and find pasture. Which verse?",
        accepted: ["John 10:9", "John 10:7"],
        hint1: "a verse in John",
        hint2: "It is in the Good Shepherd chapter, before He says He lays down His life.",
        explanation:
          "Jesus is the gate of the courtyard and the door of the ark: through Him there is salvation, freedom to go in and out, and food for the soul.",
      },
    ],
    finalRef: "John 10:9",
    conclusion:
      'The treasure is an open door: "I am the door: by me if any man enter in, he shall be saved, and shall go in and out, and find pasture" (John 10:9). The tabernacle had one gate and Noah\'s ark had one door, and both were open to all who would come. Jesus is that door. He is not a narrow crack that only a few can squeeze through, but a wide entrance for anyone who trusts Him. Inside there is safety, freedom and food. The door is still open today.',
  },
  {
    id: "the-rainbow-promise",
    title: "The Rainbow Promise",
    difficulty: "beginner",
    category: "Covenant",
    intro:
      "After the flood, God hung a sign in the sky. Follow the clues from creation's colours to the verse where God explains what that sign means.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "God binds Himself by a solemn promise to Noah, to Abraham, to Israel at Sinai, and to us through Christ's blood. What word does the Bible use for such a sworn agreement in which God commits Himself to His people?",
        accepted: ["covenant", "covenants", "promise", "agreement", "gods promise"],
        hint1: "a single word for a Bible theme",
        hint2: "The box in the Most Holy Place was named after it.",
        explanation:
          "God's covenants run through the whole Bible and all meet in the new covenant in Christ's blood (Luke 22:20).",
      },
      {
        n: 2,
        type: "room",
        text: "Which room reads creation as a sermon, as Jesus did with seeds, birds and lilies, and scatters memory triggers through the physical world so that a walk outdoors turns into Bible review?",
        accepted: ["Nature Freestyle"],
        hint1: "a room on floor 3",
        hint2: "It is one of the freestyle rooms, and it takes you outdoors.",
        explanation:
          "Nature Freestyle turns things in creation into reminders of God's word; a rainbow after rain is a perfect example.",
      },
      {
        n: 3,
        type: "principle",
        text: "The palace names eight covenant cycles, each running Fall, Covenant, Sanctuary, Enemy and Restoration. The second cycle begins with a world so corrupt that God washes it clean with water. What is that cycle called?",
        accepted: ["noahic", "noahic cycle", "noachian", "noah's cycle", "cycle of noah"],
        hint1: "one of the Eight Cycles",
        hint2: "Its code is @No.",
        explanation:
          "The Noahic cycle repeats the beats of the first: a fallen world, a covenant of preservation, an altar after the flood and a new start.",
      },
      {
        n: 4,
        type: "symbol",
        text: "It appears when sunlight meets falling rain. Ezekiel saw one around God's throne, and John saw one like an emerald circling the throne in heaven. What is this sign of God's faithfulness?",
        accepted: ["rainbow", "bow", "bow in the cloud", "a rainbow"],
        hint1: "a symbol seen in the sky",
        hint2: "It has seven colours and appears after a storm.",
        explanation:
          "The rainbow is God's sign that He will not destroy the earth by flood again, and it reappears around His throne (Rev 4:3).",
      },
      {
        n: 5,
        type: "verse",
        text: "Find the treasure verse: after Noah left the ark and built an altar, God said He was setting His sign in the cloud as the token of a covenant between Himself and the earth. Which verse?",
        accepted: ["Gen 9:13", "Gen 9:16"],
        hint1: "a verse in Genesis",
        hint2: "It is in the chapter right after Noah leaves the ark.",
        explanation:
          "God Himself set the sign and promised to look at it and remember. His covenant rests on His faithfulness, not ours.",
      },
    ],
    finalRef: "Gen 9:13",
    conclusion:
      'The treasure is a sign in the sky: "I do set my bow in the cloud, and it shall be for a token of a covenant between me and the earth" (Gen 9:13). After judgment God gave mercy, and He bound Himself by a promise no storm can cancel. John later saw a rainbow circling God\'s throne (Rev 4:3), a reminder that the One who rules everything keeps His word. Next time you see one, remember that God is faithful, and that His greatest covenant was sealed in the blood of Jesus.',
  },
  {
    id: "the-good-shepherd",
    title: "The Good Shepherd",
    difficulty: "beginner",
    category: "Christ",
    intro:
      "Shepherds guard, lead and sometimes risk their lives. Follow the clues from a shepherd boy's psalm to the Shepherd who gave everything for His flock.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "Sheep wander, cannot defend themselves, and need someone to lead them to water and pasture. The Bible uses this picture again and again for how God looks after His people. What is the theme, in one or two words?",
        accepted: ["care", "god's care", "shepherding", "shepherd", "guidance", "protection", "providence"],
        hint1: "a theme in one or two words",
        hint2: "Think of what a man with a crook and a staff gives his flock every day.",
        explanation:
          "From Ps 23 to Ezek 34 and John 10, God's tender care for His people is pictured as a shepherd leading and protecting sheep.",
      },
      {
        n: 2,
        type: "room",
        text: "Which room turns words and abstract ideas into pictures, asking what a verse, passage or book looks like, and insists on using the Bible's own imagery rather than inventing new metaphors?",
        accepted: ["Translation Room"],
        hint1: "a room on floor 1",
        hint2: "Its name is what you do when you turn one language into another.",
        explanation:
          'The Translation Room turns "the Lord is my shepherd" into a scene you can draw: a shepherd, a staff, green grass and still water.',
      },
      {
        n: 3,
        type: "principle",
        text: "The palace reads every text on five levels. The first is the plain historical sense; the second asks where the Saviour is in the text and what He is doing. What is the name of that second dimension?",
        accepted: ["christ", "christ dimension", "second dimension", "christological", "2d"],
        hint1: "one of the five dimensions",
        hint2: "It comes right after the literal dimension and centres everything on one Person.",
        explanation:
          "The Christ dimension (2D) asks how a text points to Jesus. A psalm about the Lord as Shepherd finds its centre in Him (Heb 13:20).",
      },
      {
        n: 4,
        type: "person",
        text: "Before he was a king he kept his father's sheep near Bethlehem and fought off a lion and a bear to rescue a lamb. He later wrote that the Lord was his shepherd. Who was he?",
        accepted: ["david", "king david"],
        hint1: "a person from 1 Samuel",
        hint2: "He was the youngest son of Jesse.",
        explanation:
          "David's courage for his sheep (1 Sam 17:34-35) is a small picture of the Son of David who would face death itself for His flock.",
      },
      {
        n: 5,
        type: "verse",
        text: "Find the treasure verse: Jesus calls Himself the good shepherd and says what makes Him good. Unlike a hired hand who runs from the wolf, He gives His life for the sheep. Which verse?",
        accepted: ["John 10:11", "John 10:14", "John 10:15"],
        hint1: "a verse in John",
        hint2: "It is in the same chapter where Jesus calls Himself the door.",
        explanation:
          "David risked his life for a lamb; Jesus laid His down. The Shepherd of Psalm 23 became the Shepherd who died for the sheep.",
      },
    ],
    finalRef: "John 10:11",
    conclusion:
      'The treasure is a Shepherd\'s promise: "I am the good shepherd: the good shepherd giveth his life for the sheep" (John 10:11). David once fought a lion to save one lamb, but Jesus went further: He laid down His life so that the flock could live, and He took it again. He knows each sheep by name and calls them to follow Him. Whatever valley you walk through, you are not on your own. The Shepherd who died for you now lives to lead you home.',
  },
  {
    id: "the-passover-blood",
    title: "The Passover Blood",
    difficulty: "beginner",
    category: "Feasts",
    intro:
      "On the night Israel left Egypt, a mark on the door meant life. Follow the clues from slavery to the verse where God promises to pass over.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "Israel had been slaves in Egypt for generations and could not free themselves. God stepped in with a mighty hand and brought them out. What is the theme of God rescuing His people from a bondage they cannot escape alone?",
        accepted: ["deliverance", "redemption", "rescue", "salvation", "exodus", "freedom", "liberation"],
        hint1: "a single word for a Bible theme",
        hint2: "It is what happened when God brought Israel out of Egypt.",
        explanation:
          "The exodus is the Old Testament's great picture of salvation: God redeeming slaves by blood and by power (Exod 6:6).",
      },
      {
        n: 2,
        type: "room",
        text: "Which room reads Leviticus 23 as enacted prophecy, showing that the spring festivals met their fulfilment at Christ's first coming and the autumn ones are being or will be fulfilled around His second?",
        accepted: ["Feasts Room"],
        hint1: "a room on floor 5",
        hint2: "It is about Israel's holy days and appointed times.",
        explanation:
          "The Feasts Room treats Israel's holy days as a timetable of redemption that Christ kept to the day, beginning with Passover.",
      },
      {
        n: 3,
        type: "principle",
        text: "On the fourteenth of the first month each household killed a lamb, ate it roasted with bitter herbs, and marked the doorposts. Jesus died at this very feast. What is its name?",
        accepted: ["passover", "pesach", "feast of passover"],
        hint1: "one of the seven feasts",
        hint2: "Its name describes what the destroyer did at the marked houses.",
        explanation:
          'Passover is the first spring feast; Paul says "Christ our passover is sacrificed for us" (1 Cor 5:7).',
      },
      {
        n: 4,
        type: "symbol",
        text: "Put on the two side posts and the lintel with a bunch of hyssop, it was the only thing that made a difference between the houses of Israel and the houses of Egypt that night. What was it?",
        accepted: ["blood", "lamb's blood", "blood of the lamb"],
        hint1: "a symbol: something applied to the door",
        hint2: "It came from the animal chosen on the tenth day of the month.",
        explanation:
          "The blood on the door pictures the blood of Christ applied to our lives; it is His death, not our goodness, that shelters us (1 Pet 1:18-19).",
      },
      {
        n: 5,
        type: "verse",
        text: "Find the treasure verse: God tells Moses that the blood will be a token on the houses, and that when He sees it He will pass over them, so that the plague will not destroy them. Which verse?",
        accepted: ["Exod 12:13", "Exod 12:23"],
        hint1: "a verse in Exodus",
        hint2: "It is in the chapter that first describes the Passover meal.",
        explanation:
          "God looked for the blood, not for the family's record. Safety came from the lamb's death, the gospel in Exodus.",
      },
    ],
    finalRef: "Exod 12:13",
    conclusion:
      'The treasure is shelter under the blood: "when I see the blood, I will pass over you" (Exod 12:13). That night in Egypt no family was safe because they were better than their neighbours; they were safe because a lamb had died and its blood was on their door. Jesus, our Passover, died at the very feast that pictured Him (1 Cor 5:7). His blood still speaks for everyone who trusts Him. You can rest tonight under the same protection, because God sees the blood of His Son.',
  },
  {
    id: "the-day-god-blessed",
    title: "The Day God Blessed",
    difficulty: "beginner",
    category: "Creation",
    intro:
      "Six days of making, then a day of something else. Follow the clues through the first week of the world to the verse where God sets a day apart.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "After six days of work God stopped, not because He was tired, but to enjoy what He had made and to give the world a gift. Jesus later invited the weary to come to Him for this. What is the theme?",
        accepted: ["rest", "sabbath rest", "sabbath", "resting", "repose"],
        hint1: "a single word for a Bible theme",
        hint2: "It is the opposite of labour.",
        explanation:
          "God's rest at creation (Gen 2:2) echoes in the Sabbath command, in the promised land, and in Jesus' invitation to find rest in Him (Matt 11:28).",
      },
      {
        n: 2,
        type: "room",
        text: "Which room turns a narrative into a short chain of remembered scenes so that it can be retold without the page, putting the order of events first because every later room assumes you know the plot?",
        accepted: ["Story Room"],
        hint1: "a room on floor 1",
        hint2: "It is the very first room of the palace.",
        explanation:
          "The Story Room helps you retell the creation week in order, day one to day seven, before you dig into its meaning.",
      },
      {
        n: 3,
        type: "principle",
        text: "Before asking what a text means for Christ, the church or heaven, the palace asks what actually happened. Which of the five dimensions reads creation week as real history, six actual days and a real rest, just as the words say?",
        accepted: [
          "literal",
          "literal dimension",
          "first dimension",
          "literal historical",
          "historical",
          "plain sense",
          "1d",
        ],
        hint1: "one of the five dimensions",
        hint2: "It is the first of the five, the face every other dimension stands on.",
        explanation:
          "The literal dimension (1D) grounds every other reading: God really made the world in six days and really rested on the seventh (Exod 20:11).",
      },
      {
        n: 4,
        type: "symbol",
        text: "It is not marked by the sun, moon or stars, but only by God's word. It ends the first week of history and is mentioned in the middle of the Ten Commandments. What time period is this?",
        accepted: ["seventh day", "sabbath day", "sabbath", "saturday"],
        hint1: "a symbol: a period of time",
        hint2: "Count the days of creation and go one past the sixth.",
        explanation:
          'The seventh day is a memorial of creation; the fourth commandment gives it the reason "for in six days the LORD made heaven and earth" (Exod 20:11).',
      },
      {
        n: 5,
        type: "verse",
        text: "Find the treasure verse: at the close of the creation account, God blesses the seventh day and sanctifies it, because on it He had rested from all His work. Which verse?",
        accepted: ["Gen 2:3", "Gen 2:2"],
        hint1: "a verse in Genesis",
        hint2: "It is at the very start of chapter 2.",
        explanation:
          "God blessed and set apart the day before sin or any nation existed: the Sabbath is His gift to all humanity (Mark 2:27).",
      },
    ],
    finalRef: "Gen 2:3",
    conclusion:
      'The treasure is a blessed day: "God blessed the seventh day, and sanctified it: because that in it he had rested from all his work" (Gen 2:3). Before there was sin, sickness or a single nation, God gave the world a weekly appointment with Him. Jesus kept it and called Himself Lord of the Sabbath (Mark 2:28), and He still invites the tired to find rest in Him. The Sabbath reminds us that we are made, loved and held by a Creator who finished His work and now invites us to share His rest.',
  },
  {
    id: "look-and-live",
    title: "Look and Live",
    difficulty: "beginner",
    category: "Christ",
    intro:
      "In the wilderness, dying people were told to do something very simple. Follow the clues from that camp to a night-time conversation with a teacher of Israel.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "Naaman dipped seven times in the Jordan, a woman touched a garment's hem, and a blind man washed in Siloam. God restores broken bodies and, even more, sin-sick souls. What is the theme?",
        accepted: ["healing", "heal", "restoration", "cure", "wholeness"],
        hint1: "a single word for a Bible theme",
        hint2: "Think of what a doctor hopes to bring about.",
        explanation:
          'Healing runs through Scripture as a picture of salvation: "with his stripes we are healed" (Isa 53:5).',
      },
      {
        n: 2,
        type: "room",
        text: "Which room compares two events, one early and one later, asking what echoes and what escalates, and so shows both the continuity of God's methods and the greater fulfilment in Christ?",
        accepted: ["Parallels Room"],
        hint1: "a room on floor 4",
        hint2: "Its tag is a letter followed by a symbol of two upright bars.",
        explanation:
          "The Parallels Room sets the serpent on the pole beside the cross, as Jesus Himself did: both were lifted up so that the dying could look and live.",
      },
      {
        n: 3,
        type: "principle",
        text: "An Old Testament person, object or event that God designed as a preview of something greater in Christ is called by a short name; the greater fulfilment is called by the same word with a prefix. What is the principle?",
        accepted: ["type", "typology", "antitype", "foreshadow", "foreshadowing", "shadow"],
        hint1: "a palace operator",
        hint2: "Its symbol looks like an equals sign with a wavy line on top.",
        explanation:
          "A type (≅) is a God-designed preview. The bronze serpent is a type; Christ lifted on the cross is the antitype.",
      },
      {
        n: 4,
        type: "person",
        text: "When fiery serpents bit the people, God told this leader to make a serpent of brass and set it on a pole, so that anyone bitten who looked at it would live. Who made it?",
        accepted: ["moses"],
        hint1: "a person from the book of Numbers",
        hint2: "His brother was Aaron and his sister was Miriam.",
        explanation:
          "Moses lifted up the bronze serpent (Num 21:8-9). Healing came not by medicine or effort, but by a look of faith.",
      },
      {
        n: 5,
        type: "verse",
        text: "Find the treasure verse: talking with Nicodemus at night, Jesus says that as the serpent was lifted up in the wilderness, so the Son of man must be lifted up. Which verse?",
        accepted: ["John 3:14", "John 3:15"],
        hint1: "a verse in John",
        hint2: "It comes two verses before the most famous verse in the Bible.",
        explanation:
          "Jesus explains His own cross with the bronze serpent: the poison of sin is healed by looking in faith to Him lifted up.",
      },
    ],
    finalRef: "John 3:14",
    conclusion:
      'The treasure is a simple invitation: "as Moses lifted up the serpent in the wilderness, even so must the Son of man be lifted up" (John 3:14). The bitten Israelites did not have to climb, pay or work; they only had to look. Jesus was lifted up on the cross so that anyone who looks to Him in faith may have eternal life. Whatever sin has poisoned in your life, the cure is the same today. Look to Jesus and live.',
  },
  // ── Pro ─────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: "the-lamb-on-the-throne",
    title: "The Lamb on the Throne",
    difficulty: "pro",
    category: "Prophecy",
    intro:
      "A sealed scroll, a throne room in heaven and no one worthy to open it. Follow six clues from the Passover to the centre of heaven's worship, where a surprising figure stands.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "In heaven's throne room the question rings out: who is able to open the book and loose its seals? No one in heaven or earth is found. The answer turns on one quality, earned by conquest and by sacrifice. What is it?",
        accepted: ["worthiness", "worthy", "worth", "being worthy", "merit"],
        hint1: "a single word describing a qualification",
        hint2: 'The elders sing a new song that begins "Thou art ...".',
        explanation:
          "Only Christ is found worthy, not because of rank alone but because He was slain and redeemed people by His blood (Rev 5:9).",
      },
      {
        n: 2,
        type: "room",
        text: "Which room reads Daniel and Revelation as one coherent outline fulfilled in real history, each vision repeating and enlarging the same span, and rejects both the all-past and the all-future readings?",
        accepted: ["Prophecy Room"],
        hint1: "a room on floor 5",
        hint2: "Its tag is two letters, and it holds the historicist timeline.",
        explanation:
          "The Prophecy Room places Revelation 4–5 in heaven's throne room as Christ begins His ministry after His ascension.",
      },
      {
        n: 3,
        type: "principle",
        text: "The palace has six time zones made of heaven or earth combined with past, now or future. Revelation 4–5 shows the throne room as Christ takes up His ministry there after the cross, and that ministry goes on today. Which zone fits?",
        accepted: ["heaven now", "heaven present", "heavenly present", "h now", "intercession now"],
        hint1: "one of the six time zones",
        hint2: "Its code begins with H and ends with Now.",
        explanation:
          "Heaven now (H-Now) is the zone of Christ's present ministry above, where He ever lives to intercede for His people (Heb 7:25).",
      },
      {
        n: 4,
        type: "symbol",
        text: "In Scripture a horn stands for strength or a king, and one number stands for completeness, as in the days of creation week and the lamps of the lampstand. How many horns and eyes does the slain Lamb have?",
        accepted: ["seven", "seven horns", "seven eyes", "seven horns and seven eyes"],
        hint1: "a number",
        hint2: "It is the number of the churches, the seals and the trumpets.",
        explanation:
          "Seven horns and seven eyes show complete power and complete knowledge, the seven Spirits of God sent into all the earth.",
      },
      {
        n: 5,
        type: "person",
        text: "Exiled on a rocky island for the word of God, this apostle wept much because no one was worthy to open the scroll, until one of the elders told him to stop weeping. Who saw the vision?",
        accepted: [
          "john",
          "john the revelator",
          "apostle john",
          "john the apostle",
          "beloved disciple",
          "john the beloved",
        ],
        hint1: "a person from the New Testament",
        hint2: "He was exiled on Patmos and was one of the sons of Zebedee.",
        explanation:
          "John on Patmos (Rev 1:9) wept at the sealed scroll until he was told the Lion of the tribe of Judah had prevailed.",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: told to look for a Lion, John turns and sees instead a Lamb standing in the midst of the throne, as though it had been slain, having seven horns and seven eyes. Which verse?",
        accepted: ["Rev 5:6"],
        hint1: "a verse in Revelation",
        hint2: "It is in the chapter about the sealed scroll, just after the elder speaks of the Lion.",
        explanation:
          "The Lion conquers as a Lamb: Christ's victory is His sacrifice, and the marks of it are seen at the very centre of heaven's throne.",
      },
    ],
    finalRef: "Rev 5:6",
    conclusion:
      'The treasure is the centre of heaven: "in the midst of the throne ... stood a Lamb as it had been slain, having seven horns and seven eyes" (Rev 5:6). John was told to look for a Lion and saw a Lamb. The Passover lamb, the morning and evening sacrifice and every lamb on the altar had pointed to this. Christ rules the universe not in spite of the cross but through it, and the scars of Calvary are on display in the throne room. All heaven sings that He is worthy, and so can we.',
  },
  {
    id: "the-torn-veil",
    title: "The Torn Veil",
    difficulty: "pro",
    category: "Sanctuary",
    intro:
      "A heavy curtain hid the most sacred room on earth. Follow six clues from Sinai's pattern to the afternoon it was torn, and to the letter that tells believers what that means.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "Sinners cannot come into God's holy presence on their own terms; the high priest entered the inner room only once a year, and never without blood. The gospel announces that through Christ this has been opened to every believer. What theme?",
        accepted: ["access", "access to god", "entrance", "approach", "boldness", "open access"],
        hint1: "a theme in one word",
        hint2: "Ephesians says through Him we both have it by one Spirit to the Father.",
        explanation:
          "What was once restricted to one man on one day is now open to all who come through Christ (Eph 2:18; Heb 4:16).",
      },
      {
        n: 2,
        type: "room",
        text: "Which room traces the path from the gate to the ark as the believer's journey from justification to glorification, and asks which article, service or space a text maps to and how it shows Christ's ministry?",
        accepted: ["Blue Room (Sanctuary)"],
        hint1: "a room on floor 5",
        hint2: "The curtains of the tent were woven in this colour, along with purple and scarlet.",
        explanation:
          "In the Blue Room the inner curtain marks the boundary between the Holy Place and the Most Holy Place.",
      },
      {
        n: 3,
        type: "principle",
        text: "Woven of blue, purple and scarlet with cherubim worked into it, this hung on four pillars of acacia wood and divided the Holy Place from the Most Holy. Which sanctuary article is it?",
        accepted: ["veil", "vail", "inner veil", "curtain", "inner curtain"],
        hint1: "a sanctuary article between two rooms",
        hint2: 'Its name rhymes with "sail".',
        explanation:
          "The veil guarded God's presence; Hebrews says it pictures Christ's flesh, the way opened for us by His death (Heb 10:20).",
      },
      {
        n: 4,
        type: "verse",
        text: "Name the verse: at the moment Jesus cried with a loud voice and gave up the ghost, the temple curtain was torn in two from the top to the bottom, the earth shook and rocks split. Give the reference in Matthew.",
        accepted: ["Matt 27:51"],
        hint1: "a verse in Matthew",
        hint2: "It comes in the crucifixion chapter, immediately after Jesus yields up His spirit.",
        explanation:
          "Torn from the top, the veil was opened by God, not by man. The earthly services had met their reality in the Lamb's death.",
      },
      {
        n: 5,
        type: "person",
        text: "The first high priest of Israel, brother of Moses, wore a breastplate with twelve stones and was warned not to come inside the inner curtain at just any time, lest he die. Who was he?",
        accepted: ["aaron", "aaron the high priest"],
        hint1: "a person from Exodus and Leviticus",
        hint2: "His rod budded and was kept beside the ark.",
        explanation:
          "Aaron's limited access (Lev 16:2) sets off the greatness of Christ, our High Priest, who opens the way for all His people.",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: the letter to the Hebrews says we have boldness to enter the holiest by a new and living way which Christ has consecrated for us, through the veil, that is to say, His flesh. Which verse names the veil as His flesh?",
        accepted: ["Heb 10:20", "Heb 10:19"],
        hint1: "a verse in Hebrews",
        hint2: "It is in chapter 10, just before the call to draw near with a true heart.",
        explanation:
          "The torn veil becomes an open door: Christ's body, broken for us, is the new and living way into the Father's presence.",
      },
    ],
    finalRef: "Heb 10:20",
    conclusion:
      'The treasure is an open way: "by a new and living way, which he hath consecrated for us, through the veil, that is to say, his flesh" (Heb 10:20). For centuries the curtain said "Keep out" to all but one man once a year. When Jesus died, God tore it from top to bottom (Matt 27:51). His body, broken for us, has become the way in. Believers can now come boldly to the throne of grace (Heb 4:16), not in their own worthiness, but through Jesus, our great High Priest.',
  },
  {
    id: "firstfruits-of-them-that-slept",
    title: "Firstfruits of Them That Slept",
    difficulty: "pro",
    category: "Feasts",
    intro:
      "On the day after the Sabbath of Passover week, a priest waved the first sheaf of the harvest before the Lord. Follow six clues to the resurrection morning and to Paul's great chapter on it.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "Job asked if a man who dies shall live again. Daniel saw those who sleep in the dust awake. Jesus called Himself the answer at Lazarus' tomb. What is the theme of the dead rising to life?",
        accepted: [
          "resurrection",
          "rising again",
          "rising from the dead",
          "raised from the dead",
          "life from the dead",
        ],
        hint1: "a single word for a Bible theme",
        hint2: 'Jesus told Martha, "I am the ...".',
        explanation:
          "Resurrection is the Bible's answer to death, promised in the Old Testament (Dan 12:2) and guaranteed by Christ's own rising (John 11:25).",
      },
      {
        n: 2,
        type: "room",
        text: "Which room treats Israel's appointed times as a prophetic calendar and notes that Christ kept that timetable to the day: He died at one spring festival, rose at another and sent the Spirit at a third?",
        accepted: ["Feasts Room"],
        hint1: "a room on floor 5",
        hint2: "It reads Leviticus 23 as enacted prophecy.",
        explanation:
          "The Feasts Room lines up Passover, Unleavened Bread, Firstfruits and Pentecost with the events of the first advent.",
      },
      {
        n: 3,
        type: "principle",
        text: "On the morrow after the Sabbath in Passover week the priest waved a sheaf from the first of the barley harvest, and no one could eat of the new crop until it was offered. Which feast is this?",
        accepted: [
          "firstfruits",
          "first fruits",
          "feast of firstfruits",
          "wave sheaf",
          "wave sheaf offering",
          "sheaf of firstfruits",
        ],
        hint1: "one of the seven feasts",
        hint2: "Its name describes the very first part of a harvest.",
        explanation:
          "The wave sheaf (Lev 23:10-11) was the pledge of the whole harvest; Christ rose on that day as the pledge of all who sleep in Him.",
      },
      {
        n: 4,
        type: "symbol",
        text: "Jesus said that unless this falls into the ground and dies, it abides alone, but if it dies it brings forth much fruit. Paul uses the same picture for the resurrection body. What is this symbol?",
        accepted: ["seed", "grain", "corn of wheat", "wheat", "grain of wheat", "kernel"],
        hint1: "a symbol from farming",
        hint2: "It is planted in spring and becomes a stalk.",
        explanation:
          "A seed buried and rising as a plant pictures Christ's death and resurrection and ours (John 12:24; 1 Cor 15:36-38).",
      },
      {
        n: 5,
        type: "person",
        text: "Once a persecutor of the church, he met the risen Christ on the road to Damascus and later wrote that he was the least of the apostles and one born out of due time. Who wrote the great resurrection chapter?",
        accepted: ["paul", "apostle paul", "saul", "saul of tarsus", "paul the apostle"],
        hint1: "a person from Acts and the Epistles",
        hint2: "He was from Tarsus and studied under Gamaliel.",
        explanation:
          "Paul lists the witnesses of the risen Christ and includes himself last of all (1 Cor 15:8), then builds his case on Christ's resurrection.",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: after arguing that if Christ is not raised our faith is vain, Paul declares that Christ is risen from the dead and has become the firstfruits of them that slept. Which verse?",
        accepted: ["1 Cor 15:20", "1 Cor 15:23"],
        hint1: "a verse in 1 Corinthians",
        hint2: 'It is in chapter 15, right after the passage of "if Christ be not raised".',
        explanation:
          "Christ rose on the day of the wave sheaf; His resurrection is the first sheaf that guarantees the full harvest at His coming.",
      },
    ],
    finalRef: "1 Cor 15:20",
    conclusion:
      'The treasure is a pledge: "now is Christ risen from the dead, and become the firstfruits of them that slept" (1 Cor 15:20). Israel\'s priest waved the first sheaf on the day after the Passover Sabbath, and on that very day Jesus rose. The first sheaf was a promise that the whole harvest would follow. Because He lives, every believer laid in the grave will rise when He comes (1 Thess 4:16). Death is real, but it is not final. The firstfruits have already been gathered.',
  },
  {
    id: "power-from-on-high",
    title: "Power from on High",
    difficulty: "pro",
    category: "Holy Spirit",
    intro:
      "Fifty days after the first sheaf, a harvest festival found its fulfilment in an upper room. Follow six clues from Sinai's fire to the morning the church was filled.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "Before ascending, Jesus told His disciples to wait in Jerusalem until they were clothed with something from on high, and promised they would be His witnesses to the ends of the earth. Whose coming is the theme here?",
        accepted: [
          "holy spirit",
          "spirit",
          "holy ghost",
          "comforter",
          "outpouring of the spirit",
          "gift of the spirit",
        ],
        hint1: "a person of the Godhead",
        hint2: "Jesus promised to send another Helper who would guide into all truth.",
        explanation:
          "Jesus promised the Spirit as power for witness (Acts 1:8); the church's mission would run on God's strength, not its own.",
      },
      {
        n: 2,
        type: "room",
        text: "Which room trains your ear for Scripture's recurring structural motifs, larger than a single type and broader than a pair, and asks which motif recurs three or more times and what it reveals about God's ways?",
        accepted: ["Patterns Room"],
        hint1: "a room on floor 4",
        hint2: "It is about designs that recur again and again, like a motif in music.",
        explanation:
          "The Patterns Room notices that God's Spirit comes with wind and fire again and again: at Sinai, on the tabernacle, at Elijah's altar and at Pentecost.",
      },
      {
        n: 3,
        type: "principle",
        text: "Counted seven weeks from the wave sheaf, this harvest festival offered two leavened loaves of new wheat. Jewish tradition links it with the giving of the law at Sinai. Which feast is it?",
        accepted: ["pentecost", "feast of weeks", "weeks", "shavuot", "feast of harvest"],
        hint1: "one of the seven feasts",
        hint2: 'Its Greek name means "fiftieth".',
        explanation:
          "Pentecost (Lev 23:15-17) celebrated the wheat harvest; in Acts 2 three thousand souls were gathered in as its firstfruits.",
      },
      {
        n: 4,
        type: "symbol",
        text: "It burned in the bush without consuming it, led Israel at night as a pillar, fell on Elijah's altar, and appeared as cloven tongues on the believers. What symbol of God's presence and the Spirit's power is it?",
        accepted: ["fire", "tongues of fire", "flame", "flames", "cloven tongues"],
        hint1: "a symbol from nature",
        hint2: "John the Baptist said the coming One would baptise with the Holy Ghost and with this.",
        explanation:
          "Fire marks God's presence (Exod 3:2) and purifying power (Matt 3:11). At Pentecost it rested on each believer.",
      },
      {
        n: 5,
        type: "principle",
        text: "The palace's Eight Cycles run Fall, Covenant, Sanctuary, Enemy and Restoration. The seventh cycle opens at Pentecost and carries the gospel through the church age to the whole world. What is this cycle called?",
        accepted: [
          "holy spirit cycle",
          "spirit cycle",
          "cycle of the spirit",
          "holy spirit",
          "pentecostal cycle",
        ],
        hint1: "one of the Eight Cycles",
        hint2: "Its code is @Sp.",
        explanation:
          "The Holy Spirit cycle (@Sp) is the age of the church's mission, in which the heavenly sanctuary is the centre and the Spirit the power.",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: when the day of Pentecost was fully come, the disciples were all filled with the Holy Ghost and began to speak with other tongues as the Spirit gave them utterance. Which verse records the filling?",
        accepted: ["Acts 2:4"],
        hint1: "a verse in Acts",
        hint2: "It is in chapter 2, right after the sound of wind and the tongues like fire.",
        explanation:
          "The Spirit filled them and gave them languages so that every nation present heard the gospel: Pentecost's harvest had begun.",
      },
    ],
    finalRef: "Acts 2:4",
    conclusion:
      'The treasure is power for witness: "they were all filled with the Holy Ghost, and began to speak with other tongues, as the Spirit gave them utterance" (Acts 2:4). Fifty days after Christ rose as the firstfruits, the feast of harvest was fulfilled as the Spirit came and three thousand were gathered in. The same Spirit who gave the disciples courage still equips believers to speak of Jesus. He is given to those who ask (Luke 11:13). Ask, and be ready to share what you have found.',
  },
  {
    id: "the-everlasting-gospel",
    title: "The Everlasting Gospel",
    difficulty: "pro",
    category: "Three Angels",
    intro:
      "At the end of time an angel flies with a message for every nation. Follow six clues through the great conflict to the first of three final warnings of mercy.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "It is good news: that God saves sinners by grace through faith in Christ's life, death and resurrection. Paul was not ashamed of it, and Jesus said it would be preached in all the world before the end. What is it?",
        accepted: ["gospel", "good news", "everlasting gospel", "evangel"],
        hint1: "a single word for the Christian message",
        hint2: 'Its Old English root means "good story".',
        explanation:
          "The gospel is the power of God unto salvation (Rom 1:16), and its worldwide proclamation comes before the end (Matt 24:14).",
      },
      {
        n: 2,
        type: "room",
        text: "Which room is described as mission control, showing how doctrine fuels an urgent, worldwide, final proclamation that begins with good news, and asks how a passage connects with three messages in Revelation 14?",
        accepted: ["Three Angels Room"],
        hint1: "a room on floor 5",
        hint2: "Its tag is a number followed by a letter, and the number is the count of flying messengers.",
        explanation:
          "The Three Angels Room studies Rev 14:6-12, God's last call to the world, which opens with the everlasting gospel.",
      },
      {
        n: 3,
        type: "principle",
        text: "One of the palace's four theme walls tells the story of the war between Christ and Satan from heaven's rebellion to the final victory, with the last messages of mercy sent in its closing scene. Which wall is it?",
        accepted: [
          "great controversy",
          "controversy",
          "cosmic conflict",
          "great conflict",
          "war between christ and satan",
        ],
        hint1: "one of the four theme walls",
        hint2: "Its code is |GC.",
        explanation:
          "The Great Controversy wall (|GC) frames the three angels as God's final appeal before the conflict closes (Rev 12:17).",
      },
      {
        n: 4,
        type: "principle",
        text: "From which of the six time zones do the three angels speak? Their message is a future proclamation on the earth, to every nation, kindred, tongue and people, in the last days just before the harvest of the earth.",
        accepted: ["earth future", "earthly future", "e fu", "last days", "end time"],
        hint1: "one of the six time zones",
        hint2: "Its code begins with E.",
        explanation:
          "Earth future (E-Fu) is the zone of the last days on earth; the three angels' work goes out before Christ comes to reap (Rev 14:14).",
      },
      {
        n: 5,
        type: "symbol",
        text: "In Revelation this heavenly being often stands for a messenger; in Greek the word simply means one sent with a message. Three of them fly in the midst of heaven. What is the symbol, and whom does it represent?",
        accepted: ["angel", "angels", "messenger", "messengers", "god's messengers"],
        hint1: "a symbol: a heavenly being",
        hint2: "The Greek word is angelos.",
        explanation:
          "The angels stand for God's messengers, people entrusted with a worldwide message; flying in mid-heaven shows it is urgent and public.",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: John sees another angel fly in the midst of heaven, having the everlasting gospel to preach to them that dwell on the earth, to every nation, kindred, tongue and people. Which verse?",
        accepted: ["Rev 14:6"],
        hint1: "a verse in Revelation",
        hint2: "It is in chapter 14, just after the Lamb stands on Mount Sion with the 144,000.",
        explanation:
          "The final message is still the everlasting gospel. Judgment, warning and call to worship all grow out of God's grace in Christ.",
      },
    ],
    finalRef: "Rev 14:6",
    conclusion:
      'The treasure is a message older than time and still new: "another angel fly in the midst of heaven, having the everlasting gospel to preach" (Rev 14:6). Before any warning, God sends good news. The three angels call the world to fear God, give Him glory and worship the Creator, because the hour of His judgment has come, but it all starts with the grace of Christ. That message is meant for every nation, tongue and people, which means it is meant for you, and through you for your neighbour.',
  },
  {
    id: "the-ladder-to-heaven",
    title: "The Ladder to Heaven",
    difficulty: "pro",
    category: "Christ",
    intro:
      "A runaway son slept on a stone and dreamed of a stairway. Follow six clues from Bethel to the day Jesus told a new disciple that the dream was about Him.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "Sin opened a gulf between heaven and earth. The Bible keeps showing God bridging it: a stairway, a tabernacle, a priest, and at last a Person who is both God and man. What theme, one or two words, describes this bridging?",
        accepted: [
          "mediation",
          "mediator",
          "reconciliation",
          "connection",
          "link between heaven and earth",
          "bridge",
          "go-between",
        ],
        hint1: "a theme in one or two words",
        hint2: "Paul says there is one of these between God and men, the man Christ Jesus.",
        explanation:
          "Christ is the one mediator between God and men (1 Tim 2:5), the only bridge across the gap sin created.",
      },
      {
        n: 2,
        type: "room",
        text: "In which room do you pair an Old Testament event with a New Testament one, first noting what echoes and then what escalates, so that the second is seen to fulfil and surpass the first?",
        accepted: ["Parallels Room"],
        hint1: "a room on floor 4",
        hint2: "Its tag is a single letter and a symbol of two upright lines.",
        explanation:
          "The Parallels Room pairs Jacob's dream at Bethel with Jesus' words to Nathanael, and finds Christ to be the ladder.",
      },
      {
        n: 3,
        type: "principle",
        text: "Among the palace operators, one places two passages side by side because they mirror each other in structure or wording, though neither is the shadow of the other. Its symbol is two upright lines. Name it.",
        accepted: ["parallel", "parallels", "side by side", "mirror"],
        hint1: "a palace operator",
        hint2: "Its symbol is ∥.",
        explanation:
          "The parallel operator (∥) links texts that echo each other; Jesus Himself drew the parallel between Bethel and His own ministry.",
      },
      {
        n: 4,
        type: "person",
        text: "Fleeing from his brother after taking the blessing by deceit, he lay down at Luz with a stone for a pillow and saw angels going up and down. He called the place the house of God. Who was he?",
        accepted: ["jacob", "israel"],
        hint1: "a person from Genesis",
        hint2: "He was Isaac's younger twin son.",
        explanation:
          "Jacob, guilty and alone, received grace at Bethel (Gen 28:12-15): God came down to him before he had done anything to deserve it.",
      },
      {
        n: 5,
        type: "symbol",
        text: "Set up on the earth, its top reaching to heaven, with the Lord standing above it and God's messengers ascending and descending. What is the object in Jacob's dream that Jesus applied to Himself?",
        accepted: ["ladder", "stairway", "staircase", "stairs", "jacob's ladder"],
        hint1: "a symbol: an object",
        hint2: "You would use one to climb to a roof.",
        explanation:
          "The ladder joins earth and heaven; Jesus is that link, the way by which heaven's help comes down and sinners come up.",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: Jesus tells Nathanael that he will see greater things, heaven open and the angels of God ascending and descending upon the Son of man. Which verse?",
        accepted: ["John 1:51"],
        hint1: "a verse in John",
        hint2: "It is the last verse of chapter 1.",
        explanation:
          "Jesus takes Jacob's dream and puts Himself in the place of the ladder: in Him heaven is opened to earth.",
      },
    ],
    finalRef: "John 1:51",
    conclusion:
      'The treasure is an open heaven: "Hereafter ye shall see heaven open, and the angels of God ascending and descending upon the Son of man" (John 1:51). Jacob, running from his own failure, was shown a ladder that reached from where he lay right up to God. Jesus told Nathanael that He is that ladder. Through His life and death, heaven and earth are joined again. However far you feel from God, the ladder reaches down to where you are, and it is a Person, not a set of rungs to climb.',
  },
  {
    id: "he-ever-liveth",
    title: "He Ever Liveth",
    difficulty: "pro",
    category: "Sanctuary",
    intro:
      "Every morning and evening fragrant smoke rose before the veil. Follow six clues from that golden altar to the ministry Christ carries on for us right now.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "Moses pleaded for Israel after the golden calf, Samuel said he would not sin by ceasing to pray for the people, and Jesus prayed for Peter that his faith would not fail. What is the theme of praying on behalf of others?",
        accepted: [
          "intercession",
          "intercede",
          "interceding",
          "praying for others",
          "intercessory prayer",
          "advocacy",
        ],
        hint1: "a single word for a kind of prayer",
        hint2: "Paul says the Spirit does this for us with groanings that cannot be uttered.",
        explanation:
          "Intercession runs from Moses (Exod 32:32) to Christ, whose whole priestly ministry is to stand for His people before the Father.",
      },
      {
        n: 2,
        type: "room",
        text: "Which room asks of each text: which sanctuary article, service or space does this map to, and how does it reveal Christ's ministry? It treats the wilderness tent as God's blueprint of salvation.",
        accepted: ["Blue Room (Sanctuary)"],
        hint1: "a room on floor 5",
        hint2: "Think of the colour of the cord on the fringes of Israel's garments.",
        explanation:
          "In the Blue Room the golden altar before the veil is the station of intercession, where prayer and Christ's merits rise together.",
      },
      {
        n: 3,
        type: "principle",
        text: "Overlaid with gold, a cubit square and two cubits high, this stood just before the veil. Sweet spices were burned on it morning and evening, and its horns were touched with blood once a year. Which article?",
        accepted: ["altar of incense", "golden altar", "incense altar", "incense", "altar of perfume"],
        hint1: "a sanctuary article in the Holy Place",
        hint2: "Zacharias was serving here when Gabriel appeared to him.",
        explanation:
          "The altar of incense pictures prayer rising with Christ's merits (Rev 8:3-4), a perpetual service before the Lord.",
      },
      {
        n: 4,
        type: "principle",
        text: "Name the palace time zone of a text that speaks about what Christ is doing in heaven at this present moment: ministering as our High Priest in the true tabernacle, which the Lord pitched and not man.",
        accepted: ["heaven now", "heaven present", "heavenly present", "h now", "intercession now"],
        hint1: "one of the six time zones",
        hint2: "Its code is H- followed by a word for the present.",
        explanation:
          "Heaven now (H-Now) is the zone of Christ's present priesthood in the heavenly sanctuary (Heb 8:1-2).",
      },
      {
        n: 5,
        type: "symbol",
        text: "David asked that his prayer be set forth before God like this, and in Revelation the elders hold golden vials full of it, which are the prayers of saints. What fragrant symbol is it?",
        accepted: ["incense", "sweet incense", "odours", "odors", "perfume", "fragrance"],
        hint1: "a symbol: something burned",
        hint2: "The wise men brought frankincense, one kind of it.",
        explanation:
          "Incense is a consistent symbol of prayer (Ps 141:2; Rev 5:8), made acceptable by the merits of Christ mixed with it.",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: Hebrews says that because Christ continues for ever, He is able to save to the uttermost those who come to God by Him, seeing He ever lives to make intercession for them. Which verse?",
        accepted: ["Heb 7:25"],
        hint1: "a verse in Hebrews",
        hint2: "It is in the chapter comparing Christ with Melchisedec.",
        explanation:
          "Christ's priesthood never ends, so His saving power never runs out. He intercedes for His people today.",
      },
    ],
    finalRef: "Heb 7:25",
    conclusion:
      'The treasure is a living Priest: "he is able also to save them to the uttermost that come unto God by him, seeing he ever liveth to make intercession for them" (Heb 7:25). The incense on the golden altar never went out, morning or evening. In the same way Christ\'s ministry for us never pauses. He is not a distant judge but an Advocate who knows our weakness and pleads His own sacrifice for us. When your prayers feel weak, remember that they rise to God mingled with the merits of Jesus.',
  },
  {
    id: "the-stone-kingdom",
    title: "The Stone Kingdom",
    difficulty: "pro",
    category: "Prophecy",
    intro:
      "A pagan king dreamed of a giant image and forgot the dream. Follow six clues through gold, silver, bronze and iron to the kingdom that will never be destroyed.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "Empires rise and fall, but the Bible insists that one Ruler removes kings and sets up kings and will at last establish a reign that outlasts them all. What is the theme of God's rule over history?",
        accepted: [
          "sovereignty",
          "god's sovereignty",
          "kingdom of god",
          "god's kingdom",
          "kingdom",
          "providence",
          "god's rule",
        ],
        hint1: "a theme in one to three words",
        hint2: "Daniel says the Most High rules over the realms of men and gives them to whomever He will.",
        explanation:
          "Daniel's book shows that God rules over kings and empires (Dan 2:21; 4:17), steering history towards His eternal kingdom.",
      },
      {
        n: 2,
        type: "room",
        text: "In which room do you read the visions of Daniel and Revelation as parallel outlines of real history, matching each prophetic symbol to its place on the historicist timeline?",
        accepted: ["Prophecy Room"],
        hint1: "a room on floor 5",
        hint2: "It holds the historicist timeline of the empires.",
        explanation:
          "The Prophecy Room lines up Daniel 2 with Daniel 7 and 8: each vision repeats the same span of empires in more detail.",
      },
      {
        n: 3,
        type: "principle",
        text: "The metal image lists four world empires in order: Babylon, Medo-Persia, Greece and Rome. From which palace time zone does the stone's kingdom speak, seen from Nebuchadnezzar's day, on earth and still to come?",
        accepted: ["earth future", "earthly future", "e fu", "last days", "end time"],
        hint1: "one of the six time zones",
        hint2: 'Its code is E- and the short form of a word meaning "yet to come".',
        explanation:
          "The stone strikes the image at the end of earthly history; its kingdom belongs to earth future (E-Fu) and fills the whole earth.",
      },
      {
        n: 4,
        type: "person",
        text: "Babylon's greatest king dreamed a dream that troubled him so much he forgot it, then ordered all his wise men killed because none could tell it. Later he praised the God of heaven. Who was he?",
        accepted: ["nebuchadnezzar", "nebuchadrezzar", "king nebuchadnezzar"],
        hint1: "a person from Daniel",
        hint2: "He was the head of gold.",
        explanation:
          'Nebuchadnezzar was told, "Thou art this head of gold" (Dan 2:38). His kingdom would pass to others, but God\'s would not.',
      },
      {
        n: 5,
        type: "symbol",
        text: "Cut out without hands, it strikes the image on its feet of iron and clay, grinds all the metals to chaff, and then grows into a great mountain that fills the whole earth. What is this symbol?",
        accepted: ["stone", "rock", "stone cut without hands", "cornerstone", "mountain"],
        hint1: "a symbol: an object from nature",
        hint2: "Peter and Paul both call Christ by this name, rejected by builders.",
        explanation:
          "The stone is Christ and His kingdom, set up by God without human hands (Dan 2:34-35), replacing every human empire.",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: Daniel tells the king that in the days of these kings the God of heaven will set up a kingdom which shall never be destroyed, which shall break in pieces all these kingdoms and stand for ever. Which verse?",
        accepted: ["Dan 2:44"],
        hint1: "a verse in Daniel",
        hint2: "It is in chapter 2, in Daniel's interpretation after the iron and clay.",
        explanation:
          "After four empires and a divided Europe, God's kingdom comes. It is the one kingdom that will never be left to other people.",
      },
    ],
    finalRef: "Dan 2:44",
    conclusion:
      'The treasure is an unshakeable kingdom: "the God of heaven set up a kingdom, which shall never be destroyed" (Dan 2:44). Babylon\'s gold gave way to silver, bronze and iron, exactly as foretold, and Europe has stayed divided like iron mixed with clay. The next event on the image is the stone. Christ will return and establish a kingdom that no one can overthrow. History is not random; it is moving towards His reign. The question is not whether the stone will come, but whether we are ready to belong to it.',
  },
  {
    id: "the-first-gospel-promise",
    title: "The First Gospel Promise",
    difficulty: "pro",
    category: "Great Controversy",
    intro:
      "Minutes after the first sin, God spoke a promise to the serpent that the whole Bible unfolds. Follow six clues from the garden to the first announcement of a Saviour.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "God puts hostility between two sides: the serpent and the woman, his seed and hers. This ongoing war shapes the whole Bible until the dragon is finally defeated. What is the theme, in one or two words?",
        accepted: [
          "conflict",
          "enmity",
          "war",
          "great controversy",
          "spiritual warfare",
          "cosmic conflict",
          "controversy",
        ],
        hint1: "a theme in one or two words",
        hint2: 'God says, "I will put ... between thee and the woman".',
        explanation:
          "The enmity of Gen 3:15 opens the conflict that runs through Scripture to Rev 12 and its end in Rev 20.",
      },
      {
        n: 2,
        type: "room",
        text: "Which room insists that every chapter yields a line pointing to Jesus, building a map of whole books around Him, found by disciplined methods and never by random allegory (Luke 24:27)?",
        accepted: ["Christ in Every Chapter"],
        hint1: "a room on floor 5",
        hint2: "Its name says the Saviour can be found in every section of every book.",
        explanation:
          "Christ in Every Chapter finds Him in Genesis 3 as the promised Seed who will crush the serpent, the first Christ-line in the Bible.",
      },
      {
        n: 3,
        type: "principle",
        text: "The palace has four theme walls: Sanctuary, Life of Christ, Time Prophecy and a fourth that tells of Christ against Satan from heaven's first rebellion to the final victory. Which wall is that fourth one?",
        accepted: [
          "great controversy",
          "controversy",
          "cosmic conflict",
          "great conflict",
          "war between christ and satan",
        ],
        hint1: "one of the four theme walls",
        hint2: "Its code is |GC.",
        explanation:
          "The Great Controversy wall (|GC) begins on earth at Gen 3:15, where God declares war on the serpent on humanity's behalf.",
      },
      {
        n: 4,
        type: "person",
        text: "The first woman, deceived by the serpent, heard God promise that her seed would bruise the serpent's head. Later, Adam named her for being the mother of all living. Who was she?",
        accepted: ["eve", "woman"],
        hint1: "a person from Genesis",
        hint2: 'Her name means "living" or "life".',
        explanation:
          "Eve heard the first gospel promise spoken over her failure; the Saviour would come through her line (Gal 4:4).",
      },
      {
        n: 5,
        type: "symbol",
        text: "Subtle above every beast of the field, it spoke in the garden and led humanity into sin. Revelation names the great dragon as the same creature of old, called the Devil and Satan. What symbol is it?",
        accepted: ["serpent", "snake", "old serpent", "dragon", "devil", "satan"],
        hint1: "a symbol: a creature",
        hint2: "It was cursed to go upon its belly.",
        explanation:
          "The serpent is Satan, that old serpent (Rev 12:9); its crushed head pictures his final defeat by Christ (Rom 16:20).",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: God tells the serpent He will put enmity between it and the woman, and between its seed and hers; her seed will bruise its head, and it will bruise His heel. Which verse?",
        accepted: ["Gen 3:15"],
        hint1: "a verse in Genesis",
        hint2: "It is in chapter 3, in the curse spoken to the serpent.",
        explanation:
          "The first gospel: a wounded heel at the cross, a crushed head at the end. Christ wins the war by being wounded for us.",
      },
    ],
    finalRef: "Gen 3:15",
    conclusion:
      'The treasure is the first gospel: "I will put enmity between thee and the woman, and between thy seed and her seed; it shall bruise thy head, and thou shalt bruise his heel" (Gen 3:15). Before God said a word about thorns or sweat, He promised a Deliverer. The Seed of the woman was bruised at Calvary, but the serpent\'s head was crushed there too. The great controversy is real, but its outcome is sure. Every believer stands on the winning side because Christ has already fought for us.',
  },
  {
    id: "wounded-for-our-transgressions",
    title: "Wounded for Our Transgressions",
    difficulty: "pro",
    category: "Christ",
    intro:
      "An official from Ethiopia was reading Isaiah aloud in his chariot and did not understand it. Follow six clues to the chapter he was reading and its central verse.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "One takes the place of another and bears what the other deserves: the ram for Isaac, the lamb for the firstborn, the goat for the people. What word describes this theme at the heart of the cross?",
        accepted: [
          "substitution",
          "substitute",
          "substitutionary atonement",
          "atonement",
          "vicarious suffering",
          "in our place",
        ],
        hint1: "a single word for a Bible theme",
        hint2: "Think of a player who goes on in place of another.",
        explanation:
          "Substitution is the core of the gospel: Christ suffered the just for the unjust, to bring us to God (1 Pet 3:18).",
      },
      {
        n: 2,
        type: "room",
        text: "Which room treats each text like a diamond with five faces: history, Christ, me, the church and eternity, so that no passage is read in only one way, with the literal face grounding the rest?",
        accepted: ["Dimensions Room"],
        hint1: "a room on floor 4",
        hint2: "Its name is a word for measurements such as length, breadth and height.",
        explanation:
          "The Dimensions Room reads Isaiah 53 on all five levels, with Christ at the centre and my own sin in view.",
      },
      {
        n: 3,
        type: "principle",
        text: "Of the five dimensions, one asks who the text is finally about, and reads a suffering servant in Isaiah as a portrait of Jesus, as the evangelist did in the chariot. Which dimension is that?",
        accepted: ["christ", "christ dimension", "second dimension", "christological", "2d", "messiah"],
        hint1: "one of the five dimensions",
        hint2: "It is the reading Philip used when he began at the same scripture and preached Jesus.",
        explanation:
          "The Christ dimension (2D) reads Isaiah 53 as the New Testament does: a portrait of Jesus' sufferings (Acts 8:35).",
      },
      {
        n: 4,
        type: "person",
        text: "One of the seven deacons, he was led by an angel to a desert road, ran up to a chariot, asked the reader if he understood, then began at the same scripture and preached Jesus. Who was he?",
        accepted: ["philip", "philip the evangelist", "philip the deacon"],
        hint1: "a person from Acts",
        hint2: "He also preached in Samaria and had four daughters who prophesied.",
        explanation:
          "Philip (Acts 8:26-35) showed that Isaiah's servant is Jesus, and the official was baptised that same day.",
      },
      {
        n: 5,
        type: "symbol",
        text: "Isaiah says we have all gone astray like these animals, turning every one to his own way, and the servant is brought like one of them to the slaughter, silent before the shearers. What animal?",
        accepted: ["sheep", "lamb", "a sheep", "a lamb", "lambs"],
        hint1: "a symbol: an animal",
        hint2: "It is silent before its shearers.",
        explanation:
          "We are the straying sheep and He is the silent lamb (Isa 53:6-7): the lost flock saved by the Lamb who took their place.",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: the servant was wounded for our transgressions and bruised for our iniquities; the chastisement of our peace was upon Him, and with His stripes we are healed. Which verse?",
        accepted: ["Isa 53:5"],
        hint1: "a verse in Isaiah",
        hint2: "It is in chapter 53, between our griefs carried and our going astray.",
        explanation:
          "Every phrase is substitution: His wounds for our sins, His punishment for our peace, His stripes for our healing (1 Pet 2:24).",
      },
    ],
    finalRef: "Isa 53:5",
    conclusion:
      'The treasure is a substitute: "he was wounded for our transgressions, he was bruised for our iniquities ... and with his stripes we are healed" (Isa 53:5). Written seven centuries before the cross, Isaiah\'s song describes Jesus so clearly that Philip could begin there and preach Him. Notice the little words: our transgressions, our peace, we are healed. Christ bore what was ours so that we could receive what is His. Like the official on the desert road, you can go on your way rejoicing.',
  },
  // ── Scholar ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: "then-shall-the-sanctuary-be-cleansed",
    title: "Then Shall the Sanctuary Be Cleansed",
    difficulty: "scholar",
    category: "Prophecy",
    intro:
      "A ram, a goat, a little horn and a question shouted between holy ones: how long? Follow six clues through Leviticus and Daniel to the longest time prophecy in Scripture.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "Once a year Israel's sanctuary was purified of the sins recorded there, and the people searched their hearts as God decided between the loyal and the rebellious. What theme joins this yearly purifying with God's final review before Christ returns?",
        accepted: [
          "judgment",
          "judgement",
          "investigative judgment",
          "pre-advent judgment",
          "cleansing",
          "atonement",
        ],
        hint1: "a single word for a Bible theme",
        hint2: "Daniel 7 says it was set and the books were opened.",
        explanation:
          "The Day of Atonement was a day of judgment (Lev 23:29); Daniel 7:10 shows a heavenly court sitting before the kingdom is given to the saints.",
      },
      {
        n: 2,
        type: "room",
        text: "Which room ties a text to one of six great dated periods of prophecy, anchoring it in verifiable history and showing that God keeps time, exactly to the year?",
        accepted: ["Mathematics Room"],
        hint1: "a room on floor 6",
        hint2: "Its name is the school subject of numbers and sums.",
        explanation:
          "The Mathematics Room works out the 2300 days as years, running from the decree of 457 BC to AD 1844.",
      },
      {
        n: 3,
        type: "principle",
        text: "On the tenth day of the seventh month the high priest entered the Most Holy Place with blood, a goat was sent into the wilderness, and the camp was made clean. Which feast is this?",
        accepted: ["day of atonement", "atonement", "yom kippur", "yom kippurim"],
        hint1: "one of the seven feasts",
        hint2: "Leviticus 16 describes it in detail, with two goats.",
        explanation:
          "The Day of Atonement (Lev 16) cleansed the sanctuary itself; it is the autumn feast now in progress in Christ's closing ministry.",
      },
      {
        n: 4,
        type: "principle",
        text: "One of the palace's four theme walls holds the dated prophecies of Daniel and Revelation, where days stand for years and God's timetable is written in numbers. Which wall is it?",
        accepted: [
          "time prophecy",
          "prophetic time",
          "time prophecies",
          "prophetic timeline",
          "dated prophecy",
        ],
        hint1: "one of the four theme walls",
        hint2: "Its code is a bar followed by two letters that begin with T.",
        explanation:
          "The Time Prophecy wall (|TP) holds the 70 weeks, the 1260 years and the 2300 years, each tied to dated events.",
      },
      {
        n: 5,
        type: "verse",
        text: "Name the verse: God told a prophet lying on his side to bear Judah's iniquity forty days, explaining that He had appointed each day for a year. Give the reference that states this day-for-a-year key.",
        accepted: ["Ezek 4:6", "Num 14:34"],
        hint1: "a verse in a major prophet",
        hint2: "The prophet was a priest among the exiles by the river Chebar.",
        explanation:
          "The day-for-a-year principle (Ezek 4:6; Num 14:34) is the key to reading symbolic prophetic time as literal years.",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: asked how long the vision of the daily and the transgression of desolation would last, the holy one answered, unto two thousand and three hundred days; then the sanctuary shall be cleansed. Which verse?",
        accepted: ["Dan 8:14"],
        hint1: "a verse in Daniel",
        hint2: "It is in the chapter of the ram and the he goat.",
        explanation:
          "The 2300 prophetic days reach to 1844, when Christ began the antitypical Day of Atonement in the heavenly sanctuary.",
      },
    ],
    finalRef: "Dan 8:14",
    conclusion:
      'The treasure is God\'s answer to "how long?": "Unto two thousand and three hundred days; then shall the sanctuary be cleansed" (Dan 8:14). Read as years from the decree to restore Jerusalem in 457 BC, the period reaches to 1844, when Christ, our High Priest, began the work pictured by the Day of Atonement in the heavenly sanctuary (Heb 9:23-24). This is not a message of fear but of assurance: the judgment vindicates God\'s people, whose sins are covered by the blood of the Lamb, and prepares for His coming.',
  },
  {
    id: "seventy-weeks-to-messiah",
    title: "Seventy Weeks to Messiah",
    difficulty: "scholar",
    category: "Prophecy",
    intro:
      "Daniel prayed about seventy years of exile and was given seventy weeks of years. Follow six clues from a Persian decree to the exact season of the Messiah's death.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "The Old Testament waits for an anointed deliverer, promised to Eve, Abraham, David and the prophets. Daniel was told when this Anointed One would appear. What is the title, meaning anointed, that names this theme?",
        accepted: ["messiah", "anointed one", "anointed", "christ", "messiah the prince"],
        hint1: "a title of the promised deliverer",
        hint2: "The Greek form of the same title is used as Jesus' second name.",
        explanation:
          "Messiah (Hebrew) and Christ (Greek) both mean anointed. Daniel 9 gives the time of His coming and His cutting off.",
      },
      {
        n: 2,
        type: "room",
        text: "Which room asks how a text or story connects to one of the great time prophecies, tying it to a dated period so that the Bible's claims can be checked against history?",
        accepted: ["Mathematics Room"],
        hint1: "a room on floor 6",
        hint2: "Its tag is four capital letters, short for a subject of numbers.",
        explanation:
          "In the Mathematics Room the seventy weeks become 490 years, from 457 BC to AD 34, when the gospel began to go to the Gentiles.",
      },
      {
        n: 3,
        type: "principle",
        text: "Daniel 9 lays out 490 years in three parts of seven, sixty-two and one week, each tied to a dated event. Which of the palace's four theme walls carries this kind of numbered prophecy?",
        accepted: [
          "time prophecy",
          "prophetic time",
          "time prophecies",
          "prophetic timeline",
          "dated prophecy",
        ],
        hint1: "one of the four theme walls",
        hint2: "It is the wall of prophetic dates and periods.",
        explanation:
          "The Time Prophecy wall (|TP) holds the seventy weeks, the first part of the 2300-year period of Dan 8:14.",
      },
      {
        n: 4,
        type: "person",
        text: "In his seventh year this Persian king sent Ezra to Jerusalem with a decree giving authority to restore its law and government. That decree of 457 BC starts the seventy weeks. Who issued it?",
        accepted: ["artaxerxes", "artaxerxes longimanus", "king artaxerxes", "artaxerxes i"],
        hint1: "a person from the book of Ezra",
        hint2: "He later sent Nehemiah too, in his twentieth year.",
        explanation:
          "Artaxerxes' decree (Ezra 7:11-26) went into effect in the autumn of 457 BC; 483 years later brings us to AD 27 and Christ's baptism.",
      },
      {
        n: 5,
        type: "verse",
        text: "Name the verse: Daniel is told to know and understand that from the going forth of the commandment to restore and build Jerusalem unto Messiah the Prince shall be seven weeks and threescore and two weeks. Give the reference.",
        accepted: ["Dan 9:25"],
        hint1: "a verse in Daniel",
        hint2: "It is in chapter 9, right after the verse that says seventy weeks are determined.",
        explanation:
          "Sixty-nine weeks (483 years) from 457 BC reach AD 27, when Jesus was anointed at His baptism and began to preach that the time was fulfilled.",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: He shall confirm the covenant with many for one week, and in the midst of the week He shall cause the sacrifice and the oblation to cease. Which verse places the end of the sacrifices?",
        accepted: ["Dan 9:27"],
        hint1: "a verse in Daniel",
        hint2: "It is the last verse of chapter 9.",
        explanation:
          "In the middle of the last week, AD 31, Christ died and the sacrificial system lost its meaning; the veil was torn (Matt 27:51).",
      },
    ],
    finalRef: "Dan 9:27",
    conclusion:
      'The treasure is a dated promise kept: "in the midst of the week he shall cause the sacrifice and the oblation to cease" (Dan 9:27). From the decree of 457 BC, sixty-nine weeks of years reached the baptism of Jesus in AD 27; three and a half years later He died, confirming the covenant with His own blood. Every lamb on every altar had pointed forward to that moment. God kept time to the year. The One who was exactly on time for the cross will be just as faithful to His promise to return.',
  },
  {
    id: "a-time-and-times-and-half",
    title: "A Time and Times and the Dividing of Time",
    difficulty: "scholar",
    category: "Prophecy",
    intro:
      "One period appears seven times in Daniel and Revelation under three different names. Follow six clues through beasts, horns and wilderness to the verse that first states it.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "A power rises that speaks great words against the Most High, wears out His saints and thinks to change times and laws. God's people endure and stay faithful through long centuries. What theme describes their suffering for faith?",
        accepted: ["persecution", "tribulation", "suffering", "martyrdom", "oppression"],
        hint1: "a single word for a Bible theme",
        hint2: "Jesus said, in the world ye shall have it, but be of good cheer.",
        explanation:
          "Daniel 7 and Revelation 12–13 describe a long period of persecution for God's faithful, with God setting its limit.",
      },
      {
        n: 2,
        type: "room",
        text: "Which room reads each vision of Daniel and Revelation as repeating and enlarging the same span of history, so that the little horn, the woman in the wilderness and the beast are lined up together?",
        accepted: ["Prophecy Room"],
        hint1: "a room on floor 5",
        hint2: "It rejects both preterism and futurism.",
        explanation:
          "The Prophecy Room lines up Dan 7:25, Rev 12:6, 12:14 and 13:5 as one period seen from different angles.",
      },
      {
        n: 3,
        type: "principle",
        text: "Daniel's period is a time, times and half a time; Revelation calls it 1260 days and forty-two months. Which palace wall holds such prophetic periods, read with a day standing for a year?",
        accepted: [
          "time prophecy",
          "prophetic time",
          "time prophecies",
          "prophetic timeline",
          "dated prophecy",
        ],
        hint1: "one of the four theme walls",
        hint2: "It is not the sanctuary, the controversy or the Life of Christ wall.",
        explanation:
          "The Time Prophecy wall (|TP) holds the 1260 years, read by the day-for-a-year key as running from AD 538 to 1798.",
      },
      {
        n: 4,
        type: "symbol",
        text: "A beast with ten of these arises, and among them comes up a little one with eyes like a man and a mouth speaking great things, plucking up three others. In prophecy, what does this object symbolise?",
        accepted: ["horn", "horns", "little horn", "king", "kings", "kingdom", "power"],
        hint1: "a symbol from an animal's head",
        hint2: "Daniel 7:24 explains what the ten of them are.",
        explanation:
          "Horns are kings or kingdoms (Dan 7:24); the little horn is a religious-political power that rose from the divided Roman empire.",
      },
      {
        n: 5,
        type: "verse",
        text: "Name the verse: the woman flees into the wilderness, where she has a place prepared of God, that they should feed her there a thousand two hundred and threescore days. Give the reference in Revelation.",
        accepted: ["Rev 12:6", "Rev 12:14"],
        hint1: "a verse in Revelation",
        hint2: "It is in the chapter of the woman, the child and the great red dragon.",
        explanation:
          "The woman is God's faithful church, protected in obscurity by God through the 1260 years of persecution.",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: he shall speak great words against the most High, wear out the saints, and think to change times and laws; and they shall be given into his hand until a time and times and the dividing of time. Which verse?",
        accepted: ["Dan 7:25"],
        hint1: "a verse in Daniel",
        hint2: "It is in the chapter of the four beasts, in the angel's explanation.",
        explanation:
          "Three and a half prophetic years, 1260 days, are 1260 literal years; God set a limit to the little horn's power, and the court sat (Dan 7:26).",
      },
    ],
    finalRef: "Dan 7:25",
    conclusion:
      'The treasure is a limit set by God: "they shall be given into his hand until a time and times and the dividing of time" (Dan 7:25). Read with the day-for-a-year key, the period runs 1260 years, from AD 538 to 1798, and history records the long persecution it foretold. Yet the next verse says the judgment shall sit. Persecution does not have the last word; God does. He numbered the days of oppression, sheltered His church in the wilderness and will give the kingdom to the saints of the Most High.',
  },
  {
    id: "the-scapegoat",
    title: "The Two Goats",
    difficulty: "scholar",
    category: "Sanctuary",
    intro:
      "On one day each year two goats stood at the door of the tabernacle and lots were cast over them. Follow six clues through Leviticus 16 to the promise spoken on that day.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "The daily services moved sin from the sinner to the sanctuary by confession and blood. Once a year the record itself was dealt with and removed from the camp. What is the theme of making things clean before God?",
        accepted: [
          "cleansing",
          "purification",
          "purifying",
          "atonement",
          "cleansing of the sanctuary",
          "blotting out of sin",
        ],
        hint1: "a single word for a Bible theme",
        hint2: 'The same idea appears in "wash me, and I shall be whiter than snow".',
        explanation:
          "The yearly service finished what the daily began: sins confessed were not only forgiven but removed (Lev 16:16; Acts 3:19).",
      },
      {
        n: 2,
        type: "room",
        text: "Which room reads Leviticus 23 as a calendar of redemption, noting that four spring festivals are fulfilled, one autumn festival is in progress, and the other two still await their fulfilment?",
        accepted: ["Feasts Room"],
        hint1: "a room on floor 5",
        hint2: "It asks which appointed time a passage fulfils, foreshadows or echoes.",
        explanation:
          "The Feasts Room places the Day of Atonement as the autumn feast now in progress in Christ's closing heavenly ministry.",
      },
      {
        n: 3,
        type: "principle",
        text: "On this autumn feast the people were to afflict their souls and do no work; whoever did not humble himself was cut off. The high priest went alone into the inner room. Which feast is it?",
        accepted: ["day of atonement", "atonement", "yom kippur", "yom kippurim"],
        hint1: "one of the seven feasts",
        hint2: "It falls on the tenth day of the seventh month.",
        explanation:
          "The Day of Atonement was the great solemn day of Israel's year, a day of cleansing and of judgment (Lev 23:27-29).",
      },
      {
        n: 4,
        type: "principle",
        text: "Which sanctuary article stood at the centre of this day's service? Blood was sprinkled on and before its golden lid, the one place in Israel where God's throne, His law and His mercy met.",
        accepted: ["ark of the covenant", "ark of the testimony", "ark", "mercy seat", "most holy place"],
        hint1: "a sanctuary article in the Most Holy Place",
        hint2: "It held the two tables of stone.",
        explanation:
          "The blood on the mercy seat (Lev 16:14) pictures Christ's sacrifice meeting the claims of the law at God's throne (Rom 3:25).",
      },
      {
        n: 5,
        type: "symbol",
        text: "Lots were cast: one goat was for the Lord and was slain. The other had all Israel's confessed sins put on its head and was led away into a land not inhabited. What is the second goat called in the King James Version?",
        accepted: ["scapegoat", "azazel", "goat for azazel", "scape goat", "live goat"],
        hint1: "a symbol: an animal in a ritual",
        hint2: "The Hebrew name is left untranslated in some versions.",
        explanation:
          "The Lord's goat pictures Christ's sacrifice; the scapegoat, which is never slain for sin, bears final responsibility away, pointing to Satan's end.",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: on that day shall the priest make an atonement for you, to cleanse you, that ye may be clean from all your sins before the LORD. Which verse in Leviticus states the purpose of the day?",
        accepted: ["Lev 16:30"],
        hint1: "a verse in Leviticus",
        hint2: "It is near the end of chapter 16, in the statute for the seventh month.",
        explanation:
          "The goal of the day was a clean people before the Lord, which is the goal of Christ's ministry for His church now.",
      },
    ],
    finalRef: "Lev 16:30",
    conclusion:
      "The treasure is a promise of complete cleansing: \"on that day shall the priest make an atonement for you, to cleanse you, that ye may be clean from all your sins before the LORD\" (Lev 16:30). The two goats show both sides of the story: Christ our sacrifice, whose blood is carried before the mercy seat, and the final removal of sin from God's universe. The Day of Atonement is now being fulfilled in heaven. Christ's aim is not only to forgive His people but to present them clean and at peace before God.",
  },
  {
    id: "the-patience-of-the-saints",
    title: "The Patience of the Saints",
    difficulty: "scholar",
    category: "Three Angels",
    intro:
      "After three angels' messages, John describes the people who have heard them. Follow six clues from the dragon's anger to the portrait of God's end-time people.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "The dragon makes war with those who keep God's commandments. A beast demands worship and a mark. In the face of pressure, some stay loyal to the Creator. What theme describes this steady loyalty under test?",
        accepted: [
          "faithfulness",
          "faithful",
          "loyalty",
          "endurance",
          "perseverance",
          "patience",
          "steadfastness",
        ],
        hint1: "a single word for a Christian quality",
        hint2: "Jesus said to Smyrna: be thou ... unto death.",
        explanation:
          "Revelation calls for faithfulness that endures (Rev 2:10; 13:10), rooted not in human strength but in the faith of Jesus.",
      },
      {
        n: 2,
        type: "room",
        text: "Which room studies God's final worldwide proclamation in Revelation 14:6-12 and shows how doctrine fuels the mission, asking how a passage connects with those last three messages?",
        accepted: ["Three Angels Room"],
        hint1: "a room on floor 5",
        hint2: "It is named after the number of heavenly messengers in Revelation 14.",
        explanation:
          "The Three Angels Room ends its study at Rev 14:12, the description of those who respond to the messages.",
      },
      {
        n: 3,
        type: "principle",
        text: "The palace's Eight Cycles each end with a faithful few. The last cycle describes the loyal people of the end, who keep God's commandments and have the testimony of Jesus. What is this cycle called?",
        accepted: ["remnant", "remnant cycle", "cycle of the remnant"],
        hint1: "one of the Eight Cycles",
        hint2: "Its code is @ and two letters; the word means what is left over.",
        explanation:
          "The Remnant cycle (@Re) closes the spiral of history with a people loyal to God through the final crisis (Rev 12:17).",
      },
      {
        n: 4,
        type: "principle",
        text: "Which theme wall of the palace frames the final crisis of worship, beast and mark as the last battle in a war between Christ and Satan that began in heaven itself?",
        accepted: [
          "great controversy",
          "controversy",
          "cosmic conflict",
          "great conflict",
          "war between christ and satan",
        ],
        hint1: "one of the four theme walls",
        hint2: "The dragon of Revelation 12 is its villain.",
        explanation:
          "The Great Controversy wall (|GC) shows the final test as a question of worship and loyalty to the Creator.",
      },
      {
        n: 5,
        type: "verse",
        text: "Name the verse: the dragon was wroth with the woman and went to make war with the remnant of her seed, which keep the commandments of God and have the testimony of Jesus Christ. Give the reference.",
        accepted: ["Rev 12:17"],
        hint1: "a verse in Revelation",
        hint2: "It is the last verse of the chapter of the woman and the dragon.",
        explanation:
          "The remnant is identified by two marks: keeping God's commandments and holding the testimony of Jesus (Rev 19:10).",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: after the warning against the beast and his mark, John writes, here is the patience of the saints; here are they that keep the commandments of God and the faith of Jesus. Which verse?",
        accepted: ["Rev 14:12"],
        hint1: "a verse in Revelation",
        hint2: "It comes right after the third angel's warning in chapter 14.",
        explanation:
          "God's last-day people are described by patient endurance, obedience to His law and the faith of Jesus, not by their own merit.",
      },
    ],
    finalRef: "Rev 14:12",
    conclusion:
      'The treasure is a portrait: "Here is the patience of the saints: here are they that keep the commandments of God, and the faith of Jesus" (Rev 14:12). At the end of the great controversy God has a people who do not bow to pressure. Their obedience is not a ladder to earn salvation; it flows from the faith of Jesus, the same trust He showed the Father. They endure because they have been loved. This portrait is an invitation: by His grace, anyone can take a place among them.',
  },
  {
    id: "the-hour-of-his-judgment",
    title: "The Hour of His Judgment",
    difficulty: "scholar",
    category: "Feasts",
    intro:
      "On the first day of the seventh month trumpets sounded across Israel. Ten days later came the Day of Atonement. Follow six clues to a heavenly announcement that the hour has come.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "Before the Flood, Noah preached; before Nineveh's judgment, Jonah cried out; before the final day, God sends a loud call. What theme describes God announcing a coming judgment so that people have time to turn?",
        accepted: ["warning", "warnings", "alarm", "call to repentance", "proclamation", "announcement"],
        hint1: "a single word for a Bible theme",
        hint2: "A watchman on the wall gives this when he sees the sword coming (Ezek 33:6).",
        explanation:
          "God warns before He judges (Amos 3:7). Each warning is an act of mercy, giving people time to repent.",
      },
      {
        n: 2,
        type: "room",
        text: "Which room reads Israel's seven holy days as enacted prophecy and asks which of them a passage fulfils, foreshadows or echoes, and what this shows about Christ's redemptive timetable?",
        accepted: ["Feasts Room"],
        hint1: "a room on floor 5",
        hint2: "Its tag is two letters, the first two of its name.",
        explanation:
          "The Feasts Room notices that the autumn feasts begin with a warning blast, ten days before the Day of Atonement.",
      },
      {
        n: 3,
        type: "principle",
        text: "On the first day of the seventh month Israel held a holy convocation, a memorial of blowing, to alert the people that the day of judgment and cleansing was near. Which feast is it?",
        accepted: ["trumpets", "feast of trumpets", "rosh hashanah", "blowing of trumpets", "day of blowing"],
        hint1: "one of the seven feasts",
        hint2: "It is named for an instrument made from a ram's horn or from silver.",
        explanation:
          "The feast of Trumpets (Lev 23:24) pictured the call that precedes the judgment, awaiting fulfilment in the last warning message.",
      },
      {
        n: 4,
        type: "verse",
        text: "Name the verse: in the seventh month, on the first day of the month, Israel was to keep a sabbath, a memorial of blowing of trumpets, a holy convocation. Give the reference in the chapter of the feasts.",
        accepted: ["Lev 23:24", "Num 29:1"],
        hint1: "a verse in Leviticus",
        hint2: "It is in chapter 23, just before the tenth day of the month is described.",
        explanation:
          "The trumpets of the first day led into the Day of Atonement on the tenth: a warning before the judgment.",
      },
      {
        n: 5,
        type: "principle",
        text: "Which palace time zone fits a message proclaimed on the earth in the last days, to every nation, announcing that God's judgment hour has arrived before Christ comes to reap the harvest?",
        accepted: ["earth future", "earthly future", "e fu", "last days", "end time"],
        hint1: "one of the six time zones",
        hint2: "Earth, and a time yet to come from the prophet's viewpoint.",
        explanation:
          "Earth future (E-Fu) is the zone of the last message on earth; heaven's side of the same moment is the judgment itself.",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: the first angel cries with a loud voice, fear God and give glory to Him, for the hour of His judgment is come, and worship Him that made heaven, earth, sea and the fountains of waters. Which verse?",
        accepted: ["Rev 14:7"],
        hint1: "a verse in Revelation",
        hint2: "It comes immediately after the angel with the everlasting gospel is introduced.",
        explanation:
          "The judgment-hour message is the antitypical trumpet blast: a loud call to worship the Creator because heaven's court has begun.",
      },
    ],
    finalRef: "Rev 14:7",
    conclusion:
      "The treasure is an urgent call: \"Fear God, and give glory to him; for the hour of his judgment is come: and worship him that made heaven, and earth\" (Rev 14:7). Israel's trumpets sounded ten days before the Day of Atonement so that no one would be caught unready. The first angel's message is heaven's trumpet for our time: the judgment has begun, and the Creator is calling everyone to worship Him. A warning is a mercy. God sounds it because He wants every person to be ready to meet Him with joy.",
  },
  {
    id: "god-will-tabernacle-with-them",
    title: "God Will Tabernacle With Them",
    difficulty: "scholar",
    category: "Feasts",
    intro:
      "Every autumn Israel lived in booths for a week, remembering the wilderness and rejoicing in the harvest. Follow six clues to the last feast's final fulfilment.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "Eden lost, the wilderness wandering, the exile, the cross, and at last a city coming down from God. The Bible ends where it began, with paradise regained and a renewed creation. What theme is this?",
        accepted: ["restoration", "new creation", "new earth", "renewal", "paradise restored", "re-creation"],
        hint1: "a theme in one or two words",
        hint2: "It is the last beat of every cycle in the Eight Cycles room.",
        explanation:
          "Scripture ends with the restoration of all things (Acts 3:21): a new heaven and a new earth where God lives with His people.",
      },
      {
        n: 2,
        type: "room",
        text: "Which room is a lens rather than a timeline, asking whether a text speaks from heaven or from earth, and from the past, the present or the future, so that heaven's work is kept distinct from earth's history?",
        accepted: ["Time Zone"],
        hint1: "a room on floor 4",
        hint2: "Its tag is TZ's two words spelled out: the first is a measure of when, the second a region.",
        explanation:
          "The Time Zone room places Rev 21 in earth future: the holy city and God's own dwelling come down to a renewed earth.",
      },
      {
        n: 3,
        type: "principle",
        text: "The last of the seven feasts, held at the end of the harvest, had Israel live in booths of branches for seven days with great rejoicing. Jesus stood up on its last great day and offered living water. Which feast?",
        accepted: [
          "tabernacles",
          "feast of tabernacles",
          "booths",
          "feast of booths",
          "ingathering",
          "feast of ingathering",
          "sukkot",
        ],
        hint1: "one of the seven feasts",
        hint2: "Its name comes from the temporary shelters Israel lived in.",
        explanation:
          "Tabernacles (Lev 23:34-43) celebrated the final harvest and God's care in the wilderness; it awaits fulfilment in the harvest of the redeemed.",
      },
      {
        n: 4,
        type: "principle",
        text: "Of the six time zones, which one fits the holy city descending and God dwelling on a renewed earth, after the thousand years, when death, sorrow and crying are gone for ever?",
        accepted: ["earth future", "earthly future", "e fu", "new earth"],
        hint1: "one of the six time zones",
        hint2: "It is the zone of the ground beneath your feet, in the time yet to come.",
        explanation:
          "Earth future (E-Fu) includes the new earth: heaven's future and earth's future meet when God's home comes down.",
      },
      {
        n: 5,
        type: "verse",
        text: "Name the verse: John writes that the Word was made flesh and dwelt among us, and we beheld His glory. The Greek verb for dwelt means He pitched His tent. Give the reference.",
        accepted: ["John 1:14"],
        hint1: "a verse in John",
        hint2: "It is in the prologue of the fourth Gospel.",
        explanation:
          "At the incarnation God tabernacled among us; Rev 21 completes what John 1:14 began, no longer for a lifetime but for ever.",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: a great voice out of heaven says that the tabernacle of God is with men, and He will dwell with them, and they shall be His people, and God Himself shall be with them and be their God. Which verse?",
        accepted: ["Rev 21:3"],
        hint1: "a verse in Revelation",
        hint2:
          "It is in the chapter of the new heaven and the new earth, just after the holy city comes down.",
        explanation:
          "The feast of booths finds its final meaning: God's tabernacle with men, permanently, on a renewed earth.",
      },
    ],
    finalRef: "Rev 21:3",
    conclusion:
      'The treasure is the end of the story and the beginning of the next: "Behold, the tabernacle of God is with men, and he will dwell with them" (Rev 21:3). The God who asked for a tent in the wilderness, who pitched His tent among us in Jesus, will finally bring His home down to a renewed earth. The feast of Tabernacles, with its booths and rejoicing at the end of harvest, was a rehearsal for this day. Every tear will be wiped away. The harvest of the redeemed will be gathered home.',
  },
  {
    id: "cyrus-my-anointed",
    title: "Cyrus, My Anointed",
    difficulty: "scholar",
    category: "Prophecy",
    intro:
      "A pagan king was named in prophecy long before his birth. Follow six clues from Babylon's fall to the verse where God calls him by name and by a title reserved for kings and priests.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "God tells the end from the beginning, names a deliverer before he is born and dates the fall of empires in advance. What theme describes God's knowledge of events before they happen, which sets Him apart from idols?",
        accepted: [
          "foreknowledge",
          "prophecy",
          "fulfilled prophecy",
          "prediction",
          "omniscience",
          "foreknowing",
        ],
        hint1: "a single word for a Bible theme",
        hint2: "Isaiah challenges the idols to show things to come (Isa 41:23).",
        explanation:
          "God alone declares the end from the beginning (Isa 46:10); naming a king before his birth is a proof of His word.",
      },
      {
        n: 2,
        type: "room",
        text: "Which room sees redemptive history as a spiral in which every cycle runs Fall, Covenant, Sanctuary, Enemy and Restoration, each echoing and enlarging the one before until the last ends in new creation?",
        accepted: ["Eight Cycles"],
        hint1: "a room on floor 6",
        hint2: "Its tag is the at-sign, and its name holds a number.",
        explanation:
          "The Eight Cycles room sets the return from Babylon in its own cycle, with a new temple and a new enemy.",
      },
      {
        n: 3,
        type: "principle",
        text: "The fifth cycle covers the exile and return: Judah falls, God renews His promise, the temple is rebuilt under Zerubbabel, enemies oppose, and the city is restored. It is named for the king who released the captives. What is it called?",
        accepted: ["cyrusic", "cyrusic cycle", "cycle of cyrus", "cyrus cycle"],
        hint1: "one of the Eight Cycles",
        hint2: "Its code is @ and the first two letters of the king's name.",
        explanation:
          "The Cyrusic cycle (@Cy) repeats the pattern of the earlier cycles in the exile, the return and the rebuilt temple.",
      },
      {
        n: 4,
        type: "person",
        text: "In the first year of his reign the Lord stirred up his spirit to make a proclamation allowing the Jews to go home and rebuild the house of God in Jerusalem. Who was this Persian king?",
        accepted: ["cyrus", "cyrus the great", "king cyrus"],
        hint1: "a person from Ezra and Isaiah",
        hint2: "His army entered Babylon after the river was turned aside.",
        explanation:
          "Cyrus' decree (Ezra 1:1-3) fulfilled Jeremiah's seventy years of exile and Isaiah's naming of him long before.",
      },
      {
        n: 5,
        type: "verse",
        text: "Name the verse: the Lord says of this king that he is His shepherd and shall perform all His pleasure, even saying to Jerusalem, thou shalt be built, and to the temple, thy foundation shall be laid. Give the reference.",
        accepted: ["Isa 44:28"],
        hint1: "a verse in Isaiah",
        hint2: "It is the last verse of chapter 44.",
        explanation:
          "Isaiah names Cyrus as God's shepherd about a century and a half before the Persian king issued his decree.",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: thus saith the LORD to His anointed, to Cyrus, whose right hand I have holden, to subdue nations and to loose the loins of kings, to open before him the two-leaved gates. Which verse?",
        accepted: ["Isa 45:1"],
        hint1: "a verse in Isaiah",
        hint2: "It is the first verse of the chapter after the naming of the shepherd.",
        explanation:
          "Cyrus is called anointed, a deliverer who freed captives and rebuilt the temple, a shadow of the greater Anointed, Christ.",
      },
    ],
    finalRef: "Isa 45:1",
    conclusion:
      'The treasure is a name written in advance: "Thus saith the LORD to his anointed, to Cyrus, whose right hand I have holden" (Isa 45:1). Long before Cyrus was born, God named him as the one who would open Babylon\'s gates and send His people home. The pagan king was a small picture of a far greater Deliverer, the Anointed One who breaks the chains of sin and builds a living temple. If God could guide the history of empires to free His people then, He can be trusted with your story now.',
  },
  {
    id: "the-mercy-seat",
    title: "The Mercy Seat",
    difficulty: "scholar",
    category: "Sanctuary",
    intro:
      "A golden lid covered the law and carried the blood. Follow six clues from a Hebrew word to the verse where Paul uses the same image for Christ.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "God's law is holy and sin deserves death, yet God longs to forgive. How can He be both just and the one who justifies the sinner? What theme describes God's wrath turned away by a sacrifice He Himself provides?",
        accepted: ["propitiation", "atonement", "reconciliation", "mercy", "expiation"],
        hint1: "a single theological word",
        hint2: "John says Christ is this for our sins, and not for ours only (1 John 2:2).",
        explanation:
          "Propitiation means that God Himself provides the sacrifice that satisfies His justice and opens the way for mercy.",
      },
      {
        n: 2,
        type: "room",
        text: "Which room fixes the meaning of key words in their original language and culture, then consults trusted interpreters without letting them overrule the text?",
        accepted: ["Def-Com Room"],
        hint1: "a room on floor 2",
        hint2: "Its name joins the starts of the words definition and commentary.",
        explanation:
          "The Def-Com Room notes that the Hebrew kapporeth and the Greek hilasterion both name the lid of the ark where blood was sprinkled.",
      },
      {
        n: 3,
        type: "principle",
        text: "Which sanctuary article had a lid of pure gold, two and a half cubits long, with cherubim at either end whose wings covered it, and inside the two tables of the law?",
        accepted: ["ark of the covenant", "ark of the testimony", "ark", "mercy seat", "most holy place"],
        hint1: "a sanctuary article",
        hint2: "It was carried on poles by the Levites and crossed the Jordan first.",
        explanation:
          "The ark (Exod 25:10-22) held the law beneath the mercy seat: God's justice covered by His mercy through blood.",
      },
      {
        n: 4,
        type: "symbol",
        text: "They were carved of gold facing each other over the lid, their wings stretched upward, and they were woven into the veil. Ezekiel saw them as living beings around God's throne. What are they?",
        accepted: ["cherubim", "cherubims", "cherub", "cherubs", "angels"],
        hint1: "a symbol: heavenly beings",
        hint2: "One of them guarded the way to the tree of life in Genesis 3.",
        explanation:
          "The cherubim mark God's throne (Ps 80:1). The mercy seat was a picture of the throne of grace in the heavenly sanctuary.",
      },
      {
        n: 5,
        type: "verse",
        text: "Name the verse: God tells Moses that He will meet him there and commune with him from above the lid, from between the two cherubim which are upon the ark of the testimony. Give the reference in Exodus.",
        accepted: ["Exod 25:22"],
        hint1: "a verse in Exodus",
        hint2: "It is the last verse about the ark in chapter 25.",
        explanation:
          "The mercy seat was the meeting place between God and man: He speaks from the place where the blood is sprinkled.",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: Paul writes that God set forth Christ to be a propitiation through faith in His blood, to declare His righteousness for the remission of sins that are past, through the forbearance of God. Which verse?",
        accepted: ["Rom 3:25"],
        hint1: "a verse in Romans",
        hint2: "It is in chapter 3, just after all have sinned and are justified freely.",
        explanation:
          "The Greek word Paul uses is the one the Greek Old Testament used for the mercy seat: Christ is the place where God meets sinners in mercy.",
      },
    ],
    finalRef: "Rom 3:25",
    conclusion:
      'The treasure is the meeting place of justice and mercy: God "set forth" Christ "to be a propitiation through faith in his blood" (Rom 3:25). Inside the ark lay the law that sinners had broken; above it, on the golden lid, the blood was sprinkled. God did not lower His law to forgive us; He covered it with the blood of His own Son. That is why Paul can say God is both just and the justifier of those who believe in Jesus (Rom 3:26). At the mercy seat, the throne of judgment becomes a throne of grace.',
  },
  {
    id: "the-seed-of-abraham",
    title: "The Seed of Abraham",
    difficulty: "scholar",
    category: "Covenant",
    intro:
      "God promised Abraham that all families of the earth would be blessed in his seed. Follow six clues through the covenant cycles to the verse where Paul names that Seed.",
    clues: [
      {
        n: 1,
        type: "theme",
        text: "God made unconditional promises to Abraham: a land, a people, a blessing for every nation. Abraham believed and it was counted to him for righteousness. What theme describes God's pledged word that faith lays hold of?",
        accepted: ["promise", "promises", "covenant", "covenant promise", "blessing"],
        hint1: "a single word for a Bible theme",
        hint2: "Hebrews calls Abraham one who received them, and calls God faithful who gave them.",
        explanation:
          "The promise to Abraham (Gen 12:3) is the gospel preached beforehand (Gal 3:8); it is received by faith, not earned by works.",
      },
      {
        n: 2,
        type: "room",
        text: "Which room traces one thread panoramically from Genesis to Revelation, asking how a theme develops, escalates and reaches fulfilment across every book, with Christ at the climax?",
        accepted: ["Room 66"],
        hint1: "a room on floor 5",
        hint2: "Its name contains the number of books in the Bible.",
        explanation:
          "Room 66 follows the promised seed from Gen 3:15 through Abraham and David to Christ and His people in Rev 12.",
      },
      {
        n: 3,
        type: "principle",
        text: "The third of the Eight Cycles begins after Babel's fall, when God calls a man out of Ur with a covenant of promise, and his family's altars mark the land. What is this cycle called?",
        accepted: ["abrahamic", "abrahamic cycle", "cycle of abraham", "abraham's cycle"],
        hint1: "one of the Eight Cycles",
        hint2: "Its code is @Ab.",
        explanation:
          "The Abrahamic cycle (@Ab) repeats the beats: the fall at Babel, the covenant with Abraham, altars as sanctuary, enemies, and promise kept.",
      },
      {
        n: 4,
        type: "person",
        text: "Called out of Ur of the Chaldees, he left without knowing where he was going, became the father of the faithful, and offered his son on Moriah, believing God could raise the dead. Who was he?",
        accepted: ["abraham", "abram", "father abraham"],
        hint1: "a person from Genesis",
        hint2: "His name was changed when God promised he would be a father of many nations.",
        explanation:
          "Abraham is the model of faith for Jew and Gentile alike (Rom 4:16); the promise came to him before circumcision or law.",
      },
      {
        n: 5,
        type: "verse",
        text: "Name the verse: God says to Abraham that He will bless those who bless him and curse him that curses him, and in him shall all families of the earth be blessed. Give the reference in Genesis.",
        accepted: ["Gen 12:3", "Gen 22:18"],
        hint1: "a verse in Genesis",
        hint2: "It is in the chapter of Abram's call from Haran.",
        explanation:
          "The blessing was always meant for all families of the earth, a worldwide mission that the Seed would fulfil.",
      },
      {
        n: 6,
        type: "verse",
        text: "Find the treasure verse: Paul notes that the promises were made to Abraham and his seed; God does not say seeds, as of many, but as of one, and to thy seed, which is Christ. Which verse?",
        accepted: ["Gal 3:16"],
        hint1: "a verse in Galatians",
        hint2: "It is in chapter 3, in the argument that the law cannot cancel the promise.",
        explanation:
          "Paul reads the promise as pointing to one Seed, Christ, and all who are Christ's become Abraham's seed (Gal 3:29).",
      },
    ],
    finalRef: "Gal 3:16",
    conclusion:
      'The treasure is a Seed: "to thy seed, which is Christ" (Gal 3:16). The promise God swore to Abraham, that in him all families of the earth would be blessed, narrows down through Isaac, Jacob, Judah and David to one Person. Jesus is the promised Seed, and the blessing of Abraham comes to the nations through Him. Paul goes on to say that if you belong to Christ, you are Abraham\'s seed and heirs according to the promise (Gal 3:29). The promise made under the stars now includes you.',
  },
];
