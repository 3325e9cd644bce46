import { preferenceUpdateSchema } from '@kinetic/domain';
import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { ActivityIcon } from '../../../../components/ActivityIcon';
import { domainText, useTranslation } from '../../../../lib/i18n';
import { useClassCategories } from '../../../../lib/reference-data';
import { ChoiceChips } from './ChoiceChips';
import { StepActions } from './StepActions';

export interface ActivityChoice {
  classCategoryId: number;
  classCategoryName: string;
}

interface Props {
  value: ActivityChoice[];
  onChange: (value: ActivityChoice[]) => void;
  onBack: () => void;
  onSkip: () => void;
  onNext: () => void;
}

const activitiesRule = preferenceUpdateSchema.shape.userDetailMappingList;

/** Step 4: favourite activities, at least one. */
export function ActivitiesStep({ value, onChange, onBack, onSkip, onNext }: Props) {
  const { t } = useTranslation('auth');
  const categories = useClassCategories();
  const [error, setError] = useState<string | null>(null);

  const select = (ids: string[]) => {
    setError(null);
    const byId = new Map((categories.data ?? []).map((category) => [String(category.id), category]));
    onChange(
      ids.flatMap((id) => {
        const category = byId.get(id);
        return category ? [{ classCategoryId: category.id, classCategoryName: category.name }] : [];
      }),
    );
  };

  const next = () => {
    const result = activitiesRule.safeParse(value);
    if (result.success) onNext();
    else setError(result.error.issues[0] ? domainText(result.error.issues[0].message) : null);
  };

  return (
    <>
      {categories.isPending ? (
        <Group gap="xs">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <Skeleton key={key} h={36} w={110} radius="xl" />
          ))}
        </Group>
      ) : categories.isError ? (
        <Alert color="red" variant="light">
          <Group justify="space-between">
            <Text size="sm">{t('register.activitiesFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => categories.refetch()}>
              {t('register.tryAgain')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <ChoiceChips
          title={t('register.activitiesTitle')}
          options={categories.data.map((category) => ({
            value: String(category.id),
            label: category.name,
            icon: <ActivityIcon icon={category.icon} size={14} />,
          }))}
          value={value.map((choice) => String(choice.classCategoryId))}
          onChange={select}
          error={error}
        />
      )}
      <StepActions onBack={onBack} onSkip={onSkip}>
        <Button onClick={next}>{t('register.next')}</Button>
      </StepActions>
    </>
  );
}
