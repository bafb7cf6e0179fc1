/**
 * The static teaching of Spiritual Training, "Christian Art of War" (screens.md §7.6): the victory thoughts, the
 * besetting sins, the six styles and the armour of God. Public content the page renders at once; the battle
 * scenarios and their answers live on the server.
 */
export const fruitsOfTheSpirit = [
  "love",
  "joy",
  "peace",
  "longsuffering",
  "gentleness",
  "goodness",
  "faith",
  "meekness",
  "temperance",
] as const;
export type Fruit = (typeof fruitsOfTheSpirit)[number];

export const styleIds = ["lion", "lamb", "eagle", "serpent", "dove", "ox"] as const;
export type StyleId = (typeof styleIds)[number];

export const weaponIds = [
  "truth",
  "righteousness",
  "gospel",
  "faith",
  "salvation",
  "sword",
  "prayer",
] as const;
export type WeaponId = (typeof weaponIds)[number];

export interface VictoryThought {
  text: string;
  reference: string;
}

export interface BesettingSin {
  id: "pride" | "anger" | "lust" | "greed" | "envy" | "laziness" | "gluttony";
  name: string;
  /** The virtue it neglects. */
  neglects: string;
  /** Two fruits of the Spirit that counter it. */
  counters: readonly [Fruit, Fruit];
  reference: string;
  /** One or two sentences on how it attacks and how it is answered. */
  note: string;
}

export interface TrainingStyle {
  id: StyleId;
  /** "Lion" */
  name: string;
  /** "Courage" */
  trait: string;
  description: string;
  reference: string;
}

export interface Weapon {
  id: WeaponId;
  /** "Belt of truth" */
  name: string;
  /** Its place in Ephesians 6:14–18, e.g. "Ephesians 6:14". */
  reference: string;
  /** One line: how to use it. */
  use: string;
}
