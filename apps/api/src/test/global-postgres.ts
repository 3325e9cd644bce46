// The api-postgres project's one-time set-up: the template database every test file copies.
export { postgresTemplate as default } from './db-template';
