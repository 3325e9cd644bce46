export * from './admin-query';
export * from './catalogue';
export * from './catalogue-messages';
export * from './csv';
export * from './customers';
export * from './pt-trainers';
export * from './reports';
export * from './team';
