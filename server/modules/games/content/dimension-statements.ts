// §4.18 dimension_detective: a statement about a verse → the dimension it expresses (codes of
// common/content/palace/reference/dimensions.ts). 10 verses × 5 dimensions: 1D literal-historical, 2D Christ,
// 3D me personally, 4D the church, 5D heaven and the end of the story.
import type { ChoiceItem } from "./types";

interface VerseDimensions {
  slug: string; // id prefix, e.g. "john-3-16"
  ref: string;
  statements: Record<"1D" | "2D" | "3D" | "4D" | "5D", { prompt: string; explanation: string }>;
}

const verses: readonly VerseDimensions[] = [
  {
    slug: "gen-22-8",
    ref: "Gen 22:8",
    statements: {
      "1D": {
        prompt:
          "Climbing toward Moriah, Abraham answers Isaac's question about the missing lamb by trusting God to supply one.",
        explanation:
          "Literal: a real father and son on a real mountain in Abraham's day, answering a real question (Gen 22:2, 7).",
      },
      "2D": {
        prompt: "God supplies the Lamb in His own Son, whom He did not spare but gave up for us all.",
        explanation:
          "Christ: the Father gave His Son (Rom 8:32), and John names Jesus the Lamb of God (John 1:29).",
      },
      "3D": {
        prompt:
          "When I cannot see how God will meet my need, I can keep walking in faith that He will provide.",
        explanation:
          "Me: the verse calls me to trust God's provision personally, as Abraham did (Heb 11:17-19; Phil 4:19).",
      },
      "4D": {
        prompt:
          "Abraham's spiritual children gather as one family around the Lamb God supplied, and carry that blessing to every nation.",
        explanation:
          "Church: believers together are Abraham's seed (Gal 3:29), sent with the blessing promised to all nations (Gen 22:18).",
      },
      "5D": {
        prompt:
          "At the end the redeemed surround the Lamb on the throne, singing that He was slain and has bought them for God.",
        explanation:
          "Heaven: the Lamb provided on earth is worshipped for ever in the throne room (Rev 5:9-12).",
      },
    },
  },
  {
    slug: "exod-12-13",
    ref: "Exod 12:13",
    statements: {
      "1D": {
        prompt:
          "On the night Egypt's firstborn die, the Israelite homes marked with lamb's blood are spared.",
        explanation:
          "Literal: the historical tenth plague in Egypt and the blood on the doorposts that night (Exod 12:7, 29).",
      },
      "2D": {
        prompt:
          "The shed blood of Jesus is the sign that turns death away from everyone who shelters under it.",
        explanation:
          "Christ: He is our Passover sacrificed for us (1 Cor 5:7), the Lamb without blemish (1 Pet 1:19).",
      },
      "3D": {
        prompt:
          "I am safe from condemnation not because of my own worth but because I am covered by Christ's blood.",
        explanation: "Me: justified by His blood, I am saved from wrath through Him (Rom 5:9).",
      },
      "4D": {
        prompt:
          "God's people are one household under the blood, sharing the meal together as a redeemed community.",
        explanation:
          "Church: the lamb was eaten by households together (Exod 12:3-4), as believers share one loaf (1 Cor 10:16-17).",
      },
      "5D": {
        prompt:
          "When the last plagues fall, those who bear God's seal are passed over, and the destroyer cannot touch them.",
        explanation:
          "Heaven: God's servants are sealed before the final judgments break on the earth (Rev 7:3; Rev 9:4).",
      },
    },
  },
  {
    slug: "exod-17-6",
    ref: "Exod 17:6",
    statements: {
      "1D": {
        prompt:
          "At Horeb Moses strikes the rock with his staff, and water pours out for thirsty Israel in the wilderness.",
        explanation:
          "Literal: a real event at Rephidim during the journey from Egypt, with the elders watching (Exod 17:1-6).",
      },
      "2D": {
        prompt: "The struck rock is Jesus, smitten once so that living water could flow to His people.",
        explanation:
          "Christ: Paul says that Rock was Christ (1 Cor 10:4); from His pierced side came blood and water (John 19:34).",
      },
      "3D": {
        prompt: "When my soul is dry, I can come to Jesus myself and drink, and He satisfies my thirst.",
        explanation: "Me: Jesus invites each thirsty person to come to Him and drink (John 7:37).",
      },
      "4D": {
        prompt: "The whole congregation drinks from one rock, as the church together drinks of one Spirit.",
        explanation:
          "Church: all believers are made to drink into one Spirit and formed into one body (1 Cor 12:13).",
      },
      "5D": {
        prompt:
          "In the world made new, a river of the water of life flows from the throne of God and of the Lamb.",
        explanation:
          "Heaven: the wilderness stream becomes the river of life in the holy city (Rev 22:1; Rev 21:6).",
      },
    },
  },
  {
    slug: "1-sam-17-49",
    ref: "1 Sam 17:49",
    statements: {
      "1D": {
        prompt:
          "In the valley of Elah the young shepherd David slings a stone that sinks into the Philistine's forehead.",
        explanation:
          "Literal: a battle between Israel and the Philistines in Saul's reign, in a named valley (1 Sam 17:1-2).",
      },
      "2D": {
        prompt:
          "The anointed shepherd from Bethlehem pictures Jesus, who defeats our giant enemy alone on our behalf.",
        explanation:
          "Christ: the Son of David triumphed over the powers and destroyed the one who had the power of death (Col 2:15; Heb 2:14).",
      },
      "3D": {
        prompt: "I can face the giants in my own life not in borrowed armour but in the name of the Lord.",
        explanation:
          "Me: David's trust in the Lord's name becomes my own strength in Christ (1 Sam 17:45; Phil 4:13).",
      },
      "4D": {
        prompt:
          "When the champion wins, the whole army rises to share his victory, as the church shares Christ's triumph.",
        explanation:
          "Church: Israel's ranks pursued once their champion had won (1 Sam 17:52); God gives us the victory through Christ (1 Cor 15:57).",
      },
      "5D": {
        prompt:
          "The enemy falling with a wound to the head foreshadows the final destruction of Satan at the end of the age.",
        explanation:
          "Heaven: the head-wound promised in Eden (Gen 3:15) ends when the devil is destroyed for ever (Rev 20:10).",
      },
    },
  },
  {
    slug: "ps-23-1",
    ref: "Ps 23:1",
    statements: {
      "1D": {
        prompt:
          "David, who once kept his father's flock, draws on the shepherd life he knew to describe God's care.",
        explanation:
          "Literal: the psalm's author and his own background with the sheep in Bethlehem (1 Sam 16:11; 1 Sam 17:34-35).",
      },
      "2D": {
        prompt: "Jesus is the Good Shepherd who lays down His life for the sheep.",
        explanation: "Christ: Jesus claims the shepherd title and fulfils it at the cross (John 10:11).",
      },
      "3D": {
        prompt: "Because the Lord is my own shepherd, I can stop anxious wanting and rest in His care today.",
        explanation:
          "Me: the personal 'my' invites each reader to trust God for every need (Matt 6:31-33; Phil 4:19).",
      },
      "4D": {
        prompt: "Christ's flock is one fold under one Shepherd, and its elders are to feed it willingly.",
        explanation:
          "Church: one flock, one Shepherd (John 10:16); under-shepherds care for God's people together (1 Pet 5:2).",
      },
      "5D": {
        prompt:
          "The Lamb in the midst of the throne will shepherd the redeemed and lead them to living fountains of water.",
        explanation:
          "Heaven: the Shepherd's care reaches its goal in eternity, where every tear is wiped away (Rev 7:17).",
      },
    },
  },
  {
    slug: "isa-53-5",
    ref: "Isa 53:5",
    statements: {
      "1D": {
        prompt:
          "Isaiah, prophesying to Judah in the days of its kings, speaks of a Servant wounded for the sins of others.",
        explanation:
          "Literal: the prophet's own setting under Uzziah to Hezekiah and his Servant prophecy (Isa 1:1; Isa 52:13).",
      },
      "2D": {
        prompt:
          "Jesus is the Servant whose stripes bring healing; Peter applies this very verse to the cross.",
        explanation:
          "Christ: He bore our sins in His own body on the tree, and by His stripes we were healed (1 Pet 2:24).",
      },
      "3D": {
        prompt: "My guilt was laid on Him, so I can receive His peace and healing in place of my sin.",
        explanation: "Me: justified by faith, I have peace with God through Jesus Christ (Rom 5:1).",
      },
      "4D": {
        prompt:
          "The church is a company of people healed by the same wounds, sent to tell the nations about the Servant.",
        explanation:
          "Church: Philip preached Jesus from this chapter to the Ethiopian, and the gospel went on its way (Acts 8:32-35).",
      },
      "5D": {
        prompt:
          "Because He was wounded, a day is coming with no more pain, when the leaves of the tree of life heal the nations.",
        explanation:
          "Heaven: the healing begun at the cross is completed in the new earth (Rev 21:4; Rev 22:2).",
      },
    },
  },
  {
    slug: "dan-2-44",
    ref: "Dan 2:44",
    statements: {
      "1D": {
        prompt:
          "In Nebuchadnezzar's second year Daniel explains the king's dream of a great metal image to him in Babylon.",
        explanation:
          "Literal: a real king, a real dream and a real captive interpreting it in Babylon (Dan 2:1, 36).",
      },
      "2D": {
        prompt:
          "Jesus is the stone cut out without hands, the rejected stone that becomes the head of the corner.",
        explanation:
          "Christ: He applies the stone to Himself, the one that crushes whatever it falls on (Matt 21:42-44).",
      },
      "3D": {
        prompt:
          "I can hold earthly powers loosely and give my first loyalty to the King whose kingdom will never end.",
        explanation:
          "Me: I seek His kingdom first, since my citizenship is in heaven (Matt 6:33; Phil 3:20).",
      },
      "4D": {
        prompt:
          "God's little flock lives among the divided kingdoms of iron and clay as citizens of the kingdom to come.",
        explanation:
          "Church: the Father is pleased to give the kingdom to His flock together (Luke 12:32; Dan 7:27).",
      },
      "5D": {
        prompt:
          "At Christ's return the stone strikes the image, ending the kingdoms of this world, and God's kingdom fills the earth.",
        explanation:
          "Heaven: historicist reading — Babylon, Persia, Greece, Rome and divided Europe give way at the second coming (Dan 2:35; Rev 11:15).",
      },
    },
  },
  {
    slug: "jonah-1-17",
    ref: "Jonah 1:17",
    statements: {
      "1D": {
        prompt:
          "The Lord appoints a great fish to swallow the runaway prophet, who spends three days and nights inside it.",
        explanation:
          "Literal: Jonah son of Amittai, a prophet of Israel's northern kingdom, fleeing his mission (2 Kgs 14:25; Jonah 1:3).",
      },
      "2D": {
        prompt:
          "Jesus names Jonah's three days in the fish as the sign of His own three days in the heart of the earth.",
        explanation: "Christ: Jesus Himself gives this sign of His death and resurrection (Matt 12:40).",
      },
      "3D": {
        prompt: "Even when I run from God, He pursues me in mercy and gives me another chance to obey.",
        explanation:
          "Me: the word of the Lord came to Jonah a second time, and He still calls the one who ran (Jonah 3:1).",
      },
      "4D": {
        prompt:
          "The church, like Jonah, is sent to warn the great cities and must not run away from that task.",
        explanation:
          "Church: God's people are commissioned to go to all nations with His message (Jonah 3:2; Matt 28:19).",
      },
      "5D": {
        prompt:
          "Jonah coming up from the deep foreshadows the morning when the sea gives up the dead that are in it.",
        explanation:
          "Heaven: the story points to the general resurrection at the end of the age (Rev 20:13; John 5:28-29).",
      },
    },
  },
  {
    slug: "mark-4-39",
    ref: "Mark 4:39",
    statements: {
      "1D": {
        prompt:
          "On the Sea of Galilee Jesus wakes in the boat, rebukes the wind, and the water becomes completely calm.",
        explanation: "Literal: an evening crossing of the lake with the disciples in a storm (Mark 4:35-37).",
      },
      "2D": {
        prompt:
          "Jesus does what only the Creator can: the One who made the sea commands it, revealing that He is God with us.",
        explanation:
          "Christ: the Lord who stills the storm in the psalm (Ps 107:29) is the Son by whom all things were made (Col 1:16).",
      },
      "3D": {
        prompt:
          "When storms rage in my life, I can call on Jesus, who is in the boat with me and speaks peace.",
        explanation:
          "Me: He is with me through the waters, and His peace guards my heart (Isa 43:2; Phil 4:7).",
      },
      "4D": {
        prompt:
          "The church is one boat carrying Christ's disciples through persecution, and He has not abandoned it.",
        explanation:
          "Church: He is with His people always, and the gates of hell shall not prevail against them (Matt 28:20; Matt 16:18).",
      },
      "5D": {
        prompt:
          "In the new earth there is no more sea; the Lord who calmed one storm will end all chaos for ever.",
        explanation: "Heaven: the first earth and its restless sea pass away in the new creation (Rev 21:1).",
      },
    },
  },
  {
    slug: "john-3-16",
    ref: "John 3:16",
    statements: {
      "1D": {
        prompt:
          "Jesus speaks these words at night to Nicodemus, a Pharisee and ruler of the Jews, in Jerusalem.",
        explanation: "Literal: the conversation's setting, hearer and time (John 3:1-2).",
      },
      "2D": {
        prompt:
          "The only begotten Son, lifted up like the bronze serpent in the wilderness, is the Father's gift to the world.",
        explanation: "Christ: Jesus links His cross to the serpent Moses raised (John 3:14; Num 21:9).",
      },
      "3D": {
        prompt: "God's love includes me, and when I believe in His Son I have eternal life now.",
        explanation: "Me: whoever has the Son has life, and may know it (1 John 5:12-13).",
      },
      "4D": {
        prompt:
          "Because God so loved the world, the church is sent into the world with that love, not to condemn it.",
        explanation: "Church: as the Father sent the Son, so He sends His disciples (John 3:17; John 20:21).",
      },
      "5D": {
        prompt:
          "Perishing and everlasting life are finally settled at the last day, when the righteous rise to endless life.",
        explanation:
          "Heaven: the dead hear His voice and come forth; the lost perish in the second death (John 5:28-29; Rev 20:14-15).",
      },
    },
  },
];

export const dimensionStatements: readonly ChoiceItem[] = verses.flatMap((verse) =>
  (["1D", "2D", "3D", "4D", "5D"] as const).map((code) => ({
    id: `${verse.slug}-${code.toLowerCase()}`,
    prompt: verse.statements[code].prompt,
    ref: verse.ref,
    answer: code,
    explanation: verse.statements[code].explanation,
  })),
);
