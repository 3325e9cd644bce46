import { PAGE_TEXTS } from '@kinetic/domain';
/** English texts of trainers (the SPEC's wording where it gives one). */
export const trainers = {
  page: {
    ...PAGE_TEXTS.trainers,
    intro:
      'Find a coach you like and follow them to keep their classes close. Looking for a studio? <gyms>Browse gyms</gyms> or <explore>explore activities</explore>.',
    introPrime:
      'Find a coach you like and follow them to keep their classes close. Or <explore>explore activities</explore>.',
  },
  favourites: {
    title: 'Favourite trainers',
    description: 'The trainers you follow.',
    intro: 'The trainers you follow. Open one to see their upcoming classes.',
    loadError: 'We could not load your favourite trainers',
    emptyTitle: 'You do not follow any trainer yet',
    emptyText: 'Follow trainers you like to find their classes quickly.',
    find: 'Find trainers',
  },
  directory: {
    name: 'Trainer name',
    namePlaceholder: 'Search by name',
    activity: 'Activity',
    allActivities: 'All activities',
    loadError: 'We could not load the trainers',
    emptyTitle: 'No trainers found',
    emptyText: 'Try another name, or clear the activity filter.',
  },
  card: {
    trainer: 'Trainer',
  },
  followers_one: '{{count}} follower',
  followers_other: '{{count}} followers',
  follow: 'Follow',
  unfollow: 'Unfollow',
  followLabel: 'Follow {{name}}',
  unfollowLabel: 'Unfollow {{name}}',
  profile: {
    title: 'Trainer',
    notFoundTitle: 'Trainer not found',
    notFound: 'This trainer could not be found',
    notFoundText: 'The link may be old, or the trainer is no longer listed.',
    browse: 'Browse trainers',
    loadError: 'We could not load this trainer',
    metaTitle: '{{name}}, trainer',
    metaDescription: '{{name}} teaches {{activities}}. See the upcoming classes and book a spot.',
    metaDescriptionPlain: '{{name}}. See the upcoming classes and book a spot.',
    about: 'About {{name}}',
    noBio: '{{name}} has not written a bio yet.',
    certificates: 'Certificates',
    activitiesSeparator: ', ',
  },
  classes: {
    title: 'Upcoming classes',
    emptyTitle: '{{name}} has no upcoming classes',
    emptyText: 'Follow to hear when new classes are added, or try another trainer.',
    browseAll: 'Browse all sessions',
  },
};
