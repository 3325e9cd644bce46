export {
  type IdempotencyStore,
  type IdempotentAnswer,
  type IdempotentRequest,
  idempotencyStore,
  idempotent,
  idempotentTransaction,
  type KeptRefusal,
} from './idempotent';
