/** Marketing texts that must read exactly so; kept apart from the layout so a redesign cannot reword them. */
export const RATING_TEXT = "4.9/5 from 1,200+ reviews";
export const CTA_FINE_PRINT = "No credit card required • 14-day free trial • Cancel anytime";
