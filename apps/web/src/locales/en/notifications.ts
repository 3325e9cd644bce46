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
  panel: {
    title: 'Notifications',
    unread_one: '{{count, number}} unread',
    unread_other: '{{count, number}} unread',
    noneUnread: 'All read',
    loading: 'Loading notifications',
    retry: 'Try again',
    seeAll: 'See all notifications',
  },
  list: {
    markAllRead: 'Mark all read',
    loadError: 'We could not load your notifications',
    emptyTitle: 'No notifications yet',
    emptyText: 'Bookings, waitlist news and new followers will show up here.',
    findClass: 'Find a class',
    unread: 'Unread: ',
    someone: 'Someone',
  },
};
