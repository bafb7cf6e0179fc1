// Escape Room content (games.md §4.21): the puzzle bank and the room-level "biblical conclusion" paragraphs. Each
// palace room has four locks (easy, medium, hard, and a pro final lock that serves as the escape lock, a gauntlet
// boss when it has a category, or a floor-race summit). A lock's principle is a short label of its room's method; the
// five wrong options are the other labels of the same room. Prompts and typology notes (Hint 1) never name an
// expected reference. Our own words; references as a reader types them. Server-only (answer key).
import type { RoomId } from "@common/content/palace/types";
import type {
  EscapeConclusion,
  EscapeDifficulty,
  EscapeMode,
  EscapePuzzle,
  GauntletCategory,
} from "./adventure-types";

interface LockSpec {
  difficulty: EscapeDifficulty;
  category?: GauntletCategory;
  final?: true;
  prompt: string;
  expectedRefs: readonly string[];
  partialRefs: readonly string[];
  principle: string;
  typologyNote: string;
  conclusionLine: string;
}

/** A room's locks: ids `{roomId}-{n}`, modes from the category, wrong options = the room's other labels. */
function roomLocks(
  roomId: RoomId,
  roomTag: string,
  floor: number,
  labels: readonly string[],
  locks: readonly LockSpec[],
): EscapePuzzle[] {
  return locks.map(({ category, final, ...lock }, i) => {
    const mode: EscapeMode[] = category ? ["room", "gauntlet", "floor-race"] : ["room", "floor-race"];
    return {
      id: `${roomId}-${i + 1}`,
      mode,
      roomTag,
      ...(category ? { category } : {}),
      floor,
      ...(final ? { final } : {}),
      ...lock,
      principleOptions: labels.filter((label) => label !== lock.principle),
    };
  });
}

export const escapePuzzles: readonly EscapePuzzle[] = [
  // ── Floor 1 ────────────────────────────────────────────────────────────────────────────────────────────
  ...roomLocks(
    "sr",
    "SR",
    1,
    [
      "Sequence before meaning",
      "Scene by scene recall",
      "A beat is a turning point",
      "Retell without the page",
      "Labels are pictures",
      "Cause and consequence",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "Joseph is sold by his brothers, slandered in Egypt, forgotten in prison and then raised to rule. Only at the very end does he explain what it all meant. Find the verse where he tells his brothers that God turned their evil into good.",
        expectedRefs: ["Gen 50:20"],
        partialRefs: ["Gen 45:5", "Gen 50:19"],
        principle: "Sequence before meaning",
        typologyNote:
          "The meaning of Joseph's road is spoken only after the last scene, when the brothers fear revenge after their father's burial.",
        conclusionLine:
          "God wove every turn of Joseph's road into a rescue, as He wove the cross into our salvation.",
      },
      {
        difficulty: "medium",
        category: "gospel",
        prompt:
          "Retell the night of the betrayal scene by scene: the supper, the prayer under the olive trees, the armed crowd. Give the verse where the betrayer carries out his agreed sign and greets Jesus.",
        expectedRefs: ["Matt 26:49", "Mark 14:45"],
        partialRefs: ["Matt 26:48", "Matt 26:36"],
        principle: "Scene by scene recall",
        typologyNote: "The signal was a greeting meant for a friend, given in the garden by torchlight.",
        conclusionLine:
          "Betrayed with a sign of friendship, the Son of man still went willingly toward the cross for us.",
      },
      {
        difficulty: "hard",
        prompt:
          "At the sea the cloud moves behind the camp, an east wind blows all night, and the waters divide. Name the beat where the story turns: the verse where Israel walks on dry ground with water standing on both sides.",
        expectedRefs: ["Exod 14:22"],
        partialRefs: ["Exod 14:21", "Exod 14:29"],
        principle: "A beat is a turning point",
        typologyNote:
          "The turning point is not the wind but the first steps of the people between two walls of water.",
        conclusionLine: "Our deliverance, like theirs, is a road God opens where there was none.",
      },
      {
        difficulty: "pro",
        category: "gospel",
        final: true,
        prompt:
          "The women come at dawn with spices, find the stone rolled away, meet a messenger in white and run to tell the disciples. Retell it without the page and give the verse where the messenger announces that Jesus is not there but risen.",
        expectedRefs: ["Matt 28:6", "Mark 16:6", "Luke 24:6"],
        partialRefs: ["Matt 28:2", "Luke 24:3"],
        principle: "Retell without the page",
        typologyNote:
          "The climax of the morning is a sentence spoken at the tomb, with an invitation to come and see the place.",
        conclusionLine: "The story of Jesus does not end at a sealed tomb but at an empty one.",
      },
    ],
  ),
  ...roomLocks(
    "ir",
    "IR",
    1,
    [
      "Concrete and quiet",
      "Sight, sound and touch",
      "Stay inside the scene",
      "God is the hero of the scene",
      "Imagination serves the text",
      "Enter through the five senses",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "Stand at the cave's mouth on the mountain: a wind tears the rocks, the ground shakes, fire passes by. Then something quiet follows. Give the verse of that quiet sound.",
        expectedRefs: ["1 Kgs 19:12"],
        partialRefs: ["1 Kgs 19:11", "1 Kgs 19:13"],
        principle: "Concrete and quiet",
        typologyNote: "The LORD was not in the loud things; listen for what came after the fire.",
        conclusionLine: "God still speaks most clearly in the quiet of His Word.",
      },
      {
        difficulty: "medium",
        category: "gospel",
        prompt:
          "Feel the press of the crowd, the dust and the shoving, then a trembling hand reaches for the border of a garment. Give the verse in Luke where she touches it and her bleeding stops at once.",
        expectedRefs: ["Luke 8:44"],
        partialRefs: ["Luke 8:43", "Mark 5:27"],
        principle: "Sight, sound and touch",
        typologyNote: "Twelve years of suffering end with one small touch from behind.",
        conclusionLine: "Faith that reaches out to Christ is never lost in the crowd.",
      },
      {
        difficulty: "hard",
        category: "sanctuary",
        prompt:
          "Smell the sweet smoke as the high priest carries burning coals and beaten incense beyond the inner curtain on the Day of Atonement. Give the verse where the cloud of incense covers the mercy seat.",
        expectedRefs: ["Lev 16:13"],
        partialRefs: ["Lev 16:12", "Lev 16:14"],
        principle: "Stay inside the scene",
        typologyNote:
          "Stay just inside the inner room and watch the fragrant cloud hide the lid of the ark, so that the priest does not die.",
        conclusionLine: "Christ's merits, like that cloud, cover us before the throne of God.",
      },
      {
        difficulty: "pro",
        category: "gospel",
        final: true,
        prompt:
          "Eight days after the resurrection the doors are shut again, and the Lord stands among them and turns to the one who demanded proof. Give the verse where He invites that disciple to reach out and touch His wounds.",
        expectedRefs: ["John 20:27"],
        partialRefs: ["John 20:25", "John 20:28"],
        principle: "God is the hero of the scene",
        typologyNote: "The risen Lord offers His own scars as the evidence a doubter asked for.",
        conclusionLine: "The wounds that saved us are the proof that He lives.",
      },
    ],
  ),
  ...roomLocks(
    "24fps",
    "24",
    1,
    [
      "Objects beat abstractions",
      "Memorable beats precise",
      "Sketch it in ten seconds",
      "The frame is a hook",
      "One frame per chapter",
      "Never reuse a frame",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "The frame for the chapter is a huge wooden boat with one door in its side. Give the verse where God tells Noah what wood to use and to pitch it within and without.",
        expectedRefs: ["Gen 6:14"],
        partialRefs: ["Gen 6:15", "Gen 6:16"],
        principle: "Objects beat abstractions",
        typologyNote:
          "The chapter opens with violence filling the earth and closes with building instructions.",
        conclusionLine: "There was one door into the ark, and there is one way into safety: Christ.",
      },
      {
        difficulty: "medium",
        category: "prophecy",
        prompt:
          "The frame is a tall statue of gold, silver, bronze, iron and clay, struck by a small stone. Give the verse where a stone cut out without hands strikes the image on its feet.",
        expectedRefs: ["Dan 2:34"],
        partialRefs: ["Dan 2:35", "Dan 2:45"],
        principle: "Memorable beats precise",
        typologyNote: "The picture ends with the small rock becoming a mountain that fills the whole earth.",
        conclusionLine: "The kingdoms pass in order; the stone kingdom of Christ remains for ever.",
      },
      {
        difficulty: "hard",
        category: "gospel",
        prompt:
          "The frame is a towel tied at the waist and a basin of water on the floor of the upper room. Give the verse where Jesus pours the water and begins to wash the disciples' feet.",
        expectedRefs: ["John 13:5"],
        partialRefs: ["John 13:4", "John 13:14"],
        principle: "Sketch it in ten seconds",
        typologyNote: "Just before, He laid aside His garments; the next verse brings Him to Peter.",
        conclusionLine: "The Lord of glory stooped to wash feet, and we follow His example.",
      },
      {
        difficulty: "pro",
        category: "prophecy",
        final: true,
        prompt:
          "The frame is a woman clothed with the sun and a great red dragon with seven heads. Give the verse where the dragon stands before the woman, ready to devour her child as soon as it is born.",
        expectedRefs: ["Rev 12:4"],
        partialRefs: ["Rev 12:1", "Rev 12:3"],
        principle: "The frame is a hook",
        typologyNote: "The dragon's tail has just drawn a third of the stars; now he waits for the birth.",
        conclusionLine: "The dragon's rage has always been against Christ, and Christ has always won.",
      },
    ],
  ),
  ...roomLocks(
    "br",
    "BR",
    1,
    [
      "One glyph per block",
      "Place the chapter in its block",
      "See the whole storyline",
      "Recite the blocks in order",
      "Simplicity first",
      "Keep glyphs consistent",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "The first glyph of the Bible Rendered map is a sunrise over a new world, standing for the block that runs from creation to the search for Isaac's bride. Give the verse that opens that block.",
        expectedRefs: ["Gen 1:1"],
        partialRefs: ["Gen 1:2", "Gen 1:3"],
        principle: "One glyph per block",
        typologyNote: "The first block starts with the first words of Scripture.",
        conclusionLine: "The whole storyline begins with God, and so must every map of it.",
      },
      {
        difficulty: "medium",
        category: "sanctuary",
        prompt:
          "The fourth block of the map is drawn as a tent with a cloud above it, because it holds the tabernacle instructions. Give the verse where God asks for a sanctuary so that He may dwell among His people.",
        expectedRefs: ["Exod 25:8"],
        partialRefs: ["Exod 25:9", "Exod 25:40"],
        principle: "Place the chapter in its block",
        typologyNote:
          "The key verse states God's purpose for the whole tent before any measurement is given.",
        conclusionLine: "God's aim in every block of the story is to live among His people.",
      },
      {
        difficulty: "hard",
        category: "gospel",
        prompt:
          "One block straddles the testaments: it holds the last page of the prophets and the first pages of Matthew. Give the verse at the end of the prophets that promises Elijah before the great and dreadful day.",
        expectedRefs: ["Mal 4:5"],
        partialRefs: ["Mal 4:6", "Matt 11:14"],
        principle: "See the whole storyline",
        typologyNote:
          "The Old Testament closes on a promised messenger; the New opens with a voice in the wilderness.",
        conclusionLine: "The silence between the testaments ends with a herald announcing Christ.",
      },
      {
        difficulty: "pro",
        final: true,
        prompt:
          "The last glyph of the map is a city with a river and a tree. Recite the blocks in order to reach it, and give the verse where the pure river of water of life flows from the throne.",
        expectedRefs: ["Rev 22:1"],
        partialRefs: ["Rev 22:2", "Rev 21:2"],
        principle: "Recite the blocks in order",
        typologyNote:
          "The map ends where Genesis began: a garden, now inside a city, with the tree of life restored.",
        conclusionLine:
          "Recited in order, the glyphs tell one story: paradise lost and paradise restored in Christ.",
      },
    ],
  ),
  ...roomLocks(
    "tr",
    "TR",
    1,
    [
      "Scripture's own metaphors",
      "Turn words into images",
      "Concrete over abstract",
      "Simple over complex",
      "Picture the verse",
      "Stick figures welcome",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "Draw God's word as a small light held at the feet of a traveller on a dark path. Give the verse in the long psalm about the law that gives you this picture.",
        expectedRefs: ["Ps 119:105"],
        partialRefs: ["Ps 119:130", "Prov 6:23"],
        principle: "Scripture's own metaphors",
        typologyNote:
          "The picture is the psalmist's own: a lamp and a light, one for the feet and one for the path.",
        conclusionLine: "The Word may not show the whole road at once, but it always lights the next step.",
      },
      {
        difficulty: "medium",
        category: "gospel",
        prompt:
          "Translate abiding into a picture: a trunk with branches heavy with grapes, and one broken branch lying bare. Give the verse where Jesus says He is the vine and His disciples the branches.",
        expectedRefs: ["John 15:5"],
        partialRefs: ["John 15:1", "John 15:4"],
        principle: "Turn words into images",
        typologyNote: "The same verse adds that apart from Him nothing at all can be done.",
        conclusionLine: "Abiding in Christ is the only way to bear fruit.",
      },
      {
        difficulty: "hard",
        prompt:
          "Draw a soldier with belt, breastplate, shoes, shield and helmet. Then add the last piece, the only one used to strike, and give the verse that names it together with the helmet.",
        expectedRefs: ["Eph 6:17"],
        partialRefs: ["Eph 6:14", "Eph 6:16"],
        principle: "Concrete over abstract",
        typologyNote: "The final weapon is defined as the word of God, wielded by the Spirit.",
        conclusionLine: "Our only weapon for attack is the Word of God, as Christ showed in the wilderness.",
      },
      {
        difficulty: "pro",
        category: "prophecy",
        final: true,
        prompt:
          "Draw the beasts rising from a sea churned by four winds. Give the verse for the first of them, a lion with eagle's wings that is made to stand like a man.",
        expectedRefs: ["Dan 7:4"],
        partialRefs: ["Dan 7:3", "Dan 7:17"],
        principle: "Simple over complex",
        typologyNote:
          "The vision supplies its own pictures in order: a lion, a bear, a leopard and a terrible beast.",
        conclusionLine: "Scripture paints the empires so that we can watch God's kingdom outlast them all.",
      },
    ],
  ),
  ...roomLocks(
    "gr",
    "GR",
    1,
    [
      "Set texts side by side",
      "Rare insight from distant texts",
      "Gems lead to Christ",
      "Scripture interprets Scripture",
      "Collect to use",
      "Both testaments meet in Christ",
    ],
    [
      {
        difficulty: "easy",
        category: "gospel",
        prompt:
          "Set the bronze serpent on its pole beside Jesus' night conversation with a ruler of the Jews. Give the verse where He says the Son of man must be lifted up as Moses lifted the serpent.",
        expectedRefs: ["John 3:14"],
        partialRefs: ["Num 21:9", "John 3:15"],
        principle: "Set texts side by side",
        typologyNote: "One text is in the wilderness with a pole; the other is spoken in Jerusalem at night.",
        conclusionLine: "Look and live: the lifted-up Christ heals everyone bitten by sin.",
      },
      {
        difficulty: "medium",
        category: "sanctuary",
        prompt:
          "Place the curtain torn in the temple at the cross beside a letter that speaks of a new and living way. Give the verse in the letter that says what the curtain stood for.",
        expectedRefs: ["Heb 10:20"],
        partialRefs: ["Heb 10:19", "Matt 27:51"],
        principle: "Rare insight from distant texts",
        typologyNote: "The letter identifies the curtain with His flesh.",
        conclusionLine: "Through His torn flesh we may come boldly into the presence of God.",
      },
      {
        difficulty: "hard",
        category: "gospel",
        prompt:
          "Set the ram caught in the thicket on Moriah beside a prophet's cry at the Jordan. Give the verse where that prophet first points to Jesus as the Lamb who takes away the sin of the world.",
        expectedRefs: ["John 1:29"],
        partialRefs: ["Gen 22:13", "John 1:36"],
        principle: "Gems lead to Christ",
        typologyNote:
          "Abraham said God would provide a lamb; centuries later a man in the wilderness named Him.",
        conclusionLine: "The Lamb that Abraham waited for walked to the Jordan in person.",
      },
      {
        difficulty: "pro",
        final: true,
        prompt:
          "Lay Jacob's dream at Bethel beside Jesus' promise to Nathanael, the man under the fig tree. Give the verse of the promise about angels ascending and descending.",
        expectedRefs: ["John 1:51"],
        partialRefs: ["Gen 28:12", "John 1:50"],
        principle: "Scripture interprets Scripture",
        typologyNote: "Jesus puts Himself where the ladder stood in the dream.",
        conclusionLine: "Christ is the ladder: heaven's only bridge to earth.",
      },
    ],
  ),

  // ── Floor 2 ────────────────────────────────────────────────────────────────────────────────────────────
  ...roomLocks(
    "or",
    "OR",
    2,
    [
      "Count and compare",
      "The obvious counts",
      "Point at the verse",
      "Read out of the text",
      "Notice what is missing",
      "Observation before interpretation",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "Count how often the creation chapter says that God saw what He made was good. Then give the verse at the end of the sixth day where one extra word is added to the verdict.",
        expectedRefs: ["Gen 1:31"],
        partialRefs: ["Gen 1:25", "Gen 1:4"],
        principle: "Count and compare",
        typologyNote: "Six times the chapter says good; the last verse of the chapter says it differently.",
        conclusionLine: "Creation came from God's hand very good, and Christ will make it so again.",
      },
      {
        difficulty: "medium",
        category: "gospel",
        prompt:
          "A royal family tree usually names only fathers, yet the first page of the New Testament includes women and outsiders. Observe it and give the verse that names the woman from Jericho.",
        expectedRefs: ["Matt 1:5"],
        partialRefs: ["Matt 1:3", "Matt 1:6"],
        principle: "The obvious counts",
        typologyNote: "The same verse also names a Moabite great-grandmother of David.",
        conclusionLine: "Christ's family tree is full of grace to sinners and strangers.",
      },
      {
        difficulty: "hard",
        prompt:
          "Observe the seventh day of creation: no evening and morning are mentioned, and God does three things to the day itself. Point at the verse where He blesses and sanctifies it.",
        expectedRefs: ["Gen 2:3"],
        partialRefs: ["Gen 2:2", "Gen 2:1"],
        principle: "Point at the verse",
        typologyNote: "The verse gives the reason too: in it He rested from all His work.",
        conclusionLine:
          "The seventh day was blessed before sin entered, a gift from the Creator to all mankind.",
      },
      {
        difficulty: "pro",
        category: "gospel",
        final: true,
        prompt:
          "Inside the empty tomb the linen clothes lie where the body was. Read out of the text, not into it, and give the verse that says where the cloth from His head lay.",
        expectedRefs: ["John 20:7"],
        partialRefs: ["John 20:5", "John 20:6"],
        principle: "Read out of the text",
        typologyNote: "One cloth lies apart, wrapped together in a place by itself.",
        conclusionLine: "The risen Lord left the tomb in order, not in haste: death could not hold Him.",
      },
    ],
  ),
  ...roomLocks(
    "dc",
    "DC",
    2,
    [
      "Original language first",
      "Culture of the first hearers",
      "Scripture has the last word",
      "Define the key word",
      "Commentaries inform, not rule",
      "Compare several sources",
    ],
    [
      {
        difficulty: "easy",
        category: "sanctuary",
        prompt:
          "The Greek word translated propitiation is the word used for the lid of the ark in the Greek Old Testament. Give the verse in Romans where God sets Christ forth as a propitiation through faith in His blood.",
        expectedRefs: ["Rom 3:25"],
        partialRefs: ["Rom 3:24", "Heb 9:5"],
        principle: "Original language first",
        typologyNote: "The word links Christ to the place where the blood was sprinkled once a year.",
        conclusionLine: "Christ is our mercy seat: God's justice and mercy meet in Him.",
      },
      {
        difficulty: "medium",
        category: "gospel",
        prompt:
          "On the cross Jesus spoke one Greek word, a word the first hearers knew from completed tasks and settled accounts. Give the verse where He says it and gives up His spirit.",
        expectedRefs: ["John 19:30"],
        partialRefs: ["John 19:28", "Luke 23:46"],
        principle: "Culture of the first hearers",
        typologyNote: "He had just received the vinegar; one word declares the work complete.",
        conclusionLine: "Nothing remains to be paid: the work of redemption is finished.",
      },
      {
        difficulty: "hard",
        prompt:
          "What do the dead know? Let the Preacher define it rather than later tradition. Give the verse that contrasts what the living know with what the dead know.",
        expectedRefs: ["Eccl 9:5"],
        partialRefs: ["Eccl 9:10", "Ps 146:4"],
        principle: "Scripture has the last word",
        typologyNote: "The verse adds that the memory of the dead is forgotten under the sun.",
        conclusionLine: "Death is a sleep until the voice of Christ wakes His people.",
      },
      {
        difficulty: "pro",
        category: "prophecy",
        final: true,
        prompt:
          "In the answer about the 2300 days, the Hebrew verb behind cleansed can also mean to be set right or vindicated. Define the key word and give the verse where it appears.",
        expectedRefs: ["Dan 8:14"],
        partialRefs: ["Dan 8:13", "Lev 16:30"],
        principle: "Define the key word",
        typologyNote:
          "The answer comes to a question about how long the sanctuary and the host will be trodden down.",
        conclusionLine:
          "At the end of the 2300 days Christ began the closing work of setting all things right in the heavenly sanctuary.",
      },
    ],
  ),
  ...roomLocks(
    "st",
    "ST",
    2,
    [
      "Type and antitype",
      "Let Scripture define its symbols",
      "Every symbol lands in Christ",
      "Trace the symbol through the canon",
      "Consistent imagery",
      "Textual warrant",
    ],
    [
      {
        difficulty: "easy",
        category: "sanctuary",
        prompt:
          "The Passover lamb's blood on the doorposts turned the destroyer away. Give the verse where Paul names its antitype and calls the church to purge out the old leaven.",
        expectedRefs: ["1 Cor 5:7"],
        partialRefs: ["Exod 12:13", "1 Cor 5:8"],
        principle: "Type and antitype",
        typologyNote:
          "Paul writes to a careless church as if the feast were being kept, because its Lamb has been sacrificed.",
        conclusionLine: "The blood that turned away the destroyer pointed to the blood of Christ.",
      },
      {
        difficulty: "medium",
        category: "prophecy",
        prompt:
          "In Daniel's visions, what do the great beasts stand for? Do not guess; let the angel tell you. Give the verse where the four beasts are explained as four kings.",
        expectedRefs: ["Dan 7:17"],
        partialRefs: ["Dan 7:23", "Dan 8:20"],
        principle: "Let Scripture define its symbols",
        typologyNote: "The interpreting angel explains the animals in plain words, right after Daniel asks.",
        conclusionLine:
          "Scripture interprets its own symbols, so prophecy rests on the Word and not on guesses.",
      },
      {
        difficulty: "hard",
        prompt:
          "Water flowed from a struck rock in the wilderness. Give the verse where an apostle says who that Rock really was.",
        expectedRefs: ["1 Cor 10:4"],
        partialRefs: ["Exod 17:6", "1 Cor 10:3"],
        principle: "Every symbol lands in Christ",
        typologyNote: "An apostle reads the wilderness story and says the Rock followed them.",
        conclusionLine: "The smitten Rock was Christ, and from Him flows living water.",
      },
      {
        difficulty: "pro",
        category: "prophecy",
        final: true,
        prompt:
          "A woman in prophecy stands for God's people. Trace the symbol from the prophets to the apostles, and give the verse where the believers are presented as a chaste virgin to Christ.",
        expectedRefs: ["2 Cor 11:2"],
        partialRefs: ["Jer 6:2", "Rev 12:1"],
        principle: "Trace the symbol through the canon",
        typologyNote:
          "An apostle writes as the friend of the bridegroom who arranged a betrothal and is jealous for it.",
        conclusionLine: "The woman of prophecy is the church, and her Husband is Christ.",
      },
    ],
  ),
  ...roomLocks(
    "qr",
    "QR",
    2,
    [
      "Ask inside the passage",
      "Ask across Scripture",
      "Don't avoid hard questions",
      "Questions set the depth",
      "Ask open questions",
      "Ask through the palace",
    ],
    [
      {
        difficulty: "easy",
        category: "gospel",
        prompt:
          "Ask inside the passage: why did Jesus weep at the grave of His friend when He knew He was about to raise him? Give the short verse that raises the question.",
        expectedRefs: ["John 11:35"],
        partialRefs: ["John 11:33", "John 11:36"],
        principle: "Ask inside the passage",
        typologyNote: "It is two words long in the King James Version.",
        conclusionLine: "Our Saviour feels our grief even when He is about to end it.",
      },
      {
        difficulty: "medium",
        prompt:
          "Ask across Scripture: why does the first promise speak of the woman's seed rather than the man's? Give the verse of that first promise, spoken to the serpent.",
        expectedRefs: ["Gen 3:15"],
        partialRefs: ["Gen 3:14", "Gal 4:4"],
        principle: "Ask across Scripture",
        typologyNote: "It promises a bruised heel and a crushed head.",
        conclusionLine:
          "The first gospel promise names a Seed who would crush the serpent at the cost of His own wound.",
      },
      {
        difficulty: "hard",
        prompt:
          "A hard question: if God is love, why is Pharaoh's heart hardened? Give the verse after the plague of frogs where Pharaoh hardens his own heart.",
        expectedRefs: ["Exod 8:15"],
        partialRefs: ["Exod 8:32", "Exod 9:12"],
        principle: "Don't avoid hard questions",
        typologyNote: "Watch who hardens the heart first, as soon as there is relief.",
        conclusionLine: "God confirms the choice a heart keeps making; He never forces it to rebel.",
      },
      {
        difficulty: "pro",
        category: "gospel",
        final: true,
        prompt:
          "Near Caesarea Philippi Jesus asks His disciples who they say He is. Give the verse of the answer that the church is built on.",
        expectedRefs: ["Matt 16:16"],
        partialRefs: ["Matt 16:15", "Matt 16:18"],
        principle: "Questions set the depth",
        typologyNote: "One question draws out a confession that flesh and blood did not reveal.",
        conclusionLine: "The most important question anyone answers is who Jesus is.",
      },
    ],
  ),
  ...roomLocks(
    "qa",
    "QA",
    2,
    [
      "Let Scripture answer",
      "Teaching before narrative",
      "New Testament clarifies the Old",
      "Clear texts before obscure",
      "Respect the context",
      "Chain Scripture, not opinion",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "Question: what happens to a person at death? Begin the chain with the Preacher's closing chapter, and give the verse where the dust returns to the earth and the spirit to God who gave it.",
        expectedRefs: ["Eccl 12:7"],
        partialRefs: ["Gen 2:7", "Eccl 12:6"],
        principle: "Let Scripture answer",
        typologyNote: "The verse reverses the way man was made from dust and the breath of life.",
        conclusionLine: "Life belongs to God; our hope rests in the resurrection, not in the grave.",
      },
      {
        difficulty: "medium",
        category: "gospel",
        prompt:
          "Question: how is a sinner made right with God? Answer from a teaching passage, and give the verse where, being justified by faith, we have peace with God through our Lord Jesus Christ.",
        expectedRefs: ["Rom 5:1"],
        partialRefs: ["Rom 5:2", "Rom 3:28"],
        principle: "Teaching before narrative",
        typologyNote:
          "The verse opens a chapter with a therefore, drawing the conclusion of the argument before it.",
        conclusionLine: "Peace with God is a gift received by faith in Christ.",
      },
      {
        difficulty: "hard",
        category: "prophecy",
        prompt:
          "Question: who is the power that speaks great words against the Most High? Chain Daniel to Paul, and give Paul's verse about the one who sits in the temple of God showing himself that he is God.",
        expectedRefs: ["2 Thess 2:4"],
        partialRefs: ["2 Thess 2:3", "Dan 7:25"],
        principle: "New Testament clarifies the Old",
        typologyNote: "Paul describes a power that exalts itself above all that is called God.",
        conclusionLine: "Prophecy unmasks the counterfeit so that we may cling to the true Christ.",
      },
      {
        difficulty: "pro",
        category: "sanctuary",
        final: true,
        prompt:
          "Where is Christ now, and what is He doing? Give the verse that sums up the letter's argument: we have a high priest seated at the right hand of the throne of the Majesty in the heavens.",
        expectedRefs: ["Heb 8:1"],
        partialRefs: ["Heb 8:2", "Heb 7:25"],
        principle: "Clear texts before obscure",
        typologyNote: "The letter pauses to tell the reader that this is the sum of everything said so far.",
        conclusionLine: "Our High Priest ministers for us now in the true tabernacle which the Lord pitched.",
      },
    ],
  ),

  // ── Floor 3 ────────────────────────────────────────────────────────────────────────────────────────────
  ...roomLocks(
    "nf",
    "NF",
    3,
    [
      "Consider the lilies",
      "Creation as a sermon",
      "Nature illustrates, never replaces",
      "The verse decides the lesson",
      "Child-simple lessons",
      "Build a reusable library",
    ],
    [
      {
        difficulty: "easy",
        category: "gospel",
        prompt:
          "On a walk you pass a field of wildflowers. Give the verse in the Sermon on the Mount where Jesus tells worried listeners to consider how they grow.",
        expectedRefs: ["Matt 6:28"],
        partialRefs: ["Matt 6:26", "Luke 12:27"],
        principle: "Consider the lilies",
        typologyNote: "The flowers neither toil nor spin, yet they are dressed better than a king.",
        conclusionLine: "The God who clothes the fields will clothe His children.",
      },
      {
        difficulty: "medium",
        category: "gospel",
        prompt:
          "A grain of wheat falls into the ground. Give the verse where Jesus says that unless it dies it stays alone, but if it dies it brings forth much fruit.",
        expectedRefs: ["John 12:24"],
        partialRefs: ["John 12:23", "1 Cor 15:36"],
        principle: "Creation as a sermon",
        typologyNote: "Jesus answers the Greeks' request to see Him with a farming picture about His death.",
        conclusionLine: "Christ's death was the seed of a great harvest.",
      },
      {
        difficulty: "hard",
        prompt:
          "Look up at a clear night sky. Give the verse that opens a psalm by saying the heavens declare God's glory and the firmament shows His handiwork.",
        expectedRefs: ["Ps 19:1"],
        partialRefs: ["Ps 19:2", "Rom 1:20"],
        principle: "Nature illustrates, never replaces",
        typologyNote: "The same psalm moves from the sky to the perfect law of the LORD.",
        conclusionLine: "The sky tells of God's glory; the Word tells of His grace in Christ.",
      },
      {
        difficulty: "pro",
        final: true,
        prompt:
          "An eagle stirs up her nest, flutters over her young and carries them on her wings. Give the verse in the song of Moses that draws this picture of God's care.",
        expectedRefs: ["Deut 32:11"],
        partialRefs: ["Deut 32:12", "Exod 19:4"],
        principle: "The verse decides the lesson",
        typologyNote: "The next verse says the LORD alone led him, and there was no strange god with him.",
        conclusionLine: "God lets our nest be stirred so that we learn to fly on His wings.",
      },
    ],
  ),
  ...roomLocks(
    "pf",
    "PF",
    3,
    [
      "Read life in Scripture's light",
      "What did God do first?",
      "Experience confirms Scripture",
      "Grace patterns, not moralism",
      "Record joys and trials",
      "God writes in my story",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "A plan you prayed over has collapsed. Give the promise from Paul's chapter on life in the Spirit that all things work together for good to them that love God.",
        expectedRefs: ["Rom 8:28"],
        partialRefs: ["Rom 8:29", "Gen 50:20"],
        principle: "Read life in Scripture's light",
        typologyNote: "The promise is to those who are called according to His purpose.",
        conclusionLine: "My story is safe in the hands of the One who loves me.",
      },
      {
        difficulty: "medium",
        prompt:
          "Help arrived before you had even finished asking for it. Give the verse in the prophet's picture of the new creation where God answers before His people call.",
        expectedRefs: ["Isa 65:24"],
        partialRefs: ["Isa 65:17", "Matt 6:8"],
        principle: "What did God do first?",
        typologyNote: "The promise has two halves: before they call, and while they are yet speaking.",
        conclusionLine: "Grace always moves first.",
      },
      {
        difficulty: "hard",
        prompt:
          "A weakness you begged God to remove is still there. Give the verse where the Lord says His grace is sufficient and His strength is made perfect in weakness.",
        expectedRefs: ["2 Cor 12:9"],
        partialRefs: ["2 Cor 12:10", "2 Cor 12:7"],
        principle: "Experience confirms Scripture",
        typologyNote:
          "An apostle asked three times for a thorn to be taken away and was given another answer.",
        conclusionLine: "His grace is enough, and weakness becomes the place where His power rests.",
      },
      {
        difficulty: "pro",
        category: "gospel",
        final: true,
        prompt:
          "Looking back on a failure, you see that God had prepared your way back before you fell. Give the verse where Jesus tells Peter He has prayed that his faith fail not.",
        expectedRefs: ["Luke 22:32"],
        partialRefs: ["Luke 22:31", "Luke 22:61"],
        principle: "Grace patterns, not moralism",
        typologyNote: "At the supper Jesus speaks of a sifting and a return, before the denial has happened.",
        conclusionLine: "Christ prays for us before we fall and restores us after.",
      },
    ],
  ),
  ...roomLocks(
    "bf",
    "BF",
    3,
    [
      "Verses as relatives",
      "Clusters explain each other",
      "Find the family",
      "Shared meaning, not vocabulary",
      "Three close relatives",
      "Never pad the cluster",
    ],
    [
      {
        difficulty: "easy",
        category: "gospel",
        prompt:
          "Find a close relative of John 3:16 in Romans: a verse that says God commends His love toward us in that Christ died for us while we were yet sinners.",
        expectedRefs: ["Rom 5:8"],
        partialRefs: ["Rom 5:6", "1 John 4:10"],
        principle: "Verses as relatives",
        typologyNote:
          "The relative says the same thing as the famous Gospel verse and adds the timing: while we were sinners.",
        conclusionLine: "God loved us first, and at our worst.",
      },
      {
        difficulty: "medium",
        category: "sanctuary",
        prompt:
          "The prophet saw the Servant wounded for our transgressions. Find the apostle's verse in the same family: He bare our sins in His own body on the tree, by whose stripes ye were healed.",
        expectedRefs: ["1 Pet 2:24"],
        partialRefs: ["Isa 53:5", "1 Pet 2:21"],
        principle: "Clusters explain each other",
        typologyNote: "An apostle quotes the prophet while writing to servants who suffer unjustly.",
        conclusionLine: "The stripes the prophet saw were laid on Christ for our healing.",
      },
      {
        difficulty: "hard",
        category: "gospel",
        prompt:
          "David sang of the LORD as his shepherd. Find the Gospel relative where Jesus calls Himself the good shepherd who gives His life for the sheep.",
        expectedRefs: ["John 10:11"],
        partialRefs: ["John 10:14", "Ps 23:1"],
        principle: "Find the family",
        typologyNote:
          "The Gospel's shepherd echoes David's psalm but adds something no psalm shepherd did: a death.",
        conclusionLine: "The Shepherd of the psalm became the Shepherd who died for His flock.",
      },
      {
        difficulty: "pro",
        final: true,
        prompt:
          "Relatives do not always share words. Find the invitation where Jesus calls all who labour and are heavy laden to come and receive rest.",
        expectedRefs: ["Matt 11:28"],
        partialRefs: ["Matt 11:29", "Heb 4:9"],
        principle: "Shared meaning, not vocabulary",
        typologyNote: "The invitation comes just before a dispute about the Sabbath in the same Gospel.",
        conclusionLine: "True rest is found in Christ, the Lord of the Sabbath.",
      },
    ],
  ),
  ...roomLocks(
    "hf",
    "HF",
    3,
    [
      "Scripture interprets culture",
      "Nothing new under the sun",
      "Secular history's lessons",
      "Timeless patterns",
      "No partisanship",
      "No sensationalism",
    ],
    [
      {
        difficulty: "easy",
        category: "prophecy",
        prompt:
          "Ancient historians describe Babylon falling while its court feasted. Let Scripture interpret the event: give the verse where the king of the Chaldeans is slain that very night.",
        expectedRefs: ["Dan 5:30"],
        partialRefs: ["Dan 5:31", "Dan 5:26"],
        principle: "Scripture interprets culture",
        typologyNote: "The handwriting on the wall was fulfilled before morning.",
        conclusionLine: "History's empires rise and fall at God's word.",
      },
      {
        difficulty: "medium",
        prompt:
          "Every generation thinks its troubles are brand new. Give the verse where the Preacher says that what has been is what will be, and nothing under the sun is new.",
        expectedRefs: ["Eccl 1:9"],
        partialRefs: ["Eccl 1:10", "Eccl 3:15"],
        principle: "Nothing new under the sun",
        typologyNote: "The Preacher opens his book by watching the sun, the wind and the rivers go round.",
        conclusionLine: "Human history repeats itself; only God makes things truly new.",
      },
      {
        difficulty: "hard",
        category: "prophecy",
        prompt:
          "After Rome fell, western Europe split into kingdoms that no conqueror could weld back together. Give the verse where the kingdom is partly strong and partly broken, like iron mixed with clay.",
        expectedRefs: ["Dan 2:42"],
        partialRefs: ["Dan 2:41", "Dan 2:43"],
        principle: "Secular history's lessons",
        typologyNote: "The toes of the image are part iron and part clay.",
        conclusionLine:
          "No human power will weld the divided kingdoms together again; only Christ's kingdom will stand.",
      },
      {
        difficulty: "pro",
        final: true,
        prompt:
          "A people build a tower to make a name for themselves, and every proud empire since has followed them. Give the verse where the LORD scatters them abroad and they stop building the city.",
        expectedRefs: ["Gen 11:8"],
        partialRefs: ["Gen 11:4", "Gen 11:9"],
        principle: "Timeless patterns",
        typologyNote: "A tower meant to keep the builders together ends with them spread over the earth.",
        conclusionLine: "Human pride builds towers; God humbles them and builds His own city.",
      },
    ],
  ),
  ...roomLocks(
    "lr",
    "LR",
    3,
    [
      "Hearing to doing",
      "Verify everything",
      "Test by the Word",
      "Discernment for obedience",
      "Capture from every source",
      "Echo a verse",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "You heard a moving sermon and went home unchanged. Give the verse that tells us to be doers of the word and not hearers only, deceiving ourselves.",
        expectedRefs: ["Jas 1:22"],
        partialRefs: ["Jas 1:23", "Jas 1:25"],
        principle: "Hearing to doing",
        typologyNote: "The writer compares the forgetful hearer to a man who glances in a mirror.",
        conclusionLine: "The Word we hear is meant to be the Word we live.",
      },
      {
        difficulty: "medium",
        prompt:
          "A new teaching sounds convincing. Give the verse that calls the listeners in Berea more noble because they searched the scriptures daily to see whether those things were so.",
        expectedRefs: ["Acts 17:11"],
        partialRefs: ["Acts 17:10", "1 Thess 5:21"],
        principle: "Verify everything",
        typologyNote: "They received the word with readiness and then checked it.",
        conclusionLine: "Every teaching is weighed by Scripture, however welcome it sounds.",
      },
      {
        difficulty: "hard",
        category: "prophecy",
        prompt:
          "Someone announces that Christ has come in secret and is in the desert or in an inner room. Give the verse where Jesus tells His disciples to believe it not and go not forth.",
        expectedRefs: ["Matt 24:26"],
        partialRefs: ["Matt 24:24", "Matt 24:27"],
        principle: "Test by the Word",
        typologyNote: "In the Olivet sermon, secret comings are answered by the lightning that follows.",
        conclusionLine: "Christ's return will be seen by all, so no secret coming need deceive us.",
      },
      {
        difficulty: "pro",
        category: "gospel",
        final: true,
        prompt:
          "Among many voices, which one do you follow? Give the verse where Jesus says His sheep hear His voice, He knows them, and they follow Him.",
        expectedRefs: ["John 10:27"],
        partialRefs: ["John 10:4", "John 10:28"],
        principle: "Discernment for obedience",
        typologyNote: "Spoken at the feast of dedication, in winter, in Solomon's porch.",
        conclusionLine: "Listening well ends in following Christ.",
      },
    ],
  ),

  // ── Floor 4 ────────────────────────────────────────────────────────────────────────────────────────────
  ...roomLocks(
    "cr",
    "CR",
    4,
    [
      "Christ as Prophet",
      "Christ as Priest",
      "Christ as King",
      "The office shapes the response",
      "One primary office",
      "What is Christ doing?",
    ],
    [
      {
        difficulty: "easy",
        category: "gospel",
        prompt:
          "Moses promised that the LORD would raise up a Prophet like him from among the people, and that they must hearken to Him. Give the verse in Deuteronomy.",
        expectedRefs: ["Deut 18:15"],
        partialRefs: ["Deut 18:18", "Acts 3:22"],
        principle: "Christ as Prophet",
        typologyNote: "Peter later quotes this promise in Solomon's porch.",
        conclusionLine: "Christ is the Prophet to be heard and obeyed.",
      },
      {
        difficulty: "medium",
        category: "sanctuary",
        prompt:
          "What is Christ doing for those who come to God by Him? Give the verse where He is able to save to the uttermost because He ever lives to make intercession.",
        expectedRefs: ["Heb 7:25"],
        partialRefs: ["Heb 7:24", "Rom 8:34"],
        principle: "Christ as Priest",
        typologyNote: "Because His priesthood never passes to another, His saving work never stops.",
        conclusionLine: "Christ is the Priest we may trust and approach.",
      },
      {
        difficulty: "hard",
        category: "gospel",
        prompt:
          "A governor writes a title and fixes it to the cross in three languages. Give the verse where the title is written: Jesus of Nazareth, the King of the Jews.",
        expectedRefs: ["John 19:19"],
        partialRefs: ["John 19:20", "John 19:21"],
        principle: "Christ as King",
        typologyNote: "The chief priests ask for the wording to be changed, and the governor refuses.",
        conclusionLine: "The King reigned from a cross before He reigns from a throne.",
      },
      {
        difficulty: "pro",
        category: "sanctuary",
        final: true,
        prompt:
          "A royal psalm swears an oath about a priest for ever after the order of Melchizedek, king and priest in one. Give the verse of the oath.",
        expectedRefs: ["Ps 110:4"],
        partialRefs: ["Ps 110:1", "Heb 5:6"],
        principle: "The office shapes the response",
        typologyNote:
          "The LORD has sworn and will not repent; the letter to the Hebrews quotes it again and again.",
        conclusionLine: "Our Priest is also our King: He rules and He intercedes, so we trust and we bow.",
      },
    ],
  ),
  ...roomLocks(
    "dr",
    "DR",
    4,
    [
      "Literal first",
      "Christ at the centre",
      "Church dimension",
      "Heavenly dimension",
      "Personal application",
      "Five dimensions",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "Start with the literal dimension: a shepherd boy faces a giant in the valley of Elah. Give the verse where the stone from his sling sinks into the Philistine's forehead.",
        expectedRefs: ["1 Sam 17:49"],
        partialRefs: ["1 Sam 17:50", "1 Sam 17:45"],
        principle: "Literal first",
        typologyNote: "One stone from a shepherd's bag ends the battle before any sword is drawn.",
        conclusionLine:
          "The history is real, and it points to the greater Son of David who defeated our giant.",
      },
      {
        difficulty: "medium",
        category: "gospel",
        prompt:
          "On the road to Emmaus, the risen Lord begins at Moses and all the prophets and explains the things concerning Himself. Give the verse.",
        expectedRefs: ["Luke 24:27"],
        partialRefs: ["Luke 24:44", "John 5:39"],
        principle: "Christ at the centre",
        typologyNote: "Two travellers receive a Bible study from a stranger they do not yet recognise.",
        conclusionLine: "Every dimension shines from Christ, the centre of all Scripture.",
      },
      {
        difficulty: "hard",
        category: "sanctuary",
        prompt:
          "Read the temple in the church dimension. Give the verse where Paul asks a divided congregation whether they know that they are the temple of God and His Spirit dwells in them.",
        expectedRefs: ["1 Cor 3:16"],
        partialRefs: ["1 Cor 3:17", "Eph 2:21"],
        principle: "Church dimension",
        typologyNote: "The word you is plural: the congregation together is God's house.",
        conclusionLine: "The church is God's dwelling place by His Spirit.",
      },
      {
        difficulty: "pro",
        category: "sanctuary",
        final: true,
        prompt:
          "Read the tabernacle in the heavenly dimension. Give the verse where a great voice says the tabernacle of God is with men and He will dwell with them.",
        expectedRefs: ["Rev 21:3"],
        partialRefs: ["Rev 21:4", "Exod 25:8"],
        principle: "Heavenly dimension",
        typologyNote:
          "The announcement comes as the holy city descends; the next verse wipes away every tear.",
        conclusionLine: "God's dwelling with man, begun in a tent, is completed in the new earth.",
      },
    ],
  ),
  ...roomLocks(
    "c6",
    "C6",
    4,
    [
      "Poetry genre",
      "Read each genre by its rules",
      "Epistle genre",
      "Confirm in every genre",
      "Genres are not themes",
      "Prophecy genre",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "Confirm forgiveness by grace in Poetry: give the psalm verse that calls blessed the one whose transgression is forgiven and whose sin is covered.",
        expectedRefs: ["Ps 32:1"],
        partialRefs: ["Ps 32:2", "Rom 4:7"],
        principle: "Poetry genre",
        typologyNote: "A psalm of David that Paul later quotes about righteousness without works.",
        conclusionLine: "Grace is sung in the Psalms before it is explained in the Epistles.",
      },
      {
        difficulty: "medium",
        category: "gospel",
        prompt:
          "A parable is read for its main point, not pressed in every detail. Give the verse where the father sees his son a great way off, runs, falls on his neck and kisses him.",
        expectedRefs: ["Luke 15:20"],
        partialRefs: ["Luke 15:22", "Luke 15:18"],
        principle: "Read each genre by its rules",
        typologyNote: "The centre of the story is the father's welcome, not the far country.",
        conclusionLine: "The Father runs to meet the returning sinner.",
      },
      {
        difficulty: "hard",
        category: "prophecy",
        prompt:
          "Confirm the second coming in an Epistle: give the verse where the Lord Himself descends from heaven with a shout, and the dead in Christ rise first.",
        expectedRefs: ["1 Thess 4:16"],
        partialRefs: ["1 Thess 4:17", "Acts 1:11"],
        principle: "Epistle genre",
        typologyNote: "Paul comforts believers grieving over those who sleep.",
        conclusionLine: "The blessed hope is confirmed in every kind of Scripture.",
      },
      {
        difficulty: "pro",
        category: "gospel",
        final: true,
        prompt:
          "A history book's great fish becomes a Gospel sign. Give the verse where Jesus says the Son of man will be three days and three nights in the heart of the earth as Jonah was in the whale's belly.",
        expectedRefs: ["Matt 12:40"],
        partialRefs: ["Jonah 1:17", "Matt 12:39"],
        principle: "Confirm in every genre",
        typologyNote: "Scribes and Pharisees ask for a sign and are given only one.",
        conclusionLine: "From history to Gospel, the resurrection is woven through every kind of writing.",
      },
    ],
  ),
  ...roomLocks(
    "trm",
    "TRm",
    4,
    [
      "Sanctuary wall",
      "Great Controversy wall",
      "Life of Christ wall",
      "Time Prophecy wall",
      "One primary span",
      "Same span, mutual light",
    ],
    [
      {
        difficulty: "easy",
        category: "sanctuary",
        prompt:
          "Place this text on its wall: Moses is told to make everything after the pattern shown him on the mount. Give the verse that closes the description of the lampstand.",
        expectedRefs: ["Exod 25:40"],
        partialRefs: ["Exod 25:9", "Heb 8:5"],
        principle: "Sanctuary wall",
        typologyNote: "The letter to the Hebrews quotes this instruction to prove that the tent was a copy.",
        conclusionLine: "The earthly pattern teaches the heavenly reality of Christ's ministry.",
      },
      {
        difficulty: "medium",
        category: "prophecy",
        prompt:
          "Place this text on its wall: there was war in heaven, Michael and his angels fighting against the dragon. Give the verse.",
        expectedRefs: ["Rev 12:7"],
        partialRefs: ["Rev 12:8", "Rev 12:9"],
        principle: "Great Controversy wall",
        typologyNote: "The dragon and his angels fight back, and the next verse says they did not prevail.",
        conclusionLine: "The war began in heaven and ends with Christ's victory.",
      },
      {
        difficulty: "hard",
        category: "gospel",
        prompt:
          "Place this text on its wall: the Word was made flesh and dwelt among us, and we beheld His glory. Give the verse.",
        expectedRefs: ["John 1:14"],
        partialRefs: ["John 1:1", "John 1:18"],
        principle: "Life of Christ wall",
        typologyNote: "The verb translated dwelt means to pitch a tent.",
        conclusionLine: "The Word tabernacled among us, full of grace and truth.",
      },
      {
        difficulty: "pro",
        category: "prophecy",
        final: true,
        prompt:
          "Place this text on its wall: seventy weeks are determined upon Daniel's people to finish transgression and bring in everlasting righteousness. Give the verse.",
        expectedRefs: ["Dan 9:24"],
        partialRefs: ["Dan 9:25", "Dan 9:27"],
        principle: "Time Prophecy wall",
        typologyNote: "Gabriel answers Daniel's prayer with a period cut off for his people and his city.",
        conclusionLine: "The seventy weeks pinpoint the Messiah's ministry and sacrifice.",
      },
    ],
  ),
  ...roomLocks(
    "tz",
    "TZ",
    4,
    ["Heaven past", "Heaven now", "Earth future", "Earth now", "Earth past", "Heaven future"],
    [
      {
        difficulty: "easy",
        prompt:
          "Speak from heaven in the past: a bright one falls because he wanted God's throne. Give the verse that laments the fall of Lucifer, son of the morning.",
        expectedRefs: ["Isa 14:12"],
        partialRefs: ["Isa 14:13", "Ezek 28:15"],
        principle: "Heaven past",
        typologyNote: "A taunt against Babylon's king looks behind him to a fallen morning star.",
        conclusionLine: "Sin began in heaven, in a heart that wanted God's place.",
      },
      {
        difficulty: "medium",
        category: "sanctuary",
        prompt:
          "Speak from heaven now: Christ is a minister of the sanctuary and of the true tabernacle, which the Lord pitched and not man. Give the verse.",
        expectedRefs: ["Heb 8:2"],
        partialRefs: ["Heb 8:1", "Heb 9:24"],
        principle: "Heaven now",
        typologyNote: "The tent in view was not set up by human hands.",
        conclusionLine: "Right now Christ serves for us in heaven.",
      },
      {
        difficulty: "hard",
        category: "prophecy",
        prompt:
          "Speak from the earth in the future: the wolf dwells with the lamb, the leopard lies down with the kid, and a little child leads them. Give the verse.",
        expectedRefs: ["Isa 11:6"],
        partialRefs: ["Isa 11:9", "Isa 65:25"],
        principle: "Earth future",
        typologyNote: "The picture follows the promise of a Branch from the stem of Jesse.",
        conclusionLine: "The earth made new will know no harm.",
      },
      {
        difficulty: "pro",
        category: "gospel",
        final: true,
        prompt:
          "Speak from the earth now. Give the verse where Paul, quoting a prophet, says that now is the accepted time and now is the day of salvation.",
        expectedRefs: ["2 Cor 6:2"],
        partialRefs: ["2 Cor 6:1", "Isa 49:8"],
        principle: "Earth now",
        typologyNote: "The apostle underlines the present moment twice in one verse.",
        conclusionLine: "Today is the day to receive Christ.",
      },
    ],
  ),
  ...roomLocks(
    "prm",
    "PRm",
    4,
    [
      "Three or more instances",
      "Third-day pattern",
      "God's repeated ways",
      "Patterns must be textual",
      "Patterns are tendencies",
      "Pattern, not type",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "Abel over Cain, Isaac over Ishmael, Jacob over Esau, David over his brothers: God chooses the younger. Give the verse where Rebekah hears that the elder shall serve the younger.",
        expectedRefs: ["Gen 25:23"],
        partialRefs: ["Rom 9:12", "Gen 25:24"],
        principle: "Three or more instances",
        typologyNote: "The word comes to a mother carrying twins who struggle within her.",
        conclusionLine: "God's choice rests on grace, not on birth order.",
      },
      {
        difficulty: "medium",
        prompt:
          "On the third day Abraham sees Moriah, Israel meets God at Sinai, and Jonah is cast out alive. Give the verse where, on the third day, Abraham lifts up his eyes and sees the place afar off.",
        expectedRefs: ["Gen 22:4"],
        partialRefs: ["Gen 22:2", "Exod 19:11"],
        principle: "Third-day pattern",
        typologyNote: "The journey to the mountain of sacrifice takes three days.",
        conclusionLine: "The third day is God's day of deliverance, fulfilled at the empty tomb.",
      },
      {
        difficulty: "hard",
        category: "gospel",
        prompt:
          "Moses in Midian, Elijah at Horeb, and then the Son: the wilderness before the mission. Give the verse where Jesus is led up by the Spirit into the wilderness to be tempted.",
        expectedRefs: ["Matt 4:1"],
        partialRefs: ["Matt 4:2", "Luke 4:1"],
        principle: "God's repeated ways",
        typologyNote: "The Spirit leads the Son straight from the Jordan to the desert.",
        conclusionLine: "Before every great work, God prepares His servant in the wilderness.",
      },
      {
        difficulty: "pro",
        final: true,
        prompt:
          "The pillar, the ark, the Shepherd: God goes before His people. Find where the pattern first appears on the page: the verse where the LORD goes before them by day in a pillar of cloud and by night in a pillar of fire.",
        expectedRefs: ["Exod 13:21"],
        partialRefs: ["Exod 13:22", "Num 10:33"],
        principle: "Patterns must be textual",
        typologyNote: "The guiding cloud first appears as Israel leaves Egypt by the way of the wilderness.",
        conclusionLine: "God never sends His people where He has not gone first.",
      },
    ],
  ),
  ...roomLocks(
    "par",
    "P‖",
    4,
    [
      "Greatest fulfilment in Christ",
      "The second surpasses the first",
      "Mirror by contrast",
      "Continuity of God's methods",
      "Mirror events",
      "Parallel, not coincidence",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "Two heads of humanity stand side by side: one brought death, the other brings life. Give the verse that says as in Adam all die, even so in Christ shall all be made alive.",
        expectedRefs: ["1 Cor 15:22"],
        partialRefs: ["1 Cor 15:45", "Rom 5:19"],
        principle: "Greatest fulfilment in Christ",
        typologyNote: "Paul's resurrection chapter sets the two men side by side.",
        conclusionLine: "The last Adam undoes what the first Adam lost.",
      },
      {
        difficulty: "medium",
        category: "gospel",
        prompt:
          "Moses gave manna in the wilderness; Jesus fed five thousand by the sea. Give the verse where Jesus says He is the bread of life and whoever comes to Him shall never hunger.",
        expectedRefs: ["John 6:35"],
        partialRefs: ["John 6:31", "John 6:48"],
        principle: "The second surpasses the first",
        typologyNote: "After the feeding, the crowd mentions manna; Jesus answers with Himself.",
        conclusionLine: "The bread from heaven is now a Person who satisfies for ever.",
      },
      {
        difficulty: "hard",
        category: "prophecy",
        prompt:
          "Elijah called fire from heaven on Carmel; a beast of the end time does the same in the sight of men to deceive. Give the verse of the counterfeit.",
        expectedRefs: ["Rev 13:13"],
        partialRefs: ["Rev 13:14", "1 Kgs 18:38"],
        principle: "Mirror by contrast",
        typologyNote: "The beast from the earth copies the sign from Carmel.",
        conclusionLine: "The counterfeit copies God's acts, so we test every sign by the Word.",
      },
      {
        difficulty: "pro",
        category: "gospel",
        final: true,
        prompt:
          "Joshua led Israel through the Jordan into the land; at the same river a new Joshua begins His work. Give the verse where Jesus comes up out of the water, the heavens open and the Spirit descends like a dove.",
        expectedRefs: ["Matt 3:16"],
        partialRefs: ["Matt 3:17", "Josh 3:17"],
        principle: "Continuity of God's methods",
        typologyNote: "The name Jesus is the Greek form of Joshua.",
        conclusionLine: "Jesus, our Joshua, leads His people into the true rest.",
      },
    ],
  ),
  ...roomLocks(
    "frt",
    "FRt",
    4,
    [
      "Fruit of the Spirit",
      "Know them by their fruits",
      "Good feelings don't prove truth",
      "Care for the weaker believer",
      "The fruit test",
      "Bad fruit may mean imbalance",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "Test a reading by its fruit. Give the verse that begins the list of the fruit of the Spirit with love, joy and peace.",
        expectedRefs: ["Gal 5:22"],
        partialRefs: ["Gal 5:23", "Gal 5:19"],
        principle: "Fruit of the Spirit",
        typologyNote: "The list follows a darker list of the works of the flesh.",
        conclusionLine: "The Spirit's fruit is the character of Christ growing in us.",
      },
      {
        difficulty: "medium",
        category: "gospel",
        prompt:
          "Jesus warns of false prophets in sheep's clothing and ends the warning with a test. Give the closing verse: by their fruits ye shall know them.",
        expectedRefs: ["Matt 7:20"],
        partialRefs: ["Matt 7:16", "Matt 7:18"],
        principle: "Know them by their fruits",
        typologyNote:
          "The same sentence appears twice in a short warning; the second time it is introduced with wherefore.",
        conclusionLine: "True teaching bears the fruit of Christlike lives.",
      },
      {
        difficulty: "hard",
        prompt:
          "A teaching feels wonderful. Does that make it true? Give the prophet's verse that says the heart is deceitful above all things and desperately wicked.",
        expectedRefs: ["Jer 17:9"],
        partialRefs: ["Jer 17:10", "Prov 28:26"],
        principle: "Good feelings don't prove truth",
        typologyNote: "The next verse says the LORD searches the heart, because we cannot judge our own.",
        conclusionLine: "We test our readings by the Word, not by how they make us feel.",
      },
      {
        difficulty: "pro",
        final: true,
        prompt:
          "Before winning an argument, think of the weaker believer. Give the verse where Paul says to judge this rather: that no man put a stumblingblock in his brother's way.",
        expectedRefs: ["Rom 14:13"],
        partialRefs: ["Rom 14:19", "1 Cor 8:9"],
        principle: "Care for the weaker believer",
        typologyNote: "Paul writes to a church divided over foods and days.",
        conclusionLine: "Truth spoken in love builds up; it never tramples.",
      },
    ],
  ),

  // ── Floor 5 ────────────────────────────────────────────────────────────────────────────────────────────
  ...roomLocks(
    "bl",
    "BL",
    5,
    [
      "Christ fulfils every article",
      "Progressive movement",
      "Follow the blood",
      "Two apartments",
      "Type and antitype",
      "Daily and yearly services",
    ],
    [
      {
        difficulty: "easy",
        category: "sanctuary",
        prompt:
          "The courtyard had one entrance, the gate on the east. Give the verse where Jesus names Himself after it and promises that whoever enters by Him shall be saved.",
        expectedRefs: ["John 10:9"],
        partialRefs: ["John 10:7", "Exod 27:16"],
        principle: "Christ fulfils every article",
        typologyNote: "The promise adds going in and out and finding pasture.",
        conclusionLine: "There is one door into God's presence, and it is Christ.",
      },
      {
        difficulty: "medium",
        category: "sanctuary",
        prompt:
          "After the altar the priest washed at the laver. Give the verse where Christ sanctifies and cleanses the church with the washing of water by the word.",
        expectedRefs: ["Eph 5:26"],
        partialRefs: ["Eph 5:25", "Exod 30:18"],
        principle: "Progressive movement",
        typologyNote: "Paul writes of a bride being washed for her husband.",
        conclusionLine: "After forgiveness comes cleansing: Christ sanctifies His people by His Word.",
      },
      {
        difficulty: "hard",
        category: "sanctuary",
        prompt:
          "Follow the blood into the holy place. Give the verse where Christ, not by the blood of goats and calves but by His own blood, entered in once and obtained eternal redemption.",
        expectedRefs: ["Heb 9:12"],
        partialRefs: ["Heb 9:7", "Heb 9:11"],
        principle: "Follow the blood",
        typologyNote: "The earthly high priest went in once a year; this entry was once for all.",
        conclusionLine: "Where the blood goes, the ministry goes: Christ's blood opens heaven for us.",
      },
      {
        difficulty: "pro",
        category: "sanctuary",
        final: true,
        prompt:
          "At the seventh trumpet the inner apartment comes into view. Give the verse where the temple of God is opened in heaven and the ark of His testament is seen.",
        expectedRefs: ["Rev 11:19"],
        partialRefs: ["Rev 11:18", "Rev 15:5"],
        principle: "Two apartments",
        typologyNote: "The previous verse announces the time of the dead, that they should be judged.",
        conclusionLine:
          "In the judgment hour the ark and its law come into view as Christ finishes His work.",
      },
    ],
  ),
  ...roomLocks(
    "pr",
    "PR",
    5,
    [
      "Ends in Christ's kingdom",
      "Historicism",
      "Day-year principle",
      "Prophecy builds faith",
      "Repeat and enlarge",
      "Scripture interprets its symbols",
    ],
    [
      {
        difficulty: "easy",
        category: "prophecy",
        prompt:
          "After the metals of the great image, a new kingdom appears. Give the verse where the God of heaven sets up a kingdom that shall never be destroyed and shall stand for ever.",
        expectedRefs: ["Dan 2:44"],
        partialRefs: ["Dan 2:45", "Dan 2:35"],
        principle: "Ends in Christ's kingdom",
        typologyNote: "It is set up in the days of the kings of the divided, iron-and-clay era.",
        conclusionLine: "Every line of prophecy ends with God's everlasting kingdom.",
      },
      {
        difficulty: "medium",
        category: "prophecy",
        prompt:
          "The little horn rises after the empire is divided, speaks great words, wears out the saints and thinks to change times and laws for a set period. Give the verse, and read it in sequence across history.",
        expectedRefs: ["Dan 7:25"],
        partialRefs: ["Dan 7:24", "Rev 12:14"],
        principle: "Historicism",
        typologyNote:
          "The period is a time, times and the dividing of time: 1260 prophetic days, fulfilled from 538 to 1798.",
        conclusionLine: "Prophecy fulfilled across real history shows that God holds the future.",
      },
      {
        difficulty: "hard",
        category: "prophecy",
        prompt:
          "A prophet lies on his side forty days to bear the iniquity of Judah. Give the verse where God says He has appointed each day for a year.",
        expectedRefs: ["Ezek 4:6"],
        partialRefs: ["Num 14:34", "Ezek 4:5"],
        principle: "Day-year principle",
        typologyNote: "First he lay on his left side for Israel, then on his right side for Judah.",
        conclusionLine: "Symbolic days stand for years, so the great time prophecies reach across centuries.",
      },
      {
        difficulty: "pro",
        category: "prophecy",
        final: true,
        prompt:
          "Why does God reveal the future at all? Give the verse in the upper room where Jesus says He has told them before it happens so that, when it happens, they might believe.",
        expectedRefs: ["John 14:29"],
        partialRefs: ["John 13:19", "John 14:28"],
        principle: "Prophecy builds faith",
        typologyNote: "He has just told them He is going to the Father.",
        conclusionLine: "Prophecy is given to build faith, not fear.",
      },
    ],
  ),
  ...roomLocks(
    "3a",
    "3A",
    5,
    [
      "The everlasting gospel first",
      "Worship the Creator",
      "Come out of Babylon",
      "Commandments and the faith of Jesus",
      "Judgment is good news",
      "Present truth",
    ],
    [
      {
        difficulty: "easy",
        category: "prophecy",
        prompt:
          "The first angel flies in the midst of heaven. Give the verse where he has the everlasting gospel to preach to every nation, kindred, tongue and people.",
        expectedRefs: ["Rev 14:6"],
        partialRefs: ["Rev 14:7", "Matt 24:14"],
        principle: "The everlasting gospel first",
        typologyNote: "The message begins with good news before any warning is given.",
        conclusionLine: "The last message to the world is first of all the gospel.",
      },
      {
        difficulty: "medium",
        category: "prophecy",
        prompt:
          "The first angel calls the world to fear God, because the hour of His judgment is come, and to worship Him who made heaven, earth, sea and fountains. Give the verse.",
        expectedRefs: ["Rev 14:7"],
        partialRefs: ["Rev 14:6", "Exod 20:11"],
        principle: "Worship the Creator",
        typologyNote: "The wording echoes the fourth commandment's list of what God made.",
        conclusionLine: "Worship of the Creator, marked by His Sabbath, is at the heart of the final call.",
      },
      {
        difficulty: "hard",
        category: "prophecy",
        prompt:
          "A second angel follows with news of a great city's collapse, because she made all nations drink the wine of her fornication. Give the verse.",
        expectedRefs: ["Rev 14:8"],
        partialRefs: ["Rev 18:2", "Rev 14:9"],
        principle: "Come out of Babylon",
        typologyNote:
          "The fall is announced twice in one breath; a later chapter repeats it with a call to come out.",
        conclusionLine: "God calls His people out of confusion into His truth.",
      },
      {
        difficulty: "pro",
        category: "prophecy",
        final: true,
        prompt:
          "After the third angel's solemn warning comes a portrait of God's faithful people. Give the verse of the patience of the saints who keep the commandments of God and the faith of Jesus.",
        expectedRefs: ["Rev 14:12"],
        partialRefs: ["Rev 12:17", "Rev 14:13"],
        principle: "Commandments and the faith of Jesus",
        typologyNote: "The portrait stands right after the sternest warning in Scripture.",
        conclusionLine: "The remnant keep God's law by the faith of Jesus, never in place of it.",
      },
    ],
  ),
  ...roomLocks(
    "fe",
    "FE",
    5,
    [
      "Kept to the day",
      "Spring feasts, first advent",
      "Autumn feasts, closing work",
      "Shadow and body",
      "Read the rite first",
      "Feasts as enacted prophecy",
    ],
    [
      {
        difficulty: "easy",
        category: "sanctuary",
        prompt:
          "On the morning after the Passover Sabbath, the priest waved the first sheaf of the harvest. Give the verse where Christ is risen and become the firstfruits of them that slept.",
        expectedRefs: ["1 Cor 15:20"],
        partialRefs: ["1 Cor 15:23", "Lev 23:10"],
        principle: "Kept to the day",
        typologyNote: "The verse opens with But now, turning from doubt to certainty.",
        conclusionLine: "Christ rose on the day of firstfruits, the pledge of our resurrection.",
      },
      {
        difficulty: "medium",
        category: "gospel",
        prompt:
          "Fifty days after the wave sheaf came the harvest feast. Give the verse where the day of Pentecost was fully come and the disciples were all with one accord in one place.",
        expectedRefs: ["Acts 2:1"],
        partialRefs: ["Acts 2:4", "Lev 23:16"],
        principle: "Spring feasts, first advent",
        typologyNote: "The verse sets the scene; the wind and fire come next.",
        conclusionLine: "The harvest feast became the outpouring of the Spirit.",
      },
      {
        difficulty: "hard",
        category: "sanctuary",
        prompt:
          "On the tenth day of the seventh month the people afflicted their souls. Give the verse where on that day the priest makes an atonement to cleanse them from all their sins before the LORD.",
        expectedRefs: ["Lev 16:30"],
        partialRefs: ["Lev 16:29", "Lev 23:27"],
        principle: "Autumn feasts, closing work",
        typologyNote: "The promise is not only pardon but cleansing, in the chapter of the two goats.",
        conclusionLine: "The yearly cleansing points to Christ's closing work in the heavenly sanctuary.",
      },
      {
        difficulty: "pro",
        category: "sanctuary",
        final: true,
        prompt:
          "Paul points from the yearly festivals and new moons to the One they foreshadowed. Give the verse that calls them a shadow of things to come, while the body is of Christ.",
        expectedRefs: ["Col 2:17"],
        partialRefs: ["Col 2:16", "Heb 10:1"],
        principle: "Shadow and body",
        typologyNote: "A shadow is cast by something real standing behind it.",
        conclusionLine: "The feasts cast the shadow; Christ is the substance.",
      },
    ],
  ),
  ...roomLocks(
    "cec",
    "CEC",
    5,
    [
      "Name His act",
      "Christ the subject of Scripture",
      "Hard chapters prove the method",
      "Five methods with NT confirmation",
      "Christ in every chapter",
      "Not random allegory",
    ],
    [
      {
        difficulty: "easy",
        category: "gospel",
        prompt:
          "Where is Christ in the chapter of the fall, and what is He doing? Give the verse where the LORD God makes coats of skins and clothes the man and his wife.",
        expectedRefs: ["Gen 3:21"],
        partialRefs: ["Gen 3:15", "Gen 3:7"],
        principle: "Name His act",
        typologyNote: "Fig leaves were their own covering; something had to die for this one.",
        conclusionLine: "Christ covers our shame with His own righteousness.",
      },
      {
        difficulty: "medium",
        category: "gospel",
        prompt:
          "Jesus tells religious leaders to search the scriptures, for they think they have eternal life in them, and these are they which testify of Him. Give the verse.",
        expectedRefs: ["John 5:39"],
        partialRefs: ["John 5:46", "Luke 24:27"],
        principle: "Christ the subject of Scripture",
        typologyNote: "A few verses later He says Moses wrote of Him.",
        conclusionLine: "All Scripture testifies of Christ.",
      },
      {
        difficulty: "hard",
        category: "sanctuary",
        prompt:
          "A hard chapter: the cleansing of a leper with two birds, cedar, scarlet and hyssop. Give the verse where the leper is sprinkled seven times and the living bird is let loose into the open field.",
        expectedRefs: ["Lev 14:7"],
        partialRefs: ["Lev 14:5", "Lev 14:6"],
        principle: "Hard chapters prove the method",
        typologyNote: "One bird dies over running water; the other, dipped in its blood, flies free.",
        conclusionLine: "Christ died and rose again so that we, cleansed, might go free.",
      },
      {
        difficulty: "pro",
        category: "gospel",
        final: true,
        prompt:
          "At the city gate a near kinsman pays the price to redeem a dead man's field and marry a Moabite widow. Give the verse where he says he has purchased her to be his wife.",
        expectedRefs: ["Ruth 4:10"],
        partialRefs: ["Ruth 4:9", "Ruth 3:9"],
        principle: "Five methods with NT confirmation",
        typologyNote: "The elders and all the people are witnesses of the purchase.",
        conclusionLine: "Christ became our Kinsman so that He could redeem us.",
      },
    ],
  ),
  ...roomLocks(
    "r66",
    "R66",
    5,
    [
      "Trace a theme through 66 books",
      "One story, Christ the climax",
      "Every book a star",
      "Development and fulfilment",
      "Fourteen words per claim",
      "Proof texts carry the claim",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "Trace the Lamb from Abel's offering to the last book. Give the verse that speaks of the Lamb slain from the foundation of the world.",
        expectedRefs: ["Rev 13:8"],
        partialRefs: ["Rev 5:6", "1 Pet 1:20"],
        principle: "Trace a theme through 66 books",
        typologyNote: "A book about the end speaks of a sacrifice planned before the beginning.",
        conclusionLine: "The Lamb runs through all 66 books.",
      },
      {
        difficulty: "medium",
        category: "gospel",
        prompt:
          "The risen Lord says that everything written of Him in the law of Moses, the prophets and the psalms must be fulfilled. Give the verse.",
        expectedRefs: ["Luke 24:44"],
        partialRefs: ["Luke 24:45", "Luke 24:27"],
        principle: "One story, Christ the climax",
        typologyNote: "Jesus names the three sections of the Hebrew Bible in one sentence.",
        conclusionLine: "The whole Bible is one story that reaches its climax in Christ.",
      },
      {
        difficulty: "hard",
        prompt:
          "Even a book that never names God shines in the constellation. Give the verse where a cousin asks whether the queen has come to the kingdom for such a time as this.",
        expectedRefs: ["Esth 4:14"],
        partialRefs: ["Esth 4:16", "Esth 4:13"],
        principle: "Every book a star",
        typologyNote: "Deliverance will arise from another place if she keeps silent.",
        conclusionLine: "God's providence works in every book, even the quiet ones.",
      },
      {
        difficulty: "pro",
        category: "gospel",
        final: true,
        prompt:
          "The promised seed runs from Eden through Abraham. Give the verse where Paul builds his argument on a singular noun: to Abraham and his seed were the promises made, which is Christ.",
        expectedRefs: ["Gal 3:16"],
        partialRefs: ["Gen 22:18", "Gal 3:29"],
        principle: "Development and fulfilment",
        typologyNote: "He says not seeds, as of many, but as of one.",
        conclusionLine: "The promised Seed of Genesis is Christ, and in Him all nations are blessed.",
      },
    ],
  ),

  // ── Floor 6 ────────────────────────────────────────────────────────────────────────────────────────────
  ...roomLocks(
    "123h",
    "1H/2H/3H",
    6,
    [
      "This is that",
      "Near and far fulfilment",
      "Day of the LORD and new order",
      "Every horizon leads to Christ",
      "Prophecy telescopes",
      "Three horizons",
    ],
    [
      {
        difficulty: "easy",
        category: "prophecy",
        prompt:
          "On the day of Pentecost Peter explains the strange scene by an old prophecy. Give the verse where he says this is that which was spoken by the prophet Joel.",
        expectedRefs: ["Acts 2:16"],
        partialRefs: ["Acts 2:17", "Joel 2:28"],
        principle: "This is that",
        typologyNote: "The crowd thought the disciples were drunk at the third hour of the day.",
        conclusionLine: "The apostles read prophecy by its fulfilment in Christ's church.",
      },
      {
        difficulty: "medium",
        category: "prophecy",
        prompt:
          "Exiles heard a promise of new heavens and a new earth, where the former things would not be remembered. Give the verse in Isaiah.",
        expectedRefs: ["Isa 65:17"],
        partialRefs: ["Isa 66:22", "2 Pet 3:13"],
        principle: "Near and far fulfilment",
        typologyNote: "An apostle takes up the same promise when he speaks of waiting for it.",
        conclusionLine: "Every restoration points to the final new creation.",
      },
      {
        difficulty: "hard",
        category: "prophecy",
        prompt:
          "The day of the Lord will come as a thief, and the heavens will pass away with a great noise. Give the verse, then notice the new order promised a few verses later.",
        expectedRefs: ["2 Pet 3:10"],
        partialRefs: ["2 Pet 3:12", "1 Thess 5:2"],
        principle: "Day of the LORD and new order",
        typologyNote:
          "The apostle follows the fire with a promise of a new earth where righteousness dwells.",
        conclusionLine: "Judgment ends an old order, and God builds a new one.",
      },
      {
        difficulty: "pro",
        category: "prophecy",
        final: true,
        prompt:
          "The rebuilt temple after the exile looked poor beside Solomon's. Give the verse where the LORD promises that the glory of this latter house shall be greater than of the former.",
        expectedRefs: ["Hag 2:9"],
        partialRefs: ["Hag 2:7", "Hag 2:3"],
        principle: "Every horizon leads to Christ",
        typologyNote:
          "The Desire of all nations would enter that plain house, and in that place God would give peace.",
        conclusionLine: "Christ's own presence made the second temple glorious.",
      },
    ],
  ),
  ...roomLocks(
    "cycles",
    "@",
    6,
    [
      "Fall, cry, deliverer, rest",
      "Each cycle enlarges",
      "Christ is the hinge",
      "History is a spiral",
      "Covenant history, not headlines",
      "Eight cycles",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "The Adamic cycle begins with a fall. Give the verse where God drives out the man and places cherubims and a flaming sword to keep the way of the tree of life.",
        expectedRefs: ["Gen 3:24"],
        partialRefs: ["Gen 3:23", "Gen 3:22"],
        principle: "Fall, cry, deliverer, rest",
        typologyNote: "The sword turns every way, guarding the road back to the tree.",
        conclusionLine: "The way to the tree of life, once guarded, is reopened by Christ.",
      },
      {
        difficulty: "medium",
        prompt:
          "The Noahic cycle ends in a covenant with every living creature. Give the verse where God sets His bow in the cloud as the token of the covenant.",
        expectedRefs: ["Gen 9:13"],
        partialRefs: ["Gen 9:12", "Gen 9:16"],
        principle: "Each cycle enlarges",
        typologyNote: "After the flood, a sign appears in the clouds.",
        conclusionLine: "God's covenant mercy widens with every cycle.",
      },
      {
        difficulty: "hard",
        category: "gospel",
        prompt:
          "Every earlier cycle leans toward the coming of Christ. Give the verse where, when the fulness of the time had come, God sent forth His Son, made of a woman, made under the law.",
        expectedRefs: ["Gal 4:4"],
        partialRefs: ["Gal 4:5", "Mark 1:15"],
        principle: "Christ is the hinge",
        typologyNote: "An apostle names a moment in history prepared for the Son's coming.",
        conclusionLine: "Every cycle before leans toward Christ; every cycle after flows from Him.",
      },
      {
        difficulty: "pro",
        category: "prophecy",
        final: true,
        prompt:
          "The remnant cycle closes the spiral. Give the verse where the dragon is wroth with the woman and goes to make war with the remnant of her seed.",
        expectedRefs: ["Rev 12:17"],
        partialRefs: ["Rev 12:16", "Rev 14:12"],
        principle: "History is a spiral",
        typologyNote: "The chapter closes with the last phase of a very long war.",
        conclusionLine: "The last cycle ends with a faithful remnant and Christ's return.",
      },
    ],
  ),
  ...roomLocks(
    "math",
    "MATH",
    6,
    [
      "Day-year principle",
      "Start from 457 BC",
      "Fixed to datable events",
      "490 within 2300",
      "Literal timelines",
      "Short times are not periods",
    ],
    [
      {
        difficulty: "easy",
        category: "prophecy",
        prompt:
          "Spies searched the land for forty days, and the people wandered forty years. Give the verse where God counts each day for a year.",
        expectedRefs: ["Num 14:34"],
        partialRefs: ["Num 14:33", "Ezek 4:6"],
        principle: "Day-year principle",
        typologyNote: "The people bear their iniquities one year for every day of searching.",
        conclusionLine: "God's prophetic arithmetic counts a day for a year.",
      },
      {
        difficulty: "medium",
        category: "prophecy",
        prompt:
          "The prophecy's clock starts with a command to restore and build Jerusalem and runs to Messiah the Prince. Give the verse.",
        expectedRefs: ["Dan 9:25"],
        partialRefs: ["Dan 9:24", "Ezra 7:13"],
        principle: "Start from 457 BC",
        typologyNote: "Seven weeks and threescore and two weeks lead to the Anointed One.",
        conclusionLine: "The decree of 457 BC starts the clock that ran to Christ's baptism in AD 27.",
      },
      {
        difficulty: "hard",
        category: "prophecy",
        prompt:
          "The last week of the seventy is split in the middle. Give the verse where He confirms the covenant with many and causes the sacrifice and the oblation to cease.",
        expectedRefs: ["Dan 9:27"],
        partialRefs: ["Dan 9:26", "Matt 27:51"],
        principle: "Fixed to datable events",
        typologyNote: "In the midst of the week: three and a half years after the baptism.",
        conclusionLine: "Christ's death in AD 31 ended the meaning of every sacrifice.",
      },
      {
        difficulty: "pro",
        category: "prophecy",
        final: true,
        prompt:
          "Gabriel returns to explain the vision Daniel had not understood. Give the verse where he tells Daniel to understand the matter and consider the vision.",
        expectedRefs: ["Dan 9:23"],
        partialRefs: ["Dan 9:21", "Dan 8:27"],
        principle: "490 within 2300",
        typologyNote: "The vision in question is the one of the evening and the morning, the chapter before.",
        conclusionLine:
          "The seventy weeks are cut off from the 2300 days, so both begin in 457 BC and the longer one reaches to 1844.",
      },
    ],
  ),
  ...roomLocks(
    "jr",
    "JR",
    6,
    [
      "The book's key verse",
      "One book in a sentence",
      "Short is harder than long",
      "Every juice names Christ",
      "Taste the book, not the method",
      "Press the book to its juice",
    ],
    [
      {
        difficulty: "easy",
        category: "gospel",
        prompt:
          "Press Mark to its juice: the Servant Son. Give the key verse where the Son of man came not to be served but to serve and give His life a ransom for many.",
        expectedRefs: ["Mark 10:45"],
        partialRefs: ["Mark 10:44", "Matt 20:28"],
        principle: "The book's key verse",
        typologyNote: "The verse closes a quarrel among the disciples about who is greatest.",
        conclusionLine: "Mark's Gospel tastes of a Servant giving His life.",
      },
      {
        difficulty: "medium",
        category: "sanctuary",
        prompt:
          "Press Hebrews into one word: better. Give the verse where Jesus is made the surety of a better testament.",
        expectedRefs: ["Heb 7:22"],
        partialRefs: ["Heb 8:6", "Heb 7:19"],
        principle: "One book in a sentence",
        typologyNote: "The word better runs through the letter like a refrain; here it is joined to an oath.",
        conclusionLine: "Hebrews presses every shadow into one taste: Christ is better.",
      },
      {
        difficulty: "hard",
        prompt:
          "Press Jonah into four words spoken from inside the fish. Give the verse that ends his prayer by saying salvation is of the LORD.",
        expectedRefs: ["Jonah 2:9"],
        partialRefs: ["Jonah 2:2", "Jonah 4:2"],
        principle: "Short is harder than long",
        typologyNote: "The prayer ends with thanksgiving and vows; the next verse the fish obeys.",
        conclusionLine: "Jonah's story in four words: salvation belongs to the LORD.",
      },
      {
        difficulty: "pro",
        category: "gospel",
        final: true,
        prompt:
          "Every juice names Christ, even the Song of Solomon. Give the verse where the bride says he brought her to the banqueting house and his banner over her was love.",
        expectedRefs: ["Song 2:4"],
        partialRefs: ["Song 2:16", "Song 8:6"],
        principle: "Every juice names Christ",
        typologyNote: "The bride has just compared her beloved to an apple tree among the trees of the wood.",
        conclusionLine: "The love song tastes of Christ's love for His church.",
      },
    ],
  ),

  // ── Floor 7 ────────────────────────────────────────────────────────────────────────────────────────────
  ...roomLocks(
    "frm",
    "FRm",
    7,
    [
      "Burning heart",
      "Let the fire warm the truth",
      "Emotion is biblical",
      "Never manufactured",
      "Exegesis first",
      "Return in every season",
    ],
    [
      {
        difficulty: "easy",
        category: "gospel",
        prompt:
          "After the stranger vanished from the table at Emmaus, the two remembered how they felt on the road. Give the verse where they ask whether their heart did not burn within them.",
        expectedRefs: ["Luke 24:32"],
        partialRefs: ["Luke 24:31", "Luke 24:27"],
        principle: "Burning heart",
        typologyNote: "The burning came while He opened the scriptures to them.",
        conclusionLine: "Scripture opened by Christ sets the heart on fire.",
      },
      {
        difficulty: "medium",
        prompt:
          "A weeping prophet decided to stop speaking in the LORD's name. Give the verse where the word was in his heart as a burning fire shut up in his bones.",
        expectedRefs: ["Jer 20:9"],
        partialRefs: ["Jer 20:8", "Jer 20:7"],
        principle: "Let the fire warm the truth",
        typologyNote: "He was weary with holding it in and could not stay silent.",
        conclusionLine: "God's Word will not stay buried in a faithful heart.",
      },
      {
        difficulty: "hard",
        category: "gospel",
        prompt:
          "The seventy return with joy, and Jesus Himself rejoices in spirit and thanks the Father for revealing these things to babes. Give the verse.",
        expectedRefs: ["Luke 10:21"],
        partialRefs: ["Luke 10:17", "Luke 10:20"],
        principle: "Emotion is biblical",
        typologyNote: "Hidden from the wise and prudent, revealed to little children.",
        conclusionLine: "Christ's own joy shows that true feeling follows true faith.",
      },
      {
        difficulty: "pro",
        final: true,
        prompt:
          "After his sin is exposed, David says which sacrifice God truly wants. Give the verse about a broken spirit and a contrite heart that God will not despise.",
        expectedRefs: ["Ps 51:17"],
        partialRefs: ["Ps 51:10", "Ps 51:16"],
        principle: "Never manufactured",
        typologyNote: "The previous verse says God does not desire burnt offering.",
        conclusionLine: "God welcomes a broken heart, not a performed one.",
      },
    ],
  ),
  ...roomLocks(
    "mr",
    "MR",
    7,
    [
      "Day and night",
      "One phrase internalised",
      "Fill the mind with the Word",
      "Carry it into the day",
      "Less is more",
      "Repetition with the heart",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "The first psalm describes a blessed man whose delight is in the law of the LORD. Give the verse where he meditates in it day and night.",
        expectedRefs: ["Ps 1:2"],
        partialRefs: ["Ps 1:3", "Josh 1:8"],
        principle: "Day and night",
        typologyNote: "The psalm contrasts a rooted tree with chaff the wind drives away.",
        conclusionLine: "Meditation roots us like a tree by the rivers of water.",
      },
      {
        difficulty: "medium",
        prompt:
          "In a psalm of roaring waters and raging nations, God speaks one calm command: be still, and know that I am God. Give the verse.",
        expectedRefs: ["Ps 46:10"],
        partialRefs: ["Ps 46:1", "Ps 46:11"],
        principle: "One phrase internalised",
        typologyNote: "The same verse promises that He will be exalted among the heathen and in the earth.",
        conclusionLine: "Stillness before God is not emptiness but knowing Him.",
      },
      {
        difficulty: "hard",
        prompt:
          "An apostle in prison lists what to think on: whatever is true, honest, just, pure, lovely and of good report. Give the verse.",
        expectedRefs: ["Phil 4:8"],
        partialRefs: ["Phil 4:7", "Phil 4:9"],
        principle: "Fill the mind with the Word",
        typologyNote: "The list follows the promise of a peace that passes understanding.",
        conclusionLine: "A mind filled with what is true has no room left for what is false.",
      },
      {
        difficulty: "pro",
        category: "gospel",
        final: true,
        prompt:
          "While the shepherds spread the news, one person quietly treasures it. Give the verse where Mary kept all these things and pondered them in her heart.",
        expectedRefs: ["Luke 2:19"],
        partialRefs: ["Luke 2:51", "Luke 2:18"],
        principle: "Repetition with the heart",
        typologyNote: "Twelve years later, after the visit to the temple, she does the same again.",
        conclusionLine: "Treasuring Christ in the heart is the goal of all meditation.",
      },
    ],
  ),
  ...roomLocks(
    "srm",
    "SRm",
    7,
    [
      "Ready answer",
      "Fluency under pressure",
      "Accuracy first, then speed",
      "Short, frequent sessions",
      "Always use a timer",
      "Every miss points to a room",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "Be quick and accurate: give the verse that tells believers to sanctify the Lord God in their hearts and be ready always to give an answer for the hope that is in them.",
        expectedRefs: ["1 Pet 3:15"],
        partialRefs: ["1 Pet 3:16", "Col 4:6"],
        principle: "Ready answer",
        typologyNote: "The answer is to be given with meekness and fear, to suffering believers.",
        conclusionLine: "Fluency in the Word serves our witness for Christ.",
      },
      {
        difficulty: "medium",
        category: "gospel",
        prompt:
          "Under the pressure of hunger in the wilderness, Jesus answers at once with Scripture. Give the verse in Matthew where He says man shall not live by bread alone.",
        expectedRefs: ["Matt 4:4"],
        partialRefs: ["Matt 4:7", "Deut 8:3"],
        principle: "Fluency under pressure",
        typologyNote: "Each temptation is met with a line from Deuteronomy, beginning with It is written.",
        conclusionLine: "Christ overcame with a ready Word, and so may we.",
      },
      {
        difficulty: "hard",
        prompt:
          "Speed never excuses a wrong answer. Give the verse that tells a young worker to study to show himself approved, rightly dividing the word of truth.",
        expectedRefs: ["2 Tim 2:15"],
        partialRefs: ["2 Tim 3:16", "2 Tim 2:14"],
        principle: "Accuracy first, then speed",
        typologyNote: "A workman who need not be ashamed cuts the word straight.",
        conclusionLine: "Accuracy honours the Word; speed only serves it.",
      },
      {
        difficulty: "pro",
        final: true,
        prompt:
          "Little and often, the word is laid up where it will be ready. Give the verse where the psalmist hides God's word in his heart that he might not sin.",
        expectedRefs: ["Ps 119:11"],
        partialRefs: ["Ps 119:9", "Ps 119:105"],
        principle: "Short, frequent sessions",
        typologyNote: "Two verses earlier a young man asks how to cleanse his way.",
        conclusionLine: "The Word hidden in the heart is there when temptation comes.",
      },
    ],
  ),

  // ── Floor 8 ────────────────────────────────────────────────────────────────────────────────────────────
  ...roomLocks(
    "infinity",
    "∞",
    8,
    [
      "Teach the beginners",
      "Mastery is invisibility",
      "The method serves the text",
      "Think with the palace",
      "No shortcut past floors 1–7",
      "Christ, not the method",
    ],
    [
      {
        difficulty: "easy",
        prompt:
          "A sign of mastery is passing the Word on. Give the verse where Paul tells Timothy to commit what he heard to faithful men who will be able to teach others also.",
        expectedRefs: ["2 Tim 2:2"],
        partialRefs: ["2 Tim 2:1", "Titus 2:7"],
        principle: "Teach the beginners",
        typologyNote: "Four generations of teachers appear in one sentence.",
        conclusionLine: "Mastery shows itself in passing the Word on.",
      },
      {
        difficulty: "medium",
        category: "gospel",
        prompt:
          "Visitors at the feast come to Philip with one request: Sir, we would see Jesus. Give the verse.",
        expectedRefs: ["John 12:21"],
        partialRefs: ["John 12:20", "John 12:32"],
        principle: "Mastery is invisibility",
        typologyNote: "The visitors were Greeks who had come up to worship.",
        conclusionLine: "The best teaching hides the teacher and shows Christ.",
      },
      {
        difficulty: "hard",
        category: "gospel",
        prompt:
          "His disciples complain that everyone is now going to Jesus. Give the verse where the Baptist answers that He must increase, but I must decrease.",
        expectedRefs: ["John 3:30"],
        partialRefs: ["John 3:29", "John 3:31"],
        principle: "The method serves the text",
        typologyNote: "The friend of the bridegroom rejoices to hear the bridegroom's voice.",
        conclusionLine: "The method decreases so that Christ increases.",
      },
      {
        difficulty: "pro",
        final: true,
        prompt:
          "At the top of the palace the tools become second nature and growth goes on. Give the last sentence of Peter's last letter, about growing in grace and in the knowledge of our Lord and Saviour.",
        expectedRefs: ["2 Pet 3:18"],
        partialRefs: ["2 Pet 1:5", "2 Pet 3:17"],
        principle: "Think with the palace",
        typologyNote: "The letter ends with glory to Him both now and for ever.",
        conclusionLine: "Growth in grace and in the knowledge of Christ never ends.",
      },
    ],
  ),
];

/** Room-level "biblical conclusion" paragraphs shown on the escape summary (§4.21), one per floor. */
export const escapeConclusions: readonly EscapeConclusion[] = [
  {
    roomTag: "SR",
    text: "Every story you retold in this room was a real event in a real history that God was steering. Joseph's brothers meant evil, yet God meant it for good (Gen 50:20); Israel walked through the sea on dry ground (Exod 14:22); the women found an empty tomb (Matt 28:6). Sequence comes before meaning, and the sequence of Scripture runs to one place: a cross and an empty grave. You escaped by knowing the order of events; remember that the last event in the order is Christ's return.",
  },
  {
    roomTag: "ST",
    text: "God uses His pictures consistently, and every one of them lands in Christ. The Passover lamb was fulfilled when Christ our passover was sacrificed for us (1 Cor 5:7); the rock in the wilderness was Christ (1 Cor 10:4); the beasts of prophecy are kingdoms because the angel says so (Dan 7:17). Let Scripture define its symbols and you will never need to guess. The types were shadows cast by a Person, and the Person has come.",
  },
  {
    roomTag: "BF",
    text: "Verses are family: they share meaning even when they do not share words. The love of God in the Gospel is the same love that Paul says was shown while we were still sinners (Rom 5:8). The Servant wounded in the prophet is the One who bore our sins on the tree (1 Pet 2:24). And the Shepherd of the psalm is the Good Shepherd who laid down His life (John 10:11). When you gather a verse's relatives, Scripture explains itself and Christ comes into focus.",
  },
  {
    roomTag: "DR",
    text: "You began with the literal story and ended in heaven. David's stone was real history (1 Sam 17:49), but the diamond's centre is Christ, whom all the Scriptures describe (Luke 24:27). The church is now God's temple (1 Cor 3:16), and at the end the tabernacle of God will be with men for ever (Rev 21:3). Every dimension shines from Him: the history happened, Christ fulfils it, my life responds, the church lives it, and heaven completes it.",
  },
  {
    roomTag: "BL",
    text: "You walked the sanctuary from the gate to the ark. Christ is the door (John 10:9); His blood is the altar's sacrifice; His word is the laver's washing (Eph 5:26). By His own blood He entered the heavenly sanctuary once for all (Heb 9:12), and since 1844 He has ministered in the Most Holy Place, where the ark of His testament is seen (Rev 11:19). Follow the blood and you will always find the Saviour, who is now finishing His work for His people.",
  },
  {
    roomTag: "PR",
    text: "Prophecy is history written in advance, and every line of it ends in the kingdom of God. The image of metals gave way to a stone kingdom that will never be destroyed (Dan 2:44). The little horn's set period ran through real centuries (Dan 7:25), and a day stands for a year (Ezek 4:6). Jesus told us these things beforehand so that we would believe when they came to pass (John 14:29). You escaped by reading the timeline; rest your faith in the King at its end.",
  },
  {
    roomTag: "MATH",
    text: "God keeps time. From the command to restore Jerusalem in 457 BC (Dan 9:25), sixty-nine prophetic weeks ran to the anointing of the Messiah in AD 27, and in the midst of the last week He caused the sacrifice to cease by His own death (Dan 9:27). The same starting point carries the 2300 days to 1844, when the cleansing of the heavenly sanctuary began (Dan 8:14). A day for a year (Num 14:34) makes these numbers a calendar of grace, and every date on it is about Christ.",
  },
  {
    roomTag: "MR",
    text: "The last rooms of the palace are quiet ones. The blessed man meditates day and night (Ps 1:2); the anxious heart is told to be still and know God (Ps 46:10); the mind is filled with what is true and lovely (Phil 4:8). Mary kept the words about her Son and pondered them in her heart (Luke 2:19). You escaped under a clock, but the truth you found is meant to be carried slowly through the day, until Christ Himself is formed in you.",
  },
];
