import { addDays, type ClassItemDto, isCustomer, LIMITS } from '@kinetic/domain';
import { Stack, Text, Title } from '@mantine/core';
import { lazy, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { OnDemand } from '../../components/OnDemand';
import { PageMeta } from '../../components/PageMeta';
import { editClassPath } from '../../features/booking';
import {
  type ClassFilters,
  ClassFiltersBar,
  ClassResults,
  filtersFromParams,
  filtersToParams,
  useStoreClock,
} from '../../features/classes';
import { useBrand } from '../../lib/brand';
import { longDate } from '../../lib/class-format';
import { useTranslation } from '../../lib/i18n';
import { useSessionUser } from '../../lib/session';

const loadDetail = () => import('./ClassesPageDetail');
const ClassesPageDetail = lazy(loadDetail);

/** SPEC 2.1 `classes`: the session list of a day, filtered, with the join popup. */
export default function ClassesPage() {
  const { t } = useTranslation('classes');
  const brand = useBrand();
  const user = useSessionUser();
  const navigate = useNavigate();
  const { today } = useStoreClock();
  const [params, setParams] = useSearchParams();
  // Local state answers a click at once; the URL follows, so a reload or a shared link keeps the filters.
  const [filters, setFiltersState] = useState(() => filtersFromParams(params, today));
  const query = params.toString();
  useEffect(() => setFiltersState(filtersFromParams(new URLSearchParams(query), today)), [query, today]);
  const [opened, setOpened] = useState<ClassItemDto | null>(null);

  const setFilters = (next: ClassFilters) => {
    setFiltersState(next);
    setParams(filtersToParams(next, today), { replace: true });
  };
  const lastDay = addDays(today, LIMITS.scheduleDaysAhead - 1);
  const canNavigateToHosts = user !== null && isCustomer(user.userCategory);

  return (
    <Stack gap="lg">
      <PageMeta title={t('list.metaTitle')} description={t('list.metaDescription', { brand: brand.name })} />
      <Stack gap={4}>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed">{t('list.intro', { brand: brand.name })}</Text>
      </Stack>
      <ClassFiltersBar today={today} filters={filters} onChange={setFilters} />
      <Title order={2} fz="h3">
        {filters.date === today ? t('list.today') : longDate(filters.date)}
      </Title>
      <ClassResults
        filters={filters}
        onOpen={setOpened}
        // The popup's code is fetched while the pointer is on its way to a card.
        onIntent={() => void loadDetail()}
        onEdit={(item) => user && navigate(editClassPath(user.userCategory, item.classId))}
        onNextDay={
          filters.date < lastDay
            ? () => setFilters({ ...filters, date: addDays(filters.date, 1) })
            : undefined
        }
      />
      <OnDemand
        wanted={opened !== null}
        component={ClassesPageDetail}
        props={{
          item: opened,
          onClose: () => setOpened(null),
          isPrime: brand.isPrime,
          canNavigateToHosts,
        }}
      />
    </Stack>
  );
}
