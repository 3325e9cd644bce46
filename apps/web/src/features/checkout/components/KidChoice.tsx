import { Alert, Anchor, Select } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';

/** A kids package is bought for one kid of the profile (SPEC 3.2 userKidId); without kids, add one first. */
export function KidChoice({
  kids,
  value,
  onChange,
  error,
}: {
  kids: { id: number; name: string }[];
  value: number | null;
  onChange: (kidId: number | null) => void;
  error: string | null;
}) {
  const { t } = useTranslation('checkout');
  if (kids.length === 0) {
    return (
      <Alert
        color="orange"
        variant="light"
        title={t('kids.addFirstTitle')}
        styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
      >
        {t('kids.addFirstBody')}{' '}
        <Anchor component={Link} to="/editProfile">
          {t('kids.addKids')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Select
      label={t('kids.which')}
      placeholder={t('kids.choose')}
      data={kids.map((kid) => ({ value: String(kid.id), label: kid.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      error={error}
      allowDeselect={false}
    />
  );
}
