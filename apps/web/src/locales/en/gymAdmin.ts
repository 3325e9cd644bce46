/** English texts shared by the gym's business screens: navigation, ranges, pages, CSV. */
export const gymAdmin = {
  nav: {
    label: 'Business areas',
    dashboard: 'Dashboard',
    customers: 'Customers',
    bookings: 'Bookings',
    packages: 'Packages',
    coupons: 'Coupons',
    activities: 'Activities',
    team: 'Team',
    ptTrainers: 'PT trainers',
    reports: 'Reports',
    messages: 'Messages',
    seatPolicy: 'Seat policy',
    ramadan: 'Ramadan',
  },
  range: {
    from: 'From',
    to: 'To',
  },
  pager: {
    rows: 'Rows {{first}}–{{last}} of {{total}}',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
  },
  downloadCsv: 'Download CSV',
  downloadFailed: 'The download failed. Please try again.',
};
