import type { ReferenceList } from "../types";

export interface CycleCode {
  code: string;
  name: string;
}

export const CYCLE_CODES: readonly CycleCode[] = [
  { code: "@Ad", name: "Adamic" },
  { code: "@No", name: "Noahic" },
  { code: "@Ab", name: "Abrahamic" },
  { code: "@Mo", name: "Mosaic" },
  { code: "@Cy", name: "Cyrusic" },
  { code: "@CyC", name: "Cyrus–Christ" },
  { code: "@Sp", name: "Holy Spirit" },
  { code: "@Re", name: "Remnant" },
];

export const list: ReferenceList = {
  id: "cycles",
  title: "The eight cycles",
  description:
    "Every cycle runs the same five beats — Fall → Covenant → Sanctuary → Enemy → Restoration — and each echoes and enlarges the one before, until the last ends in new creation.",
  columns: [
    { key: "code", label: "Code" },
    { key: "name", label: "Cycle" },
    { key: "fall", label: "Fall" },
    { key: "covenant", label: "Covenant" },
    { key: "sanctuary", label: "Sanctuary" },
    { key: "enemy", label: "Enemy" },
    { key: "restoration", label: "Restoration" },
  ],
  items: [
    {
      id: "ad",
      values: {
        code: "@Ad",
        name: "Adamic (creation)",
        fall: "Disobedience in the garden (Genesis 3)",
        covenant: "The promised seed who bruises the serpent’s head (Genesis 3:15)",
        sanctuary: "Eden, where God walked with man",
        enemy: "The serpent; death",
        restoration: "Exile from the garden, carrying the promise of a seed",
      },
      refs: ["Genesis 3", "Genesis 3:15"],
    },
    {
      id: "no",
      values: {
        code: "@No",
        name: "Noahic (preservation)",
        fall: "Violence fills the earth (Genesis 6)",
        covenant: "The rainbow covenant (Genesis 9)",
        sanctuary: "The ark",
        enemy: "The flood; a corrupt humanity",
        restoration: "A new start, with seedtime and harvest assured",
      },
      refs: ["Genesis 6", "Genesis 9:8-17"],
    },
    {
      id: "ab",
      values: {
        code: "@Ab",
        name: "Abrahamic (faith)",
        fall: "Babel and the scattering (Genesis 11)",
        covenant: "Blessing to all nations through his seed (Genesis 12, 15, 17)",
        sanctuary: "His altars; Mount Moriah",
        enemy: "Rival nations; barrenness; conflict with Ishmael",
        restoration: "Isaac born; the land promised",
      },
      refs: ["Genesis 11:1-9", "Genesis 12:1-3", "Genesis 15", "Genesis 17", "Genesis 22"],
    },
    {
      id: "mo",
      values: {
        code: "@Mo",
        name: "Mosaic (law)",
        fall: "Slavery in Egypt (Exodus 1–2)",
        covenant: "Sinai (Exodus 19–24)",
        sanctuary: "Tabernacle and priesthood (Exodus 25–40)",
        enemy: "Pharaoh, Amalek, rebellion in the camp",
        restoration: "The march toward Canaan",
      },
      refs: ["Exodus 1-2", "Exodus 19-24", "Exodus 25-40"],
    },
    {
      id: "cy",
      values: {
        code: "@Cy",
        name: "Cyrusic (restoration)",
        fall: "Exile after idolatry (2 Kings 24–25)",
        covenant: "The new-covenant promise (Jeremiah 31; Ezekiel 36)",
        sanctuary: "The second temple (Ezra; Haggai)",
        enemy: "Babylon, Persia and local opposition",
        restoration: "The return; temple and walls rebuilt",
      },
      refs: ["2 Kings 24-25", "Jeremiah 31", "Ezekiel 36", "Ezra 1-6", "Haggai 1-2"],
    },
    {
      id: "cyc",
      values: {
        code: "@CyC",
        name: "Cyrus–Christ (Messiah)",
        fall: "Universal sin; Roman occupation; a corrupt religious order",
        covenant: "The new covenant in His blood (Luke 22:20)",
        sanctuary: "His body as the temple; believers as living stones",
        enemy: "Satan, sin, death and the powers",
        restoration: "Resurrection, ascension and the kingdom inaugurated",
      },
      refs: ["Luke 22:20", "John 2:19-21", "1 Peter 2:5"],
    },
    {
      id: "sp",
      values: {
        code: "@Sp",
        name: "Holy Spirit (mission)",
        fall: "Sin among believers; persecution; apostasy",
        covenant: "The Great Commission (Matthew 28)",
        sanctuary: "Believers as the temple of God (1 Corinthians 3:16)",
        enemy: "Satan, false teachers and opposition",
        restoration: "The gospel carried to the nations",
      },
      refs: ["Matthew 28:18-20", "1 Corinthians 3:16", "Acts 1:8"],
    },
    {
      id: "re",
      values: {
        code: "@Re",
        name: "Remnant (consummation)",
        fall: "The final rebellion; the beast and Babylon (Revelation 13)",
        covenant: '"Behold, I make all things new" (Revelation 21:5)',
        sanctuary: "The New Jerusalem (Revelation 21–22)",
        enemy: "Dragon, beast and false prophet destroyed",
        restoration: "New heavens and a new earth",
      },
      refs: ["Revelation 13", "Revelation 21:5", "Revelation 21-22"],
    },
  ],
};
