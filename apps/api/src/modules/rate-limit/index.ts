export { createRateLimitService, type RateLimitService } from './rate-limit.service';
