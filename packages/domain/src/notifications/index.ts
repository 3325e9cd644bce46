export * from './render';
export * from './types';
