export * from './prayers';
export * from './prayers.ar';
