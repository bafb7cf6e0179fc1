import type { ComponentType } from "react";

type PageModule = () => Promise<{ Component: ComponentType }>;

/**
 * The page module of each live feature of the registry (common/constants/features.ts), loaded
 * lazily so a page pays only for its own code. A unit test checks that every live feature has
 * a page here and that nothing here is missing from the registry.
 */
export const pages: Record<string, PageModule> = {
  home: () => import("./routes/public/home-page").then((m) => ({ Component: m.HomePage })),
  auth: () => import("./routes/auth/auth-page").then((m) => ({ Component: m.AuthPage })),
  terms: () => import("./routes/public/terms-page").then((m) => ({ Component: m.TermsPage })),
  pricing: () => import("./routes/public/pricing-page").then((m) => ({ Component: m.PricingPage })),
  privacy: () => import("./routes/public/privacy-page").then((m) => ({ Component: m.PrivacyPage })),
  credits: () => import("./routes/public/credits-page").then((m) => ({ Component: m.CreditsPage })),
  onboarding: () => import("./routes/account/onboarding-page").then((m) => ({ Component: m.OnboardingPage })),
  dashboard: () => import("./routes/account/dashboard-page").then((m) => ({ Component: m.DashboardPage })),
  profile: () => import("./routes/account/profile-page").then((m) => ({ Component: m.ProfilePage })),
  "student-verification": () =>
    import("./routes/account/student-verification-page").then((m) => ({
      Component: m.StudentVerificationPage,
    })),
  "student-verify": () =>
    import("./routes/account/student-verification-page").then((m) => ({
      Component: m.StudentVerificationPage,
    })),
  "blueprint-course": () =>
    import("./routes/courses/blueprint-course-page").then((m) => ({ Component: m.BlueprintCoursePage })),
  "phototheology-course": () =>
    import("./routes/courses/phototheology-course-page").then((m) => ({
      Component: m.PhototheologyCoursePage,
    })),
  "palace-journey": () =>
    import("./routes/courses/palace-journey-page").then((m) => ({ Component: m.PalaceJourneyPage })),
  "daniel-course": () =>
    import("./routes/courses/daniel-course-page").then((m) => ({ Component: m.DanielCoursePage })),
  "revelation-course": () =>
    import("./routes/courses/revelation-course-page").then((m) => ({ Component: m.RevelationCoursePage })),
  "revelation-course-kids": () =>
    import("./routes/courses/revelation-kids-course-page").then((m) => ({
      Component: m.RevelationKidsCoursePage,
    })),
  "daily-challenges": () =>
    import("./routes/practice/daily-challenges-page").then((m) => ({ Component: m.DailyChallengesPage })),
  "growth-journal": () =>
    import("./routes/practice/growth-journal-page").then((m) => ({ Component: m.GrowthJournalPage })),
  "equations-challenge": () =>
    import("./routes/practice/equations-challenge-page").then((m) => ({
      Component: m.EquationsChallengePage,
    })),
  "training-drills": () =>
    import("./routes/practice/training-drills-page").then((m) => ({ Component: m.TrainingDrillsPage })),
  "power-of-the-lamb": () =>
    import("./routes/courses/power-of-the-lamb-page").then((m) => ({ Component: m.PowerOfTheLambPage })),
  "spiritual-training": () =>
    import("./routes/courses/spiritual-training-page").then((m) => ({ Component: m.SpiritualTrainingPage })),
  certificates: () =>
    import("./routes/account/certificates-page").then((m) => ({ Component: m.CertificatesPage })),
  "certificate-view": () =>
    import("./routes/account/certificate-view-page").then((m) => ({ Component: m.CertificateViewPage })),
  "certificate-public": () =>
    import("./routes/public/certificate-page").then((m) => ({ Component: m.PublicCertificatePage })),
  referrals: () => import("./routes/account/referrals-page").then((m) => ({ Component: m.ReferralsPage })),
  feedback: () => import("./routes/account/feedback-page").then((m) => ({ Component: m.FeedbackPage })),
  leaderboard: () =>
    import("./routes/account/leaderboard-page").then((m) => ({ Component: m.LeaderboardPage })),
  achievements: () =>
    import("./routes/account/achievements-page").then((m) => ({ Component: m.AchievementsPage })),
  "live-study": () =>
    import("./routes/community/live-study-page").then((m) => ({ Component: m.LiveStudyPage })),
  "live-study-room": () =>
    import("./routes/community/live-study-room-page").then((m) => ({ Component: m.LiveStudyRoomPage })),
  "study-partners": () =>
    import("./routes/community/study-partners-page").then((m) => ({ Component: m.StudyPartnersPage })),
  community: () => import("./routes/community/community-page").then((m) => ({ Component: m.CommunityPage })),
  access: () => import("./routes/account/access-page").then((m) => ({ Component: m.AccessPage })),
  "admin-access-codes": () =>
    import("./routes/admin/access-codes-page").then((m) => ({ Component: m.AccessCodesPage })),
  "admin-users": () => import("./routes/admin/users-page").then((m) => ({ Component: m.UsersPage })),
  palace: () => import("./routes/palace/palace-page").then((m) => ({ Component: m.PalacePage })),
  "palace-floor": () => import("./routes/palace/floor-page").then((m) => ({ Component: m.FloorPage })),
  "palace-room": () => import("./routes/palace/room-page").then((m) => ({ Component: m.RoomPage })),
  "palace-review": () =>
    import("./routes/palace/review-page").then((m) => ({ Component: m.PalaceReviewPage })),
  "admin-outbox": () => import("./routes/admin/outbox-page").then((m) => ({ Component: m.OutboxPage })),
  "admin-ai": () => import("./routes/admin/ai-page").then((m) => ({ Component: m.AdminAiPage })),
  "admin-moderation": () =>
    import("./routes/admin/moderation-page").then((m) => ({ Component: m.ModerationPage })),
  "admin-adventure-drafts": () =>
    import("./routes/admin/adventure-drafts-page").then((m) => ({ Component: m.AdventureDraftsPage })),
  games: () => import("./routes/games/games-hub-page").then((m) => ({ Component: m.GamesHubPage })),
  "game-concentration": () => import("./routes/games/game-page").then((m) => ({ Component: m.GamePage })),
  "game-palace-cards": () => import("./routes/games/game-page").then((m) => ({ Component: m.GamePage })),
  "game-palace-quiz": () => import("./routes/games/game-page").then((m) => ({ Component: m.GamePage })),
  "game-verse-match": () => import("./routes/games/game-page").then((m) => ({ Component: m.GamePage })),
  "game-principle-puzzle": () => import("./routes/games/game-page").then((m) => ({ Component: m.GamePage })),
  "game-generic": () => import("./routes/games/game-page").then((m) => ({ Component: m.GamePage })),
  "game-chain-chess": () =>
    import("./routes/chess/chain-chess-page").then((m) => ({ Component: m.ChainChessPage })),
  "kids-games": () => import("./routes/kids/kids-games-page").then((m) => ({ Component: m.KidsGamesPage })),
  "kids-game": () => import("./routes/kids/kids-game-page").then((m) => ({ Component: m.KidsGamePage })),
  "treasure-hunt": () =>
    import("./routes/hunts/treasure-hunt-page").then((m) => ({ Component: m.TreasureHuntPage })),
  "treasure-hunt-play": () =>
    import("./routes/hunts/treasure-hunt-play-page").then((m) => ({ Component: m.TreasureHuntPlayPage })),
  "escape-room": () =>
    import("./routes/escape/escape-rooms-page").then((m) => ({ Component: m.EscapeRoomsPage })),
  "escape-room-play": () =>
    import("./routes/escape/escape-room-play-page").then((m) => ({ Component: m.EscapeRoomPlayPage })),
  "bible-home": () => import("./routes/bible/bible-home-page").then((m) => ({ Component: m.BibleHomePage })),
  "bible-reader": () => import("./routes/bible/reader-page").then((m) => ({ Component: m.ReaderPage })),
  "bible-search": () =>
    import("./routes/bible/bible-search-page").then((m) => ({ Component: m.BibleSearchPage })),
  "bible-rendered-room": () =>
    import("./routes/bible/bible-rendered-room-page").then((m) => ({ Component: m.BibleRenderedRoomPage })),
  "quarterly-study": () =>
    import("./routes/bible/quarterly-study-page").then((m) => ({ Component: m.QuarterlyStudyPage })),
  "memorization-verses": () =>
    import("./routes/bible/memorization-verses-page").then((m) => ({ Component: m.MemorizationVersesPage })),
  "verse-memory-hall": () =>
    import("./routes/bible/verse-memory-hall-page").then((m) => ({ Component: m.VerseMemoryHallPage })),
  phototheologygpt: () =>
    import("./routes/ai/phototheology-gpt-page").then((m) => ({ Component: m.PhototheologyGptPage })),
  "apologetics-gpt": () =>
    import("./routes/ai/apologetics-gpt-page").then((m) => ({ Component: m.ApologeticsGptPage })),
  "daniel-revelation-gpt": () =>
    import("./routes/ai/daniel-revelation-gpt-page").then((m) => ({ Component: m.DanielRevelationGptPage })),
  kidgpt: () => import("./routes/ai/kidgpt-page").then((m) => ({ Component: m.KidGptPage })),
  "culture-controversy": () =>
    import("./routes/ai/culture-controversy-page").then((m) => ({ Component: m.CultureControversyPage })),
  flashcards: () => import("./routes/ai/flashcards-page").then((m) => ({ Component: m.FlashcardsPage })),
  "bible-image-library": () =>
    import("./routes/bible/bible-image-library-page").then((m) => ({ Component: m.BibleImageLibraryPage })),
  "critics-analysis": () =>
    import("./routes/ai/critics-analysis-page").then((m) => ({ Component: m.CriticsAnalysisPage })),
  "prophecy-watch": () =>
    import("./routes/ai/prophecy-watch-page").then((m) => ({ Component: m.ProphecyWatchPage })),
  "research-mode": () =>
    import("./routes/ai/research-mode-page").then((m) => ({ Component: m.ResearchModePage })),
  "sermon-builder": () =>
    import("./routes/ai/sermon-builder-page").then((m) => ({ Component: m.SermonBuilderPage })),
};
