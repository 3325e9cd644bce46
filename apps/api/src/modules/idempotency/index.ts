export { idempotencyQueries } from './idempotency.repository';
export {
  type IdempotencyStore,
  type IdempotentAnswer,
  type IdempotentRequest,
  idempotent,
} from './idempotent';
