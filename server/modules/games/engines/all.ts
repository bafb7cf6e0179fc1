// Registers every engine (imported once by games.routes.ts).
