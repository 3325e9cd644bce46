import {
  availableSeatText,
  CLASS_PLATFORM_LABEL,
  type ClassItemDto,
  classCostLabel,
  FITNESS_LEVEL_LABEL,
  GENDER_RULE_LABEL,
  PRICE_MODEL_LABEL,
} from '@kinetic/domain';
import { SimpleGrid, Text } from '@mantine/core';
import { classTimeRange, longDate } from '../../../lib/class-format';
import classes from './ClassFacts.module.css';

interface Props {
  item: ClassItemDto;
  isPrime: boolean;
}

/** The join popup's facts (SPEC 2.4) as a description list; hidden values are left out, not blank. */
export function ClassFacts({ item, isPrime }: Props) {
  const seats = availableSeatText(item.availableSeat, item.showAvailableSeatType);
  const cost = classCostLabel(item, isPrime);
  const level = FITNESS_LEVEL_LABEL[item.fitnessLevel];
  // The third item marks the seat count, announced politely when a booking changes it.
  const facts: [string, string | null, boolean?][] = [
    ['Date', longDate(item.classDate)],
    ['Time', classTimeRange(item)],
    [
      isPrime || item.priceModel === 'PT' || item.priceModel === 'AUTOJOINWITHPACKAGE' ? 'Price' : 'Credits',
      cost,
    ],
    ['Available seats', seats === null ? null : item.availableSeat > 0 ? seats : 'Full', true],
    ['Category', item.classCategory.name],
    ['Class type', item.platform ? CLASS_PLATFORM_LABEL[item.platform] : PRICE_MODEL_LABEL[item.priceModel]],
    ['Gender', GENDER_RULE_LABEL[item.classType]],
    ['Fitness level', level],
    ['For', item.ageCategoryType === 'CHILD' ? 'Kids' : null],
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
