import { PAGE_TEXTS } from '@kinetic/domain';
/** English texts of gyms (the SPEC's wording where it gives one). */
export const gyms = {
  page: {
    ...PAGE_TEXTS.gyms,
    intro: 'Studios near you, with their branches and classes.',
  },
  directory: {
    search: 'Gym or area',
    searchPlaceholder: 'Search by studio or branch',
    loadError: 'We could not load the gyms',
    emptyTitle: 'No gyms found',
    emptyText: 'Try another studio name or area.',
  },
  upcomingClasses_one: '{{count}} upcoming class',
  upcomingClasses_other: '{{count}} upcoming classes',
  profile: {
    title: 'Gym',
    notFoundTitle: 'Gym not found',
    notFound: 'This gym could not be found',
    notFoundText: 'The link may be old, or the gym is no longer listed.',
    browse: 'Browse gyms',
    loadError: 'We could not load this gym',
    metaDescription: '{{name}}: {{kind}} in {{areas}}. See the upcoming classes and book a spot.',
    metaDescriptionPlain: '{{name}}: {{kind}}. See the upcoming classes and book a spot.',
    website: 'Visit the website',
    trainers: 'Trainers',
  },
  branches: {
    one: 'Branch',
    many: 'Branches ({{count}})',
    none: 'This gym has not added a branch yet.',
    openInMaps: 'Open {{name}} in maps',
    map: 'Map of {{name}}',
    womenOnly: 'Women only',
  },
  classes: {
    title: 'Upcoming classes',
    emptyTitle: 'No upcoming classes here yet',
    emptyText: 'Check back soon, or find a class at another gym.',
    browseAll: 'Browse all sessions',
  },
};
