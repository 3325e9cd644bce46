export * from './reviews';
export * from './reviews.ar';
