// The api-pglite project's one-time set-up: the PGlite template every test file loads.
export { pgliteTemplate as default } from './db-template';
