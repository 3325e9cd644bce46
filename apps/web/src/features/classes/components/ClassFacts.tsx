import {
  CLASS_PLATFORM_LABEL,
  type ClassItemDto,
  FITNESS_LEVEL_LABEL,
  GENDER_RULE_LABEL,
  PRICE_MODEL_LABEL,
} from '@kinetic/domain';
import { SimpleGrid, Text } from '@mantine/core';
import { classCostText, classTimeRange, longDate } from '../../../lib/class-format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { classPlatform, seatsText } from '../model/labels';
import classes from './ClassFacts.module.css';

interface Props {
  item: ClassItemDto;
  isPrime: boolean;
}

/** The join popup's facts (SPEC 2.4) as a description list; hidden values are left out, not blank. */
export function ClassFacts({ item, isPrime }: Props) {
  const { t } = useTranslation('classes');
  const seats = seatsText(item);
  const cost = classCostText(item, isPrime);
  const fitnessLevel = FITNESS_LEVEL_LABEL[item.fitnessLevel];
  const level = fitnessLevel === null ? null : domainText(fitnessLevel);
  const platform = classPlatform(item);
  const priced = isPrime || item.priceModel === 'PT' || item.priceModel === 'AUTOJOINWITHPACKAGE';
  // The third item marks the seat count, announced politely when a booking changes it.
  const facts: [string, string | null, boolean?][] = [
    [t('facts.date'), longDate(item.classDate)],
    [t('facts.time'), classTimeRange(item)],
    [priced ? t('facts.price') : t('facts.credits'), cost],
    [
      t('facts.availableSeats'),
      seats === null ? null : item.availableSeat > 0 ? seats : t('facts.full'),
      true,
    ],
    [t('facts.category'), item.classCategory.name],
    [
      t('facts.classType'),
      // 'At Gym' is wrong for a freelance trainer's class held elsewhere.
      item.priceModel === 'PHYSICAL' && item.gymBranchDetail === null && item.venue !== null
        ? t('facts.inPerson')
        : domainText(PRICE_MODEL_LABEL[item.priceModel]),
    ],
    [t('facts.platform'), platform && domainText(CLASS_PLATFORM_LABEL[platform])],
    [t('facts.gender'), domainText(GENDER_RULE_LABEL[item.classType])],
    [t('facts.fitnessLevel'), level],
    [t('facts.for'), item.ageCategoryType === 'CHILD' ? t('facts.kids') : null],
    [t('facts.venue'), item.gymBranchDetail?.womenOnly ? t('facts.womenOnlyVenue') : null],
  ];
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 2, sm: 3 }}
      spacing="md"
      verticalSpacing="sm"
      className={classes.list}
    >
      {facts
        .filter((fact): fact is [string, string, boolean?] => fact[1] !== null)
        .map(([label, value, live]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text
              component="dd"
              size="sm"
              fw={600}
              className={classes.value}
              aria-live={live ? 'polite' : undefined}
              data-testid={live ? 'seat-count' : undefined}
            >
              {value}
            </Text>
          </div>
        ))}
    </SimpleGrid>
  );
}
