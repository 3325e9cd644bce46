import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * An amount typed in major units of a currency with its decimals (10.500 KWD), the currency's code at
 * its end; the form converts it to minor units (the domain's toMinor). `maxMinor` caps it, in minor units.
 */
export function MoneyInput({
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
