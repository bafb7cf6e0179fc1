import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "dimensions",
  title: "The five dimensions of a text",
  description:
    "Each text is a diamond with five faces. The literal face grounds the rest, Christ is the centre, and the last three faces apply what the first two establish.",
  columns: [
    { key: "code", label: "Code" },
    { key: "name", label: "Dimension" },
    { key: "label", label: "Short label" },
    { key: "question", label: "Question it asks" },
  ],
  items: [
    {
      id: "literal",
      values: {
        code: "1D",
        name: "Literal-historical",
        label: "LITERAL",
        question: "What happened or was said, to whom, when and where — in the first hearers' own world?",
      },
    },
    {
      id: "christ",
      values: {
        code: "2D",
        name: "Christological",
        label: "CHRIST",
        question: "How does this text point to, picture or reveal Jesus Christ? Support it with a reference.",
      },
      refs: ["Luke 24:27", "John 5:39"],
    },
    {
      id: "me",
      values: {
        code: "3D",
        name: "Personal",
        label: "ME",
        question: "What does the Christ of this text offer me, and how do I respond in faith and obedience?",
      },
    },
    {
      id: "church",
      values: {
        code: "4D",
        name: "Ecclesiological",
        label: "CHURCH",
        question:
          "What does this say to God's people together — their worship, unity and mission to the world?",
      },
    },
    {
      id: "heaven",
      values: {
        code: "5D",
        name: "Eschatological/heavenly",
        label: "HEAVEN",
        question:
          "What does this reveal about the end of the story — judgment, Christ's return, the new earth, eternity?",
      },
    },
  ],
};
