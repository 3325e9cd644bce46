/** English texts of a new partner's checklist of first steps. */
export const partnerOnboarding = {
  page: {
    title: 'Get started',
    description: 'Your first steps as a partner: your profile, your first class and your payouts.',
    trainerIntro:
      'A few steps and members can find you and book your classes. Each one opens the screen that does it.',
    gymIntro:
      'A few steps and members can find your studio and book your classes. Each one opens the screen that does it.',
  },
  progress: {
    label: 'Your progress',
    count: '{{done}} of {{total}} done',
    allDone: 'All done: your page is ready for members.',
  },
  listLabel: 'First steps',
  status: {
    done: 'Done',
    todo: 'To do',
  },
  steps: {
    PHOTO: {
      title: 'Add a profile photo',
      trainerText: 'A clear photo of you: members book a trainer they can picture.',
      gymText: 'Your logo or a photo of your studio, shown on your page and your classes.',
      action: 'Add a photo',
    },
    BIO: {
      title: 'Write your bio',
      trainerText: 'A few words about how you train and what members can expect.',
      gymText: 'A few words about your studio, its classes and what makes it different.',
      action: 'Write my bio',
    },
    BRANCH: {
      title: 'Add your branch',
      gymText: 'Where your classes run: the address and its pin on the map.',
      action: 'Add a branch',
    },
    CLASS: {
      title: 'Create your first class',
      trainerText: 'Its days, times and seats: once saved, members can book it.',
      gymText: 'Its branch, days, times and seats: once saved, members can book it.',
      action: 'Create a class',
    },
  },
  payouts: {
    title: 'Set up your payouts',
    text: 'We arrange with you how you are paid for your bookings: contact us to set up your payouts.',
    action: 'Contact us',
    note: 'Not counted above: we set this up with you.',
  },
  done: {
    editAgain: 'Edit',
  },
  loadError: 'Your checklist could not be loaded',
};
