/** Ratings and reviews (docs/adr/0043): the rating form, the reviews of a class, trainer or gym, moderation and the report. */

export { RateLink } from './components/RateLink';
export { RatingsReport } from './components/RatingsReport';
export { ReportedReviews } from './components/ReportedReviews';
export { ReviewForm } from './components/ReviewForm';
export { ReviewsBlock } from './components/ReviewsBlock';
export { Stars } from './components/Stars';
