import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "feasts",
  title: "The seven feasts (Leviticus 23)",
  description:
    "Enacted prophecy: the four spring feasts were fulfilled at Christ's first advent; the three autumn feasts are being, or will be, fulfilled around His second.",
  columns: [
    { key: "order", label: "#" },
    { key: "feast", label: "Feast" },
    { key: "date", label: "Date" },
    { key: "rite", label: "OT rite" },
    { key: "fulfilment", label: "Fulfilment" },
    { key: "status", label: "Status" },
  ],
  items: [
    {
      id: "passover",
      values: {
        order: "1",
        feast: "Passover",
        date: "Nisan 14",
        rite: "Lamb slain, blood applied to the doorposts",
        fulfilment: "The crucifixion: Christ our Passover sacrificed for us (1 Corinthians 5:7)",
        status: "fulfilled",
      },
      refs: ["Leviticus 23:5", "Exodus 12:1-14", "1 Corinthians 5:7"],
    },
    {
      id: "unleavened-bread",
      values: {
        order: "2",
        feast: "Unleavened Bread",
        date: "Nisan 15–21",
        rite: "Leaven removed; unleavened bread eaten seven days",
        fulfilment: "Christ's sinless body resting in the tomb; a call to holy living",
        status: "fulfilled",
      },
      refs: ["Leviticus 23:6-8", "1 Corinthians 5:8"],
    },
    {
      id: "firstfruits",
      values: {
        order: "3",
        feast: "Firstfruits",
        date: "The day after the Sabbath in Unleavened Bread",
        rite: "The first sheaf of the barley harvest waved before the Lord",
        fulfilment: "The resurrection: Christ the firstfruits of them that slept (1 Corinthians 15:20, 23)",
        status: "fulfilled",
      },
      refs: ["Leviticus 23:9-14", "1 Corinthians 15:20-23"],
    },
    {
      id: "pentecost",
      values: {
        order: "4",
        feast: "Pentecost (Weeks)",
        date: "50 days after Firstfruits",
        rite: "Wheat harvest; two leavened loaves waved",
        fulfilment: "The Spirit poured out and the harvest of souls begun; Jew and Gentile as the two loaves",
        status: "fulfilled",
      },
      refs: ["Leviticus 23:15-21", "Acts 2:1-4", "Acts 2:41"],
    },
    {
      id: "trumpets",
      values: {
        order: "5",
        feast: "Trumpets",
        date: "Tishri 1",
        rite: "A memorial of blowing of trumpets; holy convocation",
        fulfilment: "The final warning and gathering; the last trumpet at Christ's coming",
        status: "awaiting",
      },
      refs: ["Leviticus 23:23-25", "1 Thessalonians 4:16", "1 Corinthians 15:52"],
    },
    {
      id: "atonement",
      values: {
        order: "6",
        feast: "Day of Atonement",
        date: "Tishri 10",
        rite: "High priest in the Most Holy Place; the sanctuary cleansed; the scapegoat sent away",
        fulfilment: "Christ's Most Holy Place ministry from 1844: the investigative judgment",
        status: "in progress",
      },
      refs: ["Leviticus 23:26-32", "Leviticus 16", "Hebrews 9:23-24", "Daniel 8:14"],
    },
    {
      id: "tabernacles",
      values: {
        order: "7",
        feast: "Tabernacles",
        date: "Tishri 15–21",
        rite: "Living in booths; rejoicing over the completed harvest",
        fulfilment: "God dwelling with His people for ever (Revelation 21:3)",
        status: "awaiting",
      },
      refs: ["Leviticus 23:33-43", "John 1:14", "Revelation 21:3"],
    },
  ],
};
