import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "angelMessages",
  title: "The three angels' messages (Revelation 14:6-12)",
  description:
    "One message in three parts, carried to every nation before the harvest. It begins with the everlasting gospel.",
  columns: [
    { key: "angel", label: "Angel" },
    { key: "text", label: "Text" },
    { key: "message", label: "Message" },
    { key: "points", label: "Key points" },
  ],
  items: [
    {
      id: "first",
      values: {
        angel: "First",
        text: "Revelation 14:6-7",
        message:
          "The everlasting gospel; fear God, give Him glory, the hour of His judgment is come; worship the Creator",
        points:
          "Grace through faith · reverence and glory to God · the judgment begun in 1844 (Daniel 7:9-10; 8:14) · worship the Maker of heaven, earth, sea and fountains, echoing the Sabbath command (Exodus 20:11)",
      },
      refs: ["Revelation 14:6-7", "Exodus 20:11", "Daniel 7:9-10", "Daniel 8:14"],
    },
    {
      id: "second",
      values: {
        angel: "Second",
        text: "Revelation 14:8",
        message: "Babylon is fallen",
        points:
          'Babylon = apostate religion, every mixture of truth and error · her wine = false doctrine and church–state union · the call "Come out of her, my people" (Revelation 18:4)',
      },
      refs: ["Revelation 14:8", "Revelation 17:1-6", "Revelation 18:1-4"],
    },
    {
      id: "third",
      values: {
        angel: "Third",
        text: "Revelation 14:9-12",
        message: "Do not worship the beast or his image or receive his mark",
        points:
          "Worship enforced by a political-religious coalition (Revelation 13:11-17) · the patience of the saints: the commandments of God, Sabbath included, and the faith of Jesus · mark versus seal: forehead = conviction, hand = compliance",
      },
      refs: ["Revelation 14:9-12", "Revelation 13:11-17", "Revelation 7:2-3"],
    },
  ],
};
