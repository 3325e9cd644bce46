import { Alert, Anchor, Select } from '@mantine/core';
import { Link } from 'react-router';

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
  if (kids.length === 0) {
    return (
      <Alert
        color="orange"
        variant="light"
        title="Add your kids first"
        styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
      >
        Kids packages are bought for a kid on your profile.{' '}
        <Anchor component={Link} to="/editProfile">
          Add your kids
        </Anchor>
      </Alert>
    );
  }
  return (
    <Select
      label="For which kid?"
      placeholder="Choose a kid"
      data={kids.map((kid) => ({ value: String(kid.id), label: kid.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      error={error}
      allowDeselect={false}
    />
  );
}
