/** English texts of notifications (the SPEC's wording where it gives one). */
export const notifications = {
  page: {
    title: 'Notifications',
    description: 'Your bookings, waitlist news and new followers.',
  },
  bell: {
    label: 'Notifications',
    unread_one: 'Notifications, {{count}} unread',
    unread_other: 'Notifications, {{count}} unread',
  },
  list: {
    loadError: 'We could not load your notifications',
    emptyTitle: 'No notifications yet',
    emptyText: 'Bookings, waitlist news and new followers will show up here.',
    findClass: 'Find a class',
    unread: 'Unread: ',
    someone: 'Someone',
  },
};
