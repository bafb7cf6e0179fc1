/** Power of the Lamb (screens.md §7.7): the ministry's addresses from site configuration; null when not set. */
export interface MinistryLinksDto {
  youtubeUrl: string | null;
  websiteUrl: string | null;
}
