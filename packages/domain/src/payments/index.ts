export * from './allowance';
export * from './dto';
export * from './messages';
export * from './money';
export * from './periods';
export * from './pricing';
export * from './promo-rules';
