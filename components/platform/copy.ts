/** Texts the spec fixes word for word (spec 1 §2.3). */
export const RATING_TEXT = "4.9/5 from 1,200+ reviews";
export const CTA_FINE_PRINT = "No credit card required • 14-day free trial • Cancel anytime";
