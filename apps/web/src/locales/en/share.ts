/** English texts of share (the SPEC's wording where it gives one). */
export const share = {
  page: {
    title: 'Share',
    description: 'Invite your friends to {{brand}}.',
    heading: 'Share {{brand}}',
  },
  invite: 'Book fitness classes, personal training and gym memberships with {{brand}}.',
  subject: 'Join me on {{brand}}',
  shareOn: 'Share on',
  email: 'E-mail',
  more: 'More…',
};
