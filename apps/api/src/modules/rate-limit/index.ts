export { createRateLimitRepository, type RateLimitRepository } from './rate-limit.repository';
