import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "palaceChecklist",
  title: "The PALACE checklist",
  description:
    "Run every passage through these eight questions to fill the third column of a question map. Each points to the room that answers it.",
  columns: [
    { key: "lens", label: "Lens" },
    { key: "question", label: "Ask" },
    { key: "codes", label: "Codes or options" },
    { key: "room", label: "Room" },
  ],
  items: [
    {
      id: "cycle",
      values: {
        lens: "Cycle",
        question: "Which covenant cycle does this passage sit in, and which beat?",
        codes: "@Ad, @No, @Ab, @Mo, @Cy, @CyC, @Sp, @Re",
        room: "Eight Cycles (@)",
      },
    },
    {
      id: "heaven",
      values: {
        lens: "Heaven",
        question: "Which prophetic horizon does it address — one, two or all three?",
        codes: "1H, 2H, 3H",
        room: "Three Heavens (1H/2H/3H)",
      },
    },
    {
      id: "sanctuary",
      values: {
        lens: "Sanctuary",
        question: "Which sanctuary article, space or service does it touch?",
        codes:
          "Gate, bronze altar, laver, lampstand, table of showbread, altar of incense, veil, ark; courtyard, holy place, most holy place; daily service and Day of Atonement",
        room: "Blue Room (BL)",
      },
      refs: ["Exodus 25:8-9"],
    },
    {
      id: "christ",
      values: {
        lens: "Christ",
        question: "Where is Christ in this passage, and what is He doing?",
        codes: "Prophet, Priest, King; a Christ-line for the chapter",
        room: "Concentration Room (CR); Christ in Every Chapter (CEC)",
      },
      refs: ["Luke 24:27"],
    },
    {
      id: "dimension",
      values: {
        lens: "Dimension",
        question: "What does it say on each of the five dimensions?",
        codes: "1D Literal, 2D Christ, 3D Me, 4D Church, 5D Heaven",
        room: "Dimensions Room (DR)",
      },
    },
    {
      id: "timeZone",
      values: {
        lens: "Time zone",
        question: "From which zone does it speak — earth or heaven; past, now or future?",
        codes: "H-Pa, H-Now, H-Fu, E-Pa, E-Now, E-Fu",
        room: "Time Zone (TZ)",
      },
    },
    {
      id: "genre",
      values: {
        lens: "Genre",
        question: "What genre is it, and which reading rules does that genre bring?",
        codes: "History, poetry, prophecy, gospel, parable, epistle",
        room: "Connect-6 (C6)",
      },
    },
    {
      id: "room",
      values: {
        lens: "Room",
        question: "Which room would unlock this text best, and what would it show?",
        codes: "Any of the 38 rooms",
        room: "The whole palace",
      },
    },
  ],
};
