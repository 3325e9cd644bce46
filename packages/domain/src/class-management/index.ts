export * from './dto';
export * from './messages';
export * from './overlap';
export * from './recurrence';
export * from './schemas';
export * from './seats';
export * from './timing';
export * from './waitlist';
