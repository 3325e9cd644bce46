import {
  IconArmchair,
  IconBrandWhatsapp,
  IconCalendarStats,
  IconCategory,
  IconChartBar,
  IconLayoutDashboard,
  IconMoon,
  IconPackage,
  IconTicket,
  IconUserHeart,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';

/** The gym's business screens, in the order the navigation shows them. */
export const GYM_ADMIN_AREAS = [
  // The owner's dashboard first: where the Business area opens (docs/adr/0046).
  { key: 'dashboard', path: '/gym/admin', icon: IconLayoutDashboard },
  { key: 'customers', path: '/gym/admin/customers', icon: IconUsers },
  { key: 'bookings', path: '/gym/admin/bookings', icon: IconCalendarStats },
  { key: 'packages', path: '/gym/admin/packages', icon: IconPackage },
  { key: 'coupons', path: '/gym/admin/coupons', icon: IconTicket },
  { key: 'activities', path: '/gym/admin/activities', icon: IconCategory },
  { key: 'team', path: '/gym/admin/team', icon: IconUsersGroup },
  { key: 'ptTrainers', path: '/gym/admin/pt-trainers', icon: IconUserHeart },
  { key: 'reports', path: '/gym/admin/reports', icon: IconChartBar },
  { key: 'messages', path: '/gym/admin/messages', icon: IconBrandWhatsapp },
  { key: 'seatPolicy', path: '/gym/admin/seat-policy', icon: IconArmchair },
  { key: 'ramadan', path: '/gym/admin/ramadan', icon: IconMoon },
] as const;

export type GymAdminArea = (typeof GYM_ADMIN_AREAS)[number]['key'];

/** Where a gym lands in its business screens. */
export const GYM_ADMIN_HOME = GYM_ADMIN_AREAS[0].path;
