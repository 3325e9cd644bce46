export * from './admin-query';
export * from './csv';
