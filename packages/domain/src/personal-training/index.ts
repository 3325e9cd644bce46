export * from './exceptions';
export * from './schemas';
export * from './slots';
