import { preferenceUpdateSchema, WORKOUT_TIMES } from '@kinetic/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { domainText, useTranslation } from '../../../../lib/i18n';
import { ChoiceChips } from './ChoiceChips';
import { StepActions } from './StepActions';

interface Props {
  value: string[];
  onChange: (value: string[]) => void;
  onBack: () => void;
  onSkip: () => void;
  /** Saves the preferences; the step only checks that one time is chosen. */
  onSave: () => void;
  saving: boolean;
  failure: string | null;
}

const timesRule = preferenceUpdateSchema.shape.timePreference;

/** Step 5: preferred workout times, at least one. */
export function TimesStep({ value, onChange, onBack, onSkip, onSave, saving, failure }: Props) {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const result = timesRule.safeParse(value.join(','));
    if (result.success) onSave();
    else setError(result.error.issues[0] ? domainText(result.error.issues[0].message) : null);
  };
  return (
    <>
      <ChoiceChips
        title={t('register.timesTitle')}
        options={WORKOUT_TIMES.map((time) => ({ value: time.value, label: domainText(time.label) }))}
        value={value}
        onChange={(next) => {
          setError(null);
          onChange(next);
        }}
        error={error ?? failure}
      />
      <StepActions onBack={onBack} onSkip={onSkip}>
        <Button onClick={save} loading={saving}>
          {t('register.done')}
        </Button>
      </StepActions>
    </>
  );
}
