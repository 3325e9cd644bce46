import { isCustomer } from '@kinetic/domain';
import { Anchor, Box, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageMeta } from '../../components/PageMeta';
import { authModal } from '../../features/auth';
import { BookingAction } from '../../features/booking';
import {
  ClassDetail,
  ClassDetailError,
  ClassDetailSkeleton,
  SessionPicker,
  useClassRoute,
} from '../../features/classes';
import { ReviewsBlock } from '../../features/reviews';
import { useBrand } from '../../lib/brand';
import { useTranslation } from '../../lib/i18n';
import { useSessionUser } from '../../lib/session';

/** SPEC 2.1 class page and share link: the join popup's content as a page. */
export default function ClassPage() {
  const { t } = useTranslation('classes');
  const brand = useBrand();
  const user = useSessionUser();
  const route = useClassRoute();
  const location = useLocation();
  const item = route.detail.data;
  const failure = route.classPage.error ?? route.detail.error;
  // A class's reviews outlive its sessions: shown even when nothing is left to book.
  const reviewedClassId = item?.classId ?? route.classId;

  // SPEC 2.3: a guest opening a shared class link gets the login popup, and returns here after login.
  const askedLogin = useRef(false);
  useEffect(() => {
    if (user || askedLogin.current) return;
    askedLogin.current = true;
    if (!authModal.get().opened) {
      authModal.open('login', { redirect: location.pathname + location.search });
    }
  }, [user, location.pathname, location.search]);

  let body: React.ReactNode;
  if (route.invalid || route.noSessions) {
    body = (
      <EmptyState
        icon={<IconCalendarOff size={32} aria-hidden />}
        title={t('page.noSessionsTitle')}
        order={1}
      >
        {t('page.noSessionsBody')}
      </EmptyState>
    );
  } else if (failure && !item) {
    body = (
      <ClassDetailError
        error={failure}
        onRetry={() => (route.classPage.isError ? route.classPage.refetch() : route.detail.refetch())}
      />
    );
  } else if (!item) {
    body = <ClassDetailSkeleton />;
  } else {
    body = (
      <ClassDetail
        item={item}
        isPrime={brand.isPrime}
        canNavigateToHosts={user !== null && isCustomer(user.userCategory)}
        title={
          <Title order={1}>
            <bdi>{item.title}</bdi>
          </Title>
        }
        headingOrder={2}
        action={
          <Stack gap="sm">
            {route.byClass && route.upcoming.length > 1 && (
              <SessionPicker
                sessions={route.upcoming}
                value={route.selectedSessionId}
                onChange={route.choose}
              />
            )}
            <BookingAction item={item} classPath={location.pathname} />
          </Stack>
        }
      />
    );
  }

  return (
    <Box maw={880} mx="auto">
      <PageMeta
        title={item?.title ?? t('page.metaTitle')}
        description={item ? item.description.slice(0, 160) : t('page.metaDescription', { brand: brand.name })}
      />
      <Anchor
        component={Link}
        to="/classes"
        size="sm"
        mb="md"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={16} aria-hidden className="directional-icon" />
        {t('page.allClasses')}
      </Anchor>
      {body}
      {reviewedClassId !== null && <ReviewsBlock subject={{ kind: 'classes', id: reviewedClassId }} />}
    </Box>
  );
}
