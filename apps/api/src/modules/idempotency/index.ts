export { idempotencyQueries } from './idempotency.repository';
export {
  type IdempotencyStore,
  type IdempotentAnswer,
  type IdempotentRequest,
  idempotent,
  idempotentTransaction,
  type KeptRefusal,
} from './idempotent';
