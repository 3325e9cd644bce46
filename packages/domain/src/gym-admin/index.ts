export * from './admin-query';
export * from './csv';
export * from './customers';
export * from './pt-trainers';
