import type { ClassCategoryDto } from '@kinetic/domain';
import type { ReactNode } from 'react';
import { ActivityIcon } from './ActivityIcon';
import { ChoiceChips } from './ChoiceChips';

/** Favourite activities picker: class categories with their icons; values are category ids as strings. */
export function ActivityChoice(props: {
  label: ReactNode;
  description?: ReactNode;
  categories: ClassCategoryDto[];
  loading?: boolean;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | null;
  autoFocusFirst?: boolean;
}) {
  const { categories, ...rest } = props;
  const options = categories.map((category) => ({
    value: String(category.id),
    label: category.name,
    icon: <ActivityIcon icon={category.icon} size={14} />,
  }));
  return <ChoiceChips {...rest} options={options} />;
}
