// Semver for the palace content: patch = wording, minor = added prompts/examples/bank items, major = structure.
// Entries and attempts record the version they were made under.
export const PALACE_CONTENT_VERSION = "1.0.0";
