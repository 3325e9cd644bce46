import { type ChoiceOption, ChoiceChips as SharedChoiceChips } from '../../../../components/ChoiceChips';
import { useTranslation } from '../../../../lib/i18n';
import { StepTitle } from './StepTitle';

/** Steps 4 and 5: the shared pill checkboxes under the step's question. */
export function ChoiceChips({
  title,
  ...rest
}: {
  title: string;
  options: ChoiceOption[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('auth');
  return (
    <SharedChoiceChips
      label={<StepTitle>{title}</StepTitle>}
      description={t('register.chooseMany')}
      autoFocusFirst
      {...rest}
    />
  );
}
