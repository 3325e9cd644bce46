import {
  addDays,
  DAY_PARTS,
  FOUR_HOUR_RANGES,
  GENDER_RULE_LABEL,
  GENDER_RULES,
  LIMITS,
  PRICE_MODEL_LABEL,
  PRICE_MODELS,
  TIME_BUCKET_LABEL,
  type TimeBucket,
} from '@kinetic/domain';
import { Badge, Button, Collapse, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { formatNumber } from '../../../lib/format';
import { domainText, useLanguage, useTranslation } from '../../../lib/i18n';
import { loadWithRetry } from '../../../lib/lazy-page';
import { useFilterCategories } from '../../../lib/reference-data';
import { useMaxWidth } from '../../../lib/screen';
import { useSessionUser } from '../../../lib/session';
import { activeFilterCount, type ClassFilters } from '../model/filters';
import { activityPicture } from '../model/pictures';
import { ChipRow } from './ChipRow';
import { DateFilter } from './DateFilter';
import { DayStrip } from './DayStrip';
import { GuestCountrySelect } from './GuestCountrySelect';

// A dropped fetch of its chunk is tried once more, as the pages' are.
const AreaFilter = lazy(() => loadWithRetry(() => import('./AreaFilter')));
// Loaded with the panel, as the areas: the first page carries none of its inputs.
const VenueAndRatingFilters = lazy(() => loadWithRetry(() => import('./VenueAndRatingFilters')));

interface Props {
  today: string;
  filters: ClassFilters;
  onChange: (next: ClassFilters) => void;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: domainText(labels[value]) }));

/** The day strip, a date picker for later days, activity and time-of-day chips, and more filters. */
export function ClassFiltersBar({ today, filters, onChange }: Props) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const categories = useFilterCategories();
  const phone = useMaxWidth('48em');
  const guest = useSessionUser() === null;
  const dayParts = filters.timeBuckets.filter((b) => (DAY_PARTS as readonly string[]).includes(b));
  const ranges = filters.timeBuckets.filter((b) => (FOUR_HOUR_RANGES as readonly string[]).includes(b));
  const moreCount = activeFilterCount(filters) - dayParts.length;
  const [moreOpened, more] = useDisclosure(moreCount > 0);
  const [moreEverOpened, setMoreEverOpened] = useState(moreOpened);
  if (moreOpened && !moreEverOpened) setMoreEverOpened(true);
  const set = (patch: Partial<ClassFilters>) => onChange({ ...filters, ...patch });
  const setBuckets = (parts: TimeBucket[], next: TimeBucket[]) => set({ timeBuckets: [...parts, ...next] });

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <DayStrip today={today} value={filters.date} onChange={(date) => set({ date })} />
        </div>
        <DateFilter
          label={t('filters.pickDate')}
          value={filters.date}
          onChange={(date) => set({ date })}
          minDate={today}
          maxDate={addDays(today, LIMITS.scheduleDaysAhead - 1)}
          language={language}
        />
        {guest && <GuestCountrySelect />}
      </Group>
      <ChipRow
        label={t('filters.activities')}
        options={(categories.data ?? []).map((category) => ({
          value: String(category.id),
          label: category.name,
          picture: activityPicture(category.icon),
        }))}
        loading={categories.isPending}
        scroll={phone}
        value={filters.categoryIds.map(String)}
        onChange={(value) => set({ categoryIds: value.map(Number) })}
      />
      <Group align="flex-end" justify="space-between" gap="sm">
        <ChipRow
          label={t('filters.timeOfDay')}
          scroll={phone}
          options={options(DAY_PARTS, TIME_BUCKET_LABEL)}
          value={dayParts}
          onChange={(value) => setBuckets(value as TimeBucket[], ranges)}
        />
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          rightSection={
            moreCount > 0 ? (
              <Badge
                size="sm"
                circle
                aria-label={t('filters.activeFilters', { count: moreCount, n: formatNumber(moreCount) })}
              >
                {formatNumber(moreCount)}
              </Badge>
            ) : null
          }
          onClick={more.toggle}
          aria-expanded={moreOpened}
          aria-controls="more-class-filters"
        >
          {t('filters.moreFilters')}
        </Button>
      </Group>
      <Collapse expanded={moreOpened}>
        <Paper id="more-class-filters" withBorder p="md" radius="md">
          {/* Drawn once first opened: the first page does not render a dozen hidden chips. */}
          {moreEverOpened && (
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              <ChipRow
                label={t('filters.timeRange')}
                options={options(FOUR_HOUR_RANGES, TIME_BUCKET_LABEL)}
                value={ranges}
                onChange={(value) => setBuckets(dayParts, value as TimeBucket[])}
              />
              <ChipRow
                label={t('filters.classType')}
                options={options(PRICE_MODELS, PRICE_MODEL_LABEL)}
                value={filters.priceModels}
                onChange={(value) => set({ priceModels: value as ClassFilters['priceModels'] })}
              />
              <ChipRow
                label={t('filters.gender')}
                options={options(GENDER_RULES, GENDER_RULE_LABEL)}
                value={filters.genders}
                onChange={(value) => set({ genders: value as ClassFilters['genders'] })}
              />
              <Suspense fallback={<Skeleton h={60} />}>
                <AreaFilter value={filters.areaIds} onChange={(areaIds) => set({ areaIds })} />
              </Suspense>
              <Suspense fallback={<Skeleton h={60} />}>
                <VenueAndRatingFilters filters={filters} onChange={set} />
              </Suspense>
            </SimpleGrid>
          )}
        </Paper>
      </Collapse>
    </Stack>
  );
}
