/** The favourites page's words (spec §2 "Other screens: favourites", §4 "Favourites"), in one small module for the page, its list and the header link. */
export const FAVOURITES_TEXTS = {
  heading: 'Your favourites',
  headerLink: 'Favourites',
  empty: 'You haven’t saved any cars yet.',
  browse: 'Browse cars',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name} from favourites`,
  removed: (name: string) => `${name} removed from favourites`,
  loading: 'Loading your favourites…',
} as const
