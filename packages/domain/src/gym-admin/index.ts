export * from './admin-query';
export * from './csv';
export * from './pt-trainers';
export * from './reports';
