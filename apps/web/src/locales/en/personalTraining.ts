/** English texts of personalTraining (the SPEC's wording where it gives one). */
export const personalTraining = {
  page: {
    title: 'Personal Training',
    description: 'Book a one-to-one personal training session with a certified trainer.',
    intro: 'One-to-one sessions with a trainer. Open a session to see the details and book it.',
  },
  list: {
    loadError: 'We could not load personal training',
    emptyTitle: 'No personal training sessions right now',
    emptyText: 'Trainers add new slots often: check back soon, or find a trainer you like.',
    browseTrainers: 'Browse trainers',
  },
};
