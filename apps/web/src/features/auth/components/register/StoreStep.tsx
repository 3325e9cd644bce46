import { OTHER_COUNTRY } from '@kinetic/domain';
import { Alert, Button, Group, Radio, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n';
import { useStores } from '../../../../lib/reference-data';
import { StepActions } from './StepActions';
import { StepTitle } from './StepTitle';

interface Props {
  /** A store id as text, OTHER_COUNTRY, or null while nothing is chosen. */
  value: string | null;
  onChange: (value: string) => void;
  onNext: () => void;
}

/** Step 1: the country (store) the user trains in; 'Other' leads to the interested-city branch. */
export function StoreStep({ value, onChange, onNext }: Props) {
  const { t } = useTranslation('auth');
  const stores = useStores();
  const options = [
    ...(stores.data ?? []).map((store) => ({ value: String(store.id), label: store.name })),
    { value: OTHER_COUNTRY, label: t('register.otherCountry') },
  ];

  return (
    <>
      <Radio.Group
        value={value}
        onChange={onChange}
        label={<StepTitle>{t('register.whereWorkout')}</StepTitle>}
        labelProps={{ mb: 'sm' }}
      >
        {stores.isPending ? (
          <SimpleGrid cols={2} spacing="sm">
            {['a', 'b', 'c', 'd'].map((key) => (
              <Skeleton key={key} h={52} radius="md" />
            ))}
          </SimpleGrid>
        ) : stores.isError ? (
          <Alert color="red" variant="light">
            <Group justify="space-between">
              <Text size="sm">{t('register.countriesFailed')}</Text>
              <Button size="xs" variant="light" onClick={() => stores.refetch()}>
                {t('register.tryAgain')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <SimpleGrid cols={2} spacing="sm">
            {options.map((option, index) => (
              <Radio.Card
                key={option.value}
                value={option.value}
                data-autofocus={index === 0 || undefined}
                p="sm"
                radius="md"
              >
                <Group gap="sm" wrap="nowrap">
                  <Radio.Indicator />
                  <Text fw={500}>{option.label}</Text>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        )}
      </Radio.Group>
      <StepActions>
        <Button onClick={onNext} disabled={!value}>
          {t('register.next')}
        </Button>
      </StepActions>
    </>
  );
}
