export { idempotencyQueries } from './idempotency.repository';
