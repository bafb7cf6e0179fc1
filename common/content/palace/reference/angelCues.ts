import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "angelCues",
  title: "Mapping cues: which angel?",
  description: "Read the passage for these cues to choose the angel whose message it proclaims or echoes.",
  columns: [
    { key: "cue", label: "Cue in the passage" },
    { key: "angel", label: "Angel" },
    { key: "example", label: "Example" },
  ],
  items: [
    {
      id: "gospel",
      values: { cue: "Gospel, grace, good news to every nation", angel: "First", example: "Matthew 24:14" },
      refs: ["Matthew 24:14"],
    },
    {
      id: "creation",
      values: { cue: "Creation, the Creator, Sabbath, true worship", angel: "First", example: "Acts 14:15" },
      refs: ["Acts 14:15"],
    },
    {
      id: "judgment",
      values: { cue: "Judgment, accountability, fear God", angel: "First", example: "Ecclesiastes 12:13-14" },
      refs: ["Ecclesiastes 12:13-14"],
    },
    {
      id: "false-worship",
      values: {
        cue: "False worship, confusion, intoxicating error, Babylon",
        angel: "Second",
        example: "Jeremiah 51:7",
      },
      refs: ["Jeremiah 51:7"],
    },
    {
      id: "separate",
      values: { cue: "The call to come out and separate", angel: "Second", example: "Revelation 18:4" },
      refs: ["Revelation 18:4"],
    },
    {
      id: "coercion",
      values: { cue: "Worship enforced by decree, end-time coercion", angel: "Third", example: "Daniel 3" },
      refs: ["Daniel 3"],
    },
    {
      id: "faithful",
      values: {
        cue: "Faithfulness under pressure: commandments and the faith of Jesus",
        angel: "Third",
        example: "Revelation 12:17",
      },
      refs: ["Revelation 12:17"],
    },
  ],
};
