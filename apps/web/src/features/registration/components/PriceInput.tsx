import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A price typed in the store's currency with its decimals (10.500 KWD); the form converts to minor units. */
export function PriceInput({
  currencyCode,
  decimals,
  maxMinor,
  ...props
}: NumberInputProps & { currencyCode: string; decimals: number; maxMinor?: number }) {
  return (
    <NumberInput
      min={0}
      max={maxMinor === undefined ? undefined : maxMinor / 10 ** decimals}
      clampBehavior="strict"
      decimalScale={decimals}
      allowNegative={false}
      inputMode="decimal"
      placeholder={(0).toFixed(decimals)}
      rightSection={currencyCode}
      rightSectionWidth={56}
      hideControls
      {...props}
    />
  );
}
