import '../../../lib/mantine-styles/rest';
import { ramadanWithin } from '@kinetic/domain';
import { NativeSelect, Switch } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { type ClassFilters, MIN_RATINGS } from '../model/filters';

interface Props {
  filters: ClassFilters;
  onChange: (patch: Partial<ClassFilters>) => void;
}

/** After iftar in Ramadan (docs/adr/0048), women-only venues (docs/adr/0047), the order and the least stars (docs/adr/0043). */
export default function VenueAndRatingFilters({ filters, onChange: set }: Props) {
  const { t } = useTranslation('classes');
  // "After iftar" is a Ramadan choice: shown on its days (and while on, so it can be turned off).
  const ramadan = filters.afterIftar || ramadanWithin(filters.date, filters.date) !== null;
  return (
    <>
      {ramadan && (
        <Switch
          label={t('filters.afterIftar')}
          description={t('filters.afterIftarHelp')}
          checked={filters.afterIftar}
          onChange={(event) => set({ afterIftar: event.currentTarget.checked })}
        />
      )}
      <Switch
        label={t('filters.womenOnly')}
        description={t('filters.womenOnlyHelp')}
        checked={filters.womenOnly}
        onChange={(event) => set({ womenOnly: event.currentTarget.checked })}
      />
      <NativeSelect
        label={t('filters.order')}
        value={filters.sort}
        onChange={(event) => set({ sort: event.currentTarget.value === 'rating' ? 'rating' : 'start' })}
        data={[
          { value: 'start', label: t('filters.soonest') },
          { value: 'rating', label: t('filters.bestRated') },
        ]}
      />
      <NativeSelect
        label={t('filters.rating')}
        value={filters.minRating === null ? '' : String(filters.minRating)}
        onChange={(event) =>
          set({ minRating: event.currentTarget.value ? Number(event.currentTarget.value) : null })
        }
        data={[
          { value: '', label: t('filters.anyRating') },
          ...MIN_RATINGS.map((n) => ({ value: String(n), label: t('filters.atLeast', { n }) })),
        ]}
      />
    </>
  );
}
