import { PAGE_TEXTS } from '@kinetic/domain';
/** English texts of explore (the SPEC's wording where it gives one). */
export const explore = {
  ...PAGE_TEXTS.explore,
  intro: "Something new to try: activities, this week's favourites, gyms and trainers.",
  loadFailed: 'We could not load Explore',
  categories: 'Browse by activity',
  sessions_one: '{{n}} session',
  sessions_other: '{{n}} sessions',
  popular: 'Popular this week',
  noPopular: 'No classes are scheduled this week yet: check back soon.',
  featuredGyms: 'Featured gyms',
  allGyms: 'All gyms',
  featuredTrainers: 'Featured trainers',
  allTrainers: 'All trainers',
};
